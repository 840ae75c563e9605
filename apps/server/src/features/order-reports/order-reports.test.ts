import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_EXPORT_COLUMNS, type OrderReportExport } from '@makro/domain/order-reports';
import { addDays, businessToday } from '@makro/domain/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeOrder, seedCatalog, syncShops } from '../../test/shops';

/**
 * The order report through HTTP: orders placed in the simulated shops (mirrored) and keyed into ShipStation's
 * manual and eBay stores, with values computed by hand below; Export, poll, download.
 */

let t: TestApp;
let reports = '';
let technician = '';
const today = businessToday();
const PARTNER = 'TESTPARTNER15';
/** WooCommerce keeps coupon codes in lower case: the CSV names them as the shop does. */
const COUPON = PARTNER.toLowerCase();

const BASE = '/api/v1/order_reports/exports';
const start = (payload: Record<string, unknown>, token = reports) =>
  t.call(token, { method: 'POST', url: BASE, payload });
const poll = (id: number, token = reports) => t.call(token, { method: 'GET', url: `${BASE}/${id}` });
const file = (id: number, token = reports) => t.call(token, { method: 'GET', url: `${BASE}/${id}/file` });
const faults = (payload?: Record<string, unknown>) =>
  t.app.inject({
    method: payload ? 'PUT' : 'DELETE',
    url: '/sandbox/shipstation/_faults',
    ...(payload ? { payload } : {}),
  });

async function exportDone(payload: Record<string, unknown>) {
  const started = await start(payload);
  expect(started.statusCode).toBe(201);
  const id = started.json<{ export: OrderReportExport }>().export.id;
  await t.runOutbox();
  return (await poll(id)).json<{ export: OrderReportExport }>().export;
}

type Row = Record<(typeof ORDER_EXPORT_COLUMNS)[number], string>;
const rowsOf = (csv: string): Row[] => parse(csv, { columns: true, bom: true }) as Row[];

