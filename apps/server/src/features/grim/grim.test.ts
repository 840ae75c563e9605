import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRIM_CSV_COLUMNS, GRIM_MESSAGES } from '@makro/domain/grim';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeOrder, seedCatalog, syncShops } from '../../test/shops';
import { auditLog } from '../../platform/audit/tables';
import { rtgrimOrders } from './tables';

let t: TestApp;
let rtgrim = '';
let csr = '';
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
  rtgrim = await t.loginAs('rtgrim');
  csr = await t.loginAs('csr');
});
afterAll(() => t.close());

const BASE = '/api/v1/rtgrim/rtgrim_orders';
const list = (query = '', token = rtgrim) => t.call(token, { method: 'GET', url: `${BASE}${query}` });
const patch = (id: number, payload: Record<string, unknown>, token = rtgrim) =>
  t.call(token, { method: 'PATCH', url: `${BASE}/${id}`, payload });
const receiveNew = (token = rtgrim) => t.call(token, { method: 'POST', url: `${BASE}/receive_new` });
const exportCsv = (query = '') => t.call(rtgrim, { method: 'GET', url: `${BASE}/export${query}` });
const faults = (service: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: payload ? 'PUT' : 'DELETE',
    url: `/sandbox/${service}/_faults`,
    ...(payload ? { payload } : {}),
  });

const rowsOfOrder = (orderId: number) => t.db.select().from(rtgrimOrders).where(eq(rtgrimOrders.order_id, orderId));

/** A shop order with a cluster repair line (and a module line that is not GRIM), mirrored. */
async function grimOrder(status = 'processing') {
  const placed = await placeOrder(
    t,
    'tipm',
    [
      { sku: '68225053AC-REPAIR', quantity: 1 },
      { sku: '68099135AC-NEW', quantity: 1 },
    ],
    { status },
  );
  await syncShops(t, ['tipm']);
  const [row] = await rowsOfOrder(placed.id);
  return { placed, row: row! };
}

const setStatus = (id: number, status: string) =>
  t.db.update(rtgrimOrders).set({ status }).where(eq(rtgrimOrders.id, id));

describe('GRIM orders from the order mirror', () => {
  it('makes one GRIM order per -REPAIR line with the order’s fields, once however often the order is mirrored', async () => {
    const { placed, row } = await grimOrder();
    await syncShops(t, ['tipm']);
    await t.app.integrations.shops.updateOrder('tipm', placed.id, { customer_note: 'please hurry' });
    await syncShops(t, ['tipm']);
    const rows = await rowsOfOrder(placed.id);
    expect(rows).toHaveLength(1);
    expect(row).toMatchObject({
      order_number: placed.number,
      part_number: '68225053AC-REPAIR',
      status: 'created',
      quantity: 1,
      line_item_price: '189.99',
      subtotal: '189.99',
      shipping_country_code: 'US',
      shipping_country: 'United States',
    });
    expect(row.customer_email).toMatch(/@/);
    expect(row.shipping_name).toBe(`${row.shipping_first_name} ${row.shipping_last_name}`);
  });

  it('lists newest first, 20 a page, filtered by status; the rtgrim account type only (and administrators)', async () => {
    const { row } = await grimOrder();
    const all = await list();
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ total_count: expect.any(Number), total_pages: expect.any(Number) });
    expect(all.json().rtgrim_orders[0].id).toBe(row.id);
    const created = (await list('?status=created&per_page=1')).json();
    expect(created.rtgrim_orders).toHaveLength(1);
    expect(created.total_pages).toBe(created.total_count);
    const bad = await list('?status=done');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields[0].field).toBe('query.status');
    expect((await list('', csr)).statusCode).toBe(403);
    expect((await t.call(undefined, { method: 'GET', url: BASE })).statusCode).toBe(401);
    expect((await patch(row.id, { status: 'received_order' }, csr)).statusCode).toBe(403);
  });
});

