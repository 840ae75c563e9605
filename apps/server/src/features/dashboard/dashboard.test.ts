import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeOrder, seedCatalog, syncShops } from '../../test/shops';

let t: TestApp;
let token: string;
let tipmType: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
  token = await t.loginAs('technician');
  const lookup = await t.app.integrations.shops.partNumberLookup('tipm');
  tipmType = lookup.find((entry) => entry.sku.startsWith('68099135AC'))!.TYPE.replace('TYPE-', '');

  const october = (day: string, time = '18:00:00') => ({
    date_created_gmt: `2026-10-${day}T${time}Z`,
    status: 'completed',
  });
  await placeOrder(
    t,
    'tipm',
    [
      { sku: '68099135AC-REBUILT', quantity: 2 },
      { sku: 'FPBYPASS-KIT', quantity: 1 },
    ],
    october('05'),
  );
  await placeOrder(
    t,
    'tipm',
    [
      { sku: 'TIPM-REPAIR-SERVICE', quantity: 1 },
      { sku: 'CORE-CHARGE-MISC', quantity: 1 },
    ],
    october('20'),
  );
  await placeOrder(
    t,
    'tipm',
    [
      { sku: '68196138AE-REBUILT', quantity: 1 },
      { sku: '68198346AF-NEW', quantity: 2 },
    ],
    october('22'),
  );
  await placeOrder(t, 'tipm', [{ sku: 'FUSEHOLDER-TIPM', quantity: 4 }], { ...october('21'), status: 'cancelled' });
  // 06:30 UTC on 1 October is still 30 September in Los Angeles.
  await placeOrder(t, 'tipm', [{ sku: '68099135AC-NEW', quantity: 1 }], october('01', '06:30:00'));
  await placeOrder(t, 'ecm', [{ sku: 'ECM-REPAIR-SERVICE', quantity: 3 }], october('10'));
  await syncShops(t);
});
afterAll(() => t.close());

const distribution = (query: string) =>
  t.call(token, { method: 'GET', url: `/api/v1/dashboard/order_distribution?${query}` });

describe('GET /api/v1/dashboard/order_distribution', () => {
  it('counts items of processing and completed TIPM-shop orders in the Los Angeles days asked for', async () => {
    const response = await distribution('date_start=2026-10-01&date_end=2026-10-31');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.categories).toEqual({ TIPM: 2, FCM: 1, BCM: 2, Accessories: 1, CustomLines: 1, Repairs: 1 });
    expect(body.accessories).toMatchObject({ Bypass: 1, Fuse_Holder: 0 });
    expect(body.tipm_types[tipmType]).toBe(2);
    expect(body).toMatchObject({ total_tipms: 2, total_items: 8, total_orders: 3 });
    expect(body.last_synced_at).toEqual(expect.any(String));
  });

  it('includes the order placed late on 30 September (Los Angeles) when the range starts that day', async () => {
    const body = (await distribution('date_start=2026-09-30&date_end=2026-09-30')).json();
    expect(body).toMatchObject({ total_tipms: 1, total_items: 1, total_orders: 1 });
  });

  it('adds the ECM shop when asked for all sites', async () => {
    const body = (await distribution('date_start=2026-10-01&date_end=2026-10-31&site=all')).json();
    expect(body.categories.Repairs).toBe(4);
    expect(body.total_orders).toBe(4);
  });

  it('refuses a start after the end with "Invalid date range", and unreal dates', async () => {
    const reversed = await distribution('date_start=2026-10-31&date_end=2026-10-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toContain('Invalid date range');
    expect((await distribution('date_start=2026-02-30&date_end=2026-03-01')).statusCode).toBe(400);
    expect((await distribution('date_end=2026-03-01')).statusCode).toBe(400);
  });

  it('is for people with the dashboard permission', async () => {
    const grim = await t.loginAs('rtgrim');
    expect(
      (
        await t.call(grim, {
          method: 'GET',
          url: '/api/v1/dashboard/order_distribution?date_start=2026-10-01&date_end=2026-10-02',
        })
      ).statusCode,
    ).toBe(403);
  });
});
