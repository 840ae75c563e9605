import { Card, Group, Loader, Table, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { InventoryEvent } from '@makro/domain/inventory';
import type { ScanLogRow } from '@/features/inventory/scanning/api';
import { OutcomeBadge } from '@/features/inventory/scanning/scan-ui';
import { formatDateTime } from '@/lib/dates';
import { UserAvatar } from '@/ui/initials-avatar';

function splitName(name: string): [string, string] {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

export function ScanUser({ user }: { user: ScanLogRow['user'] }) {
  const [first, last] = splitName(user.name);
  return (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar firstName={first} lastName={last} src={user.avatar} color={user.default_color} size={28} />
      <Text size="sm">{user.name}</Text>
    </Group>
  );
}

/** This session's scans in the chosen mode, newest first: kept by the server, so a reload keeps them. */
export function ScanHistoryTable({ scans, loading }: { scans: readonly ScanLogRow[]; loading: boolean }) {
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <IconHistory size={20} />
          <Title order={5}>Session history</Title>
        </Group>
        {loading ? <Loader size="xs" /> : <Text size="sm" c="dimmed">{`${scans.length} scans`}</Text>}
      </Group>
      {scans.length === 0 ? (
        <Text c="dimmed" size="sm">
          No scans yet in this mode.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label="Session history" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Result</Table.Th>
                <Table.Th>Message</Table.Th>
                <Table.Th>Serial Number</Table.Th>
                <Table.Th>Part Number</Table.Th>
                <Table.Th>Module Type</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>User</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scans.map((row) => (
                <Table.Tr key={row.id} data-code={row.code} data-result={row.result}>
                  <Table.Td title={row.message}>
                    <OutcomeBadge outcome={row.result} />
                  </Table.Td>
                  <Table.Td miw={200}>{row.message}</Table.Td>
                  <Table.Td ff="monospace">{row.item?.serial_number ?? row.code}</Table.Td>
                  <Table.Td>{row.item?.part_number ?? '----'}</Table.Td>
                  <Table.Td>{row.item?.module_type ?? '----'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</Table.Td>
                  <Table.Td>
                    <ScanUser user={row.user} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