const address = (first: string, last: string, state: string) => ({
  first_name: first,
  last_name: last,
  company: `${last} Garage`,
  address_1: '12 Main St',
  address_2: 'Unit 4',
  city: 'Springfield',
  state,
  postcode: '90001',
  country: 'US',
});

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
  reports = await t.loginAs('reports_manager');
  technician = await t.loginAs('technician');
  // An approved partner whose coupon both shops hold (15 %).
  await t.db.execute(sql`
    insert into resellers (firstname, lastname, reseller_code, business_email, business_name, status)
    values ('Pat', 'Partner', ${PARTNER}, 'pat@partner.example', 'Partner Auto', 'approved')`);
  for (const shop of ['tipm', 'ecm'] as const) {
    await t.app.integrations.shops.createCoupon(shop, { code: PARTNER, discount_type: 'percent', amount: '15' });
  }
  const shops = t.app.integrations.shops;
  // TIPM, partner: a TIPM module ×2 (349.99) and an FCM (249.99); 15 % of 949.97 = 142.50, spread by line totals
  // 105.01 / 37.49 (the cent left over on the larger line); California tax 7.25 % of 594.97 = 43.14 and of 212.50 =
  // 15.41; FedEx 2Day 35.00; total 594.97 + 212.50 + 43.14 + 15.41 + 35.00 = 901.02.
  await shops.createOrder('tipm', {
    status: 'processing',
    set_paid: true,
    billing: { ...address('Ann', 'Buyer', 'CA'), email: 'ann@buyer.example', phone: '555-0101' },
    shipping: address('Rick', 'Recipient', 'CA'),
    line_items: [
      { sku: '68099135AC-REBUILT', quantity: 2 },
      { sku: '68196138AE-REBUILT', quantity: 1 },
    ],
    shipping_lines: [{ method_id: 'flat_rate', method_title: 'FedEx 2Day', total: '35.00' }],
    coupon_lines: [{ code: PARTNER }],
  });
  // TIPM, retail: a TIPM module new (646.99), free shipping, Texas (no tax): no RVC without a partner coupon.
  await shops.createOrder('tipm', {
    status: 'processing',
    set_paid: true,
    billing: { ...address('Tom', 'Retail', 'TX'), email: 'tom@retail.example', phone: '555-0102' },
    shipping: address('Tom', 'Retail', 'TX'),
    line_items: [{ sku: '68099135AC-NEW', quantity: 1 }],
    shipping_lines: [{ method_id: 'free_shipping', method_title: 'Free Shipping', total: '0.00' }],
  });
  // ECM, partner: an ECM (449.99) less 15 % = 67.50, picked up: no RVC (not a TIPM item).
  await shops.createOrder('ecm', {
    status: 'completed',
    set_paid: true,
    billing: { ...address('Eve', 'Engine', 'NV'), email: 'eve@engine.example', phone: '555-0103' },
    shipping: address('Eve', 'Engine', 'NV'),
    line_items: [{ sku: '68235107AB-REBUILT', quantity: 1 }],
    shipping_lines: [{ method_id: 'local_pickup', method_title: 'In Person Pickup', total: '0.00' }],
    coupon_lines: [{ code: PARTNER }],
  });
  // Outside the range: placed 40 days ago.
  await placeOrder(t, 'tipm', [{ sku: '68099135AC-REBUILT', quantity: 1 }], {
    date_created_gmt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
  });
  await syncShops(t);
  // ShipStation: a phone order in the manual store and an eBay order (the shops' own stores are not read).
  for (const order of [
    {
      order_number: 'M-REPORT-1',
      store_id: 310_001,
      requested_shipping_service: 'fedex_priority_overnight',
      items: [{ sku: '68071431AC-PREOWNED', name: 'Wrangler TIPM', quantity: 1, unit_price: 209.5 }],
    },
    {
      order_number: 'EB-REPORT-1',
      store_id: 310_005,
      requested_shipping_service: 'USPS Priority Mail',
      items: [
        { sku: 'AP-REL-68079355AA', name: 'Fuel Pump Relay', quantity: 3, unit_price: 12.99 },
        { sku: 'AP-FUSE-ASST-120', name: 'Fuse Assortment', quantity: 1, unit_price: 11.25 },
      ],
    },
  ]) {
    const created = await t.app.inject({ method: 'POST', url: '/sandbox/shipstation/_orders', payload: order });
    expect(created.statusCode).toBe(201);
  }
});
afterAll(() => t.close());
afterEach(() => faults());

