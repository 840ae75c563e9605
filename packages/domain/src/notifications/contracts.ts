import { z } from 'zod';
import { Id, PageQuery, defineEndpoint } from '../shared';

/** The bell shows the newest few; older ones are a page away. */
export const NOTIFICATIONS_PER_PAGE = 10;
/** Without a live connection (a proxy that buffers streams, a network hiccup) the bell asks this often. */
export const NOTIFICATION_POLL_MS = 60_000;
/** The stream's event telling the page that the person's notifications or the menu's counts changed. */
export const NOTIFICATION_EVENT = 'notifications';

export const NOTIFICATION_KINDS = [
  'ticket_assigned',
  'refund_request',
  'refund_decided',
  'rma_review',
  'grim_orders',
  'module_request',
  'customer_inquiry',
  'partner_application',
  'side_effect_failed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const Notification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  path: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationPage = z
  .object({
    notifications: z.array(Notification),
    unread_count: z.number().int(),
    total_count: z.number().int(),
    total_pages: z.number().int(),
    current_page: z.number().int(),
  })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPage>;

export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/v1/notifications',
  summary: "The signed-in person's notifications, newest first, with how many are unread",
  tag: 'Notifications',
  access: 'session',
  query: PageQuery.extend({ per_page: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PER_PAGE) }),
  response: NotificationPage,
});

export const MarkNotificationsRead = z
  .object({
    /** These, or every one when `all` is true. */
    ids: z.array(Id).max(100).optional(),
    all: z.boolean().optional(),
  })
  .refine((body) => body.all === true || (body.ids?.length ?? 0) > 0, {
    message: 'name the notifications (ids) or all',
    path: ['ids'],
  });

export const markNotificationsRead = defineEndpoint({
  method: 'POST',
  path: '/v1/notifications/read',
  summary: 'Marks some or all of the signed-in person’s notifications as read',
  tag: 'Notifications',
  access: 'session',
  body: MarkNotificationsRead,
  response: z.object({ unread_count: z.number().int() }),
});

export const notificationStream = defineEndpoint({
  method: 'GET',
  path: '/v1/notifications/stream',
  summary:
    'Server-sent events: a `notifications` event whenever the person’s notifications or menu counts change, from any server process',
  tag: 'Notifications',
  access: 'session',
  produces: 'text/event-stream',
  response: z.object({ unread_count: z.number().int() }),
});

/** Live counts by menu path, each counting only what the person may act on; paths without a count are left out. */
export const MenuBadges = z.object({ badges: z.record(z.string(), z.number().int()) }).meta({ id: 'MenuBadges' });
export type MenuBadges = z.infer<typeof MenuBadges>;

export const menuBadges = defineEndpoint({
  method: 'GET',
  path: '/v1/menu-badges',
  summary:
    'The side menu’s live counts: refund requests to approve, RMAs under review, module requests and inquiries waiting, partner applications pending, users awaiting activation',
  tag: 'Notifications',
  access: 'session',
  response: MenuBadges,
});
