import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIPM_TYPES } from './catalog-data';
import { SITE_TIME_ZONE } from './dates';
import { seedShopCatalog } from './demo-data';
import { failure, startSimulator, UPDATE_TAGS_SECRET, type RunningSimulator } from './test-support';

let sim: RunningSimulator;
const customApi = (shop: 'tipm' | 'ecm', path: string, init?: RequestInit) =>
  fetch(`${sim.storeUrl(shop)}/wp-json/custom-api/v1${path}`, init);
const postJson = (shop: 'tipm' | 'ecm', path: string, body: unknown) =>
  customApi(shop, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  sim = await startSimulator();
  await seedShopCatalog(sim.db);
});
afterAll(() => sim.close());

describe('custom-api plugin routes', () => {
  it('lists TIPM base part numbers with their TYPE, covering every type', async () => {
    const entries = (await (await customApi('tipm', '/partnumber-lookup')).json()) as { sku: string; TYPE: string }[];
    expect(entries).toContainEqual({ sku: '68099135AC', TYPE: expect.stringMatching(/^TYPE-/) });
    expect(new Set(entries.map((entry) => entry.TYPE))).toEqual(new Set(TIPM_TYPES.map((type) => `TYPE-${type}`)));
    expect(entries.every((entry) => /^\d{8}[A-Z]{2}$/.test(entry.sku))).toBe(true);
  });

  it('lists base part numbers by tag', async () => {
    const { skus } = (await (await customApi('tipm', '/skus-by-tag/FCM_BCM')).json()) as { skus: string[] };
    expect(skus).toContain('68196138AE');
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('moves a part number to a new TYPE tag with the shared secret only', async () => {
    const forbidden = await postJson('tipm', '/update-tags', {
      search: '68099135AC',
      new_tag: 'TYPE-P',
      secret: 'wrong',
    });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
    const response = await postJson('tipm', '/update-tags', {
      search: '68099135AC',
      new_tag: 'TYPE-P',
      secret: UPDATE_TAGS_SECRET,
    });
    expect(await response.json()).toEqual({ success: true, updated: 4 });
    const entries = (await (await customApi('tipm', '/partnumber-lookup')).json()) as { sku: string; TYPE: string }[];
    expect(entries.find((entry) => entry.sku === '68099135AC')?.TYPE).toBe('TYPE-P');
  });

  it('finds orders by number, counts them by local day and searches products', async () => {
    const placed = await fetch(`${sim.storeUrl('tipm')}/_simulate/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // 06:30 UTC on March 3 is still March 2 in Los Angeles.
      body: JSON.stringify({
        line_items: [{ sku: '68099135AC-REBUILT', quantity: 1 }],
        status: 'completed',
        date_created_gmt: '2025-03-03T06:30:00',
      }),
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { number: string; created_via: string; date_created: string };
    expect(order.created_via).toBe('checkout');
    expect(order.date_created).toBe('2025-03-02T22:30:00');
    const found = (await (await customApi('tipm', `/orders/order_number/${order.number}`)).json()) as Record<
      string,
      unknown
    >;
    expect(found).toMatchObject({
      number: order.number,
      timezone: SITE_TIME_ZONE,
      date_created: '2025-03-02T22:30:00',
    });
    expect(found.billing).toEqual({
      first_name: expect.any(String),
      last_name: expect.any(String),
      email: expect.stringContaining('@'),
      phone: expect.any(String),
    });
    const missing = await customApi('ecm', `/orders/order_number/${order.number}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ data: { status: 404 } });
    const counts = await (await customApi('tipm', '/order-counts?start_date=2025-03-02&end_date=2025-03-02')).json();
    expect(counts).toEqual({ processing_count: 0, completed_count: 1, total_orders: 1 });
    const nextDay = await (await customApi('tipm', '/order-counts?start_date=2025-03-03&end_date=2025-03-03')).json();
    expect(nextDay).toMatchObject({ total_orders: 0 });
    const products = (await (await customApi('tipm', '/products/search?keyword=Bypass')).json()) as {
      title: string;
      price: string;
    }[];
    expect(products.length).toBeGreaterThan(0);
    expect(products[0]).toEqual({
      id: expect.any(Number),
      title: expect.stringContaining('Bypass'),
      sku: expect.any(String),
      price: expect.any(String),
    });
  });

  it('calculates California sales tax to two decimals', async () => {
    expect(
      await (await postJson('tipm', '/calculate-tax', { amount: '100.00', country: 'US', state: 'CA' })).json(),
    ).toEqual({ tax_total: '7.25' });
    expect(
      await (await postJson('tipm', '/calculate-tax', { amount: 19.99, country: 'US', state: 'CA' })).json(),
    ).toEqual({ tax_total: '1.45' });
    expect(
      await (await postJson('ecm', '/calculate-tax', { amount: '100.00', country: 'US', state: 'TX' })).json(),
    ).toEqual({ tax_total: '0.00' });
  });

  it('fails with the fault switch in the WordPress envelope', async () => {
    await sim.app.inject({
      method: 'PUT',
      url: '/sandbox/woocommerce/_faults',
      payload: { fail_status: 503, fail_times: 1 },
    });
    const failed = await customApi('tipm', '/partnumber-lookup');
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ code: 'internal_server_error', data: { status: 503 } });
    expect((await customApi('tipm', '/partnumber-lookup')).status).toBe(200);
  });
});

