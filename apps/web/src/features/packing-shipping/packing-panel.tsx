import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPrinter, IconSearch } from '@tabler/icons-react';
import { PackingTicketQuery, type PackingTicket } from '@makro/domain/packing-shipping';
import { ticketPath } from '@makro/domain/tickets';
import { Link } from 'react-router';
import { PackingSlip } from '@/features/packing-shipping/packing-slip';
import { useContractForm } from '@/lib/contract-form';
import { formatDateTime } from '@/lib/dates';

export interface Refusal {
  serial: string;
  message: string;
}

interface PackingPanelProps {
  ticket: PackingTicket | undefined;
  loading: boolean;
  error: string | null;
  refusal: Refusal | null;
  lastPacked: string | null;
  onFind: (number: string) => void;
}

function LineRows({ ticket, lastPacked }: { ticket: PackingTicket; lastPacked: string | null }) {
  return (
    <Table withTableBorder striped aria-label="Lines to pack" data-testid="packing-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          <Table.Th>Part Number</Table.Th>
          <Table.Th>Module Tag</Table.Th>
          <Table.Th>Packed</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ticket.lines.map((line, index) => (
          <Table.Tr
            key={line.id}
            data-part={line.part_number}
            data-packed={line.serial_number !== null}
            bg={
              line.serial_number && line.serial_number === lastPacked ? 'var(--mantine-color-green-light)' : undefined
            }
          >
            <Table.Td>{index + 1}</Table.Td>
            <Table.Td ff="monospace">{line.part_number}</Table.Td>
            <Table.Td ff="monospace">{line.serial_number ?? <Text c="dimmed">Scan its tag</Text>}</Table.Td>
            <Table.Td>
              {line.packed_at ? (
                <Text size="sm">
                  {formatDateTime(line.packed_at)} · {line.packed_by_name ?? ''}
                </Text>
              ) : (
                <Badge color="gray" variant="light">
                  Waiting
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Packing: the ticket's number (typed or scanned), its lines, each module's tag scanned into its line. */
export function PackingPanel({ ticket, loading, error, refusal, lastPacked, onFind }: PackingPanelProps) {
  const form = useContractForm(PackingTicketQuery, { initialValues: { number: '' } });
  const onSubmit = form.onSubmit((query) => onFind(query.number));
  const packedCount = ticket?.lines.filter((line) => line.serial_number !== null).length ?? 0;
  return (
    <Stack gap="md">
      <Title order={3}>Packing</Title>
      <form onSubmit={onSubmit} noValidate aria-label="Find the ticket to pack">
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Ticket Number"
            placeholder="Scan the ticket's QR or type its number"
            autoComplete="off"
            style={{ flex: '1 1 240px' }}
            {...form.getInputProps('number')}
          />
          <Button type="submit" mt={25} loading={loading} leftSection={<IconSearch size={16} />}>
            Find
          </Button>
        </Group>
      </form>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {refusal && (
        <Alert
          color="red"
          variant="filled"
          role="alert"
          data-testid="packing-refusal"
          icon={<IconAlertTriangle size={28} />}
          title={`${refusal.serial} was NOT packed`}
          styles={{ title: { fontSize: 'var(--mantine-font-size-xl)' } }}
        >
          {refusal.message}
        </Alert>
      )}
      {ticket && (
        <Stack gap="sm" data-testid="packing-ticket" data-ticket={ticket.ticket_number} data-packed={ticket.packed}>
          <Group justify="space-between" wrap="wrap">
            <Stack gap={0}>
              <Text fw={700} size="lg">
                <Link to={ticketPath(ticket.ticket_type, ticket.ticket_number)}>{ticket.ticket_number}</Link> ·{' '}
                {ticket.customer}
              </Text>
              <Text size="sm" c="dimmed">
                Order {ticket.order_number} · {ticket.status} · {packedCount} of {ticket.lines.length} packed
              </Text>
            </Stack>
            <Button
              variant="light"
              leftSection={<IconPrinter size={16} />}
              onClick={() => window.print()}
              disabled={ticket.lines.length === 0}
            >
              Print Packing Slip
            </Button>
          </Group>
          {ticket.lines.length === 0 ? (
            <Text c="dimmed">This ticket has no parts to pack.</Text>
          ) : (
            <LineRows ticket={ticket} lastPacked={lastPacked} />
          )}
          {ticket.packed && !ticket.shipment && (
            <Alert color="green" icon={<IconCircleCheck size={20} />} title="Packed">
              Every line has its module. Ship it below.
            </Alert>
          )}
          {!ticket.packed && <Text size="sm">Scan each module&apos;s tag: it goes into the line of its part.</Text>}
          <PackingSlip ticket={ticket} />
        </Stack>
      )}
    </Stack>
  );
}
