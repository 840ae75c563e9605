import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/users';
import { defineRoute } from '../../platform/http/define-route';
import { currentUserInfo, login, logout } from './service';

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, contracts.login, ({ body, request }) =>
    login(
      { db: app.db, idleMs: app.config.sessionIdleMs, ip: request.ip, userAgent: request.headers['user-agent'] },
      body,
    ),
  );

  defineRoute(app, contracts.showInfo, async ({ actor }) => ({ data: currentUserInfo(actor) }));

  defineRoute(app, contracts.logout, async ({ actor }) => {
    await logout(app.db, actor);
    return { success: true as const };
  });
}
