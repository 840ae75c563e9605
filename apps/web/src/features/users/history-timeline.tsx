import { Badge, Group, List, Text, Timeline } from '@mantine/core';
import {
  IconEdit,
  IconKey,
  IconLock,
  IconMailForward,
  IconTrash,
  IconUserCheck,
  IconUserOff,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { permissionChanges, permissionLabel, profileChanges, type HistoryEntry } from '@makro/domain/users';
import { formatDateTime } from '@/lib/dates';

const ACTIONS: Record<string, { label: string; icon: ReactNode; color: string }> = {
  create: { label: 'Account created', icon: <IconUserPlus size={14} />, color: 'teal' },
  update: { label: 'Profile updated', icon: <IconEdit size={14} />, color: 'blue' },
  deactivate: { label: 'Deactivated', icon: <IconUserOff size={14} />, color: 'red' },
  reactivate: { label: 'Reactivated', icon: <IconUserCheck size={14} />, color: 'teal' },
  permissions: { label: 'Permissions changed', icon: <IconKey size={14} />, color: 'violet' },
  password_reset_requested: { label: 'Password reset link sent', icon: <IconMailForward size={14} />, color: 'gray' },
  password_reset: { label: 'Password changed with a reset link', icon: <IconLock size={14} />, color: 'orange' },
  delete: { label: 'Removed permanently', icon: <IconTrash size={14} />, color: 'red' },
};

function Changes({ entry }: { entry: HistoryEntry }) {
  if (entry.action === 'permissions') {
    const { added, removed } = permissionChanges(entry.before, entry.after);
    if (added.length === 0 && removed.length === 0) return null;
    return (
      <Group gap={4} mt={4}>
        {added.map((permission) => (
          <Badge key={permission} size="sm" variant="light" color="teal">
            + {permissionLabel(permission)}
          </Badge>
        ))}
        {removed.map((permission) => (
          <Badge key={permission} size="sm" variant="light" color="orange">
            − {permissionLabel(permission)}
          </Badge>
        ))}
      </Group>
    );
  }
  if (entry.action !== 'update' && entry.action !== 'deactivate' && entry.action !== 'reactivate') return null;
  const changes = profileChanges(entry.before, entry.after).filter(
    // The action's own words already say the status changed.
    (change) => entry.action === 'update' || change.field !== 'is_active',
  );
  if (changes.length === 0) return null;
  return (
    <List size="sm" mt={4} spacing={2}>
      {changes.map((change) => (
        <List.Item key={change.field}>
          {change.label}:{' '}
          <Text span td="line-through" c="dimmed" size="sm">
            {change.from}
          </Text>{' '}
          → {change.to}
        </List.Item>
      ))}
    </List>
  );
}

/** The account history from the audit log, newest first, times in Los Angeles. */
export function HistoryTimeline({ history }: { history: readonly HistoryEntry[] }) {
  if (history.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No changes recorded yet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={26} lineWidth={2} active={history.length}>
      {history.map((entry) => {
        const action = ACTIONS[entry.action] ?? { label: entry.action, icon: <IconEdit size={14} />, color: 'gray' };
        return (
          <Timeline.Item
            key={entry.id}
            bullet={action.icon}
            color={action.color}
            title={
              <Text fw={600} size="sm">
                {action.label}
              </Text>
            }
            data-action={entry.action}
          >
            <Text size="xs" c="dimmed">
              {entry.actor ? `by ${entry.actor.name}` : 'by the system'} · {formatDateTime(entry.created_at)}
            </Text>
            <Changes entry={entry} />
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
