import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Bin } from '@makro/domain/inventory';
import { api } from '@/lib/api-client';

export type BinRow = z.infer<typeof Bin>;

/** One key for the bin list, so a bin made on one screen shows on every other at once. */
export const LOCATIONS_KEY = ['inventory', 'locations'] as const;

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
