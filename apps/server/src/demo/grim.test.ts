import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRIM_STATUSES, type RtgrimOrder } from '@makro/domain/grim';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { seedCatalog, syncShops } from '../test/shops';
import { rtgrimOrders } from '../features/grim/tables';
import { loadDemoGrim } from './grim';

let t: TestApp;
let rtgrim: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
  await loadDemoGrim(t.db, new Date());
  rtgrim = await t.loginAs('rtgrim');
});
afterAll(() => t.close());

const orders = async () =>
  (await t.call(rtgrim, { method: 'GET', url: '/api/v1/rtgrim/rtgrim_orders?per_page=100' })).json<{
    rtgrim_orders: RtgrimOrder[];
  }>().rtgrim_orders;

describe('R.T. GRIM in the demo story', () => {
  it('has real TIPM shop orders in every status, the newest New, the shipped ones with carrier and tracking', async () => {
    const all = await orders();
    for (const status of GRIM_STATUSES) expect(all.some((order) => order.status === status)).toBe(true);
    expect(all[0]!.status).toBe('created');
    for (const order of all.filter((item) => item.status === 'shipped_to_customer'))
      expect(order).toMatchObject({ carrier_code: 'ups', tracking_number: expect.stringMatching(/^1Z/) });
    const shopOrder = await t.app.integrations.shops.getOrder('tipm', all[0]!.order_id);
    expect(shopOrder.line_items[0]!.sku).toMatch(/-REPAIR$/);
  });

  it('is not made twice: by the mirror’s sync nor by a second start', async () => {
    const size = async () => (await t.db.select({ n: count() }).from(rtgrimOrders))[0]!.n;
    const before = await size();
    await syncShops(t, ['tipm']);
    await loadDemoGrim(t.db, new Date());
    expect(await size()).toBe(before);
  });

  it('lets a received product be marked shipped (ShipStation awaits its shipment)', async () => {
    const order = (await orders()).find((item) => item.status === 'received_product')!;
    const response = await t.call(rtgrim, {
      method: 'PATCH',
      url: `/api/v1/rtgrim/rtgrim_orders/${order.id}`,
      payload: { status: 'shipped_to_customer', carrier_code: 'ups', tracking_number: '1Z999AA10123456784' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
