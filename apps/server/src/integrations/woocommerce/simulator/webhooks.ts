import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/db/client';
import { invalidId, parseQuery, readPaging, setPagingHeaders, WpError } from './http';
import { serializeWebhook, type SerializedOrder } from './serialize';
import { wcWebhooks } from './tables';

export const WEBHOOK_USER_AGENT = 'WooCommerce/9.0.0 Hookshot (WordPress/6.5)';
const DELIVERY_TIMEOUT_MS = 60_000;
/** WooCommerce disables a webhook after more than five consecutive failed deliveries. */
const MAX_CONSECUTIVE_FAILURES = 5;

const VALID_TOPIC = /^(order|coupon|product|customer)\.(created|updated|deleted|restored)$|^action\.[\w-]+$/;

const pendingDeliveries = new Set<Promise<void>>();
let deliveryCounter = 0;

/** Resolves once every queued webhook delivery (and ping) has finished; tests await it. */
export async function flushWebhookDeliveries(): Promise<void> {
  while (pendingDeliveries.size > 0) await Promise.allSettled([...pendingDeliveries]);
}

/** Runs `task` after the current request has been answered, like WooCommerce's Action Scheduler. */
function inBackground(task: () => Promise<void>): void {
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch(() => undefined)
    .finally(() => pendingDeliveries.delete(run));
  pendingDeliveries.add(run);
}

async function post(url: string, body: string, headers: Record<string, string>): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'user-agent': WEBHOOK_USER_AGENT, ...headers },
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status >= 200 && response.status <= 302;
  } catch {
    return false;
  }
}

export const webhookSignature = (body: string, secret: string) =>
  createHmac('sha256', secret).update(body).digest('base64');

/** Delivers `order.created` / `order.updated` to the shop's active webhooks on that topic, in the background. */
export function queueOrderEvent(
  db: Db,
  shop: string,
  storeUrl: string,
  event: 'created' | 'updated',
  order: SerializedOrder,
): void {
  const topic = `order.${event}`;
  inBackground(async () => {
    const hooks = await db
      .select()
      .from(wcWebhooks)
      .where(and(eq(wcWebhooks.shop, shop), eq(wcWebhooks.topic, topic), eq(wcWebhooks.status, 'active')));
    const body = JSON.stringify(order);
    await Promise.all(
      hooks.map(async (hook) => {
        deliveryCounter += 1;
        const delivered = await post(hook.delivery_url, body, {
          'content-type': 'application/json',
          'x-wc-webhook-source': `${storeUrl}/`,
          'x-wc-webhook-topic': topic,
          'x-wc-webhook-resource': 'order',
          'x-wc-webhook-event': event,
          'x-wc-webhook-id': String(hook.id),
          'x-wc-webhook-delivery-id': String(deliveryCounter),
          'x-wc-webhook-signature': webhookSignature(body, hook.secret),
        });
        await db
          .update(wcWebhooks)
          .set(
            delivered
              ? { failure_count: 0 }
              : {
                  failure_count: sql`${wcWebhooks.failure_count} + 1`,
                  status: sql`case when ${wcWebhooks.failure_count} + 1 > ${MAX_CONSECUTIVE_FAILURES} then 'disabled' else ${wcWebhooks.status} end`,
                },
          )
          .where(eq(wcWebhooks.id, hook.id));
      }),
    );
  });
}

/** GET/POST /webhooks and GET/DELETE /webhooks/{id}; creating one pings its URL with `webhook_id={id}`. */
export function registerWebhookRoutes(
  app: FastifyInstance,
  shop: string,
  storeUrl: (request: FastifyRequest) => string,
): void {
  app.post<{ Body: Record<string, unknown> | undefined }>('/webhooks', async (request, reply) => {
    const body = request.body ?? {};
    const topic = typeof body.topic === 'string' ? body.topic.toLowerCase() : '';
    if (!VALID_TOPIC.test(topic)) {
      throw new WpError(400, 'woocommerce_rest_webhook_invalid_topic', 'Webhook topic is required and must be valid.');
    }
    const deliveryUrl = typeof body.delivery_url === 'string' ? body.delivery_url : '';
    if (!/^https?:\/\//.test(deliveryUrl)) {
      const message = 'Webhook delivery URL must be a valid URL starting with http:// or https://.';
      throw new WpError(400, 'woocommerce_rest_webhook_invalid_delivery_url', message);
    }
    const [row] = await app.db
      .insert(wcWebhooks)
      .values({
        shop,
        name: typeof body.name === 'string' ? body.name : `Webhook created on ${new Date().toUTCString()}`,
        topic,
        delivery_url: deliveryUrl,
        secret: typeof body.secret === 'string' && body.secret ? body.secret : randomBytes(24).toString('base64url'),
        status: body.status === 'paused' || body.status === 'disabled' ? body.status : 'active',
      })
      .returning();
    const hook = row!;
    // The ping is a form post with no signature header.
    inBackground(async () => {
      await post(hook.delivery_url, `webhook_id=${hook.id}`, { 'content-type': 'application/x-www-form-urlencoded' });
    });
    const location = `${storeUrl(request)}/wp-json/wc/v3/webhooks/${hook.id}`;
    return reply
      .code(201)
      .header('Location', location)
      .send(serializeWebhook(hook, storeUrl(request)));
  });

  app.get('/webhooks', async (request, reply) => {
    const paging = readPaging(parseQuery(request));
    const where = eq(wcWebhooks.shop, shop);
    const rows = await app.db
      .select()
      .from(wcWebhooks)
      .where(where)
      .orderBy(asc(wcWebhooks.id))
      .limit(paging.perPage)
      .offset(paging.offset);
    const [total] = await app.db.select({ n: count() }).from(wcWebhooks).where(where);
    setPagingHeaders(request, reply, paging, total?.n ?? 0);
    return rows.map((row) => serializeWebhook(row, storeUrl(request)));
  });

  const findHook = async (id: string) => {
    const numeric = Number(id);
    if (!Number.isSafeInteger(numeric)) return undefined;
    const [row] = await app.db
      .select()
      .from(wcWebhooks)
      .where(and(eq(wcWebhooks.shop, shop), eq(wcWebhooks.id, numeric)));
    return row;
  };

  app.get<{ Params: { id: string } }>('/webhooks/:id', async (request) => {
    const row = await findHook(request.params.id);
    if (!row) throw invalidId('webhook');
    return serializeWebhook(row, storeUrl(request));
  });

  app.delete<{ Params: { id: string } }>('/webhooks/:id', async (request) => {
    const row = await findHook(request.params.id);
    if (!row) throw invalidId('webhook');
    if (parseQuery(request).get('force')?.at(-1) !== 'true') {
      throw new WpError(501, 'woocommerce_rest_trash_not_supported', 'Webhooks do not support trashing.');
    }
    await app.db.delete(wcWebhooks).where(eq(wcWebhooks.id, row.id));
    return serializeWebhook(row, storeUrl(request));
  });
}
