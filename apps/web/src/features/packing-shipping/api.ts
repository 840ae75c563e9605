import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  findPackingTicket,
  listPackingHistories,
  listShippingHistories,
  packModule,
  shipTicket,
} from '@makro/domain/packing-shipping';
import { listTickets, showTicket } from '@makro/domain/tickets';
import { callEndpoint, queryKeyFor, type EndpointInput } from '@/lib/api-client';

/** The packing and shipping calls: the ticket at the bench, a module packed, a ticket shipped, the histories. */

export type PackingHistoryQuery = NonNullable<EndpointInput<typeof listPackingHistories>['query']>;
export type ShippingHistoryQuery = NonNullable<EndpointInput<typeof listShippingHistories>['query']>;
export type PackModuleInput = EndpointInput<typeof packModule>['body'];
export type ShipTicketInput = EndpointInput<typeof shipTicket>['body'];

/** The ticket to pack; null = none scanned yet. */
export function usePackingTicket(number: string | null) {
  return useQuery({
    queryKey: queryKeyFor(findPackingTicket, { query: { number: number ?? '' } }),
    queryFn: ({ signal }) => callEndpoint(findPackingTicket, { query: { number: number! } }, { signal }),
    enabled: number !== null,
    retry: false,
  });
}

export function usePackingHistories(query: PackingHistoryQuery) {
  return useQuery({
    queryKey: queryKeyFor(listPackingHistories, { query }),
    queryFn: ({ signal }) => callEndpoint(listPackingHistories, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useShippingHistories(query: ShippingHistoryQuery) {
  return useQuery({
    queryKey: queryKeyFor(listShippingHistories, { query }),
    queryFn: ({ signal }) => callEndpoint(listShippingHistories, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** After packing or shipping: the ticket at the bench, the histories, every ticket page and list. */
function useRefreshPacking() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(findPackingTicket) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(listPackingHistories) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(listShippingHistories) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(showTicket) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(listTickets) });
  };
}

export function usePackModule() {
  const refresh = useRefreshPacking();
  return useMutation({ mutationFn: (body: PackModuleInput) => callEndpoint(packModule, { body }), onSuccess: refresh });
}

export function useShipTicket() {
  const refresh = useRefreshPacking();
  return useMutation({ mutationFn: (body: ShipTicketInput) => callEndpoint(shipTicket, { body }), onSuccess: refresh });
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');
