import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listSideEffects, retrySideEffect, systemStatus } from '@makro/domain/system';
import { callEndpoint, queryKeyFor, type EndpointInput } from '@/lib/api-client';

export type SideEffectsQuery = NonNullable<EndpointInput<typeof listSideEffects>['query']>;

/** The server's state; refreshed every half minute while the page is open, so the counts follow the worker. */
export function useSystemStatus() {
  return useQuery({
    queryKey: queryKeyFor(systemStatus),
    queryFn: ({ signal }) => callEndpoint(systemStatus, {}, { signal }),
    refetchInterval: 30_000,
  });
}

export function useSideEffects(query: SideEffectsQuery) {
  return useQuery({
    queryKey: queryKeyFor(listSideEffects, { query }),
    queryFn: ({ signal }) => callEndpoint(listSideEffects, { query }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** A retried side effect leaves the failed list and joins the pending count. */
export function useRetrySideEffect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(retrySideEffect, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeyFor(listSideEffects) });
      void queryClient.invalidateQueries({ queryKey: queryKeyFor(systemStatus) });
    },
  });
}
