import type { ReactNode } from 'react';
import { ActionIcon, Card, Group, Select, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTicket, IconTrash } from '@tabler/icons-react';
import { grants } from '@makro/domain/shared';
import {
  TICKET_PAGE_SIZE,
  TICKET_SEARCH_DEBOUNCE_MS,
  TICKET_SOURCES,
  TICKET_SOURCE_LABELS,
  TICKET_STATUSES,
  TICKET_TYPE_INFO,
  WORKFLOW_STAGES,
  deleteTicket,
  isTicketStatus,
  stageOf,
  type TicketSource,
  type TicketSummary,
  type TicketType,
} from '@makro/domain/tickets';
import { messageOf, useDeleteTicket, useTicketList, type TicketListQuery } from '@/features/tickets/api';
import { useTechnicianOptions } from '@/features/tickets/assignee';
import { ticketColumns } from '@/features/tickets/ticket-columns';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import { useListState, type ListState } from '@/lib/use-list-state';
import { ServerDataTable } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { DebouncedSearchInput } from '@/ui/search-input';

const ALL = 'all';
/** `assigned_to` in the URL: a technician's id, `none`, or '' for everyone. */
export const TICKET_FILTERS = { keyword: '', source: ALL, assigned_to: '', status: ALL };
type TicketFilters = typeof TICKET_FILTERS;

const SOURCE_OPTIONS = [
  { value: ALL, label: 'All Sources' },
  ...TICKET_SOURCES.map((source) => ({ value: source, label: TICKET_SOURCE_LABELS[source] })),
];
/** Every real status, grouped by its workflow stage. */
const STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  ...Object.entries(WORKFLOW_STAGES).map(([stage, name]) => ({
    group: name,
    items: TICKET_STATUSES.filter((status) => stageOf(status) === Number(stage)),
  })),
];
const NOT_ASSIGNED = 'none';

const isSource = (value: string): value is TicketSource => (TICKET_SOURCES as readonly string[]).includes(value);
const isUserId = (value: string) => /^[1-9][0-9]{0,9}$/.test(value);

/** The list's URL state as the API's query; a hand-edited URL value it does not know means "all". */
export function ticketListQuery(type: TicketType, { page, filters }: ListState<TicketFilters, never>): TicketListQuery {
  const assigned = filters.assigned_to;
  return {
    page,
    per_page: TICKET_PAGE_SIZE,
    type,
    keyword: filters.keyword || undefined,
    source: isSource(filters.source) ? filters.source : undefined,
    assigned_to: assigned === NOT_ASSIGNED ? NOT_ASSIGNED : isUserId(assigned) ? assigned : undefined,
    status: isTicketStatus(filters.status) ? filters.status : undefined,
  };
}

const TITLES: Record<TicketType, string> = {
  repair: 'Repair Tickets',
  rental: 'Rental Tickets',
  order: 'Order Tickets',
  rma: 'RMA Tickets',
};

function TicketFiltersBar({
  filters,
  setFilters,
  type,
  action,
}: {
  filters: TicketFilters;
  setFilters: (change: Partial<TicketFilters>) => void;
  type: TicketType;
  action?: ReactNode;
}) {
  const technicians = useTechnicianOptions();
  const assigned = filters.assigned_to;
  const typeLabel = TICKET_TYPE_INFO[type].label;

  return (
    <Group gap="sm" mb="xs" wrap="wrap">
      <DebouncedSearchInput
        label={`Search ${typeLabel} tickets`}
        placeholder="Search number, customer, e-mail or phone"
        defaultValue={filters.keyword}
        debounceMs={TICKET_SEARCH_DEBOUNCE_MS}
        onSearch={(keyword) => setFilters({ keyword })}
        style={{ flex: '1 1 240px' }}
      />
      <Select
        aria-label="Source"
        data={SOURCE_OPTIONS}
        value={isSource(filters.source) ? filters.source : ALL}
        onChange={(value) => setFilters({ source: value ?? ALL })}
        allowDeselect={false}
        w={{ base: '100%', xs: 150 }}
      />
      <Select
        aria-label="Assigned to"
        placeholder="All Technicians"
        data={[{ value: NOT_ASSIGNED, label: 'Not Assigned' }, ...technicians.data]}
        nothingFoundMessage={technicians.nothingFoundMessage}
        value={assigned === NOT_ASSIGNED || isUserId(assigned) ? assigned : null}
        onChange={(value) => setFilters({ assigned_to: value ?? '' })}
        clearable
        searchable
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        aria-label="Status"
        data={STATUS_OPTIONS}
        value={isTicketStatus(filters.status) ? filters.status : ALL}
        onChange={(value) => setFilters({ status: value ?? ALL })}
        allowDeselect={false}
        searchable
        maxDropdownHeight={320}
        w={{ base: '100%', xs: 240 }}
      />
      {action}
    </Group>
  );
}

