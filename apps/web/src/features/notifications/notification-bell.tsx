import { ActionIcon, Button, Group, Indicator, Menu, ScrollArea, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBell,
  IconCash,
  IconCpu,
  IconHeartHandshake,
  IconMessageQuestion,
  IconPackage,
  IconReceiptRefund,
  IconTicket,
  type Icon,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useNavigate } from 'react-router';
import type { Notification, NotificationKind } from '@makro/domain/notifications';
import { useMarkNotificationsRead, useNotifications } from '@/features/notifications/api';

dayjs.extend(relativeTime);

const KIND_LOOK: Record<NotificationKind, { icon: Icon; color: string }> = {
  ticket_assigned: { icon: IconTicket, color: 'makro' },
  refund_request: { icon: IconCash, color: 'orange' },
  refund_decided: { icon: IconReceiptRefund, color: 'teal' },
  rma_review: { icon: IconPackage, color: 'grape' },
  grim_orders: { icon: IconPackage, color: 'cyan' },
  module_request: { icon: IconCpu, color: 'indigo' },
  customer_inquiry: { icon: IconMessageQuestion, color: 'blue' },
  partner_application: { icon: IconHeartHandshake, color: 'pink' },
  side_effect_failed: { icon: IconAlertTriangle, color: 'red' },
};

function NotificationItem({ note, onOpen }: { note: Notification; onOpen: (note: Notification) => void }) {
  const { icon: KindIcon, color } = KIND_LOOK[note.kind];
  return (
    <Menu.Item
      onClick={() => onOpen(note)}
      data-unread={note.read ? undefined : true}
      className="makro-notification"
      leftSection={
        <ActionIcon component="span" variant="light" color={color} radius="xl" size="lg">
          <KindIcon size={16} />
        </ActionIcon>
      }
    >
      <Text fz="sm" lh={1.3} fw={note.read ? 400 : 600}>
        {note.title}
      </Text>
      {note.body && (
        <Text fz="xs" c="dimmed" lineClamp={2}>
          {note.body}
        </Text>
      )}
      <Text fz="xs" c="dimmed" title={dayjs(note.created_at).format('YYYY-MM-DD HH:mm')}>
        {dayjs(note.created_at).fromNow()}
      </Text>
    </Menu.Item>
  );
}

/** The top bar's bell: the person's newest notifications, unread ones first in weight, each opening its page. */
export function NotificationBell() {
  const navigate = useNavigate();
  const answer = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = answer.data?.unread_count ?? 0;
  const notes = answer.data?.notifications ?? [];

  const open = (note: Notification) => {
    if (!note.read) markRead.mutate({ ids: [note.id] });
    void navigate(note.path);
  };

  return (
    <Menu position="bottom-end" width={360} shadow="md">
      <Menu.Target>
        <Indicator label={unread > 99 ? '99+' : unread} size={16} color="red" offset={6} disabled={unread === 0}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
            className="makro-topbar-icon"
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown>
        <Group justify="space-between" px="sm" py={6}>
          <Text fw={600} fz="sm">
            Notifications
          </Text>
          {unread > 0 && (
            <Button variant="subtle" size="compact-xs" onClick={() => markRead.mutate({ all: true })}>
              Mark all as read
            </Button>
          )}
        </Group>
        <Menu.Divider />
        {notes.length === 0 ? (
          <Text fz="sm" c="dimmed" px="sm" py="md" ta="center">
            {answer.isLoading
              ? 'Loading…'
              : 'Nothing new. Events for you (assignments, approvals, requests) show here.'}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420}>
            {notes.map((note) => (
              <NotificationItem key={note.id} note={note} onOpen={open} />
            ))}
          </ScrollArea.Autosize>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
