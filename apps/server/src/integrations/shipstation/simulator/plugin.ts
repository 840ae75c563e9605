import { timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sandboxInspectionAccess } from '../../../platform/sandbox/access';
import { applyFault, registerFaultControl } from '../../../platform/sandbox/faults';
import { formatShipStationTime } from '../dates';
import { createTestOrder, TestOrderBody } from './manual-orders';
import { listOrders, markShipped, ordersWithShipments, SimulatedRefusal, type MarkShippedBody } from './orders';
import { clearRateWindows, countRequest, SHIPSTATION_RATE_LIMIT, type RateLimitSettings } from './rate-limit';
import { refreshShopStores } from './shop-import';
import { storeEntries } from './stores';

export interface ShipStationSimulatorOptions {
  apiKey: string;
  apiSecret: string;
}

const SERVICE = 'shipstation';

/** ShipStation is ASP.NET Web API: errors are `{"Message": …}` (plus `ModelState` for a bad request). */
const errorBody = (message: string, modelState?: Record<string, string[]>) => ({
  Message: message,
  ...(modelState ? { ModelState: modelState } : {}),
});

const faultBody = (status: number) =>
  errorBody(
    status === 429 ? 'Too Many Requests' : status >= 500 ? 'An error has occurred.' : `Simulated failure (${status})`,
  );

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function authenticated(request: FastifyRequest, options: ShipStationSimulatorOptions): boolean {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return false;
  return sameSecret(Buffer.from(match[1]!, 'base64').toString('utf8'), `${options.apiKey}:${options.apiSecret}`);
}

const RateLimitBody = z.object({
  limit: z.number().int().min(1).max(10_000),
  window_seconds: z.number().min(0.1).max(3_600),
});

const badRequest = (reply: FastifyReply, message: string) =>
  reply.code(400).send({ error: { code: 'invalid', message } });

/**
 * ShipStation's V1 API (integrations.md §2) at this prefix: `GET /orders`, `POST /orders/markasshipped`,
 * `GET /stores`, with Basic auth (the API key and secret), the 40-a-minute limit per key with its three
 * `X-Rate-Limit-*` headers on every authenticated answer and a 429 past it, and ASP.NET's error bodies. The two
 * WooCommerce shops' stores are refreshed before each order listing, so a shop order placed a moment ago is
 * there. For tests and the sandbox only: `GET/POST /_orders` (see or create orders), `PUT/DELETE /_rate_limit`
 * (a smaller limit or shorter window, so tests need not wait a minute) and the `_faults` switch.
 */
export async function shipStationSimulator(app: FastifyInstance, options: ShipStationSimulatorOptions): Promise<void> {
  registerFaultControl(app, SERVICE);
  let limits: RateLimitSettings = { ...SHIPSTATION_RATE_LIMIT };
  let refreshedAt = new Date();

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.statusCode === 400 || error.statusCode === 415) {
      return reply.code(400).send(errorBody('The request is invalid.', { request: [error.message] }));
    }
    app.log.error({ err: error }, 'shipstation simulator failed');
    return reply.code(500).send(errorBody('An error has occurred.'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorBody(`No HTTP resource was found that matches the request URI '${request.url.split('?')[0]}'.`)),
  );

  /** Fault switch, credentials, then the rate limit: true when the request was answered here. */
  async function refused(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (await applyFault(app.db, SERVICE, reply, faultBody)) return true;
    if (!authenticated(request, options)) {
      await reply.code(401).send(errorBody('Authorization has been denied for this request.'));
      return true;
    }
    const rate = await countRequest(app.db, options.apiKey, limits, new Date());
    void reply.headers({
      'x-rate-limit-limit': String(rate.limit),
      'x-rate-limit-remaining': String(rate.remaining),
      'x-rate-limit-reset': String(rate.resetSeconds),
    });
    if (rate.exceeded) {
      await reply.code(429).send(errorBody('Too Many Requests'));
      return true;
    }
    return false;
  }

  async function answer(reply: FastifyReply, work: () => Promise<unknown>) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof SimulatedRefusal)
        return reply.code(error.status).send(errorBody(error.message, error.modelState));
      throw error;
    }
  }

  app.get<{ Querystring: Record<string, unknown> }>('/orders', async (request, reply) => {
    if (await refused(request, reply)) return reply;
    return answer(reply, async () => {
      refreshedAt = new Date();
      await refreshShopStores(app.db, refreshedAt);
      return listOrders(app.db, request.query ?? {});
    });
  });

  app.post<{ Body: MarkShippedBody }>('/orders/markasshipped', async (request, reply) => {
    if (await refused(request, reply)) return reply;
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return reply.code(400).send(errorBody('The request is invalid.', { request: ['A JSON object is required.'] }));
    }
    return answer(reply, () => markShipped(app.db, body, new Date()));
  });

  app.get<{ Querystring: { showInactive?: string; marketplaceId?: string } }>('/stores', async (request, reply) => {
    if (await refused(request, reply)) return reply;
    const query = Object.fromEntries(
      Object.entries(request.query ?? {}).map(([key, value]) => [key.toLowerCase(), value]),
    );
    const showInactive = String(query.showinactive ?? '').toLowerCase() === 'true';
    const marketplace = query.marketplaceid === undefined ? undefined : Number(query.marketplaceid);
    if (marketplace !== undefined && !Number.isInteger(marketplace)) {
      return reply.code(400).send(
        errorBody('The request is invalid.', {
          marketplaceId: [`The value '${String(query.marketplaceid)}' is not valid.`],
        }),
      );
    }
    const origin = `${request.protocol}://${request.host}`;
    return storeEntries(origin, formatShipStationTime(refreshedAt)).filter(
      (store) => (showInactive || store.active) && (marketplace === undefined || store.marketplaceId === marketplace),
    );
  });

  const inspection = { onRequest: sandboxInspectionAccess };

  app.get<{ Querystring: { order_number?: string; store_id?: string } }>(
    '/_orders',
    inspection,
    async (request, reply) => {
      const orderNumber = request.query.order_number?.trim();
      if (!orderNumber) return badRequest(reply, 'order_number is required.');
      const storeId = request.query.store_id === undefined ? undefined : Number(request.query.store_id);
      if (storeId !== undefined && !Number.isInteger(storeId))
        return badRequest(reply, 'store_id must be a whole number.');
      await refreshShopStores(app.db, new Date());
      void reply.header('cache-control', 'no-store');
      return ordersWithShipments(app.db, orderNumber, storeId);
    },
  );

  app.post('/_orders', inspection, async (request, reply) => {
    const parsed = TestOrderBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return badRequest(reply, `${issue.path.join('.')}: ${issue.message}`);
    }
    return reply.code(201).send(await createTestOrder(app.db, parsed.data, new Date()));
  });

  app.put('/_rate_limit', inspection, async (request, reply) => {
    const parsed = RateLimitBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return badRequest(reply, `${issue.path.join('.')}: ${issue.message}`);
    }
    limits = { limit: parsed.data.limit, windowMs: Math.round(parsed.data.window_seconds * 1000) };
    await clearRateWindows(app.db);
    return { limit: limits.limit, window_seconds: limits.windowMs / 1000 };
  });

  app.delete('/_rate_limit', inspection, async () => {
    limits = { ...SHIPSTATION_RATE_LIMIT };
    await clearRateWindows(app.db);
    return { limit: limits.limit, window_seconds: limits.windowMs / 1000 };
  });
}
