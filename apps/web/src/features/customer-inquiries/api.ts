import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerInquiryRelated,
  deleteCustomerInquiry,
  listCustomerInquiries,
  updateCustomerInquiry,
} from '@makro/domain/customer-inquiries';
import { callEndpoint, queryKeyFor, type EndpointInput } from '@/lib/api-client';

/** The inbox's calls: the list, the reply, close / reopen, the delete and the customer's other records. */

export type InquiryQuery = NonNullable<EndpointInput<typeof listCustomerInquiries>['query']>;
type Change = EndpointInput<typeof updateCustomerInquiry>['body']['customer_inquiries'];

export function useCustomerInquiries(query: InquiryQuery) {
  return useQuery({
    queryKey: queryKeyFor(listCustomerInquiries, { query }),
    queryFn: ({ signal }) => callEndpoint(listCustomerInquiries, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRelatedRecords(id: number | null) {
  return useQuery({
    queryKey: queryKeyFor(customerInquiryRelated, { params: { id: id ?? 0 } }),
    queryFn: ({ signal }) => callEndpoint(customerInquiryRelated, { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });
}

/** Every page of the inbox: a reply, a close or a delete changes what waits. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeyFor(listCustomerInquiries) });
}

export function useUpdateCustomerInquiry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: Change }) =>
      callEndpoint(updateCustomerInquiry, { params: { id }, body: { customer_inquiries: change } }),
    // A failed send also changed the inquiry (its reply is kept): refresh either way.
    onSettled: refresh,
  });
}

export function useDeleteCustomerInquiry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteCustomerInquiry, { params: { id } }),
    onSuccess: refresh,
  });
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');