describe('the order report export', () => {
  it('builds the CSV of both shops and the ShipStation stores: the columns in order, every cell quoted', async () => {
    const done = await exportDone({ start_date: today, end_date: today });
    expect(done).toMatchObject({ status: 'completed', progress: 100, file_ready: true, error: null });
    expect(done.file_name).toBe(`${today}-${today}.csv`);
    expect(done.steps.map((step) => [step.label, step.status])).toEqual([
      ['Shop orders TIPM', 'completed'],
      ['Shop orders ECM', 'completed'],
      ['ShipStation stores', 'completed'],
      ['Building the file', 'completed'],
    ]);

    const answer = await file(done.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${today}-${today}.csv"`);
    const [header] = answer.body.split('\r\n');
    expect(header).toBe(ORDER_EXPORT_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(
      answer.body
        .split('\r\n')
        .filter(Boolean)
        .every((line) => line.startsWith('"') && line.endsWith('"')),
    ).toBe(true);

    const rows = rowsOf(answer.body);
    expect(done.row_count).toBe(rows.length);
    // 2 + 1 shop lines of the partner order, 1 retail, 1 ECM; 1 manual, 2 eBay. Not the old order, no duplicates.
    expect(rows).toHaveLength(7);
    const [tipmModule, fcm] = rows.filter((row) => row['Coupon Name'] === COUPON && row['Store Name'] === 'TIPM');
    expect(tipmModule).toMatchObject({
      'Recipient First Name': 'Rick',
      'Recipient Last Name': 'Recipient',
      'Customer Phone': '555-0101',
      'Customer Email': 'ann@buyer.example',
      Company: 'Recipient Garage',
      'Street 1': '12 Main St',
      'Street 2': 'Unit 4',
      City: 'Springfield',
      State: 'CA',
      'Postal Code': '90001',
      'Country Code': 'US',
      'Amount Paid': '901.02',
      'Order Total': '901.02',
      'Store Name': 'TIPM',
      'Marketplace Name': 'WooCommerce',
      'Item ID': '68099135AC',
      'Unit Price': '349.99',
      Discount: '105.01',
      'RVC Discount': '150.00',
      Qty: '2',
      'Ext Price': '699.98',
      'Item Tax': '43.14',
      'Shipping Service': 'FedEx 2Day',
      'Shipping Cost': '35.00',
      'Order Status': 'processing',
      'Order Customer': 'Ann Buyer',
    });
    expect(tipmModule!['Order Date'].startsWith(today)).toBe(true);
    expect(tipmModule!.Title).toContain('TIPM');
    // The FCM line: same order, no RVC (not a TIPM item), no shipping cost (first line only).
    expect(fcm).toMatchObject({
      'Record Number': tipmModule!['Record Number'],
      'Item ID': '68196138AE',
      'Unit Price': '249.99',
      Discount: '37.49',
      'RVC Discount': '0.00',
      'Item Tax': '15.41',
      'Shipping Service': 'FedEx 2Day',
      'Shipping Cost': '0.00',
    });

    const retail = rows.find((row) => row['Coupon Name'] === '' && row['Store Name'] === 'TIPM')!;
    expect(retail).toMatchObject({
      'Item ID': '68099135AC',
      'Unit Price': '646.99',
      Discount: '0.00',
      'RVC Discount': '0.00',
      'Shipping Service': 'FedEx Ground',
      'Shipping Cost': '0.00',
      'Order Total': '646.99',
    });
    const ecm = rows.find((row) => row['Store Name'] === 'ECM')!;
    expect(ecm).toMatchObject({
      'Coupon Name': COUPON,
      'Item ID': '68235107AB',
      Discount: '67.50',
      'RVC Discount': '0.00',
      'Shipping Service': 'In Person Pickup',
      'Order Status': 'completed',
    });

    const manual = rows.find((row) => row['Record Number'] === 'M-REPORT-1')!;
    expect(manual).toMatchObject({
      'Store Name': 'ShipStation Manual Store',
      'Marketplace Name': 'ShipStation',
      'Item ID': '68071431AC',
      'Unit Price': '209.50',
      'Ext Price': '209.50',
      'Shipping Service': 'FedEx Priority Overnight',
      'Order Total': '209.50',
      'Order Status': 'awaiting_shipment',
    });
    const ebay = rows.filter((row) => row['Record Number'] === 'EB-REPORT-1');
    expect(ebay.map((row) => [row['Item ID'], row.Qty, row['Ext Price'], row['Marketplace Name']])).toEqual([
      ['AP-REL-68079355AA', '3', '38.97', 'eBay'],
      ['AP-FUSE-ASST-120', '1', '11.25', 'eBay'],
    ]);
    expect(ebay[0]!['Shipping Service']).toBe('USPS Ground Advantage');
  });

  it('exports partner orders only when asked, into {start}-{end}-partners.csv', async () => {
    const from = addDays(today, -7);
    const done = await exportDone({ start_date: from, end_date: today, partners_only: true });
    expect(done.file_name).toBe(`${from}-${today}-partners.csv`);
    const answer = await file(done.id);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${from}-${today}-partners.csv"`);
    const rows = rowsOf(answer.body);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row['Coupon Name'] === COUPON)).toBe(true);
    expect(rows.map((row) => row['RVC Discount'])).toEqual(['150.00', '0.00', '0.00']);
  });

  it('shows each step ongoing, then completed, while the export runs', async () => {
    await faults({ latency_ms: 1_500 });
    const started = await start({ start_date: today, end_date: today });
    const queued = started.json<{ export: OrderReportExport }>().export;
    expect(queued.status).toBe('queued');
    expect(queued.steps.every((step) => step.status === 'waiting')).toBe(true);
    const running = t.runOutbox();
    let seen: OrderReportExport | undefined;
    for (let tries = 0; tries < 100 && !seen; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const current = (await poll(queued.id)).json<{ export: OrderReportExport }>().export;
      if (current.steps[2]!.status === 'ongoing') seen = current;
    }
    expect(seen?.status).toBe('running');
    expect(seen?.steps.map((step) => step.status)).toEqual(['completed', 'completed', 'ongoing', 'waiting']);
    expect(seen!.progress).toBeGreaterThanOrEqual(70);
    expect(seen!.progress).toBeLessThan(100);
    expect(seen!.file_ready).toBe(false);
    expect((await file(queued.id)).statusCode).toBe(409);
    await running;
    const done = (await poll(queued.id)).json<{ export: OrderReportExport }>().export;
    expect(done.steps.every((step) => step.status === 'completed')).toBe(true);
  });

  it('does not hold up the e-mails queued behind it while it runs', async () => {
    await faults({ latency_ms: 1_500 });
    const started = await start({ start_date: today, end_date: today });
    const exportId = started.json<{ export: OrderReportExport }>().export.id;
    const admin = await t.loginAs('administrator');
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        user: {
          username: 'queued.behind',
          password: 'Pa55word!',
          password_confirmation: 'Pa55word!',
          email: 'queued.behind@example.com',
          account_type_id: 7,
          first_name: 'Queued',
          last_name: 'Behind',
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const running = t.runOutbox();
    let welcomed = false;
    for (let tries = 0; tries < 100 && !welcomed; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      welcomed = (await t.mailbox()).some((mail) => mail.to[0]?.email === 'queued.behind@example.com');
    }
    expect(welcomed).toBe(true);
    expect((await poll(exportId)).json<{ export: OrderReportExport }>().export.status).toBe('running');
    await running;
    expect((await poll(exportId)).json<{ export: OrderReportExport }>().export.status).toBe('completed');
  });

  it('fails naming the ShipStation step when ShipStation is down, and does not retry', async () => {
    await faults({ fail_status: 503 });
    const done = await exportDone({ start_date: today, end_date: today });
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/^ShipStation stores failed: .*503/);
    expect(done.steps.map((step) => step.status)).toEqual(['completed', 'completed', 'failed', 'waiting']);
    expect(done.file_ready).toBe(false);
    expect((await file(done.id)).statusCode).toBe(409);
    await faults();
    await t.runOutbox();
    expect((await poll(done.id)).json<{ export: OrderReportExport }>().export.status).toBe('failed');
  });

  it('needs both dates, the start not after the end (400 naming the field)', async () => {
    const fieldsOf = async (payload: Record<string, unknown>) => {
      const answer = await start(payload);
      expect(answer.statusCode).toBe(400);
      return answer.json<{ error: { details: { fields: { field: string; message: string }[] } } }>().error.details
        .fields;
    };
    expect(await fieldsOf({ end_date: today })).toEqual([
      { field: 'body.start_date', message: 'Start date is required' },
    ]);
    expect(await fieldsOf({ start_date: today, end_date: '' })).toEqual([
      { field: 'body.end_date', message: 'End date is required' },
    ]);
    expect(await fieldsOf({ start_date: today, end_date: addDays(today, -1) })).toEqual([
      { field: 'body.start_date', message: 'Start date must not be after the end date' },
    ]);
  });

  it('is for users who may generate reports', async () => {
    expect((await start({ start_date: today, end_date: today }, technician)).statusCode).toBe(403);
    expect((await poll(1, technician)).statusCode).toBe(403);
    expect((await file(1, technician)).statusCode).toBe(403);
    expect((await poll(999_999)).statusCode).toBe(404);
  });
});
