import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_WOO } from '../../config';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeOrder, seedCatalog } from '../../test/shops';
import { shopOrders } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
});
afterAll(() => t.close());

const sign = (body: string, secret = SANDBOX_WOO.webhookSecret) =>
  createHmac('sha256', secret).update(body).digest('base64');

async function orderJson(id: number): Promise<Record<string, unknown>> {
  return (await t.app.integrations.shops.getOrder('tipm', id)) as unknown as Record<string, unknown>;
}

const deliver = (body: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/woocommerce/tipm',
    headers: { 'content-type': 'application/json', 'x-wc-webhook-topic': 'order.created', ...headers },
    payload: body,
  });

const mirroredOrder = async (id: number) => (await t.db.select().from(shopOrders).where(eq(shopOrders.woo_id, id)))[0];

describe('WooCommerce order webhooks', () => {
  it('stores a correctly signed order at once', async () => {
    const placed = await placeOrder(t, 'tipm', [{ sku: '68099135AC-NEW', quantity: 1 }]);
    const body = JSON.stringify(await orderJson(placed.id));
    const response = await deliver(body, { 'x-wc-webhook-signature': sign(body) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect((await mirroredOrder(placed.id))?.status).toBe('processing');
  });

  it('refuses a wrong or missing signature and changes nothing', async () => {
    const placed = await placeOrder(t, 'tipm', [{ sku: '68099135AC-NEW', quantity: 1 }]);
    const body = JSON.stringify(await orderJson(placed.id));
    for (const signature of [sign(body, 'not-the-secret'), sign(`${body} `), undefined]) {
      const response = await deliver(body, signature ? { 'x-wc-webhook-signature': signature } : {});
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Invalid webhook signature');
    }
    expect(await mirroredOrder(placed.id)).toBeUndefined();
  });

  it('checks the signature on the raw bytes, not on re-serialised JSON', async () => {
    const placed = await placeOrder(t, 'tipm', [{ sku: '68099135AC-NEW', quantity: 1 }]);
    const body = JSON.stringify(await orderJson(placed.id), null, 2);
    expect((await deliver(body, { 'x-wc-webhook-signature': sign(body) })).statusCode).toBe(200);
  });

  it('ignores an older copy arriving after a newer one', async () => {
    const placed = await placeOrder(t, 'tipm', [{ sku: '68099135AC-NEW', quantity: 1 }]);
    const older = JSON.stringify(await orderJson(placed.id));
    await t.app.integrations.shops.updateOrder('tipm', placed.id, { status: 'completed' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.app.integrations.shops.updateOrder('tipm', placed.id, { customer_note: 'later change' });
    const newer = JSON.stringify(await orderJson(placed.id));
    await deliver(newer, { 'x-wc-webhook-signature': sign(newer), 'x-wc-webhook-topic': 'order.updated' });
    await deliver(older, { 'x-wc-webhook-signature': sign(older), 'x-wc-webhook-topic': 'order.updated' });
    expect((await mirroredOrder(placed.id))?.status).toBe('completed');
  });

  it('answers the unsigned ping sent when a webhook is created, and takes deletions out of the figures', async () => {
    const ping = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/woocommerce/tipm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'webhook_id=7',
    });
    expect(ping.statusCode).toBe(200);
    const placed = await placeOrder(t, 'tipm', [{ sku: '68099135AC-NEW', quantity: 1 }]);
    const created = JSON.stringify(await orderJson(placed.id));
    await deliver(created, { 'x-wc-webhook-signature': sign(created) });
    const deleted = JSON.stringify({ id: placed.id });
    await deliver(deleted, { 'x-wc-webhook-signature': sign(deleted), 'x-wc-webhook-topic': 'order.deleted' });
    expect((await mirroredOrder(placed.id))?.status).toBe('trash');
  });
});
