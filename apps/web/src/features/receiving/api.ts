import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteReceivedHistory,
  listReceivedHistories,
  markAsReceived,
  matchReceivedHistory,
  recordUnmatchedReceipt,
  searchReceivingTickets,
} from '@makro/domain/receiving';
import { listTickets, showTicket } from '@makro/domain/tickets';
import { callEndpoint, queryKeyFor, type EndpointInput } from '@/lib/api-client';

/** The receiving calls: the ticket search, receiving, the received history and its unmatched parcels. */

export type ReceivingSearch = NonNullable<EndpointInput<typeof searchReceivingTickets>['query']>;
export type ReceivedHistoryQuery = NonNullable<EndpointInput<typeof listReceivedHistories>['query']>;
export type MarkAsReceivedInput = EndpointInput<typeof markAsReceived>['body'];
export type UnmatchedReceiptInput = EndpointInput<typeof recordUnmatchedReceipt>['body'];
export type MatchReceiptInput = EndpointInput<typeof matchReceivedHistory>['body'];

/** The tickets a parcel may be for; null = nothing searched yet. */
export function useReceivingSearch(search: ReceivingSearch | null) {
  return useQuery({
    queryKey: queryKeyFor(searchReceivingTickets, { query: search ?? {} }),
    queryFn: ({ signal }) => callEndpoint(searchReceivingTickets, { query: search! }, { signal }),
    enabled: search !== null,
    retry: false,
  });
}

export function useReceivedHistories(query: ReceivedHistoryQuery) {
  return useQuery({
    queryKey: queryKeyFor(listReceivedHistories, { query }),
    queryFn: ({ signal }) => callEndpoint(listReceivedHistories, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a receipt: the search results (their "received" line), the history, and every page that shows a ticket
 * (its tracking numbers and history) and every ticket list.
 */
function useRefreshReceiving() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(searchReceivingTickets) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(listReceivedHistories) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(showTicket) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(listTickets) });
  };
}

export function useMarkAsReceived() {
  const refresh = useRefreshReceiving();
  return useMutation({
    mutationFn: (body: MarkAsReceivedInput) => callEndpoint(markAsReceived, { body }),
    onSuccess: refresh,
  });
}

export function useRecordUnmatched() {
  const refresh = useRefreshReceiving();
  return useMutation({
    mutationFn: (body: UnmatchedReceiptInput) => callEndpoint(recordUnmatchedReceipt, { body }),
    onSuccess: refresh,
  });
}

export function useMatchReceipt() {
  const refresh = useRefreshReceiving();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MatchReceiptInput }) =>
      callEndpoint(matchReceivedHistory, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteReceivedHistory() {
  const refresh = useRefreshReceiving();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteReceivedHistory, { params: { id } }),
    onSuccess: refresh,
  });
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');
