import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createBin, listBins, showBin } from '@makro/domain/inventory';
import { callEndpoint, queryKeyFor, type EndpointInput, type EndpointOutput } from '@/lib/api-client';

/**
 * The bins of the whole inventory area (search, QR labels, scanning): one query key per endpoint, so a bin
 * made on one screen is in every other screen's list without a reload.
 */

export type BinRow = EndpointOutput<typeof listBins>['locations'][number];
export type NewBin = EndpointInput<typeof createBin>['body'];
export type BinDetail = EndpointOutput<typeof showBin>;

export function useBins(enabled = true) {
  return useQuery({
    queryKey: queryKeyFor(listBins, {}),
    queryFn: ({ signal }) => callEndpoint(listBins, {}, { signal }),
    enabled,
    staleTime: 30_000,
  });
}

export function useCreateBin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewBin) => callEndpoint(createBin, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyFor(listBins) }),
  });
}

/** A bin and the items in it. */
export const fetchBin = (code: string, signal?: AbortSignal) => callEndpoint(showBin, { params: { code } }, { signal });
