import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '@makro/domain/shops';
import { IntegrationError } from '../http-client';
import { createWooCommerceAdapter } from './live-adapter';
import type { StorefrontPort } from './port';
import { seedShopCatalog } from './simulator/demo-data';
import {
  startReceiver,
  startSimulator,
  TEST_CREDENTIALS,
  UPDATE_TAGS_SECRET,
  type RunningSimulator,
} from './simulator/test-support';
import { flushWebhookDeliveries } from './simulator/webhooks';

let sim: RunningSimulator;
let port: StorefrontPort;

const adapterFor = (consumerSecret: string) =>
  createWooCommerceAdapter({
    shops: Object.fromEntries(
      (['tipm', 'ecm'] as Shop[]).map((shop) => [
        shop,
        () => ({
          url: sim.storeUrl(shop),
          consumerKey: TEST_CREDENTIALS.consumerKey,
          consumerSecret,
          updateTagsSecret: UPDATE_TAGS_SECRET,
        }),
      ]),
    ) as Record<Shop, () => { url: string; consumerKey: string; consumerSecret: string; updateTagsSecret: string }>,
    timeoutMs: 5_000,
  });

beforeAll(async () => {
  sim = await startSimulator();
  await seedShopCatalog(sim.db);
  port = adapterFor(TEST_CREDENTIALS.consumerSecret);
});
afterAll(() => sim.close());

