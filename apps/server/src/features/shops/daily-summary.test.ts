import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '@makro/domain/shared';
import { SOLD_STATUSES } from '@makro/domain/shops';
import { SANDBOX_WOO } from '../../config';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeOrder, seedCatalog, syncShops } from '../../test/shops';
import { soldProducts, summarizedSoldOrderCount, summarizedSoldProducts } from './service';
import { wholeMonths } from './daily-summary';
import { shopDailyOrders, shopDailySales, shopMonthlySales, shopOrderItems, shopOrders } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
});
afterAll(() => t.close());

const businessDayOf = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE });
const sold = (status: string) => (SOLD_STATUSES as readonly string[]).includes(status);

/** The summary as it should be, recomputed here from the raw mirror with the JavaScript time-zone rules. */
async function recomputedFromRawOrders() {
  const sales = new Map<string, number>();
  const monthly = new Map<string, number>();
  for (const item of await t.db.select().from(shopOrderItems)) {
    if (!sold(item.order_status)) continue;
    const day = businessDayOf.format(item.order_created_gmt);
    const key = [item.shop, day, item.sku, item.base_sku, item.name].join('|');
    sales.set(key, (sales.get(key) ?? 0) + item.quantity);
    const monthKey = [item.shop, `${day.slice(0, 7)}-01`, item.sku, item.base_sku, item.name].join('|');
    monthly.set(monthKey, (monthly.get(monthKey) ?? 0) + item.quantity);
  }
  const orders = new Map<string, number>();
  for (const order of await t.db.select().from(shopOrders)) {
    if (!sold(order.status)) continue;
    const key = [order.shop, businessDayOf.format(order.date_created_gmt)].join('|');
    orders.set(key, (orders.get(key) ?? 0) + 1);
  }
  return { sales: Object.fromEntries(sales), monthly: Object.fromEntries(monthly), orders: Object.fromEntries(orders) };
}

async function summary() {
  const sales: Record<string, number> = {};
  for (const row of await t.db.select().from(shopDailySales)) {
    const key = [row.shop, row.day, row.sku, row.base_sku, row.name].join('|');
    sales[key] = (sales[key] ?? 0) + row.quantity;
  }
  const monthly: Record<string, number> = {};
  for (const row of await t.db.select().from(shopMonthlySales)) {
    const key = [row.shop, row.month, row.sku, row.base_sku, row.name].join('|');
    monthly[key] = (monthly[key] ?? 0) + row.quantity;
  }
  const orders: Record<string, number> = {};
  for (const row of await t.db.select().from(shopDailyOrders)) orders[[row.shop, row.day].join('|')] = row.orders;
  return { sales, monthly, orders };
}

const expectSummaryToMatchRawOrders = async () => expect(await summary()).toEqual(await recomputedFromRawOrders());

const sign = (body: string) => createHmac('sha256', SANDBOX_WOO.webhookSecret).update(body).digest('base64');
async function deliver(topic: string, order: object) {
  const body = JSON.stringify(order);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/woocommerce/tipm',
    headers: { 'content-type': 'application/json', 'x-wc-webhook-topic': topic, 'x-wc-webhook-signature': sign(body) },
    payload: body,
  });
  expect(response.json()).toEqual({ received: true });
}

const november = { start: '2026-11-01', end: '2026-11-30' };

