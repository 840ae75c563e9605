import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/shops';
import { defineRoute } from '../../platform/http/define-route';
import { badRequest } from '../../platform/http/errors';
import { receiveWebhook, startSyncInBackground, syncStates } from './service';
import { registerShopSyncFigures } from './metrics';

/** Keeps the exact bytes: the webhook signature is over the raw body, not re-serialised JSON. */
async function webhookRoutes(scope: FastifyInstance): Promise<void> {
  scope.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    if (request.rawBody.length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(request.rawBody.toString('utf8')));
    } catch {
      done(badRequest('body: is not valid JSON', [{ field: 'body', message: 'is not valid JSON' }]), undefined);
    }
  });
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    done(null, Object.fromEntries(new URLSearchParams(request.rawBody.toString('utf8'))));
  });

  defineRoute(scope, contracts.receiveShopWebhook, ({ request, params, body }) =>
    receiveWebhook(scope.db, scope.config.shops[params.shop].webhookSecret, {
      shop: params.shop,
      topic: request.headers['x-wc-webhook-topic'] as string | undefined,
      signature: request.headers['x-wc-webhook-signature'] as string | undefined,
      contentType: request.headers['content-type'],
      rawBody: request.rawBody ?? Buffer.alloc(0),
      body,
    }),
  );
}

export async function shopsRoutes(app: FastifyInstance): Promise<void> {
  const deps = () => ({ db: app.db, shops: app.integrations.shops, log: app.log });
  registerShopSyncFigures(app);

  defineRoute(app, contracts.listShopSync, async () => ({ shops: await syncStates(app.db) }));
  defineRoute(app, contracts.startShopSync, async ({ params }) => {
    await startSyncInBackground(deps(), params.shop);
    const states = await syncStates(app.db);
    return { shop: states.find((state) => state.shop === params.shop)! };
  });
  await app.register(webhookRoutes);
}
