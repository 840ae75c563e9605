import { useState, type ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Divider,
  Grid,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconTicketOff } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import {
  TICKET_SOURCE_LABELS,
  TICKET_TYPE_INFO,
  TICKET_TYPES,
  ticketPath,
  type TicketDetail,
  type TicketEvent,
  type TicketOrigin,
} from '@makro/domain/tickets';
import { ItemDetails } from '@/features/inventory';
import { useTicket } from '@/features/tickets/api';
import { MaturityBadge, TicketStatusBadge, TicketTypeBadge } from '@/features/tickets/ticket-badges';
import { NoteForm } from '@/features/tickets/note-form';
import { ShipmentTracker } from '@/features/tickets/shipment-tracker';
import { TicketControls } from '@/features/tickets/ticket-controls';
import { TicketTimeline } from '@/features/tickets/ticket-timeline';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';

const EMPTY = '----';

const ORIGIN_LABELS: Record<TicketOrigin, string> = {
  rma_submission: 'RMA submission',
  repair_order_submission: 'Repair order',
  rental_submission: 'Rental submission',
  internal_order: 'Internal order',
  shop_order: 'Shop order',
};

/** The list this page belongs to: the first path segment, as the spec asks of the back link. */
function useListOfPage(): { path: string; label: string } {
  const segment = `/${useLocation().pathname.split('/')[1] ?? ''}`;
  const type = TICKET_TYPES.find((candidate) => TICKET_TYPE_INFO[candidate].path === segment) ?? 'repair';
  return { path: segment, label: `${TICKET_TYPE_INFO[type].label} Tickets` };
}

function TicketNotFound({ ticketNumber, back }: { ticketNumber: string; back: { path: string; label: string } }) {
  return (
    <Center mih={360}>
      <Stack align="center" gap="xs" ta="center">
        <IconTicketOff size={56} stroke={1.3} color="var(--mantine-color-dimmed)" />
        <Title order={3}>Ticket {ticketNumber} was not found</Title>
        <Text c="dimmed">Check the number, or look for the ticket in the list; it may have been deleted.</Text>
        <Button component={Link} to={back.path} mt="md" leftSection={<IconArrowLeft size={16} />}>
          Back to {back.label}
        </Button>
      </Stack>
    </Center>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" c={empty ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {empty ? EMPTY : children}
      </Text>
    </Group>
  );
}

function CustomerBlock({ ticket }: { ticket: TicketDetail }) {
  const { customer } = ticket;
  return (
    <SectionCard title="Customer">
      <Stack gap={6}>
        <Field label="Name">{customer.name}</Field>
        <Field label="E-mail">
          {customer.email && (
            <Anchor href={`mailto:${customer.email}`} size="sm">
              {customer.email}
            </Anchor>
          )}
        </Field>
        <Field label="Phone">
          {customer.phone && (
            <Anchor href={`tel:${customer.phone}`} size="sm">
              {customer.phone}
            </Anchor>
          )}
        </Field>
        {ticket.reason_for_return && <Field label="Reason for return">{ticket.reason_for_return}</Field>}
        {ticket.order_notes && <Field label="Order notes">{ticket.order_notes}</Field>}
      </Stack>
    </SectionCard>
  );
}

