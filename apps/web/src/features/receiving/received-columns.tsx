import { Group, Stack, Text } from '@mantine/core';
import type { ReceivedHistory } from '@makro/domain/receiving';
import { formatDate, formatDateTime } from '@/lib/dates';
import type { DataTableColumn } from '@/ui/data-table';
import { UserAvatar } from '@/ui/initials-avatar';
import {
  EMPTY,
  PartTypeBadge,
  ReceivingTypeBadge,
  TicketLink,
  TrackingNumberText,
} from '@/features/receiving/receiving-format';

export function SenderLine({ name }: { name: string }) {
  const [first = '', ...rest] = name.split(' ');
  return (
    <Group gap={8} wrap="nowrap">
      <UserAvatar firstName={first} lastName={rest.join(' ')} size={26} color="#868e96" />
      <Text size="sm">{name}</Text>
    </Group>
  );
}

/** The spec's columns (Order #, Sender, Tracking Number, Part Number, Type, Date Received); Actions are added by the table. */
export const RECEIVED_COLUMNS: DataTableColumn<ReceivedHistory>[] = [
  {
    accessor: 'order_number',
    title: 'Order #',
    noWrap: true,
    render: (entry) =>
      entry.order_number ? (
        <Stack gap={2}>
          <TicketLink number={entry.order_number} type={entry.ticket_type} />
          <ReceivingTypeBadge type={entry.receiving_type} />
        </Stack>
      ) : (
        <ReceivingTypeBadge type={null} />
      ),
  },
  { accessor: 'sender_name', title: 'Sender', render: (entry) => <SenderLine name={entry.sender_name} /> },
  {
    accessor: 'tracking_number',
    title: 'Tracking Number',
    noWrap: true,
    render: (entry) => <TrackingNumberText number={entry.tracking_number} />,
  },
  {
    accessor: 'part_number',
    title: 'Part Number',
    noWrap: true,
    render: (entry) => (
      <Stack gap={0}>
        <Text size="sm">{entry.part_number ?? EMPTY}</Text>
        {entry.serial_number && (
          <Text size="xs" c="dimmed" ff="monospace">
            {entry.serial_number}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    accessor: 'part_type',
    title: 'Type',
    toggleable: true,
    render: (entry) => (entry.part_type ? <PartTypeBadge type={entry.part_type} /> : EMPTY),
  },
  {
    accessor: 'date_received',
    title: 'Date Received',
    noWrap: true,
    render: (entry) => (
      <Text size="sm" title={formatDateTime(entry.date_received)}>
        {formatDate(entry.date_received)}
      </Text>
    ),
  },
  {
    accessor: 'received_by_name',
    title: 'Received By',
    toggleable: true,
    defaultToggle: false,
    render: (entry) => entry.received_by_name ?? EMPTY,
  },
];