describe("the mirror's daily summary", () => {
  it('counts an order placed at 23:30 in Los Angeles (07:30 UTC the next day) on its Los Angeles day', async () => {
    await placeOrder(t, 'tipm', [{ sku: '68099135AC-REBUILT', quantity: 2 }], {
      date_created_gmt: '2026-11-04T07:30:00Z',
      status: 'completed',
    });
    await placeOrder(t, 'ecm', [{ sku: 'ECM-REPAIR-SERVICE', quantity: 1 }], {
      date_created_gmt: '2026-11-04T18:00:00Z',
    });
    await syncShops(t);

    const third = { start: '2026-11-03', end: '2026-11-03' };
    const fourth = { start: '2026-11-04', end: '2026-11-04' };
    expect(await summarizedSoldOrderCount(t.db, third, ['tipm'])).toBe(1);
    expect(await summarizedSoldOrderCount(t.db, fourth, ['tipm'])).toBe(0);
    expect(await summarizedSoldOrderCount(t.db, fourth, ['tipm', 'ecm'])).toBe(1);
    expect(await summarizedSoldProducts(t.db, third, ['tipm'])).toEqual([
      expect.objectContaining({ shop: 'tipm', sku: '68099135AC-REBUILT', base_sku: '68099135AC', quantity: 2 }),
    ]);
    await expectSummaryToMatchRawOrders();
  });

  it('follows a sync that changes orders, including out of processing and completed', async () => {
    const placed = await Promise.all(
      ['10', '11', '12'].map((day) =>
        placeOrder(t, 'tipm', [{ sku: 'FPBYPASS-KIT', quantity: 3 }], { date_created_gmt: `2026-11-${day}T20:00:00Z` }),
      ),
    );
    await syncShops(t, ['tipm']);
    await expectSummaryToMatchRawOrders();
    const before = await summarizedSoldOrderCount(t.db, november, ['tipm']);

    await t.app.integrations.shops.updateOrder('tipm', placed[0]!.id, { status: 'cancelled' });
    await t.app.integrations.shops.updateOrder('tipm', placed[1]!.id, { status: 'completed' });
    await syncShops(t, ['tipm']);
    expect(await summarizedSoldOrderCount(t.db, november, ['tipm'])).toBe(before - 1);
    await expectSummaryToMatchRawOrders();
  });

  it('follows webhooks: a new order, a status change, a creation time moved into another month, and a deletion', async () => {
    const placed = await placeOrder(t, 'tipm', [{ sku: '68196138AE-REBUILT', quantity: 1 }], {
      date_created_gmt: '2026-11-20T20:00:00Z',
    });
    const order = (await t.app.integrations.shops.getOrder('tipm', placed.id)) as unknown as Record<string, unknown>;
    await deliver('order.created', order);
    await expectSummaryToMatchRawOrders();

    const later = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 19);
    await deliver('order.updated', { ...order, status: 'on-hold', date_modified_gmt: later(1) });
    await expectSummaryToMatchRawOrders();
    await deliver('order.updated', { ...order, status: 'processing', date_modified_gmt: later(2) });
    const moved = { ...order, date_created_gmt: '2026-12-05T20:00:00', date_modified_gmt: later(3) };
    await deliver('order.updated', moved);
    const twentieth = { start: '2026-11-20', end: '2026-11-20' };
    expect(await summarizedSoldOrderCount(t.db, twentieth, ['tipm'])).toBe(0);
    await expectSummaryToMatchRawOrders();

    await deliver('order.deleted', { id: placed.id });
    await expectSummaryToMatchRawOrders();
  });
});

describe('reading the summary', () => {
  const byProduct = (rows: { shop: string; sku: string | null; name: string }[]) =>
    [...rows].sort((a, b) => `${a.shop}${a.sku}${a.name}`.localeCompare(`${b.shop}${b.sku}${b.name}`));

  it('answers what the raw line items answer, for ranges of days, a whole month and months with days around them', async () => {
    await placeOrder(t, 'tipm', [{ sku: 'FPBYPASS-KIT', quantity: 2 }], { date_created_gmt: '2026-10-20T20:00:00Z' });
    await placeOrder(t, 'tipm', [{ sku: 'FPBYPASS-KIT', quantity: 1 }], { date_created_gmt: '2026-12-02T20:00:00Z' });
    await syncShops(t, ['tipm']);
    for (const range of [
      { start: '2026-11-03', end: '2026-11-03' },
      november,
      { start: '2026-10-15', end: '2026-12-10' },
      { start: '2026-09-01', end: '2026-12-31' },
    ]) {
      expect(byProduct(await summarizedSoldProducts(t.db, range, ['tipm', 'ecm']))).toEqual(
        byProduct(await soldProducts(t.db, range, ['tipm', 'ecm'])),
      );
    }
  });

  it('reads whole calendar months from the monthly rows and only the days around them from the daily rows', () => {
    expect(wholeMonths({ start: '2025-11-26', end: '2026-11-25' })).toEqual({
      from: '2025-12-01',
      until: '2026-11-01',
    });
    expect(wholeMonths({ start: '2026-10-01', end: '2026-12-31' })).toEqual({
      from: '2026-10-01',
      until: '2027-01-01',
    });
    expect(wholeMonths({ start: '2026-10-02', end: '2026-10-31' })).toEqual({
      from: '2026-11-01',
      until: '2026-11-01',
    });
    expect(wholeMonths({ start: '2026-09-30', end: '2026-09-30' })).toEqual({
      from: '2026-10-01',
      until: '2026-10-01',
    });
  });
});
