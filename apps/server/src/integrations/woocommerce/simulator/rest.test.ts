import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShopCatalog } from './demo-data';
import { failure, startReceiver, startSimulator, TEST_CREDENTIALS, type RunningSimulator } from './test-support';
import { flushWebhookDeliveries } from './webhooks';

let sim: RunningSimulator;

beforeAll(async () => {
  sim = await startSimulator();
  await seedShopCatalog(sim.db);
});
afterAll(() => sim.close());

describe('authentication', () => {
  it('accepts the official client’s OAuth 1.0a signature over http', async () => {
    const response = await sim.client('tipm').get('products', { per_page: 5, search: 'TIPM' });
    expect(response.status).toBe(200);
    expect(response.data).toHaveLength(5);
  });

  it('signs query values with commas and colons, as the client encodes them', async () => {
    const response = await sim
      .client('tipm')
      .get('orders', { status: 'processing,completed', after: '2020-01-01T00:00:00' });
    expect(response.status).toBe(200);
  });

  it('answers a wrong secret with 401 woocommerce_rest_authentication_error', async () => {
    const { status, data } = await failure(sim.client('tipm', 'cs_wrong').get('orders'));
    expect(status).toBe(401);
    expect(data).toEqual({
      code: 'woocommerce_rest_authentication_error',
      message: 'Invalid signature - provided signature does not match.',
      data: { status: 401 },
    });
  });

  it('checks query-string credentials and ignores Basic auth over plain http', async () => {
    const base = `${sim.storeUrl('tipm')}/wp-json/wc/v3/orders`;
    const wrong = await fetch(`${base}?consumer_key=${TEST_CREDENTIALS.consumerKey}&consumer_secret=nope`);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      code: 'woocommerce_rest_authentication_error',
      message: 'Consumer secret is invalid.',
    });
    const right = await fetch(
      `${base}?consumer_key=${TEST_CREDENTIALS.consumerKey}&consumer_secret=${TEST_CREDENTIALS.consumerSecret}`,
    );
    expect(right.status).toBe(200);
    const basic = `Basic ${Buffer.from(`${TEST_CREDENTIALS.consumerKey}:${TEST_CREDENTIALS.consumerSecret}`).toString('base64')}`;
    const overHttp = await fetch(base, { headers: { authorization: basic } });
    expect(overHttp.status).toBe(401);
    expect(await overHttp.json()).toMatchObject({ code: 'woocommerce_rest_cannot_view' });
    const overHttps = await fetch(base, { headers: { authorization: basic, 'x-forwarded-proto': 'https' } });
    expect(overHttps.status).toBe(200);
  });

  it('reports missing OAuth parameters and unknown keys', async () => {
    const base = `${sim.storeUrl('tipm')}/wp-json/wc/v3/orders`;
    const missing = await fetch(`${base}?oauth_consumer_key=${TEST_CREDENTIALS.consumerKey}`);
    expect(await missing.json()).toMatchObject({ code: 'woocommerce_rest_authentication_missing_parameter' });
    const unknownKey = await fetch(
      `${base}?oauth_consumer_key=ck_x&oauth_timestamp=1&oauth_nonce=n&oauth_signature=s&oauth_signature_method=HMAC-SHA256`,
    );
    expect(await unknownKey.json()).toMatchObject({ message: 'Consumer key is invalid.' });
  });

  it('answers an unknown route with 404 rest_no_route', async () => {
    const response = await fetch(`${sim.storeUrl('tipm')}/wp-json/wc/v3/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });
});

describe('catalogue', () => {
  it('pages categories with X-WP-Total, X-WP-TotalPages and Link', async () => {
    const client = sim.client('tipm');
    const first = await client.get('products/categories', { per_page: 10, page: 1 });
    const total = Number(first.headers['x-wp-total']);
    expect(total).toBeGreaterThan(20);
    expect(Number(first.headers['x-wp-totalpages'])).toBe(Math.ceil(total / 10));
    expect(first.headers.link).toContain('rel="next"');
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(total / 10); page += 1) {
      const response = await client.get('products/categories', { per_page: 10, page });
      for (const category of response.data as { id: number }[]) seen.add(category.id);
    }
    expect(seen.size).toBe(total);
    const makes = (await client.get('products/categories', { parent: 0, per_page: 100 })).data as {
      name: string;
      model_year_list?: number[];
    }[];
    expect(makes.find((make) => make.name === 'Jeep')?.model_year_list).toContain(2011);
  });

  it('refuses per_page 101 with rest_invalid_param', async () => {
    const { status, data } = await failure(sim.client('tipm').get('orders', { per_page: 101 }));
    expect(status).toBe(400);
    expect(data).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): per_page',
      data: { status: 400, params: { per_page: expect.any(String) } },
    });
  });

  it('finds products by SKU and answers states and shipping zones', async () => {
    const client = sim.client('tipm');
    const [product] = (await client.get('products', { sku: '68099135AC-REBUILT' })).data as {
      id: number;
      sku: string;
    }[];
    expect(product?.sku).toBe('68099135AC-REBUILT');
    expect((await client.get(`products/${product!.id}`)).data).toMatchObject({
      sku: '68099135AC-REBUILT',
      price: expect.any(String),
    });
    const us = (await client.get('data/countries/US')).data as { states: { code: string; name: string }[] };
    expect(us.states.find((state) => state.code === 'CA')?.name).toBe('California');
    expect(us.states.some((state) => state.name.includes('&#'))).toBe(true);
    const zones = (await client.get('shipping/zones')).data as { id: number }[];
    expect(zones.map((zone) => zone.id)).toEqual([0, 1]);
    const methods = (await client.get('shipping/zones/1/methods')).data as {
      method_id: string;
      settings: Record<string, { value: string }>;
    }[];
    expect(methods.find((method) => method.method_id === 'flat_rate')?.settings.cost?.value).toBe('15.00');
  });
});

describe('orders', () => {
  it('creates an order with 201, Location and cent-exact totals, then lists it across pages', async () => {
    const client = sim.client('tipm');
    const response = await client.post('orders', {
      set_paid: true,
      payment_method: 'braintree_credit_card',
      billing: {
        first_name: 'Ana',
        last_name: 'Ruiz',
        email: 'ana@example.com',
        state: 'NV',
        country: 'US',
        unknown: 'x',
      },
      shipping: { state: 'NV', country: 'US' },
      line_items: [
        { sku: '68099135AC-REBUILT', product_id: 999999, quantity: 3 },
        { sku: 'NOT-A-SKU', total: '0.10' },
        { sku: 'FPBYPASS-KIT', quantity: 1, total: '0.20' },
      ],
      shipping_lines: [{ method_id: 'flat_rate', method_title: 'FedEx Ground', total: '15.00' }],
    });
    expect(response.status).toBe(201);
    const order = response.data as Record<string, unknown> & {
      id: number;
      line_items: { sku: string | null; price: number; total: string }[];
    };
    expect(response.headers.location).toBe(`${sim.storeUrl('tipm')}/wp-json/wc/v3/orders/${order.id}`);
    expect(order).toMatchObject({
      number: String(order.id),
      status: 'processing',
      created_via: 'rest-api',
      total: '1065.27',
      discount_total: '39.79',
    });
    expect(order.order_key).toMatch(/^wc_order_/);
    expect(order.payment_url).toBe(
      `${sim.storeUrl('tipm')}/checkout/order-pay/${order.id}/?pay_for_order=true&key=${order.order_key}`,
    );
    expect(order.date_paid_gmt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/));
    expect(order.line_items.map((line) => line.sku)).toEqual(['68099135AC-REBUILT', null, 'FPBYPASS-KIT']);
    expect(order.line_items[0]?.price).toBe(349.99);
    expect(order.billing).not.toHaveProperty('unknown');

    for (let index = 0; index < 4; index += 1) {
      await client.post('orders', { line_items: [{ sku: 'FPBYPASS-KIT' }], status: 'completed' });
    }
    const ids = new Set<number>();
    let page = 1;
    let totalPages: number;
    do {
      const listing = await client.get('orders', {
        per_page: 2,
        page,
        status: 'processing,completed',
        orderby: 'id',
        order: 'asc',
      });
      totalPages = Number(listing.headers['x-wp-totalpages']);
      for (const listed of listing.data as { id: number }[]) ids.add(listed.id);
      page += 1;
    } while (page <= totalPages);
    expect(totalPages).toBe(3);
    expect(ids.size).toBe(5);
  });

  it('answers PUT on an unknown id with 400 and updates a known one', async () => {
    const client = sim.client('tipm');
    const { status, data } = await failure(client.put('orders/424242', { status: 'cancelled' }));
    expect(status).toBe(400);
    expect(data).toMatchObject({ code: 'woocommerce_rest_shop_order_invalid_id', message: 'Invalid ID.' });
    expect((await failure(client.get('orders/424242'))).status).toBe(404);
    const created = (await client.post('orders', { line_items: [{ sku: 'FPBYPASS-KIT' }] })).data as { id: number };
    const updated = (await client.put(`orders/${created.id}`, { status: 'completed' })).data as {
      status: string;
      date_completed_gmt: string;
    };
    expect(updated.status).toBe('completed');
    expect(updated.date_completed_gmt).not.toBeNull();
  });

  it('records refunds and reports refund errors with a bare integer data', async () => {
    const client = sim.client('tipm');
    const order = (
      await client.post('orders', {
        set_paid: true,
        payment_method: 'braintree_credit_card',
        line_items: [{ sku: 'FPBYPASS-KIT' }],
      })
    ).data as { id: number; total: string };
    const refund = await client.post(`orders/${order.id}/refunds`, { amount: '10.00', reason: 'Late shipment' });
    expect(refund.status).toBe(201);
    expect(refund.data).toMatchObject({ amount: '10.00', reason: 'Late shipment', refunded_payment: true });
    const after = (await client.get(`orders/${order.id}`)).data as { refunds: { total: string }[] };
    expect(after.refunds[0]?.total).toBe('-10.00');
    const tooMuch = await failure(client.post(`orders/${order.id}/refunds`, { amount: '1000.00' }));
    expect(tooMuch).toEqual({
      status: 500,
      data: expect.objectContaining({ code: 'woocommerce_rest_cannot_create_order_refund', data: 500 }),
    });
  });

  it('delivers order webhooks signed with HMAC-SHA256 of the raw body', async () => {
    const receiver = await startReceiver();
    const client = sim.client('ecm');
    const secret = 'hook-secret';
    const hook = await client.post('webhooks', {
      name: 'Makro',
      topic: 'order.created',
      delivery_url: receiver.url,
      secret,
    });
    expect(hook.status).toBe(201);
    await flushWebhookDeliveries();
    expect(receiver.deliveries[0]?.rawBody).toBe(`webhook_id=${(hook.data as { id: number }).id}`);
    expect(receiver.deliveries[0]?.headers['x-wc-webhook-signature']).toBeUndefined();

    const created = (await client.post('orders', { line_items: [{ sku: '68235107AB-REBUILT' }] })).data as {
      id: number;
    };
    await flushWebhookDeliveries();
    const delivery = receiver.deliveries[1]!;
    expect(delivery.headers['x-wc-webhook-signature']).toBe(
      createHmac('sha256', secret).update(delivery.rawBody).digest('base64'),
    );
    expect(delivery.headers).toMatchObject({
      'x-wc-webhook-topic': 'order.created',
      'x-wc-webhook-source': `${sim.storeUrl('ecm')}/`,
      'user-agent': 'WooCommerce/9.0.0 Hookshot (WordPress/6.5)',
    });
    expect(JSON.parse(delivery.rawBody)).toEqual((await client.get(`orders/${created.id}`)).data);
    expect(((await client.get('webhooks')).data as { topic: string }[]).map((listed) => listed.topic)).toEqual([
      'order.created',
    ]);
    await receiver.close();
  });
});
