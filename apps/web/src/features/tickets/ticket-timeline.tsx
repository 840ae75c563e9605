import type { ReactNode } from 'react';
import { Group, Paper, Text, Timeline } from '@mantine/core';
import {
  IconArrowsExchange,
  IconCircleCheck,
  IconMail,
  IconNote,
  IconPackage,
  IconPackageImport,
  IconShoppingCart,
  IconSparkles,
  IconTag,
  IconTruck,
  IconTruckDelivery,
  IconUserCheck,
} from '@tabler/icons-react';
import type { TicketEvent, TicketEventKind } from '@makro/domain/tickets';
import { PersonLine } from '@/features/tickets/assignee';
import { formatDateTime, formatTimeAgo } from '@/lib/dates';

const KINDS: Record<TicketEventKind, { icon: ReactNode; color: string }> = {
  created: { icon: <IconSparkles size={14} />, color: 'teal' },
  status: { icon: <IconArrowsExchange size={14} />, color: 'blue' },
  assignment: { icon: <IconUserCheck size={14} />, color: 'violet' },
  note: { icon: <IconNote size={14} />, color: 'yellow' },
  tags: { icon: <IconTag size={14} />, color: 'grape' },
  quality_control: { icon: <IconCircleCheck size={14} />, color: 'cyan' },
  tracking: { icon: <IconTruckDelivery size={14} />, color: 'orange' },
  received: { icon: <IconPackageImport size={14} />, color: 'green' },
  email: { icon: <IconMail size={14} />, color: 'gray' },
  shop_order: { icon: <IconShoppingCart size={14} />, color: 'pink' },
  packed: { icon: <IconPackage size={14} />, color: 'indigo' },
  shipped: { icon: <IconTruck size={14} />, color: 'green' },
};

/** One event: what happened, a note's text, who and when (Los Angeles time). */
export function TicketEventBody({ event }: { event: TicketEvent }) {
  return (
    <>
      {event.note && (
        <Paper withBorder radius="sm" p="xs" mt={4} bg="var(--mantine-color-default-hover)">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {event.note}
          </Text>
        </Paper>
      )}
      <Group gap="xs" mt={6} wrap="wrap">
        {event.actor ? (
          <PersonLine person={event.actor} size={20} />
        ) : (
          <Text size="xs" c="dimmed">
            System
          </Text>
        )}
        <Text size="xs" c="dimmed" title={formatTimeAgo(event.created_at)}>
          {formatDateTime(event.created_at)}
        </Text>
      </Group>
    </>
  );
}

/** The ticket's whole history, newest first, as the server sends it. */
export function TicketTimeline({ events }: { events: readonly TicketEvent[] }) {
  if (events.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Nothing has happened on this ticket yet.
      </Text>
    );
  return (
    <Timeline bulletSize={26} lineWidth={2} active={events.length} aria-label="Ticket history">
      {events.map((event) => {
        const kind = KINDS[event.kind] ?? KINDS.status;
        return (
          <Timeline.Item
            key={event.id}
            bullet={kind.icon}
            color={kind.color}
            title={
              <Text size="sm" fw={600}>
                {event.description}
              </Text>
            }
          >
            <TicketEventBody event={event} />
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