describe('coupons', () => {
  it('refuses a duplicate code, trashes on delete and answers 410 the second time', async () => {
    const client = sim.client('tipm');
    const coupon = {
      code: 'PARTNER-ACME',
      discount_type: 'percent',
      amount: '15',
      individual_use: true,
      email_restrictions: ['buyer@acme.test', '*@acme.test'],
    };
    const created = await client.post('coupons', coupon);
    expect(created.status).toBe(201);
    expect(created.headers.location).toMatch(/\/wp-json\/wc\/v3\/coupons\/\d+$/);
    const id = (created.data as { id: number }).id;
    expect(created.data).toMatchObject({
      code: 'partner-acme',
      amount: '15.00',
      discount_type: 'percent',
      usage_count: 0,
      used_by: [],
    });
    const duplicate = await failure(client.post('coupons', { ...coupon, code: 'partner-acme' }));
    expect(duplicate).toEqual({
      status: 400,
      data: {
        code: 'woocommerce_rest_coupon_code_already_exists',
        message: 'The coupon code already exists',
        data: { status: 400 },
      },
    });
    expect(((await client.get('coupons', { code: 'PARTNER-ACME' })).data as unknown[]).length).toBe(1);
    const updated = await client.put(`coupons/${id}`, {
      amount: '20',
      meta_data: [{ key: 'company_name', value: 'Acme' }],
    });
    expect(updated.data).toMatchObject({ amount: '20.00', meta_data: [{ key: 'company_name', value: 'Acme' }] });
    expect((await failure(client.put('coupons/999999', { amount: '1' }))).status).toBe(400);

    const trashed = await client.delete(`coupons/${id}`);
    expect(trashed.data).toMatchObject({ id, status: 'trash' });
    const again = await failure(client.delete(`coupons/${id}`));
    expect(again).toMatchObject({ status: 410, data: { code: 'woocommerce_rest_already_trashed' } });
    expect((await client.delete(`coupons/${id}`, { force: true })).status).toBe(200);
    expect((await failure(client.get(`coupons/${id}`))).status).toBe(404);
  });

  it('applies a percent coupon to an order in whole cents', async () => {
    const client = sim.client('tipm');
    await client.post('coupons', { code: 'ten', discount_type: 'percent', amount: '10' });
    const order = await client.post('orders', {
      shipping: { state: 'CA', country: 'US' },
      line_items: [{ sku: 'FPBYPASS-KIT', quantity: 1 }],
      coupon_lines: [{ code: 'ten' }],
    });
    // 39.99 − 4.00 = 35.99 net, CA tax 7.25 % = 2.61.
    expect(order.data).toMatchObject({ discount_total: '4.00', total_tax: '2.61', total: '38.60' });
  });
});
