import type { ReactNode } from 'react';
import { Group, Text, Timeline } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBox,
  IconCategory,
  IconHistory,
  IconMapPin,
  IconPlus,
  IconScan,
  IconTrash,
  IconUserShare,
} from '@tabler/icons-react';
import type { InventoryEvent } from '@makro/domain/inventory';
import { formatDateTime } from '@/lib/dates';
import { UserAvatar } from '@/ui/initials-avatar';

/** An icon and colour per kind of event, found by words in its name (the server names them). */
const KINDS: { match: RegExp; icon: ReactNode; color: string }[] = [
  { match: /delet/, icon: <IconTrash size={14} />, color: 'red' },
  { match: /conver/, icon: <IconArrowsExchange size={14} />, color: 'orange' },
  { match: /locat|bin/, icon: <IconMapPin size={14} />, color: 'teal' },
  { match: /assign/, icon: <IconUserShare size={14} />, color: 'violet' },
  { match: /module|type/, icon: <IconCategory size={14} />, color: 'grape' },
  { match: /creat|add/, icon: <IconPlus size={14} />, color: 'blue' },
  { match: /scan|count/, icon: <IconScan size={14} />, color: 'cyan' },
  { match: /status/, icon: <IconBox size={14} />, color: 'indigo' },
];

function kindOf(event: string) {
  const name = event.toLowerCase();
  return KINDS.find((kind) => kind.match.test(name)) ?? { icon: <IconHistory size={14} />, color: 'gray' };
}

function Who({ user }: { user: InventoryEvent['user'] }) {
  if (!user) {
    return (
      <Text size="xs" c="dimmed">
        by the system
      </Text>
    );
  }
  const [first = '', ...rest] = user.name.split(' ');
  return (
    <Group gap={6} wrap="nowrap">
      <UserAvatar firstName={first} lastName={rest.join(' ')} src={user.avatar} color={user.default_color} size={20} />
      <Text size="xs" c="dimmed">
        {user.name}
      </Text>
    </Group>
  );
}

/** An item's timeline, newest first as the server sends it; times in Los Angeles. */
export function ItemTimeline({ events }: { events: readonly InventoryEvent[] }) {
  if (events.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No events recorded yet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={24} lineWidth={2} active={events.length} aria-label="Item timeline">
      {events.map((event) => {
        const kind = kindOf(event.event);
        return (
          <Timeline.Item
            key={event.id}
            bullet={kind.icon}
            color={kind.color}
            data-event={event.event}
            title={
              <Text fw={600} size="sm">
                {event.description}
              </Text>
            }
          >
            <Group gap="xs" mt={2} wrap="wrap">
              <Who user={event.user} />
              <Text size="xs" c="dimmed">
                · {formatDateTime(event.created_at)}
              </Text>
            </Group>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
