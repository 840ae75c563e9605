import type { ReactNode } from 'react';
import { Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReceivedHistory } from '@makro/domain/receiving';
import { formatDateTime } from '@/lib/dates';
import { UserAvatar } from '@/ui/initials-avatar';
import { SenderLine } from '@/features/receiving/received-columns';
import {
  EMPTY,
  PartTypeBadge,
  ReceivingTypeBadge,
  TicketLink,
  TrackingNumberText,
} from '@/features/receiving/receiving-format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** Spec part 2 §2: sender, serial, tracking, SKU/part number with its type, date received and received by. */
export function ReceivedDetailsModal({ entry, onClose }: { entry: ReceivedHistory | null; onClose: () => void }) {
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Received Parcel" size="lg" centered>
      {entry && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Field label="Order #">
              {entry.order_number ? (
                <Group gap="xs">
                  <TicketLink number={entry.order_number} type={entry.ticket_type} />
                  <ReceivingTypeBadge type={entry.receiving_type} />
                </Group>
              ) : (
                <ReceivingTypeBadge type={null} />
              )}
            </Field>
            <Field label="Sender">
              <SenderLine name={entry.sender_name} />
            </Field>
            <Field label="Tracking Number">
              <TrackingNumberText number={entry.tracking_number} />
            </Field>
            <Field label="Serial">
              <Text size="sm" ff="monospace">
                {entry.serial_number ?? EMPTY}
              </Text>
            </Field>
            <Field label="SKU / Part Number">
              <Group gap="xs">
                <Text size="sm">{entry.part_number ?? EMPTY}</Text>
                <PartTypeBadge type={entry.part_type} />
              </Group>
            </Field>
            <Field label="Date Received">{formatDateTime(entry.date_received)}</Field>
            <Field label="Received By">
              {entry.received_by ? (
                <Group gap={8} wrap="nowrap">
                  <UserAvatar
                    firstName={entry.received_by.first_name}
                    lastName={entry.received_by.last_name}
                    src={entry.received_by.avatar}
                    color={entry.received_by.default_color}
                    size={26}
                  />
                  <Text size="sm">{entry.received_by_name}</Text>
                </Group>
              ) : (
                (entry.received_by_name ?? EMPTY)
              )}
            </Field>
            {entry.matched_at && (
              <Field label="Matched">
                {formatDateTime(entry.matched_at)}
                {entry.matched_by_name ? ` by ${entry.matched_by_name}` : ''}
              </Field>
            )}
          </SimpleGrid>
          {entry.notes && (
            <Field label="Notes">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {entry.notes}
              </Text>
            </Field>
          )}
        </Stack>
      )}
    </Modal>
  );
}
