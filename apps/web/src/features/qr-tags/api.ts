import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Bin, CatalogTag } from '@makro/domain/inventory';
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

export type BinRow = z.infer<typeof Bin>;
/** Shared with inventory search's bin list, so a bin made here shows there at once. */
const LOCATIONS_KEY = ['inventory', 'locations'] as const;

export function useLocations(enabled = true) {
  return useQuery({
    queryKey: LOCATIONS_KEY,
    queryFn: ({ signal }) => api.get<{ locations: BinRow[] }>('/v1/locations', { signal }),
    enabled,
  });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (location: { code: string; name: string }) =>
      api.post<{ location: BinRow }>('/v1/locations', { location }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LOCATIONS_KEY }),
  });
}