function PartsBlock({ ticket }: { ticket: TicketDetail }) {
  const [item, setItem] = useState<{ id: number; serial: string } | null>(null);
  return (
    <SectionCard title="Parts and serials">
      {ticket.parts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No part or serial number is recorded on this ticket.
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label="Parts and serials">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Part number</Table.Th>
              <Table.Th>Serial number</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ticket.parts.map((part, index) => (
              <Table.Tr key={`${part.part_number}-${part.serial_number ?? index}`}>
                <Table.Td ff="monospace">{part.part_number}</Table.Td>
                <Table.Td ff="monospace">
                  {part.serial_number && part.inventory_id !== null ? (
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      ff="monospace"
                      title="Open the inventory item and its timeline"
                      onClick={() => setItem({ id: part.inventory_id!, serial: part.serial_number! })}
                    >
                      {part.serial_number}
                    </Anchor>
                  ) : (
                    (part.serial_number ?? EMPTY)
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={item !== null} onClose={() => setItem(null)} title={`Item ${item?.serial ?? ''}`} size="xl">
        {item && <ItemDetails id={item.id} />}
      </Modal>
    </SectionCard>
  );
}

function RelatedBlock({ ticket }: { ticket: TicketDetail }) {
  if (ticket.related.length === 0 && !ticket.origin) return null;
  return (
    <SectionCard title="Related">
      <Stack gap="xs">
        {ticket.origin && (
          <Field label="Came from">
            {ORIGIN_LABELS[ticket.origin.kind]} {ticket.origin.number}
          </Field>
        )}
        {ticket.related.map((related) => (
          <Button
            key={related.ticket_number}
            component={Link}
            to={ticketPath(related.ticket_type, related.ticket_number)}
            variant="default"
            justify="space-between"
            fullWidth
            rightSection={<TicketStatusBadge status={related.status} size="xs" />}
          >
            {related.relation === 'original' ? 'Original' : 'Follow-up'} {TICKET_TYPE_INFO[related.ticket_type].label}{' '}
            {related.ticket_number}
          </Button>
        ))}
      </Stack>
    </SectionCard>
  );
}

function TicketHeader({ ticket, timeline }: { ticket: TicketDetail; timeline: readonly TicketEvent[] }) {
  return (
    <Card withBorder radius="md" shadow="xs" padding="lg" mb="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={2} ff="monospace">
              {ticket.ticket_number}
            </Title>
            <TicketTypeBadge type={ticket.ticket_type} />
            <Badge variant="outline" color="gray" radius="sm">
              {TICKET_SOURCE_LABELS[ticket.source]}
            </Badge>
            <MaturityBadge maturity={ticket.maturity} />
          </Group>
          <Text size="sm" c="dimmed">
            Created {formatDateTime(ticket.created_at)} · updated {formatDateTime(ticket.updated_at)}
          </Text>
          {ticket.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {ticket.description}
            </Text>
          )}
        </Stack>
        <ShipmentTracker ticket={ticket} timeline={timeline} />
      </Group>
      <Divider my="md" />
      <TicketControls ticket={ticket} />
    </Card>
  );
}

/** /{type}-tickets/{ticketNumber}: the ticket, its controls, customer, parts, related tickets, notes and history. */
export function TicketPage() {
  const ticketNumber = useParams().ticketNumber ?? '';
  const back = useListOfPage();
  const detail = useTicket(ticketNumber);
  const crumbs = [{ label: back.label, to: back.path }];

  const backLink = (
    <Button component={Link} to={back.path} variant="subtle" leftSection={<IconArrowLeft size={16} />} mb="sm" px={0}>
      Back to {back.label}
    </Button>
  );

  if (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400)) {
    return (
      <>
        <PageHeader title={ticketNumber} crumbs={crumbs} />
        <TicketNotFound ticketNumber={ticketNumber} back={back} />
      </>
    );
  }
  if (detail.isPending || detail.isError) {
    return (
      <>
        <PageHeader title={ticketNumber} crumbs={crumbs} />
        {backLink}
        <Center mih={320}>
          {detail.isError ? (
            <Text c="red" role="alert">
              The ticket could not be loaded: {detail.error.message}
            </Text>
          ) : (
            <Loader />
          )}
        </Center>
      </>
    );
  }

  const { ticket, timeline } = detail.data;
  return (
    <>
      <PageHeader title={ticket.ticket_number} crumbs={crumbs} />
      {backLink}
      <TicketHeader key={ticket.ticket_number} ticket={ticket} timeline={timeline} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="lg">
            <CustomerBlock ticket={ticket} />
            <PartsBlock key={ticket.ticket_number} ticket={ticket} />
            <RelatedBlock ticket={ticket} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <SectionCard title="Notes and history">
            <NoteForm key={ticket.ticket_number} ticketNumber={ticket.ticket_number} />
            <Divider my="md" label={`${timeline.length} event${timeline.length === 1 ? '' : 's'}, newest first`} />
            <TicketTimeline events={timeline} />
          </SectionCard>
        </Grid.Col>
      </Grid>
    </>
  );
}
