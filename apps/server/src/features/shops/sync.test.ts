import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeOrder, seedCatalog, syncShops } from '../../test/shops';
import { syncShop } from './service';
import { shopOrderItems, shopOrders, shopSync } from './tables';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
  admin = await t.loginAs('administrator');
});
afterAll(() => t.close());
afterEach(() => t.app.inject({ method: 'DELETE', url: '/sandbox/woocommerce/_faults' }));

const deps = () => ({ db: t.db, shops: t.app.integrations.shops, log: t.app.log });
const mirrored = (shop: string) => t.db.select().from(shopOrders).where(eq(shopOrders.shop, shop));

describe('shop sync into the order mirror', () => {
  it('copies every order across several pages, with line items, and records when', async () => {
    for (let index = 0; index < 230; index++) {
      await placeOrder(t, 'tipm', [{ sku: '68099135AC-REBUILT', quantity: 1 + (index % 2) }], { status: 'completed' });
    }
    const outcome = await syncShop(deps(), 'tipm');
    expect(outcome).toEqual({ started: true, synced: 230 });
    expect(await mirrored('tipm')).toHaveLength(230);
    const [items] = await t.db
      .select({ quantity: sql<number>`sum(${shopOrderItems.quantity})::int` })
      .from(shopOrderItems)
      .where(eq(shopOrderItems.shop, 'tipm'));
    expect(items?.quantity).toBe(345);
    const [state] = await t.db.select().from(shopSync).where(eq(shopSync.shop, 'tipm'));
    expect(state).toMatchObject({ status: 'idle', orders_synced: 230 });
    expect(state!.pages_done).toBeGreaterThanOrEqual(3);
    expect(state!.pages_total).toBe(state!.pages_done);
    expect(state!.last_synced_at).toBeInstanceOf(Date);
  });

  it('takes only what changed since the last sync, including status changes', async () => {
    // The orders above were placed within a second or two; move them back so "since the cursor" is unambiguous.
    await t.db.execute(sql`update sandbox.wc_orders set date_modified_gmt = date_modified_gmt - interval '10 minutes'`);
    const placed = await placeOrder(t, 'tipm', [{ sku: 'FPBYPASS-KIT', quantity: 3 }], { status: 'processing' });
    await t.app.integrations.shops.updateOrder('tipm', placed.id, { status: 'completed' });
    const outcome = await syncShop(deps(), 'tipm');
    expect(outcome.started).toBe(true);
    const [state] = await t.db.select().from(shopSync).where(eq(shopSync.shop, 'tipm'));
    expect(state!.orders_synced).toBe(1);
    const [order] = await t.db.select().from(shopOrders).where(eq(shopOrders.woo_id, placed.id));
    expect(order?.status).toBe('completed');
  });

  it('lets one sync of a shop run at a time', async () => {
    await t.app.inject({ method: 'PUT', url: '/sandbox/woocommerce/_faults', payload: { latency_ms: 300 } });
    const [first, second] = await Promise.all([syncShop(deps(), 'ecm'), syncShop(deps(), 'ecm')]);
    expect([first.started, second.started].sort()).toEqual([false, true]);
  });

  it('records a failing shop and keeps the mirror as it was', async () => {
    const before = (await mirrored('tipm')).length;
    await placeOrder(t, 'tipm', [{ sku: 'FPBYPASS-KIT', quantity: 1 }]);
    await t.app.inject({ method: 'PUT', url: '/sandbox/woocommerce/_faults', payload: { fail_status: 503 } });
    await expect(syncShop(deps(), 'tipm')).rejects.toThrow();
    const [state] = await t.db.select().from(shopSync).where(eq(shopSync.shop, 'tipm'));
    expect(state?.status).toBe('failed');
    expect(state?.last_error).toBeTruthy();
    expect((await mirrored('tipm')).length).toBe(before);
    await t.app.inject({ method: 'DELETE', url: '/sandbox/woocommerce/_faults' });
    await syncShops(t, ['tipm']);
    expect((await mirrored('tipm')).length).toBe(before + 1);
  });

  it('leaves the sync idle, not failed, when the shop stops answering because the server is shutting down', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/sandbox/woocommerce/_faults',
      payload: { fail_status: 503, latency_ms: 300 },
    });
    const shutdown = new AbortController();
    setTimeout(() => shutdown.abort(), 50);
    await expect(syncShop({ ...deps(), signal: shutdown.signal }, 'tipm')).rejects.toThrow(
      'The server stopped during this sync',
    );
    const [state] = await t.db.select().from(shopSync).where(eq(shopSync.shop, 'tipm'));
    expect(state).toMatchObject({ status: 'idle', lease_owner: null });
  });

  it('shows each shop’s state and lets only administrators start a sync', async () => {
    const states = await t.call(admin, { method: 'GET', url: '/api/v1/shop_sync' });
    expect(states.json().shops.map((state: { shop: string }) => state.shop)).toEqual(['tipm', 'ecm']);
    expect(states.json().shops[0].mirrored_orders).toBeGreaterThan(230);
    const started = await t.call(admin, { method: 'POST', url: '/api/v1/shop_sync/ecm' });
    expect(started.statusCode).toBe(202);
    const csr = await t.loginAs('csr_manager');
    expect((await t.call(csr, { method: 'POST', url: '/api/v1/shop_sync/ecm' })).statusCode).toBe(403);
    expect((await t.call(admin, { method: 'POST', url: '/api/v1/shop_sync/amazon' })).statusCode).toBe(400);
    for (let wait = 0; wait < 50; wait++) {
      const [state] = await t.db.select().from(shopSync).where(eq(shopSync.shop, 'ecm'));
      if (state?.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
