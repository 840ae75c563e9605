import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TICKET_SOURCE_LABELS, ticketPath, type TicketSummary, type TicketType } from '@makro/domain/tickets';
import { AssigneeControl } from '@/features/tickets/assignee';
import { MaturityBadge, TicketStatusBadge } from '@/features/tickets/ticket-badges';
import { formatDate, formatDateTime } from '@/lib/dates';
import type { DataTableColumn } from '@/ui/data-table';

const EMPTY = '----';

const NUMBER_TITLES: Record<TicketType, string> = {
  repair: 'Repair #',
  rental: 'Rental #',
  order: 'Order #',
  rma: 'RMA #',
};

function Clipped({ text }: { text: string | null }) {
  if (!text?.trim())
    return (
      <Text size="sm" c="dimmed">
        {EMPTY}
      </Text>
    );
  return (
    <Text size="sm" lineClamp={2} title={text} style={{ overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

const number = (type: TicketType): DataTableColumn<TicketSummary> => ({
  accessor: 'ticket_number',
  title: NUMBER_TITLES[type],
  noWrap: true,
  render: (ticket) => (
    <Stack gap={0}>
      <Anchor component={Link} to={ticketPath(ticket.ticket_type, ticket.ticket_number)} fw={600} size="sm">
        {ticket.ticket_number}
      </Anchor>
      <Text size="xs" c="dimmed">
        {TICKET_SOURCE_LABELS[ticket.source]}
      </Text>
    </Stack>
  ),
});

const maturity: DataTableColumn<TicketSummary> = {
  accessor: 'maturity',
  title: 'Maturity',
  toggleable: true,
  noWrap: true,
  render: (ticket) => <MaturityBadge maturity={ticket.maturity} />,
};

const customer: DataTableColumn<TicketSummary> = {
  accessor: 'customer',
  title: 'Customer',
  render: (ticket) => (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {ticket.customer.name}
      </Text>
      {ticket.customer.email && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {ticket.customer.email}
        </Text>
      )}
    </Stack>
  ),
};

const created: DataTableColumn<TicketSummary> = {
  accessor: 'created_at',
  title: 'Date Created',
  toggleable: true,
  noWrap: true,
  render: (ticket) => (
    <Text size="sm" title={formatDateTime(ticket.created_at)}>
      {formatDate(ticket.created_at)}
    </Text>
  ),
};

const description = (title: string): DataTableColumn<TicketSummary> => ({
  accessor: 'description',
  title,
  toggleable: true,
  width: 280,
  render: (ticket) => <Clipped text={ticket.description} />,
});

const reason: DataTableColumn<TicketSummary> = {
  accessor: 'reason_for_return',
  title: 'Reason for Return / Order Notes',
  toggleable: true,
  width: 300,
  render: (ticket) => (
    <Stack gap={4}>
      <Clipped text={ticket.reason_for_return} />
      {ticket.order_notes?.trim() && (
        <Text size="xs" c="dimmed" lineClamp={2} title={ticket.order_notes}>
          Notes: {ticket.order_notes}
        </Text>
      )}
    </Stack>
  ),
};

const assignee: DataTableColumn<TicketSummary> = {
  accessor: 'assigned_to',
  title: 'Assigned To',
  render: (ticket) => <AssigneeControl ticketNumber={ticket.ticket_number} assignee={ticket.assigned_to} />,
};

const status: DataTableColumn<TicketSummary> = {
  accessor: 'status',
  title: 'Status',
  noWrap: true,
  render: (ticket) => <TicketStatusBadge status={ticket.status} />,
};

/** The spec's columns of each list (part 2 §2 "Repair Tickets", "Rental Tickets", "Order Tickets"). */
export function ticketColumns(type: TicketType): DataTableColumn<TicketSummary>[] {
  switch (type) {
    case 'repair':
      return [number(type), maturity, customer, created, description('Issue Description'), assignee, status];
    case 'rental':
      return [number(type), customer, created, assignee, reason, status];
    case 'order':
    case 'rma':
      return [number(type), maturity, customer, created, description('Description'), assignee, status];
  }
}
