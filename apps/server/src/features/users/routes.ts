import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contracts from '@makro/domain/users';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import * as users from './service';

/** The address people use to open Makro: configured in production, else the one this request came to. */
const originOf = (request: FastifyRequest) =>
  request.server.config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, contracts.login, ({ body, request }) =>
    users.login(
      { db: app.db, idleMs: app.config.sessionIdleMs, ip: request.ip, userAgent: request.headers['user-agent'] },
      body,
    ),
  );
  defineRoute(app, contracts.showInfo, async ({ actor }) => ({ data: users.currentUserInfo(actor) }));
  defineRoute(app, contracts.changePassword, ({ actor, body }) => users.changePassword(app.db, actor, body));
  defineRoute(app, contracts.unlockSession, ({ actor, body }) => users.unlockSession(app.db, actor, body.password));
  defineRoute(app, contracts.refreshMyAvatar, async ({ actor }) => {
    await app.avatarRefresher.refresh();
    return { data: await users.freshUserInfo(app.db, actor) };
  });
  defineRoute(app, contracts.logout, async ({ actor }) => {
    await users.logout(app.db, actor);
    return { success: true as const };
  });

  defineRoute(app, contracts.listUsers, ({ request, query }) => users.listUsers(contextFor(request), query));
  defineRoute(app, contracts.createUser, async ({ request, body }) => ({
    user: await users.createUser(contextFor(request), body.user),
  }));
  defineRoute(app, contracts.showUser, ({ params }) => users.userDetail(app.db, params.id));
  defineRoute(app, contracts.updateUser, async ({ request, params, body }) => ({
    user: await users.updateUser(contextFor(request), params.id, body.user),
  }));
  defineRoute(app, contracts.deleteUser, async ({ request, params }) => {
    const secret = request.headers['x-developer-secret'];
    await users.deleteUser(contextFor(request), params.id, typeof secret === 'string' ? secret : undefined);
    return { success: true as const };
  });
  defineRoute(app, contracts.setUserPermissions, ({ request, params, body }) =>
    users.setUserPermissions(contextFor(request), params.id, body.permissions),
  );
  defineRoute(app, contracts.sendPasswordReset, ({ request, params }) =>
    users.sendPasswordReset({ ...contextFor(request), origin: originOf(request) }, params.id),
  );

  const resetContext = (request: FastifyRequest) => ({
    db: app.db,
    config: app.config,
    origin: originOf(request),
    nudgeOutbox: () => app.outboxWorker.nudge(),
  });
  defineRoute(app, contracts.forgotPassword, ({ request, body }) =>
    users.requestPasswordReset(resetContext(request), body.login),
  );
  defineRoute(app, contracts.resetPassword, ({ body }) => users.resetPassword(app.db, body));
}
