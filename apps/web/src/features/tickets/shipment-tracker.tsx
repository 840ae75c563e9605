import { useState } from 'react';
import { Button, Group, Modal, Stack, Tabs, Text, TextInput, Timeline } from '@mantine/core';
import { IconEdit, IconPackageImport, IconTruckDelivery } from '@tabler/icons-react';
import type { TicketDetail, TicketEvent } from '@makro/domain/tickets';
import { messageOf, useUpdateTicket } from '@/features/tickets/api';
import { TicketEventBody } from '@/features/tickets/ticket-timeline';
import { toast } from '@/lib/notify';

const TRACKERS = [
  { field: 'inbound_tracking_number', label: 'Inbound' },
  { field: 'outbound_tracking_number', label: 'Outbound' },
  { field: 'core_return_tracking_number', label: 'Core Return' },
] as const;
type TrackingField = (typeof TRACKERS)[number]['field'];

/** Which tab a tracking or receiving event belongs to: the field it names, else what its words say. */
export function trackerOf(event: TicketEvent): TrackingField | null {
  if (event.kind !== 'tracking' && event.kind !== 'received') return null;
  const named = event.to && typeof event.to === 'object' ? (event.to as { field?: unknown }).field : undefined;
  const known = TRACKERS.find((tracker) => tracker.field === named);
  if (known) return known.field;
  const words = event.description.toLowerCase();
  if (words.includes('core')) return 'core_return_tracking_number';
  if (words.includes('outbound') || words.includes('shipped')) return 'outbound_tracking_number';
  return 'inbound_tracking_number';
}

function TrackingNumber({ ticket, field, label }: { ticket: TicketDetail; field: TrackingField; label: string }) {
  const update = useUpdateTicket();
  const current = ticket[field];
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    try {
      const number = value.trim() || null;
      await update.mutateAsync({ ticketNumber: ticket.ticket_number, ticket: { [field]: number } });
      toast('success', number ? `${label} tracking number saved` : `${label} tracking number removed`);
      setEditing(false);
      setError(null);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  if (!editing)
    return (
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label} tracking number
          </Text>
          {current ? (
            <Text ff="monospace" fw={600}>
              {current}
            </Text>
          ) : (
            <Text c="dimmed" size="sm">
              No tracking number yet
            </Text>
          )}
        </div>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconEdit size={14} />}
          onClick={() => {
            setValue(current ?? '');
            setEditing(true);
          }}
        >
          {current ? 'Edit' : 'Add'}
        </Button>
      </Group>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={`${label} tracking number`}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          maxLength={64}
          data-autofocus
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
        <Button variant="default" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

/** The shipment tracker: the ticket's three tracking numbers, each with its tracking and receiving events. */
export function ShipmentTracker({ ticket, timeline }: { ticket: TicketDetail; timeline: readonly TicketEvent[] }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconTruckDelivery size={16} />} onClick={() => setOpened(true)}>
        Shipment tracker
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Shipment tracker · ${ticket.ticket_number}`}
        size="lg"
      >
        <Tabs defaultValue={TRACKERS[0].field}>
          <Tabs.List>
            {TRACKERS.map((tracker) => (
              <Tabs.Tab key={tracker.field} value={tracker.field}>
                {tracker.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TRACKERS.map((tracker) => {
            const events = timeline.filter((event) => trackerOf(event) === tracker.field);
            return (
              <Tabs.Panel key={tracker.field} value={tracker.field} pt="md">
                <Stack gap="md">
                  <TrackingNumber ticket={ticket} field={tracker.field} label={tracker.label} />
                  {events.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No {tracker.label.toLowerCase()} tracking or receiving events yet.
                    </Text>
                  ) : (
                    <Timeline bulletSize={22} lineWidth={2} active={events.length}>
                      {events.map((event) => (
                        <Timeline.Item
                          key={event.id}
                          bullet={
                            event.kind === 'received' ? (
                              <IconPackageImport size={12} />
                            ) : (
                              <IconTruckDelivery size={12} />
                            )
                          }
                          title={
                            <Text size="sm" fw={600}>
                              {event.description}
                            </Text>
                          }
                        >
                          <TicketEventBody event={event} />
                        </Timeline.Item>
                      ))}
                    </Timeline>
                  )}
                </Stack>
              </Tabs.Panel>
            );
          })}
        </Tabs>
      </Modal>
    </>
  );
}