function DeleteTicketButton({ ticket }: { ticket: TicketSummary }) {
  const remove = useDeleteTicket();
  const confirm = () =>
    modals.openConfirmModal({
      title: `Delete ${ticket.ticket_number}?`,
      centered: true,
      children: (
        <Text size="sm">
          The ticket of {ticket.customer.name} leaves every list. Its history stays in the audit log; this cannot be
          undone here.
        </Text>
      ),
      labels: { confirm: 'Yes, delete it', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(ticket.ticket_number);
          toast('success', `${ticket.ticket_number} has been deleted.`, 'Deleted!');
        } catch (error) {
          toast('error', `${ticket.ticket_number} could not be deleted: ${messageOf(error)}`);
        }
      },
    });
  return (
    <Tooltip label="Delete ticket" withArrow openDelay={300}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Delete ${ticket.ticket_number}`}
        disabled={remove.isPending}
        onClick={confirm}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * /repair-tickets, /rental-tickets, /order-tickets and /rma-tickets: one server-paged list per ticket type,
 * with search, source, assignee and status filters kept in the URL; technicians are assigned from the rows.
 */
export function TicketListPage({
  type,
  action,
}: {
  type: TicketType;
  /** A button at the end of the filters, e.g. Create Ticket. */
  action?: ReactNode;
}) {
  const { user, permissions } = useSession();
  const canDelete = grants(deleteTicket.access, permissions, user?.account_type.slug ?? '');
  const list = useListState({ filters: TICKET_FILTERS });
  const tickets = useTicketList(ticketListQuery(type, list));
  const data = tickets.data;
  const total = data?.total_count ?? 0;
  const filtered = Object.entries(list.filters).some(
    ([key, value]) => value !== TICKET_FILTERS[key as keyof TicketFilters],
  );

  return (
    <>
      <PageHeader title={TITLES[type]} crumbs={[{ label: 'Tickets' }]} />
      <Card withBorder radius="md" shadow="xs" padding="lg">
        <TicketFiltersBar key={type} type={type} filters={list.filters} setFilters={list.setFilters} action={action} />
        {tickets.isError && !data ? (
          <Text c="red" size="sm" py="lg" ta="center" role="alert">
            The tickets could not be loaded: {tickets.error.message}
          </Text>
        ) : (
          <ServerDataTable<TicketSummary>
            label={TITLES[type]}
            records={data?.tickets}
            columns={ticketColumns(type)}
            totalRecords={total}
            page={list.page}
            perPage={TICKET_PAGE_SIZE}
            onPage={list.setPage}
            fetching={tickets.isFetching}
            countLabel={`${total} ticket${total === 1 ? '' : 's'}`}
            rowActions={canDelete ? (ticket) => <DeleteTicketButton ticket={ticket} /> : undefined}
            rowActionsWidth={80}
            columnsKey={`${type}-tickets`}
            minWidth={1000}
            empty={{
              title: filtered ? 'No tickets match these filters' : `No ${TICKET_TYPE_INFO[type].label} tickets yet`,
              hint: filtered
                ? 'Try another search, source, technician or status.'
                : 'Tickets appear here as soon as they are created.',
              icon: <IconTicket size={32} stroke={1.5} />,
            }}
          />
        )}
      </Card>
    </>
  );
}

export const RentalTicketsPage = () => <TicketListPage type="rental" />;
export const OrderTicketsPage = () => <TicketListPage type="order" />;
export const RmaTicketsPage = () => <TicketListPage type="rma" />;
