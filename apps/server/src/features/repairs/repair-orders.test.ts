import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '@makro/domain/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedCatalog } from '../../test/shops';
import { outbox } from '../../platform/jobs/tables';
import { ticketIdByNumber } from '../tickets/service';
import { repairOrderSubmissions } from './tables';
import { REPAIR_REQUEST_META_KEY } from './shop-order';
import { repairClaimKey } from './claim';

let t: TestApp;
let csr: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
  csr = await t.loginAs('csr');
});
afterAll(() => t.close());
afterEach(() => t.app.inject({ method: 'DELETE', url: '/sandbox/woocommerce/_faults' }));

const fault = (settings: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/sandbox/woocommerce/_faults', payload: settings });
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/repair-intake${url}` });

const customer = (email = `walkin-${randomUUID().slice(0, 8)}@example.com`) => ({
  first_name: 'Ana',
  last_name: 'Lopez',
  email,
  phone: '(559) 555-0142',
  address: '12 Main St',
  business_name: 'Lopez Auto',
  city: 'Fresno',
  state: 'CA',
  zip: '93701',
});
const tipmOrder = {
  vin: '1J4RR4GG5BC512345',
  repair_type: 'tipm',
  year: 2011,
  make: 'Jeep',
  model: 'Grand Cherokee',
  engine: '3.6',
  subtotal: '189.00',
  terms: 30,
  issues: ['Fuel Pump', 'Horn'],
  description: 'Fuel pump runs with the key off.\nHorn sounds by itself.',
};
const request = (order: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  request_key: randomUUID(),
  customer: customer(),
  order: { ...tipmOrder, ...order },
  ...extra,
});

const staffCreate = (body: Record<string, unknown>, token: string | null = csr) =>
  t.call(token ?? undefined, {
    method: 'POST',
    url: '/api/v1/repair_order_submissions',
    payload: { repair_order_submission: body },
  });
const publicCreate = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/repair-intake/orders', payload: { repair_order_submission: body } });

const ordersWithKey = async (shop: 'tipm' | 'ecm', email: string, key: string) =>
  (await t.app.integrations.shops.listOrders(shop, { search: email, perPage: 100 })).items.filter((order) =>
    order.meta_data.some((meta) => meta.key === REPAIR_REQUEST_META_KEY && meta.value === key),
  );
const submissionsWithKey = (key: string) =>
  t.db.select().from(repairOrderSubmissions).where(eq(repairOrderSubmissions.request_key, key));
const ticketCount = async () =>
  Number(
    ((await t.db.execute(sql`select count(*)::int as n from tickets`)) as unknown as { rows: { n: number }[] }).rows[0]!
      .n,
  );
const meta = (entries: { key: string; value: unknown }[], key: string) =>
  entries.find((entry) => entry.key === key)?.value;

describe('the shop look-ups', () => {
  it('answers the states, from the ECM shop when the TIPM shop fails, and the spec’s sentence when both do', async () => {
    await fault({ fail_status: 503 });
    const failed = await get('/states');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe('Failed to load states.');
    await fault({ fail_status: 503, fail_times: 1 });
    const states = await get('/states');
    expect(states.statusCode).toBe(200);
    expect(states.json().states).toContainEqual({ code: 'CA', name: 'California' });
  });

  it('lists makes with their years and every year sorted, and keeps them for a while', async () => {
    const response = await get('/vehicle-makes?repair_type=tipm');
    expect(response.statusCode).toBe(200);
    const { makes, years } = response.json<{
      makes: { id: number; name: string; years: number[] }[];
      years: number[];
    }>();
    const jeep = makes.find((make) => make.name === 'Jeep')!;
    expect(jeep.years).toContain(2011);
    expect(makes.map((make) => make.name)).toContain('Chrysler');
    expect(years).toEqual([...new Set(makes.flatMap((make) => make.years))].sort((a, b) => a - b));
    await fault({ fail_status: 503 });
    expect((await get('/vehicle-makes?repair_type=tipm')).statusCode).toBe(200);
    expect((await get('/vehicle-makes?repair_type=ecm')).json().error.message).toBe(
      'Failed to load vehicle categories.',
    );
  });

  it('lists a make’s models with the shop’s entities decoded', async () => {
    const { makes } = (await get('/vehicle-makes?repair_type=tipm')).json<{ makes: { id: number; name: string }[] }>();
    const chrysler = makes.find((make) => make.name === 'Chrysler')!;
    const { models } = (await get(`/vehicle-makes/${chrysler.id}/models?repair_type=tipm`)).json<{
      models: { name: string }[];
    }>();
    expect(models.map((model) => model.name)).toContain('Town & Country');
  });

  it('computes the tax of a subtotal in a state with its percent and total, and says when it cannot', async () => {
    const tax = await t.app.inject({
      method: 'POST',
      url: '/api/v1/repair-intake/tax',
      payload: { repair_type: 'vk2', subtotal: '189', state: 'CA' },
    });
    expect(tax.json()).toEqual({ tax_amount: '13.70', tax_percent: '7.25', total: '202.70' });
    await fault({ fail_status: 500 });
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/repair-intake/tax',
      payload: { repair_type: 'tipm', subtotal: '189', state: 'CA' },
    });
    expect([failed.statusCode, failed.json().error.message]).toEqual([502, 'Failed to calculate tax.']);
  });
});

describe('creating a repair order', () => {
  it('makes the shop order exactly as the spec says, then the repair order and its ticket', async () => {
    const body = request({}, { overrides: undefined });
    const response = await staffCreate({ ...body, order: { ...body.order, po_number: 'PO-7781' } });
    expect(response.statusCode).toBe(201);
    const { repair_order: created, message } = response.json();
    expect(message).toBe('Repair service order successfully created!');
    expect(created).toMatchObject({
      subtotal: '189.00',
      tax_amount: '13.70',
      tax_percent: '7.25',
      total: '202.70',
      terms: 30,
    });
    expect(created.ticket_number).toBe(`REP-${created.order_number}`);
    expect(created.payment_url).toContain('/checkout/order-pay/');

    const [order] = await ordersWithKey('tipm', body.customer.email, body.request_key);
    const { items: products } = await t.app.integrations.shops.searchProducts('tipm', {
      sku: 'UNLISTED-REPAIR-SERVICE-MISC',
    });
    expect(order).toMatchObject({
      number: created.order_number,
      status: 'pending',
      payment_method: 'account_terms',
      payment_method_title: 'Pay on Account',
      total: '202.70',
      total_tax: '13.70',
      billing: {
        first_name: 'Ana',
        company: 'Lopez Auto',
        state: 'CA',
        postcode: '93701',
        country: 'US',
        email: body.customer.email,
      },
      shipping: { address_1: '12 Main St', city: 'Fresno' },
    });
    expect(order!.date_paid_gmt).toBeNull();
    expect(order!.line_items).toHaveLength(1);
    const line = order!.line_items[0]!;
    expect(line).toMatchObject({
      sku: 'UNLISTED-REPAIR-SERVICE-MISC',
      product_id: products[0]!.id,
      quantity: 1,
      total: '189.00',
    });
    expect(meta(line.meta_data, 'Vehicle')).toBe('2011 Jeep Grand Cherokee');
    expect(meta(line.meta_data, '17 Digit VIN')).toBe('1J4RR4GG5BC512345');
    expect(meta(line.meta_data, 'Issues')).toBe('Fuel Pump, Horn');
    expect(meta(line.meta_data, 'Failure Description')).toBe(body.order.description);
    expect(order!.shipping_lines).toEqual([
      expect.objectContaining({ method_id: 'local_pickup', method_title: 'Local Pickup', total: '0.00' }),
    ]);
    expect(order!.tax_lines).toEqual([expect.objectContaining({ rate_code: 'US-CA-TAX-1', rate_id: 1, label: 'Tax' })]);
    expect(meta(order!.meta_data, '_created_by')).toBe(t.config.company.name);
    expect(meta(order!.meta_data, '_payment_terms')).toBe('30');
    expect(meta(order!.meta_data, '_due_date')).toBe(created.due_date);
    expect(Date.parse(created.due_date) - Date.parse(businessToday())).toBe(30 * 86_400_000);

    const [row] = await submissionsWithKey(body.request_key);
    expect(row).toMatchObject({
      rep_number: created.order_number,
      source: 'TIPM',
      vehicle_year: 2011,
      vehicle_make_model: 'Jeep-Grand Cherokee',
      issue_category: 'Fuel Pump, Horn',
      issue_brief_description: 'Fuel pump runs with the key off.',
      handled_by: t.config.company.name,
      is_walk_in: true,
      is_paid: false,
      shipping_option: 'local_pickup',
      invoice_number: order!.order_key,
      po_number: 'PO-7781',
      total_price: '202.70',
    });
    const list = await t.call(csr, {
      method: 'GET',
      url: `/api/v1/tickets?ticket_type=repair&keyword=${created.order_number}`,
    });
    expect(list.json().tickets).toEqual([expect.objectContaining({ ticket_number: `REP-${created.order_number}` })]);
  });

  it('takes a walk-in VK2 order without a session, on the ECM shop, with its firmware', async () => {
    const body = request({
      repair_type: 'vk2',
      year: null,
      make: '',
      model: '',
      firmware: '8C3A-12A650-AUB',
      issues: ['Immobilizer'],
    });
    const response = await publicCreate(body);
    expect(response.statusCode).toBe(201);
    const [order] = await ordersWithKey('ecm', body.customer.email, body.request_key);
    expect(order!.line_items[0]!.name).toBe('VK-C3812 Ford');
    expect(meta(order!.line_items[0]!.meta_data, 'Firmware')).toBe('8C3A-12A650-AUB');
    const [row] = await submissionsWithKey(body.request_key);
    expect(row).toMatchObject({
      source: 'ECM',
      repair_type: 'vk2',
      oe_sku: '8C3A-12A650-AUB',
      created_by_user_id: null,
    });
  });

  it('uses the staff member’s tax percent, and never a total it is sent', async () => {
    const body = request({ subtotal: '250' }, { overrides: { tax_percent: '0' }, total: '1.00' });
    const { repair_order: created } = (await staffCreate(body)).json();
    expect(created).toMatchObject({ tax_amount: '0.00', tax_percent: '0.00', total: '250.00' });
    const [order] = await ordersWithKey('tipm', body.customer.email, body.request_key);
    expect(order!.total).toBe('250.00');
  });

  it('refuses a bad field with a 400 naming it, a make or year the shop does not list, and a filled honeypot', async () => {
    const refused = async (body: Record<string, unknown>, send = staffCreate) => {
      const response = await send(body);
      return [response.statusCode, response.json().error.details?.fields?.[0]?.field];
    };
    const prefix = 'body.repair_order_submission';
    expect(await refused(request({ make: '' }))).toEqual([400, `${prefix}.order.make`]);
    expect(await refused(request({ repair_type: 'vk2', firmware: 'NOPE' }))).toEqual([400, `${prefix}.order.firmware`]);
    expect(await refused(request({ subtotal: '0' }))).toEqual([400, `${prefix}.order.subtotal`]);
    expect(await refused(request({ issues: ['Misfires'] }))).toEqual([400, `${prefix}.order.issues`]);
    expect(await refused({ ...request(), customer: { ...customer(), zip: '0' } })).toEqual([
      400,
      `${prefix}.customer.zip`,
    ]);
    expect(await refused({ ...request(), customer: { ...customer(), state: 'ZZ' } })).toEqual([
      400,
      `${prefix}.customer.state`,
    ]);
    expect(await refused({ ...request(), request_key: 'again' })).toEqual([400, `${prefix}.request_key`]);
    expect(await refused(request({}, { overrides: { tax_percent: '100' } }))).toEqual([
      400,
      `${prefix}.overrides.tax_percent`,
    ]);
    const { makes } = (await get('/vehicle-makes?repair_type=tipm')).json<{
      makes: { id: number; name: string; years: number[] }[];
    }>();
    const volkswagen = makes.find((make) => make.name === 'Volkswagen')!;
    expect(await refused(request({ make_id: volkswagen.id, make: 'Jeep' }))).toEqual([400, `${prefix}.order.make`]);
    expect(await refused(request({ make_id: volkswagen.id, make: 'Volkswagen', year: 2020 }))).toEqual([
      400,
      `${prefix}.order.year`,
    ]);
    expect(await refused(request({}, { website: 'http://spam.example' }), publicCreate)).toEqual([
      400,
      `${prefix}.website`,
    ]);
  });

  it('is for signed-in staff with ticket management; the public form is for anyone', async () => {
    expect((await staffCreate(request(), null)).statusCode).toBe(401);
    expect((await staffCreate(request(), await t.loginAs('rtgrim'))).statusCode).toBe(403);
  });
});

describe('exactly one shop order', () => {
  it('records nothing when the shop fails, and answers the spec’s sentence', async () => {
    const body = request();
    await get('/states');
    const before = await ticketCount();
    await fault({ fail_status: 503 });
    const response = await staffCreate({ ...body, overrides: { tax_percent: '7.25' } });
    expect([response.statusCode, response.json().error.message]).toEqual([502, 'Failed to create order.']);
    expect(await submissionsWithKey(body.request_key)).toEqual([]);
    expect(await ticketCount()).toBe(before);
  });

  it('a retry after a lost answer finds the order the first attempt made', async () => {
    const body = request();
    const shops = t.app.integrations.shops;
    const createOrder = shops.createOrder;
    shops.createOrder = async (...args) => {
      await createOrder(...args);
      throw new Error('socket hang up');
    };
    try {
      expect((await staffCreate(body)).statusCode).toBe(502);
    } finally {
      shops.createOrder = createOrder;
    }
    const retried = await staffCreate(body);
    expect(retried.statusCode).toBe(201);
    expect(await ordersWithKey('tipm', body.customer.email, body.request_key)).toHaveLength(1);
    expect(await submissionsWithKey(body.request_key)).toHaveLength(1);
    const again = await staffCreate(body);
    expect(again.json().repair_order.order_number).toBe(retried.json().repair_order.order_number);
  });

  it('a lost answer nobody retries is recorded by the worker, which never makes an order itself', async () => {
    const lost = request();
    const never = request();
    const shops = t.app.integrations.shops;
    const createOrder = shops.createOrder;
    shops.createOrder = async (shop, order) => {
      if (order.meta_data?.some((entry) => entry.value === lost.request_key)) await createOrder(shop, order);
      throw new Error('socket hang up');
    };
    try {
      expect((await publicCreate(lost)).statusCode).toBe(502);
      expect((await publicCreate(never)).statusCode).toBe(502);
    } finally {
      shops.createOrder = createOrder;
    }
    await t.db
      .update(outbox)
      .set({ next_attempt_at: new Date() })
      .where(sql`${outbox.kind} = 'repair.reconcile_order'`);
    await t.runOutbox();
    const [recorded] = await submissionsWithKey(lost.request_key);
    expect(recorded).toBeDefined();
    expect(await ticketIdByNumber(t.db, `REP-${recorded!.rep_number}`)).toBeTruthy();
    expect(await submissionsWithKey(never.request_key)).toEqual([]);
    expect(await ordersWithKey('tipm', never.customer.email, never.request_key)).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotency_key, repairClaimKey(never.request_key)));
    expect(entry!.status).toBe('sent');
  });

  it('a double submit makes one order and both answers name it', async () => {
    const body = request();
    const answers = await Promise.all([publicCreate(body), publicCreate(body), staffCreate(body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().repair_order.order_number)).size).toBe(1);
    expect(await ordersWithKey('tipm', body.customer.email, body.request_key)).toHaveLength(1);
  });
});
