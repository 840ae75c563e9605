import { Anchor, Button, Card, Chip, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconChecklist } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  TICKET_PAGE_SIZE,
  TICKET_TYPE_INFO,
  WORKLOAD_ACCOUNT_TYPES,
  isTicketStatus,
  nextTicketStatuses,
  stageOf,
  ticketPath,
  type TicketStatus,
  type TicketSummary,
} from '@makro/domain/tickets';
import { messageOf, useMyJobs, useUpdateTicket } from '@/features/tickets/api';
import { StatusMenu } from '@/features/tickets/status-menu';
import { MaturityBadge, TicketTypeBadge } from '@/features/tickets/ticket-badges';
import { WorkloadCard } from '@/features/tickets/workload-card';
import { formatDate, formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import { useListState } from '@/lib/use-list-state';
import { ServerDataTable, type DataTableColumn } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';

const ALL = 'all';
const FILTERS = { status: ALL };
/** Side steps, not the bench's way forward: refund, waiting for a core, cancelling. */
const SIDE_STAGES = [8, 9, 10];

/** The usual next step of a ticket: the first allowed status of a later stage on the bench's way forward. */
export function forwardStatus(status: TicketStatus, next: readonly TicketStatus[]): TicketStatus | null {
  const stage = stageOf(status);
  return next.find((to) => stageOf(to) > stage && !SIDE_STAGES.includes(stageOf(to))) ?? null;
}

function StatusStep({ ticket, administrator }: { ticket: TicketSummary; administrator: boolean }) {
  const update = useUpdateTicket();
  const next = nextTicketStatuses(ticket.status, { administrator });
  const forward = forwardStatus(ticket.status, next);
  const move = async (status: TicketStatus) => {
    try {
      await update.mutateAsync({ ticketNumber: ticket.ticket_number, ticket: { status } });
      toast('success', `${ticket.ticket_number} is now ${status}`);
    } catch (error) {
      toast('error', `${ticket.ticket_number} could not be moved: ${messageOf(error)}`);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <StatusMenu
        compact
        ticketNumber={ticket.ticket_number}
        status={ticket.status}
        next={next}
        disabled={update.isPending}
        onChange={(status) => void move(status)}
      />
      {forward && (
        <Button
          size="compact-xs"
          variant="light"
          rightSection={<IconArrowRight size={12} />}
          loading={update.isPending}
          aria-label={`Move ${ticket.ticket_number} to ${forward}`}
          onClick={() => void move(forward)}
        >
          {forward}
        </Button>
      )}
    </Group>
  );
}

function columns(administrator: boolean): DataTableColumn<TicketSummary>[] {
  return [
    {
      accessor: 'ticket_number',
      title: 'Ticket',
      noWrap: true,
      render: (ticket) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={ticketPath(ticket.ticket_type, ticket.ticket_number)} fw={600} size="sm">
            {ticket.ticket_number}
          </Anchor>
          <TicketTypeBadge type={ticket.ticket_type} />
        </Group>
      ),
    },
    { accessor: 'maturity', title: 'Age', render: (ticket) => <MaturityBadge maturity={ticket.maturity} /> },
    { accessor: 'customer', title: 'Customer', render: (ticket) => ticket.customer.name },
    {
      accessor: 'description',
      title: 'Description',
      render: (ticket) => (
        <Text size="sm" lineClamp={2} title={ticket.description ?? undefined}>
          {ticket.description ?? ticket.reason_for_return ?? '----'}
        </Text>
      ),
    },
    {
      accessor: 'created_at',
      title: 'Created',
      noWrap: true,
      render: (ticket) => <span title={formatDateTime(ticket.created_at)}>{formatDate(ticket.created_at)}</span>,
    },
    {
      accessor: 'status',
      title: 'Status',
      textAlign: 'right',
      render: (ticket) => <StatusStep ticket={ticket} administrator={administrator} />,
    },
  ];
}

/** /my-jobs: the signed-in user's open tickets, oldest first, moved on in one click; managers also see the load. */
export function MyJobsPage() {
  const { user } = useSession();
  const slug = user?.account_type.slug ?? '';
  const administrator = slug === 'administrator';
  const seesWorkload = (WORKLOAD_ACCOUNT_TYPES as readonly string[]).includes(slug);
  const list = useListState({ filters: FILTERS });
  const status = isTicketStatus(list.filters.status) ? list.filters.status : undefined;
  const jobs = useMyJobs({ page: list.page, per_page: TICKET_PAGE_SIZE, status });
  const data = jobs.data;
  const counts = data?.counts ?? [];
  const all = counts.reduce((sum, entry) => sum + entry.count, 0);
  const total = data?.total_count ?? 0;

  return (
    <>
      <PageHeader title="My Jobs" />
      <Stack gap="lg">
        {/* Managers come here for the bench's load first; their own queue follows. */}
        {seesWorkload && <WorkloadCard />}
        <Card withBorder radius="md" shadow="xs" padding="lg">
          <Chip.Group
            value={status ?? ALL}
            onChange={(value) => list.setFilters({ status: typeof value === 'string' ? value : ALL })}
          >
            <Group gap="xs" mb="md" aria-label="Counts by status" role="group">
              <Chip value={ALL} size="sm">
                All open ({all})
              </Chip>
              {counts
                .filter((entry) => entry.count > 0 || entry.status === status)
                .map((entry) => (
                  <Chip key={entry.status} value={entry.status} size="sm">
                    {entry.status} ({entry.count})
                  </Chip>
                ))}
            </Group>
          </Chip.Group>
          {jobs.isError && !data ? (
            <Text c="red" size="sm" py="lg" ta="center" role="alert">
              Your jobs could not be loaded: {jobs.error.message}
            </Text>
          ) : (
            <ServerDataTable<TicketSummary>
              label="My jobs"
              records={data?.tickets}
              columns={columns(administrator)}
              totalRecords={total}
              page={list.page}
              perPage={TICKET_PAGE_SIZE}
              onPage={list.setPage}
              fetching={jobs.isFetching}
              countLabel={`${total} open ticket${total === 1 ? '' : 's'}, oldest first`}
              minWidth={900}
              empty={{
                title: status ? `None of your tickets is ${status}` : 'No open tickets assigned to you',
                hint: status
                  ? 'Choose another status above.'
                  : `Tickets appear here once a manager assigns them to you (see ${TICKET_TYPE_INFO.repair.label} Tickets).`,
                icon: <IconChecklist size={32} stroke={1.5} />,
              }}
            />
          )}
        </Card>
      </Stack>
    </>
  );
}
