import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createStaffRmaRequest,
  listRmaRequests,
  lookupReplacementPart,
  showRmaStatus,
  submitRmaRequest,
  verifyRmaOrder,
} from '@makro/domain/rma';
import { callEndpoint, queryKeyFor, type EndpointInput, type EndpointOutput } from '@/lib/api-client';

/** The calls of the RMA request form (public portal and staff modal) and of the customer's status page. */

export type VerifyOrderBody = EndpointInput<typeof verifyRmaOrder>['body'];
export type VerifiedOrder = EndpointOutput<typeof verifyRmaOrder>;
export type RmaSubmitted = EndpointOutput<typeof submitRmaRequest>;
export type PublicRmaBody = EndpointInput<typeof submitRmaRequest>['body'];
export type StaffRmaBody = EndpointInput<typeof createStaffRmaRequest>['body'];
export type ReplacementQuery = EndpointInput<typeof lookupReplacementPart>['query'];

/**
 * The order check (order number + e-mail); null = not enough typed yet. It is a POST (the e-mail is not put in a
 * URL), so the body joins the endpoint's key: one answer per order and address, asked again when either changes.
 */
export function useVerifyOrder(body: VerifyOrderBody | null) {
  return useQuery({
    queryKey: [...queryKeyFor(verifyRmaOrder), body],
    queryFn: ({ signal }) => callEndpoint(verifyRmaOrder, { body: body! }, { signal }),
    enabled: body !== null,
    // A 422 is an answer about the order: do not ask again. An answer is never reused later (the order may have
    // had its RMA since): coming back to the same order and e-mail asks again.
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** The shop's product for a replacement part number; null = nothing to look up. 404: no such product. */
export function useReplacementPart(query: ReplacementQuery | null) {
  return useQuery({
    queryKey: queryKeyFor(lookupReplacementPart, { query: query ?? { site: 'tipm', sku: '' } }),
    queryFn: ({ signal }) => callEndpoint(lookupReplacementPart, { query: query! }, { signal }),
    enabled: query !== null,
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

/** The customer's own request, through the portal. */
export function useSubmitRmaRequest() {
  return useMutation({ mutationFn: (body: PublicRmaBody) => callEndpoint(submitRmaRequest, { body }) });
}

/** A request staff enter for a customer on the phone; the RMA lists show it at once. */
export function useCreateStaffRmaRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffRmaBody) => callEndpoint(createStaffRmaRequest, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeyFor(listRmaRequests) }),
  });
}

/** The status page's RMA, by the token of the confirmation e-mail; null = not a token at all. */
export function useRmaStatus(token: string | null) {
  return useQuery({
    queryKey: queryKeyFor(showRmaStatus, { params: { token: token ?? '' } }),
    queryFn: ({ signal }) => callEndpoint(showRmaStatus, { params: { token: token! } }, { signal }),
    enabled: token !== null,
    retry: false,
  });
}
