import { Card, Group, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { InventoryEvent, ScanLogRow } from '@makro/domain/inventory';
import { ClientPagedTable } from '@/features/inventory/scanning/client-paged-table';
import { OutcomeBadge } from '@/features/inventory/scanning/scan-ui';
import { formatDateTime } from '@/lib/dates';
import type { DataTableColumn } from '@/ui/data-table';
import { UserAvatar } from '@/ui/initials-avatar';

/** Scans per page of the history: the newest of a session fit without scrolling past the scan result. */
const HISTORY_PAGE = 10;

function splitName(name: string): [string, string] {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

function ScanUser({ user }: { user: ScanLogRow['user'] }) {
  const [first, last] = splitName(user.name);
  return (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar firstName={first} lastName={last} src={user.avatar} color={user.default_color} size={28} />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {user.name}
      </Text>
    </Group>
  );
}

const HISTORY_COLUMNS: DataTableColumn<ScanLogRow>[] = [
  { accessor: 'result', title: 'Result', render: (row) => <OutcomeBadge outcome={row.result} /> },
  { accessor: 'message', title: 'Message', cellsStyle: () => ({ minWidth: 180 }) },
  {
    accessor: 'code',
    title: 'Serial Number',
    render: (row) => row.item?.serial_number ?? row.code,
    cellsStyle: () => ({ fontFamily: 'monospace' }),
  },
  { accessor: 'part_number', title: 'Part Number', render: (row) => row.item?.part_number ?? '----' },
  { accessor: 'module_type', title: 'Module Type', render: (row) => row.item?.module_type ?? '----' },
  { accessor: 'created_at', title: 'Date', render: (row) => formatDateTime(row.created_at) },
  { accessor: 'user', title: 'User', render: (row) => <ScanUser user={row.user} /> },
];

/** This session's scans in the chosen mode, newest first: kept by the server, so a reload keeps them. */
export function ScanHistoryTable({ scans, loading }: { scans: readonly ScanLogRow[]; loading: boolean }) {
  return (
    <Card withBorder padding="md">
      <Group gap="xs" mb="sm">
        <IconHistory size={20} />
        <Title order={5}>Session history</Title>
      </Group>
      <ClientPagedTable<ScanLogRow>
        label="Session history"
        records={scans}
        columns={HISTORY_COLUMNS}
        perPage={HISTORY_PAGE}
        fetching={loading}
        countLabel={`${scans.length} ${scans.length === 1 ? 'scan' : 'scans'}`}
        empty={{ title: 'No scans yet in this mode.', icon: <IconHistory size={32} stroke={1.5} /> }}
        rowAttributes={(row) => ({ 'data-code': row.code, 'data-result': row.result })}
        minWidth={900}
      />
    </Card>
  );
}

/** Check Status: the item's last events, newest first. */
export function RecentEvents({ events }: { events: readonly InventoryEvent[] }) {
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed" mt="md">
        No events recorded for this item yet.
      </Text>
    );
  return (
    <>
      <Text fw={600} mt="md" mb="xs">
        Recent events
      </Text>
      <Timeline bulletSize={14} lineWidth={2} active={events.length} data-testid="recent-events">
        {events.map((event) => (
          <Timeline.Item key={event.id} title={<Text size="sm">{event.description}</Text>}>
            <Text size="xs" c="dimmed">
              {event.user ? event.user.name : 'System'} · {formatDateTime(event.created_at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </>
  );
}
