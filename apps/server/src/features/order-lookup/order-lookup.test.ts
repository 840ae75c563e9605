import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '@makro/domain/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeOrder, seedCatalog, syncShops, type PlacedOrder } from '../../test/shops';
import { orders, repairOrderSubmissions } from '../../schema';
import type { StorefrontPort } from '../../integrations/woocommerce/port';
import { COUNT_SLICES_AT_ONCE, orderCounts } from './service';

let t: TestApp;
let token: string;
let tipmOrder: PlacedOrder;
let ecmOrder: PlacedOrder;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
  token = await t.loginAs('csr');
  tipmOrder = await placeOrder(t, 'tipm', [{ sku: 'FPBYPASS-KIT', quantity: 1 }]);
  ecmOrder = await placeOrder(t, 'ecm', [{ sku: 'ECM-REPAIR-SERVICE', quantity: 1 }]);
  await t.db
    .insert(repairOrderSubmissions)
    .values({ rep_number: 'REP-77001', source: 'ECM', customer_first_name: 'Ana', customer_last_name: 'Diaz' });
  await t.db.insert(orders).values({ order_number: 'MK-55555', source: 'tipm', customer_name: 'Fleet Co' });
  await syncShops(t);
});
afterAll(() => t.close());
afterEach(() => t.app.inject({ method: 'DELETE', url: '/sandbox/woocommerce/_faults' }));

const lookup = (number: string) =>
  t.call(token, { method: 'GET', url: `/api/v1/orders/lookup?order_number=${encodeURIComponent(number)}` });

describe('GET /api/v1/orders/lookup', () => {
  it('finds a TIPM shop order by number with its customer', async () => {
    const body = (await lookup(tipmOrder.number)).json();
    expect(body).toMatchObject({ found: true, site: 'TIPM', sources: ['tipm'] });
    expect(body.order.number).toBe(tipmOrder.number);
    expect(body.order.billing.email).toContain('@');
    expect(body.order.timezone).toBe(BUSINESS_TIME_ZONE);
  });

  it('finds an ECM order, a repair submission and an internal order, case-insensitively and trimmed', async () => {
    expect((await lookup(ecmOrder.number)).json()).toMatchObject({ found: true, site: 'ECM', sources: ['ecm'] });
    const repair = (await lookup('  rep-77001 ')).json();
    expect(repair).toMatchObject({ found: true, site: 'ECM', sources: ['repair_order_submissions'] });
    expect(repair.order.postgre_meta.rep_number).toBe('REP-77001');
    expect((await lookup('mk-55555')).json()).toMatchObject({ found: true, site: 'TIPM', sources: ['orders'] });
  });

  it('finds nothing for fewer than 5 characters or an unknown number', async () => {
    expect((await lookup('1234')).json()).toEqual({ found: false, site: null, order: null, sources: [] });
    expect((await lookup('99999999')).json().found).toBe(false);
  });

  it('falls back to the mirror when the shop cannot be asked', async () => {
    await t.app.inject({ method: 'PUT', url: '/sandbox/woocommerce/_faults', payload: { fail_status: 500 } });
    const body = (await lookup(tipmOrder.number)).json();
    expect(body).toMatchObject({ found: true, site: 'TIPM', sources: ['tipm'] });
  });
});

describe('GET /api/v1/orders/counts', () => {
  const counts = (query: string) => t.call(token, { method: 'GET', url: `/api/v1/orders/counts?${query}` });
  let dashboardToken: string;
  beforeAll(async () => {
    dashboardToken = await t.loginAs('reports_manager');
    for (const [date, status] of [
      ['2026-01-10T20:00:00Z', 'completed'],
      ['2026-02-15T20:00:00Z', 'processing'],
      ['2026-05-20T20:00:00Z', 'completed'],
      ['2026-06-30T20:00:00Z', 'completed'],
    ] as const) {
      await placeOrder(t, 'tipm', [{ sku: 'FPBYPASS-KIT', quantity: 1 }], { date_created_gmt: date, status });
    }
  });

  it('sums one-month slices for a range of 4 months or more, matching the shop', async () => {
    const response = await t.call(dashboardToken, {
      method: 'GET',
      url: '/api/v1/orders/counts?site=tipm&start_date=2026-01-01&end_date=2026-06-30',
    });
    expect(response.json()).toEqual({ processing_count: 1, completed_count: 3, total_orders: 4 });
    const short = await t.call(dashboardToken, {
      method: 'GET',
      url: '/api/v1/orders/counts?site=tipm&start_date=2026-01-01&end_date=2026-02-28',
    });
    expect(short.json()).toEqual({ processing_count: 1, completed_count: 1, total_orders: 2 });
  });

  it('answers 422 "Invalid date range" for a start after the end', async () => {
    const response = await counts('site=tipm&start_date=2026-06-30&end_date=2026-01-01');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('Invalid date range');
  });

  it('answers 502 "API error: {status}" when the shop fails', async () => {
    await t.app.inject({ method: 'PUT', url: '/sandbox/woocommerce/_faults', payload: { fail_status: 503 } });
    const response = await counts('site=ecm&start_date=2026-01-01&end_date=2026-01-31');
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe('API error: 503');
  });
});

describe('order counts over a long range', () => {
  /** A shop that counts one order per day in each state and records how many of its slices are asked at once. */
  function countingShop() {
    let asking = 0;
    const seen = { most: 0, slices: 0 };
    const days = (range: { startDate: string; endDate: string }) =>
      (Date.parse(range.endDate) - Date.parse(range.startDate)) / 86_400_000 + 1;
    const port = {
      async orderCounts(_shop: string, range: { startDate: string; endDate: string }) {
        asking++;
        seen.slices++;
        seen.most = Math.max(seen.most, asking);
        await new Promise((resolve) => setImmediate(resolve));
        asking--;
        return { processing_count: days(range), completed_count: days(range), total_orders: 2 * days(range) };
      },
    } as unknown as StorefrontPort;
    return { port, seen };
  }

  it('asks the month slices a few at a time and sums them to the same answer as one count of the range', async () => {
    const { port, seen } = countingShop();
    const year = await orderCounts(port, 'tipm', '2025-01-01', '2025-12-31');
    expect(year).toEqual({ processing_count: 365, completed_count: 365, total_orders: 730 });
    expect(seen.slices).toBe(12);
    expect(seen.most).toBe(COUNT_SLICES_AT_ONCE);
  });
});
