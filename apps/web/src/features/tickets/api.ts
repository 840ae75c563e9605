import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addTicketNote,
  deleteTicket,
  listMyJobs,
  listTickets,
  showTicket,
  technicianWorkload,
  updateTicket,
  type TicketChanges,
} from '@makro/domain/tickets';
import { TECHNICIAN_ACCOUNT_TYPE_ID } from '@makro/domain/shared';
import { listUsers } from '@makro/domain/users';
import { callEndpoint, queryKeyFor, type EndpointInput } from '@/lib/api-client';

/** The ticket calls of the lists, the ticket page and My Jobs. */

export type TicketListQuery = NonNullable<EndpointInput<typeof listTickets>['query']>;
export type MyJobsQuery = NonNullable<EndpointInput<typeof listMyJobs>['query']>;

/** The technicians: the people bench work is assigned to (only active ones can be). */
export const TECHNICIANS_QUERY = {
  query: { account_type: TECHNICIAN_ACCOUNT_TYPE_ID, is_active: true, per_page: 100 },
} satisfies EndpointInput<typeof listUsers>;

const ticketKey = (ticketNumber: string) => queryKeyFor(showTicket, { params: { ticketNumber } });

export function useTicketList(query: TicketListQuery) {
  return useQuery({
    queryKey: queryKeyFor(listTickets, { query }),
    queryFn: ({ signal }) => callEndpoint(listTickets, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTicket(ticketNumber: string) {
  return useQuery({
    queryKey: ticketKey(ticketNumber),
    queryFn: ({ signal }) => callEndpoint(showTicket, { params: { ticketNumber } }, { signal }),
    enabled: ticketNumber !== '',
  });
}

/** The active technicians, for assigning work and for the assigned-to filter. */
export function useTechnicians(enabled = true) {
  return useQuery({
    queryKey: queryKeyFor(listUsers, TECHNICIANS_QUERY),
    queryFn: ({ signal }) => callEndpoint(listUsers, TECHNICIANS_QUERY, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useMyJobs(query: MyJobsQuery) {
  return useQuery({
    queryKey: queryKeyFor(listMyJobs, { query }),
    queryFn: ({ signal }) => callEndpoint(listMyJobs, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useWorkload(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyFor(technicianWorkload, {}),
    queryFn: ({ signal }) => callEndpoint(technicianWorkload, {}, { signal }),
    enabled,
  });
}

/** After any change to a ticket: its page (and timeline), every list, My Jobs and the workload are stale. */
function useRefreshTickets() {
  const queryClient = useQueryClient();
  return (ticketNumber?: string) => {
    if (ticketNumber !== undefined) void queryClient.invalidateQueries({ queryKey: ticketKey(ticketNumber) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(listTickets) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(listMyJobs) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(technicianWorkload) });
  };
}

export function useUpdateTicket() {
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: ({ ticketNumber, ticket }: { ticketNumber: string; ticket: TicketChanges }) =>
      callEndpoint(updateTicket, { params: { ticketNumber }, body: { ticket } }),
    onSuccess: (_answer, { ticketNumber }) => refresh(ticketNumber),
  });
}

export function useAddTicketNote() {
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: ({ ticketNumber, body }: { ticketNumber: string; body: EndpointInput<typeof addTicketNote>['body'] }) =>
      callEndpoint(addTicketNote, { params: { ticketNumber }, body }),
    onSuccess: (_answer, { ticketNumber }) => refresh(ticketNumber),
  });
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: (ticketNumber: string) => callEndpoint(deleteTicket, { params: { ticketNumber } }),
    onSuccess: (_answer, ticketNumber) => {
      queryClient.removeQueries({ queryKey: ticketKey(ticketNumber) });
      refresh();
    },
  });
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');
