import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { OPEN_TICKET_STATUSES, TICKET_TYPE_INFO, type TicketStatus } from '@makro/domain/tickets';
import { useWorkload } from '@/features/tickets/api';
import { PersonLine } from '@/features/tickets/assignee';
import { statusColor } from '@/features/tickets/ticket-badges';
import { WHOLE_TEXT } from '@/ui/badge-styles';

/** Where a manager reassigns: the repair list filtered to one technician (or to nobody). */
export const assignedListPath = (assignee: number | 'none') =>
  `${TICKET_TYPE_INFO.repair.path}?assigned_to=${assignee}`;

/** Managers: every technician's open tickets side by side, by status, and how many no one has. */
export function WorkloadCard() {
  const workload = useWorkload(true);
  const technicians = workload.data?.technicians ?? [];
  // Only the statuses someone has work in, in workflow order.
  const used = new Set(technicians.flatMap((row) => row.counts.filter((c) => c.count > 0).map((c) => c.status)));
  const columns: TicketStatus[] = OPEN_TICKET_STATUSES.filter((status) => used.has(status));

  return (
    <Card withBorder radius="md" shadow="xs" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={5}>Technicians&apos; load</Title>
        {workload.data && (
          <Anchor component={Link} to={assignedListPath('none')} size="sm">
            {workload.data.unassigned_count} not assigned
          </Anchor>
        )}
      </Group>
      {workload.isError ? (
        <Text c="red" size="sm" role="alert">
          The technicians&apos; load could not be loaded: {workload.error.message}
        </Text>
      ) : workload.isPending ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : technicians.length === 0 ? (
        <Text size="sm" c="dimmed">
          There is no active technician.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={400}>
          <Table verticalSpacing={6} highlightOnHover aria-label="Technicians' load">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Technician</Table.Th>
                <Table.Th ta="right">Open</Table.Th>
                {columns.map((status) => (
                  <Table.Th key={status} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    <Badge
                      variant="dot"
                      color={statusColor(status)}
                      styles={WHOLE_TEXT}
                      style={{ textTransform: 'none' }}
                    >
                      {status}
                    </Badge>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {technicians.map(({ technician, counts, open_count }) => (
                <Table.Tr key={technician.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={assignedListPath(technician.id)}
                      underline="never"
                      title="Open their tickets to reassign"
                    >
                      <PersonLine person={technician} size={24} />
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {open_count}
                  </Table.Td>
                  {columns.map((status) => {
                    const count = counts.find((entry) => entry.status === status)?.count ?? 0;
                    return (
                      <Table.Td key={status} ta="right" c={count ? undefined : 'dimmed'}>
                        {count}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Stack gap={0} mt="xs">
        <Text size="xs" c="dimmed">
          Click a technician to see their tickets and reassign them.
        </Text>
      </Stack>
    </Card>
  );
}