describe('Receive New Orders and the CSV', () => {
  it('moves every New order to Received Order and exports that batch as 37 columns; then none are new', async () => {
    await grimOrder();
    await grimOrder();
    const waiting = (await list('?status=created&per_page=100')).json().total_count;
    const received = await receiveNew();
    expect(received.statusCode, received.body).toBe(200);
    const { batch, received_count, message } = received.json();
    expect(received_count).toBe(waiting);
    expect(message).toBe(GRIM_MESSAGES.receivedNew(waiting));
    expect((await list('?status=created')).json().total_count).toBe(0);

    const csv = await exportCsv(`?batch=${batch}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/filename="new_orders\(\d{4}-\d{2}-\d{2}\)\.csv"/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(waiting + 1);
    expect(lines[0]!.split(',')).toHaveLength(37);
    expect(lines[0]).toBe(GRIM_CSV_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(lines[1]).toContain('"68225053AC"');
    expect(lines[1]).not.toContain('-REPAIR');
    expect(lines[1]).toContain('"received_order"');

    const none = (await receiveNew()).json();
    expect(none).toEqual({ received_count: 0, batch: null, message: 'No new orders available.' });

    const all = await exportCsv();
    expect(all.headers['content-disposition']).toMatch(/all_grim_orders\(/);
    expect(all.body.trim().split('\r\n').length).toBeGreaterThan(waiting);
    expect((await exportCsv('?batch=nope')).statusCode).toBe(400);
  });
});

describe('the status control', () => {
  it('changes to any status but the current one and shipped, with an audit row; refuses the rest', async () => {
    const { row } = await grimOrder();
    const moved = await patch(row.id, { status: 'received_order' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      rtgrim_order: { status: 'received_order' },
      message: 'Order status updated!',
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(row.id)));
    expect(audit.some((entry) => entry.action === 'rtgrim_order.received_order')).toBe(true);
    const same = await patch(row.id, { status: 'received_order' });
    expect(same.statusCode).toBe(422);
    expect(same.json().error.message).toBe(GRIM_MESSAGES.same);
    const ship = await patch(row.id, { status: 'shipped_to_customer', carrier_code: 'ups', tracking_number: '1Z1' });
    expect(ship.statusCode).toBe(422);
    expect(ship.json().error.message).toBe(GRIM_MESSAGES.notReceivedProduct);
    expect((await patch(row.id, { status: 'created' })).statusCode).toBe(200);
    expect((await patch(999999, { status: 'created' })).statusCode).toBe(404);
  });

  it('received product sends the e-mail first; with the mail service failing the status stays', async () => {
    const { row } = await grimOrder();
    await faults('mailersend', { fail_status: 503 });
    const failed = await patch(row.id, { status: 'received_product' });
    await faults('mailersend');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe(`Error updating order ${row.order_number}`);
    expect((await rowsOfOrder(row.order_id))[0]!.status).toBe('created');

    const ok = await patch(row.id, { status: 'received_product' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().rtgrim_order.status).toBe('received_product');
    const mail = (await t.mailbox()).find(
      (message) => message.subject === `Your Instrument Cluster Has Been Received - Order #${row.order_number}`,
    );
    expect(mail?.to[0]?.email).toBe(row.customer_email);
  });

  it('cancelled cancels the shop order first; with the shop failing nothing changes', async () => {
    const { row, placed } = await grimOrder();
    await faults('woocommerce', { fail_status: 500 });
    const failed = await patch(row.id, { status: 'cancelled' });
    await faults('woocommerce');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe(`Error updating order ${row.order_number}`);
    expect((await rowsOfOrder(row.order_id))[0]!.status).toBe('created');
    expect((await t.app.integrations.shops.getOrder('tipm', placed.id)).status).toBe('processing');

    const ok = await patch(row.id, { status: 'cancelled' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.app.integrations.shops.getOrder('tipm', placed.id)).status).toBe('cancelled');
    const after = await patch(row.id, { status: 'created' });
    expect(after.statusCode).toBe(422);
    expect(after.json().error.message).toBe(GRIM_MESSAGES.final);
  });
});

describe('Mark as Shipped', () => {
  it('needs a carrier and a tracking number: Fill required fields.', async () => {
    const { row } = await grimOrder();
    const response = await patch(row.id, { status: 'shipped_to_customer', carrier_code: 'ups' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toContainEqual({
      field: 'body.tracking_number',
      message: 'Fill required fields.',
    });
  });

  it('marks the order shipped in ShipStation and here, once, however many calls arrive at once', async () => {
    const { row } = await grimOrder();
    await setStatus(row.id, 'received_product');
    const body = { status: 'shipped_to_customer', carrier_code: 'ups', tracking_number: '1Z999AA10123456784' };
    const answers = await Promise.all([patch(row.id, body), patch(row.id, body), patch(row.id, body)]);
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json()).toMatchObject({
      rtgrim_order: { status: 'shipped_to_customer', carrier_code: 'ups', tracking_number: '1Z999AA10123456784' },
      message: `Order ${row.order_number} successfully marked as shipped.`,
    });
    for (const answer of answers.filter((item) => item.statusCode !== 200))
      expect([409, 422]).toContain(answer.statusCode);
    const shipped = await t.app.inject({
      method: 'GET',
      url: `/sandbox/shipstation/_orders?order_number=${row.order_number}`,
    });
    const orders = shipped.json() as { orderStatus?: string; shipments?: unknown[] }[] | { orders: unknown[] };
    expect(JSON.stringify(orders)).toContain('1Z999AA10123456784');
    expect(JSON.stringify(orders).split('1Z999AA10123456784').length - 1).toBe(1);
    expect((await patch(row.id, { status: 'received_order' })).json().error.message).toBe(GRIM_MESSAGES.final);
  });

  it('warns when ShipStation does not know the order or it is not awaiting shipment; nothing changes', async () => {
    const cancelled = await grimOrder('cancelled');
    await setStatus(cancelled.row.id, 'received_product');
    const body = { status: 'shipped_to_customer', carrier_code: 'ups', tracking_number: '1Z999AA10123456785' };
    const refused = await patch(cancelled.row.id, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      `Failed to process order ${cancelled.row.order_number}. Shipstation status: cancelled.`,
    );
    expect((await rowsOfOrder(cancelled.row.order_id))[0]!.status).toBe('received_product');

    const { row } = await grimOrder();
    await setStatus(row.id, 'received_product');
    await t.db
      .update(rtgrimOrders)
      .set({ order_number: `9${row.order_number}9` })
      .where(eq(rtgrimOrders.id, row.id));
    const missing = await patch(row.id, body);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.message).toBe(`Order 9${row.order_number}9 not found in Shipstation. Try again later.`);
    expect((await rowsOfOrder(row.order_id))[0]!.ship_claimed_at).toBeNull();
  });
});
