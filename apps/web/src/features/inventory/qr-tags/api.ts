import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogTag } from '@makro/domain/inventory';
import { api } from '@/lib/api-client';

export interface ImportResult {
  imported: number;
  skipped: number;
  errors: { line: number; message: string }[];
}

/** Allocates new tag serials for a part number and registers them in the catalogue. */
export function useCreateTags() {
  return useMutation({
    mutationFn: (input: { part_number: string; quantity: number }) =>
      api.post<{ tags: CatalogTag[] }>('/v1/inventory_tags', input),
  });
}

export function useImportTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => api.post<ImportResult>('/v1/inventory_tags/import', { csv }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['inventory'] }),
  });
}
