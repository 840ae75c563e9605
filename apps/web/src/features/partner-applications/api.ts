import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteReseller,
  downloadResellerLicence,
  listResellers,
  resendResellerNotification,
  retryResellerCoupons,
  searchResellers,
  updateReseller,
  type Reseller,
  type UpdateResellerBody,
} from '@makro/domain/partner-applications';
import type { z } from 'zod';
import {
  callEndpoint,
  openEndpointStream,
  queryKeyFor,
  type EndpointInput,
  type EndpointOutput,
} from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The partner applications' calls: the table (list or search), decisions, edits, the licence, the badge. */

export type ResellerSearchQuery = NonNullable<EndpointInput<typeof searchResellers>['query']>;
export type DecisionAnswer = EndpointOutput<typeof updateReseller>;

/** The table: the plain list, or the search when a keyword is typed (spec part 2 §7). */
export function useResellers(query: ResellerSearchQuery) {
  const { keyword, ...rest } = query;
  return useQuery({
    queryKey: keyword ? queryKeyFor(searchResellers, { query }) : queryKeyFor(listResellers, { query: rest }),
    queryFn: ({ signal }) =>
      keyword
        ? callEndpoint(searchResellers, { query }, { signal })
        : callEndpoint(listResellers, { query: rest }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** After any change: every page of the table (list and search) and with it the badge. */
function useRefreshResellers() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(listResellers) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(searchResellers) });
  };
}

export function useUpdateReseller() {
  const refresh = useRefreshResellers();
  return useMutation({
    mutationFn: ({ id, resellers }: { id: number; resellers: z.input<typeof UpdateResellerBody>['resellers'] }) =>
      callEndpoint(updateReseller, { params: { id }, body: { resellers } }),
    // A refused decision may mean someone else decided first: show what is.
    onSettled: refresh,
  });
}

export function useResendNotification() {
  const refresh = useRefreshResellers();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(resendResellerNotification, { params: { id } }),
    onSettled: refresh,
  });
}

export function useRetryCoupons() {
  const refresh = useRefreshResellers();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(retryResellerCoupons, { params: { id } }),
    onSettled: refresh,
  });
}

export function useDeleteReseller() {
  const refresh = useRefreshResellers();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteReseller, { params: { id } }),
    onSuccess: refresh,
  });
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** Downloads the licence document with the session's token (the file has no public address). */
export async function downloadLicence(reseller: Pick<Reseller, 'id' | 'reseller_code'>): Promise<void> {
  const response = await openEndpointStream(downloadResellerLicence, { params: { id: reseller.id } });
  const blob = await response.blob();
  const type = response.headers.get('content-type')?.split(';')[0] ?? '';
  saveFile(blob, `${reseller.reseller_code}-licence.${EXTENSIONS[type] ?? 'pdf'}`);
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');
