import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SHIPSTATION } from '../../config';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedShopDemoData } from '../woocommerce/simulator/demo-data';
import { wcOrders } from '../woocommerce/simulator/tables';
import { createShipStationAdapter, type ShipStationAdapterOptions } from './live-adapter';
import { parseShipStationTime, ShippingError, type ShipStationOrder } from './port';
import { seedShipStationDemoData } from './simulator/demo-data';
import { insertOrders, manualAddress, type NewOrder } from './simulator/manual-orders';
import { SANDBOX_STORE_IDS } from './simulator/stores';
import { shipstationOrders, shipstationShipments } from './simulator/tables';

let t: TestApp;
let apiUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  const address = t.app.server.address();
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sandbox/shipstation`;
});
afterAll(() => t.close());
afterEach(async () => {
  await t.app.inject({ method: 'DELETE', url: '/sandbox/shipstation/_faults' });
  await t.app.inject({ method: 'DELETE', url: '/sandbox/shipstation/_rate_limit' });
});

const adapter = (options: Partial<ShipStationAdapterOptions> = {}) =>
  createShipStationAdapter({
    apiUrl: () => apiUrl,
    apiKey: SANDBOX_SHIPSTATION.apiKey,
    apiSecret: SANDBOX_SHIPSTATION.apiSecret,
    timeoutMs: 5_000,
    ...options,
  });

const STORES = SANDBOX_STORE_IDS;

/** An order keyed into the simulated account through the test route. */
async function order(fields: Record<string, unknown>): Promise<ShipStationOrder> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/sandbox/shipstation/_orders',
    payload: { store_id: STORES.tipm, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a ShippingError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ShippingError);
      return error as ShippingError;
    },
  );

const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
const AUTH = basic(SANDBOX_SHIPSTATION.apiKey, SANDBOX_SHIPSTATION.apiSecret);

describe('ShipStation adapter against the simulator over HTTP', () => {
  it('refuses a wrong key or secret with 401 in ShipStation’s shape, as an AUTHENTICATION failure', async () => {
    const error = await failure(adapter({ apiSecret: 'wrong' }).listStores());
    expect(error).toMatchObject({ code: 'AUTHENTICATION', retryable: false, status: 401 });
    expect(error.message).toContain('Authorization has been denied');
    expect(await failure(adapter({ apiKey: 'someone-else' }).listOrders({}))).toMatchObject({ status: 401 });

    const raw = await t.app.inject({ method: 'GET', url: '/sandbox/shipstation/orders' });
    expect(raw.statusCode).toBe(401);
    expect(raw.json()).toEqual({ Message: 'Authorization has been denied for this request.' });
  });

  it('matches orderNumber as a case-insensitive "starts with", wildcards taken literally', async () => {
    for (const number of ['SST-1001', 'sst-1002', 'SST-2001', 'XSST-1001', 'SST_9', 'SSTx9'])
      await order({ order_number: number });
    const numbers = async (prefix: string) =>
      (await adapter().listOrders({ orderNumber: prefix })).orders.map((found) => found.orderNumber).sort();
    expect(await numbers('sst-1')).toEqual(['SST-1001', 'sst-1002']);
    expect(await numbers('SST-2001')).toEqual(['SST-2001']);
    expect(await numbers('SST_')).toEqual(['SST_9']);
    expect(await numbers('SST%')).toEqual([]);
  });

  it('filters by storeId and by orderStatus, and answers ShipStation’s order shape', async () => {
    await order({ order_number: 'TWIN-500', store_id: STORES.tipm, customer_email: 'pat@example.com' });
    await order({ order_number: 'TWIN-500', store_id: STORES.ecm, order_status: 'on_hold' });
    const both = await adapter().listOrders({ orderNumber: 'TWIN-500' });
    expect(both.total).toBe(2);
    const tipm = await adapter().listOrders({ orderNumber: 'TWIN-500', storeId: STORES.tipm });
    expect(tipm).toMatchObject({ total: 1, page: 1, pages: 1 });
    const found = tipm.orders[0]!;
    expect(found).toMatchObject({
      orderNumber: 'TWIN-500',
      orderStatus: 'awaiting_shipment',
      customerEmail: 'pat@example.com',
      orderTotal: 100,
      advancedOptions: { storeId: STORES.tipm },
      items: [{ sku: 'TEST-SKU', quantity: 1, unitPrice: 100, adjustment: false }],
    });
    expect(found.orderId).toBeGreaterThan(181_000_000);
    expect(found.createDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}$/);
    const held = await adapter().listOrders({ orderNumber: 'TWIN-500', orderStatus: 'on_hold' });
    expect(held.orders.map((entry) => entry.advancedOptions.storeId)).toEqual([STORES.ecm]);
  });

  it('pages through a create-date range 500 at a time, oldest first, every order once', async () => {
    const start = new Date('2020-05-01T07:00:00Z');
    const orders = Array.from({ length: 1_150 }, (_, index) => {
      const created = new Date(start.getTime() + index * 60_000);
      const row: NewOrder = {
        order_number: `PG-${index}`,
        order_key: `pg-${index}`,
        store_id: STORES.retiredTipm,
        order_status: 'shipped',
        order_date: created,
        create_date: created,
        modify_date: created,
        bill_to: manualAddress({ name: 'Paging' }),
        ship_to: manualAddress({ name: 'Paging' }),
        items: [],
        order_total: '10.00',
        amount_paid: '10.00',
      };
      return { order: row, shipment: null };
    });
    await insertOrders(t.db, orders);

    const range = {
      storeId: STORES.retiredTipm,
      createDateStart: start,
      createDateEnd: new Date(start.getTime() + 2 * 86_400_000),
    };
    const pages = [];
    for (let page = 1; page <= 3; page += 1) pages.push(await adapter().listOrders({ ...range, page, pageSize: 500 }));
    expect(pages.map((answer) => [answer.total, answer.page, answer.pages, answer.orders.length])).toEqual([
      [1_150, 1, 3, 500],
      [1_150, 2, 3, 500],
      [1_150, 3, 3, 150],
    ]);
    const numbers = pages.flatMap((answer) => answer.orders.map((entry) => entry.orderNumber));
    expect(numbers).toEqual(orders.map(({ order: row }) => row.order_number));

    await expect(adapter().listOrders({ pageSize: 501 })).rejects.toThrow(RangeError);
    const tooBig = await t.app.inject({
      method: 'GET',
      url: '/sandbox/shipstation/orders?pageSize=501',
      headers: { authorization: AUTH },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().Message).toBe('The request is invalid.');
  });

  it('reads the create-date range as Pacific time, both ends included', async () => {
    // 2021-03-01 00:00:00 in Los Angeles (PST) is 08:00 UTC.
    const at = (iso: string, number: string) => order({ order_number: number, create_date: iso, store_id: STORES.ecm });
    await at('2021-03-01T07:59:59Z', 'TZ-BEFORE');
    await at('2021-03-01T08:00:00Z', 'TZ-FIRST');
    await at('2021-03-02T07:59:59Z', 'TZ-LAST');
    await at('2021-03-02T08:00:00Z', 'TZ-AFTER');
    const answer = await adapter().listOrders({
      storeId: STORES.ecm,
      createDateStart: new Date('2021-03-01T08:00:00Z'),
      createDateEnd: new Date('2021-03-02T07:59:59Z'),
    });
    expect(answer.orders.map((entry) => entry.orderNumber)).toEqual(['TZ-FIRST', 'TZ-LAST']);
    expect(answer.orders[0]!.createDate).toBe('2021-03-01T00:00:00.0000000');
    expect(parseShipStationTime(answer.orders[1]!.createDate)?.toISOString()).toBe('2021-03-02T07:59:59.000Z');
    // The filter as ShipStation's docs write it, by hand.
    const raw = await t.app.inject({
      method: 'GET',
      url: `/sandbox/shipstation/orders?storeid=${STORES.ecm}&CREATEDATESTART=2021-03-01%2000:00:00&createDateEnd=2021-03-01%2023:59:59`,
      headers: { authorization: AUTH },
    });
    expect(raw.json().orders.map((entry: ShipStationOrder) => entry.orderNumber)).toEqual(['TZ-FIRST', 'TZ-LAST']);
  });

  it('sends the three X-Rate-Limit headers and a 429 past the limit; the adapter waits the reset out and succeeds', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/sandbox/shipstation/_rate_limit',
      payload: { limit: 3, window_seconds: 2 },
    });
    const stores = () =>
      t.app.inject({ method: 'GET', url: '/sandbox/shipstation/stores', headers: { authorization: AUTH } });
    const answers = [await stores(), await stores(), await stores(), await stores()];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers.map((answer) => answer.headers['x-rate-limit-remaining'])).toEqual(['2', '1', '0', '0']);
    expect(answers.every((answer) => answer.headers['x-rate-limit-limit'] === '3')).toBe(true);
    expect(Number(answers[3]!.headers['x-rate-limit-reset'])).toBeGreaterThanOrEqual(1);
    expect(answers[3]!.json()).toEqual({ Message: 'Too Many Requests' });

    // The window is used up: this adapter's first call meets a 429, waits X-Rate-Limit-Reset seconds, then succeeds.
    const waits: number[] = [];
    const patient = adapter({
      sleep: (ms) => {
        waits.push(ms);
        return new Promise((resolve) => setTimeout(resolve, ms));
      },
    });
    const began = Date.now();
    await expect(patient.listStores()).resolves.toHaveLength(5);
    expect(waits.length).toBeGreaterThanOrEqual(1);
    expect(Date.now() - began).toBeGreaterThanOrEqual(900);

    // Having seen remaining 2, it spaces the next calls itself instead of running into the limit.
    const more = await Promise.all([
      patient.listStores(),
      patient.listStores(),
      patient.listStores(),
      patient.listStores(),
    ]);
    expect(more.every((list) => list.length === 5)).toBe(true);

    // Bounded: without retries left, the 429 is a retryable RATE_LIMITED failure.
    for (let index = 0; index < 4; index += 1) await stores();
    const impatient = adapter({ maxRateLimitRetries: 0 });
    expect(await failure(impatient.listStores())).toMatchObject({ code: 'RATE_LIMITED', retryable: true, status: 429 });
  }, 30_000);

  it('reports a 5xx from the _faults switch clearly as retryable UNAVAILABLE, and works once it clears', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/sandbox/shipstation/_faults',
      payload: { fail_status: 503, fail_times: 1 },
    });
    const error = await failure(adapter().listOrders({ orderNumber: 'NONE' }));
    expect(error).toMatchObject({ code: 'UNAVAILABLE', retryable: true, status: 503 });
    expect(error.message).toBe('ShipStation is unavailable (503): An error has occurred.');
    await expect(adapter().listOrders({ orderNumber: 'NONE' })).resolves.toMatchObject({ total: 0, orders: [] });

    await t.app.inject({ method: 'PUT', url: '/sandbox/shipstation/_faults', payload: { latency_ms: 400 } });
    const slow = adapter({ timeoutMs: 100 });
    expect(await failure(slow.listStores())).toMatchObject({ code: 'UNAVAILABLE', retryable: true });
  });

  it('marks an order shipped once: two calls at once ship it once, a later call is refused', async () => {
    const open = await order({ order_number: 'SHIP-1' });
    const request = {
      orderId: open.orderId,
      carrierCode: 'ups',
      trackingNumber: '1Z999AA10123456784',
      shipDate: '2026-11-20',
      notifyCustomer: true,
      notifySalesChannel: true,
    };
    const results = await Promise.allSettled([adapter().markAsShipped(request), adapter().markAsShipped(request)]);
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    expect(fulfilled).toEqual([{ status: 'fulfilled', value: { orderId: open.orderId, orderNumber: 'SHIP-1' } }]);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'REFUSED', retryable: false, status: 400 });

    const again = await failure(adapter().markAsShipped(request));
    expect(again.message).toBe(
      `ShipStation refused the request (400): Order ${open.orderId} has already been marked as shipped.`,
    );

    const shipments = await t.db
      .select()
      .from(shipstationShipments)
      .where(eq(shipstationShipments.order_id, open.orderId));
    expect(shipments).toHaveLength(1);
    const seen = await t.app.inject({ method: 'GET', url: '/sandbox/shipstation/_orders?order_number=ship-1' });
    expect(seen.json()).toMatchObject([
      {
        orderId: open.orderId,
        orderStatus: 'shipped',
        shipDate: '2026-11-20',
        carrierCode: 'ups',
        shipments: [{ carrierCode: 'ups', trackingNumber: '1Z999AA10123456784', notifyCustomer: true }],
      },
    ]);
    const listed = await adapter().listOrders({ orderNumber: 'SHIP-1' });
    expect(listed.orders[0]).toMatchObject({ orderStatus: 'shipped', shipDate: '2026-11-20' });
  });

  it('refuses a cancelled order, answers 404 for an unknown one, and ships an order on hold', async () => {
    const cancelled = await order({ order_number: 'SHIP-2', order_status: 'cancelled' });
    const ship = (orderId: number) =>
      adapter().markAsShipped({
        orderId,
        carrierCode: 'fedex',
        trackingNumber: '123456789012',
        notifyCustomer: true,
        notifySalesChannel: false,
      });
    expect(await failure(ship(cancelled.orderId))).toMatchObject({ code: 'REFUSED', status: 400 });
    expect(await failure(ship(1))).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const held = await order({ order_number: 'SHIP-3', order_status: 'on_hold' });
    await expect(ship(held.orderId)).resolves.toEqual({ orderId: held.orderId, orderNumber: 'SHIP-3' });
    const [row] = await t.db.select().from(shipstationOrders).where(eq(shipstationOrders.order_id, held.orderId));
    expect(row).toMatchObject({ order_status: 'shipped', carrier_code: 'fedex' });
    expect(row!.ship_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const missingCarrier = await t.app.inject({
      method: 'POST',
      url: '/sandbox/shipstation/orders/markasshipped',
      headers: { authorization: AUTH },
      payload: { orderId: held.orderId },
    });
    expect(missingCarrier.statusCode).toBe(400);
    expect(missingCarrier.json()).toMatchObject({
      Message: 'The request is invalid.',
      ModelState: { 'request.carrierCode': [expect.any(String)] },
    });
  });

  it('lists the active stores, the inactive one only when asked, by marketplace', async () => {
    const stores = await adapter().listStores();
    expect(stores.map((store) => store.storeId).sort()).toEqual(
      [STORES.manual, STORES.tipm, STORES.ecm, STORES.autoParts, STORES.ebay].sort(),
    );
    expect(stores.find((store) => store.storeId === STORES.tipm)).toMatchObject({
      marketplaceId: 36,
      marketplaceName: 'WooCommerce',
      active: true,
      integrationUrl: expect.stringMatching(/\/sandbox\/woocommerce\/tipm\/$/),
    });
    expect(await adapter().listStores({ showInactive: true })).toHaveLength(6);
    const woo = await adapter().listStores({ marketplaceId: 36, showInactive: true });
    expect(woo.map((store) => store.storeId).sort()).toEqual([STORES.tipm, STORES.ecm, STORES.retiredTipm].sort());

    const unknown = await t.app.inject({ method: 'GET', url: '/sandbox/shipstation/warehouses/9?x=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      Message: "No HTTP resource was found that matches the request URI '/sandbox/shipstation/warehouses/9'.",
    });
  });
});

describe('demo data', () => {
  it('holds both shops’ orders under their numbers, and a few hundred in the other stores, once', async () => {
    const now = new Date();
    await seedShopDemoData(t.db, { endDate: now, days: 20, ordersPerDay: { tipm: 10, ecm: 5 }, seed: 11 });
    await seedShipStationDemoData(t.db, { now, seed: 11 });
    const count = async () => (await t.db.select({ id: shipstationOrders.order_id }).from(shipstationOrders)).length;
    const before = await count();
    await seedShipStationDemoData(t.db, { now, seed: 11 });
    expect(await count()).toBe(before);

    const shopOrders = await t.db.select().from(wcOrders);
    const imported = await t.db
      .select()
      .from(shipstationOrders)
      .where(inArray(shipstationOrders.store_id, [STORES.tipm, STORES.ecm]));
    const byNumber = new Map(imported.filter((row) => row.wc_order_id !== null).map((row) => [row.order_number, row]));
    const expected = {
      processing: 'awaiting_shipment',
      completed: 'shipped',
      'on-hold': 'on_hold',
      pending: 'awaiting_payment',
      cancelled: 'cancelled',
      refunded: 'cancelled',
    } as Record<string, string>;
    for (const shopOrder of shopOrders) {
      const found = byNumber.get(shopOrder.number);
      if (shopOrder.status === 'failed') {
        expect(found, shopOrder.number).toBeUndefined();
        continue;
      }
      expect(found, shopOrder.number).toMatchObject({
        store_id: shopOrder.shop === 'tipm' ? STORES.tipm : STORES.ecm,
        order_status: expected[shopOrder.status],
        order_total: shopOrder.total,
      });
    }
    expect(shopOrders.some((shopOrder) => shopOrder.status === 'processing')).toBe(true);

    // A shipped shop order went out with a tracking number in its carrier's format.
    const shipped = imported.filter(
      (row) => row.wc_order_id !== null && row.order_status === 'shipped' && row.carrier_code !== 'other',
    );
    const shipments = await t.db
      .select()
      .from(shipstationShipments)
      .where(
        inArray(
          shipstationShipments.order_id,
          shipped.map((row) => row.order_id),
        ),
      );
    expect(shipments).toHaveLength(shipped.length);
    const formats: Record<string, RegExp> = { ups: /^1Z[0-9A-Z]{6}03\d{8}$/, fedex: /^\d{12}$/, usps: /^9400\d{18}$/ };
    for (const shipment of shipments) expect(shipment.tracking_number).toMatch(formats[shipment.carrier_code]!);
    expect(new Set(shipments.map((shipment) => shipment.carrier_code))).toEqual(new Set(['fedex', 'ups', 'usps']));

    // Through the API, as the shipping screen will look one up.
    const completed = shopOrders.find((shopOrder) => shopOrder.status === 'completed')!;
    const answer = await adapter().listOrders({
      orderNumber: completed.number,
      storeId: completed.shop === 'tipm' ? STORES.tipm : STORES.ecm,
    });
    const exact = answer.orders.filter((entry) => entry.orderNumber === completed.number);
    expect(exact).toHaveLength(1);
    expect(exact[0]).toMatchObject({
      orderStatus: 'shipped',
      orderKey: String(completed.id),
      advancedOptions: { source: 'woocommerce' },
    });
    const shipping = completed.shipping as { first_name: string; last_name: string; postcode: string };
    expect(exact[0]!.shipTo).toMatchObject({
      name: `${shipping.first_name} ${shipping.last_name}`,
      postalCode: shipping.postcode,
      country: 'US',
    });
    expect(exact[0]!.items.filter((item) => !item.adjustment).map((item) => item.sku)).toEqual(
      (completed.line_items as { sku: string }[]).map((line) => line.sku),
    );

    // The manual, auto-parts and eBay stores: a few hundred orders over the last months, most shipped.
    const own = await t.db
      .select()
      .from(shipstationOrders)
      .where(inArray(shipstationOrders.store_id, [STORES.manual, STORES.autoParts, STORES.ebay]));
    expect(own.length).toBeGreaterThanOrEqual(300);
    for (const store of [STORES.manual, STORES.autoParts, STORES.ebay]) {
      const ofStore = own.filter((row) => row.store_id === store);
      expect(ofStore.length, String(store)).toBeGreaterThan(50);
      expect(ofStore.filter((row) => row.order_status === 'shipped').length / ofStore.length).toBeGreaterThan(0.8);
    }
    const oldest = Math.min(...own.map((row) => row.create_date.getTime()));
    expect(now.getTime() - oldest).toBeGreaterThan(90 * 86_400_000);

    // A shop order placed now reaches ShipStation at the next listing (the store refresh), awaiting shipment. It is
    // placed in the completed order's own shop: the other shop does not sell that SKU.
    const placed = await t.app.inject({
      method: 'POST',
      url: `/sandbox/woocommerce/${String(completed.shop)}/_simulate/orders`,
      payload: { line_items: [{ sku: (completed.line_items as { sku: string }[])[0]!.sku, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBeLessThan(300);
    const number = String(placed.json().number);
    const fresh = await adapter().listOrders({
      orderNumber: number,
      storeId: completed.shop === 'tipm' ? STORES.tipm : STORES.ecm,
    });
    expect(fresh.orders.map((entry) => [entry.orderNumber, entry.orderStatus])).toEqual([
      [number, 'awaiting_shipment'],
    ]);
  }, 60_000);
});
