import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  decideRmaRequest,
  deleteRmaRequest,
  exportRmaReport,
  listRmaRequests,
  rmaReport,
  showRmaRequest,
} from '@makro/domain/rma';
import {
  callEndpoint,
  openEndpointStream,
  queryKeyFor,
  type EndpointInput,
  type EndpointOutput,
} from '@/lib/api-client';

/** The staff RMA calls: the two lists of /rma-tickets, one RMA's details, the decision, delete and the report. */

export type RmaListQuery = NonNullable<EndpointInput<typeof listRmaRequests>['query']>;
export type RmaDecisionBody = EndpointInput<typeof decideRmaRequest>['body'];
export type RmaDecisionAnswer = EndpointOutput<typeof decideRmaRequest>;
export type RmaReportQuery = EndpointInput<typeof rmaReport>['query'];

export function useRmaList(query: RmaListQuery) {
  return useQuery({
    queryKey: queryKeyFor(listRmaRequests, { query }),
    queryFn: ({ signal }) => callEndpoint(listRmaRequests, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const PENDING_RMA_QUERY = { is_paid: false, per_page: 1 } satisfies RmaListQuery;
const PENDING_COUNT_REFRESH_MS = 60_000;

/**
 * The live count of pending RMA requests (the Under Review tab's badge; the side menu can show it too),
 * refreshed every minute and after every RMA change (it shares the lists' key family). undefined until known.
 */
export function usePendingRmaCount(enabled = true): number | undefined {
  const answer = useQuery({
    queryKey: queryKeyFor(listRmaRequests, { query: PENDING_RMA_QUERY }),
    queryFn: ({ signal }) => callEndpoint(listRmaRequests, { query: PENDING_RMA_QUERY }, { signal }),
    enabled,
    refetchInterval: PENDING_COUNT_REFRESH_MS,
    retry: false,
  });
  return enabled ? answer.data?.pending_count : undefined;
}

/** One RMA with its original order from the shop; null = nothing open. */
export function useRmaDetail(id: number | null) {
  const input = { params: { id: id ?? 0 } };
  return useQuery({
    queryKey: queryKeyFor(showRmaRequest, input),
    queryFn: ({ signal }) => callEndpoint(showRmaRequest, input, { signal }),
    enabled: id !== null,
    retry: false,
  });
}

/** After a decision or a delete: both lists (and the pending badge they carry), the RMA's details, the report. */
function useRefreshRmas() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(listRmaRequests) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(showRmaRequest) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(rmaReport) });
  };
}

/** Call after something changed an RMA's ticket elsewhere (a technician assigned from the list). */
export function useRefreshRmaLists() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeyFor(listRmaRequests) });
}

export function useDecideRma() {
  const refresh = useRefreshRmas();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RmaDecisionBody }) =>
      callEndpoint(decideRmaRequest, { params: { id }, body }),
    // A failed approval leaves the RMA pending, but its approval state (failed, with the shop's error) changed.
    onSettled: refresh,
  });
}

export function useDeleteRma() {
  const refresh = useRefreshRmas();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteRmaRequest, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useRmaReport(query: RmaReportQuery | null) {
  return useQuery({
    queryKey: queryKeyFor(rmaReport, { query: query ?? { date_start: '', date_end: '' } }),
    queryFn: ({ signal }) => callEndpoint(rmaReport, { query: query! }, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Streams the CSV export, reporting the bytes received, and resolves with the whole file. The server streams;
 * the browser holds only the finished file.
 */
export async function downloadRmaReport(
  query: RmaReportQuery,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (bytes: number) => void } = {},
): Promise<Blob> {
  const response = await openEndpointStream(exportRmaReport, { query }, { signal });
  const chunks: BlobPart[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress?.(bytes);
    }
  }
  return new Blob(chunks, { type: 'text/csv;charset=utf-8' });
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');
