import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createRefundHistory,
  deleteRefundHistory,
  listOrderTransactions,
  listRefundHistories,
  quoteRefund,
  refundReceipt,
  retryRefundPayout,
  updateRefundHistory,
  updateRefundStatus,
  type RefundChanges,
} from '@makro/domain/refunds';
import type { z } from 'zod';
import {
  callEndpoint,
  openEndpointStream,
  queryKeyFor,
  type EndpointInput,
  type EndpointOutput,
} from '@/lib/api-client';

/** The refund calls of the form, the two lists, their modals and the menu badge. */

export type RefundListQuery = NonNullable<EndpointInput<typeof listRefundHistories>['query']>;
export type RefundQuoteInput = EndpointInput<typeof quoteRefund>['query'];
export type NewRefundBody = EndpointInput<typeof createRefundHistory>['body'];
export type RefundStatusBody = EndpointInput<typeof updateRefundStatus>['body'];

/** What an approval or rejection answers: the refund as it now stands and the server's sentence. */
export type StatusAnswer = EndpointOutput<typeof updateRefundStatus>;

export function useRefundList(query: RefundListQuery) {
  return useQuery({
    queryKey: queryKeyFor(listRefundHistories, { query }),
    queryFn: ({ signal }) => callEndpoint(listRefundHistories, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** What the order can give back; null input = not enough typed yet. */
export function useRefundQuote(query: RefundQuoteInput | null) {
  return useQuery({
    queryKey: queryKeyFor(quoteRefund, { query: query ?? { ticket_number: '', department: 'tipm' } }),
    queryFn: ({ signal }) => callEndpoint(quoteRefund, { query: query! }, { signal }),
    enabled: query !== null,
    // A 422 (no such order, not a rental) is an answer about the order: do not ask again.
    retry: false,
    staleTime: 30_000,
  });
}

/** The form's duplicate check: is a request for this ticket still pending? null = do not check. */
export function usePendingRequestFor(ticketNumber: string | null) {
  const query = { status: 'pending', ticket_number: ticketNumber ?? '', per_page: 1 } satisfies RefundListQuery;
  return useQuery({
    queryKey: queryKeyFor(listRefundHistories, { query }),
    queryFn: ({ signal }) => callEndpoint(listRefundHistories, { query }, { signal }),
    enabled: ticketNumber !== null,
    retry: false,
  });
}

export const PENDING_COUNT_QUERY = { status: 'pending', per_page: 1 } satisfies RefundListQuery;
const PENDING_COUNT_REFRESH_MS = 60_000;

/**
 * The live count of pending refund requests (the Requests tab's badge and the side menu's), refreshed every
 * minute and after every refund change (they share the list's key family). undefined until known.
 */
export function usePendingRefundCount(enabled = true): number | undefined {
  const answer = useQuery({
    queryKey: queryKeyFor(listRefundHistories, { query: PENDING_COUNT_QUERY }),
    queryFn: ({ signal }) => callEndpoint(listRefundHistories, { query: PENDING_COUNT_QUERY }, { signal }),
    enabled,
    refetchInterval: PENDING_COUNT_REFRESH_MS,
    retry: false,
  });
  return enabled ? answer.data?.pending_count : undefined;
}

export function useOrderTransactions(orderNumber: string | null) {
  const input = { params: { orderNumber: orderNumber ?? '' }, query: { refund: 'true' as const } };
  return useQuery({
    queryKey: queryKeyFor(listOrderTransactions, input),
    queryFn: ({ signal }) => callEndpoint(listOrderTransactions, input, { signal }),
    enabled: orderNumber !== null,
    retry: false,
  });
}

/** After any refund change: every list (and with it the pending count and duplicate check) and the quotes. */
function useRefreshRefunds() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(listRefundHistories) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(quoteRefund) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(listOrderTransactions) });
  };
}

export function useCreateRefund() {
  const refresh = useRefreshRefunds();
  return useMutation({
    mutationFn: (body: NewRefundBody) => callEndpoint(createRefundHistory, { body }),
    onSettled: refresh,
  });
}

export function useUpdateRefund() {
  const refresh = useRefreshRefunds();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: z.input<typeof RefundChanges> }) =>
      callEndpoint(updateRefundHistory, { params: { id }, body: changes }),
    onSuccess: refresh,
  });
}

export function useUpdateRefundStatus() {
  const refresh = useRefreshRefunds();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RefundStatusBody }) =>
      callEndpoint(updateRefundStatus, { params: { id }, body }),
    // Even a failed approval may have changed the record (approved, payout failed): show what is.
    onSettled: refresh,
  });
}

export function useRetryPayout() {
  const refresh = useRefreshRefunds();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(retryRefundPayout, { params: { id } }),
    onSettled: refresh,
  });
}

export function useDeleteRefund() {
  const refresh = useRefreshRefunds();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteRefundHistory, { params: { id } }),
    onSuccess: refresh,
  });
}

/** The printable receipt of a refund transaction (server-rendered HTML), as a Blob the browser can open. */
export async function fetchReceipt(transactionId: string): Promise<Blob> {
  const response = await openEndpointStream(refundReceipt, { params: { transactionId } });
  return new Blob([await response.text()], { type: 'text/html;charset=utf-8' });
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');