describe('WooCommerce adapter against the simulator', () => {
  it('creates, reads, updates, refunds and pages orders', async () => {
    const before = new Date(Date.now() - 60_000).toISOString();
    const created = await port.createOrder('tipm', {
      set_paid: true,
      payment_method: 'braintree_credit_card',
      billing: { first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com', state: 'CA', country: 'US' },
      line_items: [
        { sku: '68099135AC-REBUILT', quantity: 1, meta_data: [{ key: 'Vehicle', value: '2011 Jeep Grand Cherokee' }] },
      ],
    });
    expect(created).toMatchObject({ status: 'processing', created_via: 'rest-api', number: String(created.id) });
    expect(await port.getOrder('tipm', created.id)).toMatchObject({ id: created.id, total: created.total });
    for (let index = 0; index < 4; index += 1)
      await port.createOrder('tipm', { line_items: [{ sku: 'FPBYPASS-KIT' }], status: 'completed' });
    expect((await port.updateOrder('tipm', created.id, { status: 'completed' })).status).toBe('completed');
    const refund = await port.refundOrder('tipm', created.id, { amount: '10.00', reason: 'Partner discount' });
    expect(refund).toMatchObject({ amount: '10.00', reason: 'Partner discount' });

    const seen: number[] = [];
    let page = 1;
    let totalPages: number;
    do {
      const result = await port.listOrders('tipm', {
        status: ['processing', 'completed'],
        after: before,
        orderby: 'id',
        order: 'asc',
        page,
        perPage: 2,
      });
      expect(result.total).toBe(5);
      totalPages = result.totalPages;
      seen.push(...result.items.map((order) => order.id));
      page += 1;
    } while (page <= totalPages);
    expect(totalPages).toBe(3);
    expect(new Set(seen).size).toBe(5);
    const modified = await port.listOrders('tipm', { modifiedAfter: before, orderby: 'modified', perPage: 100 });
    expect(modified.items[0]?.id).toBe(created.id);
  });

  it('manages coupons', async () => {
    const coupon = await port.createCoupon('ecm', {
      code: 'PARTNER-BOLT',
      discount_type: 'percent',
      amount: '15',
      email_restrictions: ['a@bolt.test'],
    });
    expect((await port.listCoupons('ecm', { code: 'partner-bolt' })).items.map((found) => found.id)).toEqual([
      coupon.id,
    ]);
    expect((await port.listCoupons('ecm', { search: 'bolt' })).total).toBe(1);
    expect((await port.updateCoupon('ecm', coupon.id, { amount: '20' })).amount).toBe('20.00');
    expect((await port.deleteCoupon('ecm', coupon.id)).id).toBe(coupon.id);
    expect((await port.listCoupons('ecm', {})).total).toBe(0);
  });

  it('reads the catalogue, states and shipping', async () => {
    const makes = await port.listCategories('tipm', { parent: 0, perPage: 100 });
    const jeep = makes.items.find((make) => make.name === 'Jeep');
    expect(jeep?.model_year_list).toContain(2012);
    const models = await port.listCategories('tipm', { parent: jeep!.id, perPage: 3 });
    expect(models.totalPages).toBeGreaterThan(1);
    const found = await port.searchProducts('tipm', { sku: '68099135AC-NEW' });
    expect(found.items).toHaveLength(1);
    expect((await port.getProduct('tipm', found.items[0]!.id)).sku).toBe('68099135AC-NEW');
    expect((await port.searchProducts('tipm', { search: 'TIPM', perPage: 10, page: 2 })).items).toHaveLength(10);
    expect((await port.usStates('tipm')).some((state) => state.code === 'CA')).toBe(true);
    const zones = await port.shippingZones('ecm');
    expect(zones.map((zone) => zone.id)).toContain(1);
    expect((await port.shippingZoneMethods('ecm', 1)).map((method) => method.method_id)).toEqual([
      'flat_rate',
      'free_shipping',
      'local_pickup',
    ]);
  });

  it('registers and lists webhooks', async () => {
    const receiver = await startReceiver();
    const hook = await port.registerWebhook('tipm', {
      name: 'Makro',
      topic: 'order.updated',
      delivery_url: receiver.url,
      secret: 's3cret',
    });
    expect((await port.listWebhooks('tipm')).map((listed) => listed.id)).toContain(hook.id);
    await flushWebhookDeliveries();
    expect(receiver.deliveries).toHaveLength(1);
    await receiver.close();
  });

  it('calls the custom-api routes', async () => {
    const entries = await port.partNumberLookup('tipm');
    expect(entries.length).toBeGreaterThan(10);
    expect(await port.skusByTag('tipm', 'TIPM')).toContain('68099135AC');
    expect(await port.updateTags('tipm', { search: '68099135AC', newTag: 'TYPE-B' })).toEqual({ updated: 4 });
    const order = await port.createOrder('ecm', {
      line_items: [{ sku: '68235107AB-REBUILT' }],
      billing: { first_name: 'Li', last_name: 'Wu', email: 'li@wu.test', phone: '555' },
    });
    expect(await port.orderByNumber('ecm', order.number)).toMatchObject({
      number: order.number,
      billing: { first_name: 'Li', email: 'li@wu.test' },
    });
    expect(await port.orderByNumber('tipm', '1')).toBeNull();
    const today = order.date_created.slice(0, 10);
    expect(await port.orderCounts('ecm', { startDate: today, endDate: today })).toMatchObject({ total_orders: 1 });
    expect(await port.calculateTax('tipm', { amount: '200.00', country: 'US', state: 'CA' })).toEqual({
      tax_total: '14.50',
    });
  });

  it('reports an auth failure and a shop 5xx as IntegrationError', async () => {
    const wrong = adapterFor('cs_wrong');
    await expect(wrong.getOrder('tipm', 1)).rejects.toMatchObject({
      status: 401,
      message: 'Invalid signature - provided signature does not match.',
    });
    await sim.app.inject({
      method: 'PUT',
      url: '/sandbox/woocommerce/_faults',
      payload: { fail_status: 502, fail_times: 2 },
    });
    await expect(port.listOrders('tipm', {})).rejects.toBeInstanceOf(IntegrationError);
    await expect(port.partNumberLookup('tipm')).rejects.toMatchObject({ status: 502 });
    expect((await port.listOrders('tipm', { perPage: 1 })).items).toHaveLength(1);
  });
});
