import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/notifications';
import { defineRoute } from '../../platform/http/define-route';
import { createNotificationHub } from './hub';
import { listNotifications, markRead, unreadCount } from './inbox';
import { menuBadges } from './menu-badges';

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const hub = createNotificationHub(app.database, app.log);
  app.addHook('onClose', () => hub.stop());
  // An open stream is a request that never ends: closing waits for every request, so streams end first
  // (the browser reconnects, to another process behind the proxy).
  const openStreams = new Set<{ close(): void }>();
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.close();
  });

  defineRoute(app, contracts.listNotifications, ({ actor, query }) => listNotifications(app.db, actor.user.id, query));
  defineRoute(app, contracts.markNotificationsRead, async ({ actor, body }) => ({
    unread_count: await markRead(app.db, actor.user.id, body),
  }));
  defineRoute(app, contracts.menuBadges, ({ actor }) => menuBadges(app.db, actor));
  defineRoute(app, contracts.notificationStream, async ({ actor, reply }) => {
    const userId = actor.user.id;
    const send = async () => {
      if (!reply.sse.isConnected) return;
      await reply.sse.send({
        event: contracts.NOTIFICATION_EVENT,
        data: { unread_count: await unreadCount(app.db, userId) },
      });
    };
    const unsubscribe = await hub.subscribe(userId, () => {
      send().catch((error: unknown) => app.log.warn({ err: error }, 'notification stream write failed'));
    });
    openStreams.add(reply.sse);
    reply.sse.onClose(() => {
      openStreams.delete(reply.sse);
      unsubscribe();
    });
    reply.sse.keepAlive();
    await send();
    return { unread_count: 0 };
  });
}
