import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exportRtgrimOrders, listRtgrimOrders, receiveNewRtgrimOrders, updateRtgrimOrder } from '@makro/domain/grim';
import { callEndpoint, openEndpointStream, queryKeyFor, type EndpointInput } from '@/lib/api-client';

/** The GRIM calls: the list, the status control and Mark as Shipped, Receive New Orders and the CSV. */

export type GrimListQuery = NonNullable<EndpointInput<typeof listRtgrimOrders>['query']>;
export type UpdateGrimInput = EndpointInput<typeof updateRtgrimOrder>['body'];

export function useGrimOrders(query: GrimListQuery) {
  return useQuery({
    queryKey: queryKeyFor(listRtgrimOrders, { query }),
    queryFn: ({ signal }) => callEndpoint(listRtgrimOrders, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshGrim() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeyFor(listRtgrimOrders) });
}

export function useUpdateGrimOrder() {
  const refresh = useRefreshGrim();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateGrimInput }) =>
      callEndpoint(updateRtgrimOrder, { params: { id }, body }),
    onSettled: refresh,
  });
}

export function useReceiveNewOrders() {
  const refresh = useRefreshGrim();
  return useMutation({ mutationFn: () => callEndpoint(receiveNewRtgrimOrders, {}), onSettled: refresh });
}

/** The CSV (one Receive New Orders batch, or every order), streamed and handed back whole. */
export async function downloadGrimCsv(batch?: string): Promise<Blob> {
  const response = await openEndpointStream(exportRtgrimOrders, { query: batch ? { batch } : {} });
  return new Blob([await response.arrayBuffer()], { type: 'text/csv;charset=utf-8' });
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');
