import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPackageImport, IconSearch } from '@tabler/icons-react';
import { RECEIVING_SEARCH_LIMIT, type ReceivedHistory, type ReceivingTicket } from '@makro/domain/receiving';
import { TicketTypeBadge } from '@/features/tickets';
import { EMPTY, TicketLink, TrackingNumberText } from '@/features/receiving/receiving-format';
import { formatDate, formatDateTime } from '@/lib/dates';
import { ServerDataTable, TableEmptyState, type DataTableColumn } from '@/ui/data-table';

const COLUMNS: DataTableColumn<ReceivingTicket>[] = [
  {
    accessor: 'ticket_type',
    title: 'Type',
    width: 90,
    render: (ticket) => <TicketTypeBadge type={ticket.ticket_type} />,
  },
  {
    accessor: 'ticket_number',
    title: 'Ticket #',
    noWrap: true,
    render: (ticket) => <TicketLink number={ticket.ticket_number} type={ticket.ticket_type} />,
  },
  {
    accessor: 'created_at',
    title: 'Date Created',
    noWrap: true,
    render: (ticket) => <span title={formatDateTime(ticket.created_at)}>{formatDate(ticket.created_at)}</span>,
  },
  { accessor: 'customer', title: 'Customer' },
  {
    accessor: 'inbound_tracking_number',
    title: 'Tracking Number',
    noWrap: true,
    render: (ticket) => (
      <Stack gap={0}>
        <TrackingNumberText number={ticket.inbound_tracking_number} />
        {ticket.core_return_tracking_number && (
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed">
              Core:
            </Text>
            <TrackingNumberText number={ticket.core_return_tracking_number} />
          </Group>
        )}
      </Stack>
    ),
  },
  { accessor: 'part_number', title: 'Part Number', noWrap: true, render: (ticket) => ticket.part_number ?? EMPTY },
  {
    accessor: 'last_received',
    title: 'Last Received',
    noWrap: true,
    render: (ticket) =>
      ticket.last_received ? (
        <Text size="sm" c="teal.8" title={ticket.last_received.tracking_number}>
          {formatDate(ticket.last_received.date_received)}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Not yet
        </Text>
      ),
  },
];

interface ResultsProps {
  searched: boolean;
  fetching: boolean;
  tracking: string | undefined;
  tickets: readonly ReceivingTicket[] | undefined;
  unmatched: ReceivedHistory | null;
  error: string | null;
  onReceive: (ticket: ReceivingTicket) => void;
  onRecordUnmatched: () => void;
  onMatch: (entry: ReceivedHistory) => void;
}

/** Mark as Receive: the tickets the search found, each with its Received button (spec part 2 §2). */
export function ReceivingResults(props: ResultsProps) {
  const { tickets, tracking, unmatched } = props;
  if (!props.searched)
    return (
      <TableEmptyState
        title="Scan a parcel's label, or search a ticket"
        hint="The tickets the parcel may be for show here."
        icon={<IconSearch size={32} stroke={1.5} />}
      />
    );
  if (props.error)
    return (
      <Text c="red" size="sm" py="lg" ta="center" role="alert">
        {props.error}
      </Text>
    );
  return (
    <Stack gap="sm">
      {unmatched && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Recorded as unmatched">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              Parcel {unmatched.tracking_number} from {unmatched.sender_name} came in on{' '}
              {formatDateTime(unmatched.date_received)}
              {unmatched.received_by_name ? ` (${unmatched.received_by_name})` : ''} and is not matched to a ticket yet.
            </Text>
            <Button size="xs" color="orange" onClick={() => props.onMatch(unmatched)}>
              Match to a ticket
            </Button>
          </Group>
        </Alert>
      )}
      <ServerDataTable<ReceivingTicket>
        label="Mark as Receive"
        records={tickets}
        columns={COLUMNS}
        totalRecords={tickets?.length ?? 0}
        page={1}
        perPage={RECEIVING_SEARCH_LIMIT}
        onPage={() => undefined}
        fetching={props.fetching}
        countLabel={tickets ? `${tickets.length} ticket${tickets.length === 1 ? '' : 's'}` : ''}
        rowActions={(ticket) => (
          <Button size="xs" leftSection={<IconPackageImport size={16} />} onClick={() => props.onReceive(ticket)}>
            Received
          </Button>
        )}
        rowActionsWidth={130}
        minWidth={900}
        rowAttributes={(ticket) => ({ 'data-ticket': ticket.ticket_number })}
        empty={{
          title: tracking ? `No ticket has tracking number ${tracking}` : 'No ticket matches this number',
          hint: tracking
            ? unmatched
              ? 'It is already recorded as an unmatched parcel (above).'
              : 'Search its ticket by number, or record the parcel as unmatched to match it later.'
            : 'Check the number, or scan the parcel’s label.',
          icon: <IconPackageImport size={32} stroke={1.5} />,
        }}
      />
      {tracking && !unmatched && tickets?.length === 0 && (
        <Group justify="center">
          <Button variant="light" color="orange" onClick={props.onRecordUnmatched}>
            Record as unmatched parcel
          </Button>
        </Group>
      )}
    </Stack>
  );
}
