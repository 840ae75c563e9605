import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PACKING_MESSAGES } from '@makro/domain/packing-shipping';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTicket } from '../tickets/service';
import { packingHistories, shippingHistories } from './tables';

let t: TestApp;
let packer = '';
let admin = '';
let technician = '';
let csr = '';
let reports = '';
beforeAll(async () => {
  t = await buildTestApp();
  packer = await t.loginAs('inventory_manager');
  admin = await t.loginAs('administrator');
  technician = await t.loginAs('technician');
  csr = await t.loginAs('csr');
  reports = await t.loginAs('reports_manager');
});
afterAll(() => t.close());
afterEach(async () => {
  await t.app.inject({ method: 'DELETE', url: '/sandbox/shipstation/_faults' });
});

/** The simulated account's TIPM WooCommerce store (its stores are fixed in the simulator). */
const TIPM_STORE = 310002;

let sequence = 0;
const unique = () => `${Date.now() % 1e6}${++sequence}`;

/** A shop order ticket with these lines, its order keyed into ShipStation awaiting shipment (unless told). */
async function orderTicket(parts: string[], shipStation: string | null = 'awaiting_shipment') {
  const number = `PS${unique()}`;
  await t.db.transaction((tx) =>
    createTicket(
      tx,
      {
        ticket_number: number,
        ticket_type: 'order',
        source: 'tipm',
        customer: { first_name: 'Paula', last_name: `Packer${sequence}`, email: `paula${sequence}@example.com` },
        parts: parts.map((part_number) => ({ part_number })),
      },
      null,
    ),
  );
  if (shipStation) {
    const keyed = await t.app.inject({
      method: 'POST',
      url: '/sandbox/shipstation/_orders',
      payload: { order_number: number, store_id: TIPM_STORE, order_status: shipStation },
    });
    expect(keyed.statusCode, keyed.body).toBe(201);
  }
  return number;
}

async function item(partNumber: string, status = 'bin_ready') {
  const serial = `T${unique()}`.toUpperCase();
  await t.db.execute(
    `insert into inventories (serial_number, part_number, status) values ('${serial}', '${partNumber}', '${status}')`,
  );
  return serial;
}

const find = (number: string, token = packer) =>
  t.call(token, { method: 'GET', url: `/api/v1/packing/ticket?number=${encodeURIComponent(number)}` });
const scan = (body: Record<string, unknown>, token = packer) =>
  t.call(token, { method: 'POST', url: '/api/v1/packing/scan', payload: body });
const ship = (body: Record<string, unknown>, token = packer) =>
  t.call(token, { method: 'POST', url: '/api/v1/shipping/ship', payload: body });
const fieldOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { details: { fields: { field: string }[] } } }).error.details.fields[0]?.field;
const itemRow = async (serial: string) => {
  const response = await t.call(admin, { method: 'GET', url: `/api/v1/inventories?serial_number=${serial}` });
  return response.json<{ inventories: { id: number; status: string; assigned_to: string | null }[] }>().inventories[0]!;
};
const ticketOf = async (number: string) =>
  (await t.call(admin, { method: 'GET', url: `/api/v1/tickets/${number}` })).json<{
    ticket: { status: string; outbound_tracking_number: string | null };
    timeline: { kind: string; description: string }[];
  }>();
const shipStationOrder = async (number: string) =>
  (await t.app.inject({ method: 'GET', url: `/sandbox/shipstation/_orders?order_number=${number}` })).json<
    { orderStatus: string; shipments: { carrierCode: string; trackingNumber: string; notifyCustomer: boolean }[] }[]
  >()[0]!;

async function packed(parts: string[]) {
  const number = await orderTicket(parts);
  for (const part of parts) {
    const response = await scan({ ticket_number: number, serial_number: await item(part) });
    expect(response.statusCode, response.body).toBe(200);
  }
  return number;
}

describe('packing a ticket', () => {
  it('finds the ticket by its number or its QR link, with its lines and the part each needs', async () => {
    const number = await orderTicket(['68099135AC', '04692110AC']);
    const byNumber = await find(number.toLowerCase());
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(byNumber.json().ticket).toMatchObject({
      ticket_number: number,
      order_number: number,
      packed: false,
      shipment: null,
      lines: [
        { part_number: '68099135AC', serial_number: null, packed_at: null },
        { part_number: '04692110AC', serial_number: null },
      ],
    });
    const byQr = await find(`shift https://makro.example/order-tickets/${number}`);
    expect(byQr.json().ticket.ticket_number).toBe(number);
    expect((await find('NOPE-1')).statusCode).toBe(404);
    const empty = await find('');
    expect(empty.statusCode).toBe(400);
    expect(fieldOf(empty)).toBe('query.number');
  });

  it('packs each matching module, refuses a wrong one loudly without packing it, and moves the ticket to Packed', async () => {
    const number = await orderTicket(['68099135AC', '04692110AC']);
    const right = await item('68099135AC');
    const wrong = await item('56040440AC');
    const first = await scan({ ticket_number: number, serial_number: ` ${right.toLowerCase()} ` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: PACKING_MESSAGES.packedItem(right, number),
      ticket: {
        packed: false,
        lines: [{ serial_number: right, packed_by_name: expect.any(String) }, { serial_number: null }],
      },
    });
    expect(await itemRow(right)).toMatchObject({ status: 'shipped', assigned_to: number });

    const refused = await scan({ ticket_number: number, serial_number: wrong });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      PACKING_MESSAGES.wrongModule(wrong, '56040440AC', number, ['04692110AC']),
    );
    expect(fieldOf(refused)).toBe('body.serial_number');
    expect(await itemRow(wrong)).toMatchObject({ status: 'bin_ready', assigned_to: null });

    const again = await scan({ ticket_number: number, serial_number: right });
    expect(again.statusCode).toBe(200);
    expect(await t.db.select().from(packingHistories).where(eq(packingHistories.serial_number, right))).toHaveLength(1);

    const unknown = await scan({ ticket_number: number, serial_number: 'NOTATAG1' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe('NOTATAG1 is not in inventory.');

    const last = await scan({ ticket_number: number, serial_number: await item('04692110AC') });
    expect(last.json()).toMatchObject({ message: PACKING_MESSAGES.packedTicket(number), ticket: { packed: true } });
    const detail = await ticketOf(number);
    expect(detail.ticket.status).toBe('Packed');
    expect(detail.timeline.map((event) => event.kind)).toEqual(expect.arrayContaining(['packed', 'status']));
    expect(detail.timeline.find((event) => event.kind === 'packed')?.description).toMatch(/^Module .* packed$/);

    const more = await scan({ ticket_number: number, serial_number: await item('04692110AC') });
    expect(more.statusCode).toBe(422);
    expect(more.json().error.message).toContain('needs nothing more');
  });

  it('refuses a module shipped on another ticket, bad input with 400 naming the field, and callers without the permission', async () => {
    const number = await orderTicket(['68099135AC']);
    const elsewhere = await item('68099135AC', 'shipped');
    await t.db.execute(`update inventories set assigned_to = 'OTHER-1' where serial_number = '${elsewhere}'`);
    const taken = await scan({ ticket_number: number, serial_number: elsewhere });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain('OTHER-1');
    const bad = await scan({ ticket_number: number, serial_number: 'a tag!' });
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe('body.serial_number');
    expect((await scan({ ticket_number: number, serial_number: elsewhere }, technician)).statusCode).toBe(403);
    expect((await find(number, csr)).statusCode).toBe(403);
    expect((await find(number, '')).statusCode).toBe(401);
  });
});

describe('shipping a packed ticket', () => {
  it('marks the order shipped in ShipStation, then the ticket Shipped, the items shipped and the history', async () => {
    const number = await packed(['68099135AC']);
    const response = await ship({ ticket_number: number, tracking_number: '1z999aa1 0123456784' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: PACKING_MESSAGES.shipped(number),
      shipment: {
        ticket_number: number,
        order_number: number,
        carrier_code: 'ups',
        tracking_number: '1Z999AA10123456784',
        part_numbers: ['68099135AC'],
        shipped_by_name: expect.any(String),
      },
    });
    const [serial] = response.json().shipment.serial_numbers;
    expect(await shipStationOrder(number)).toMatchObject({
      orderStatus: 'shipped',
      shipments: [{ carrierCode: 'ups', trackingNumber: '1Z999AA10123456784', notifyCustomer: true }],
    });
    const detail = await ticketOf(number);
    expect(detail.ticket).toMatchObject({
      status: 'Shipped / Picked-up',
      outbound_tracking_number: '1Z999AA10123456784',
    });
    expect(detail.timeline.find((event) => event.kind === 'shipped')?.description).toBe(
      `Shipped with UPS, tracking 1Z999AA10123456784; order ${number} marked shipped in ShipStation`,
    );
    const events = await t.call(admin, { method: 'GET', url: `/api/v1/inventories/${(await itemRow(serial)).id}` });
    expect(events.body).toContain('Shipped on');

    const history = await t.call(packer, { method: 'GET', url: `/api/v1/shipping_histories?keyword=${number}` });
    expect(history.json()).toMatchObject({ total_count: 1, shipping_histories: [{ ticket_number: number }] });
    const packing = await t.call(packer, { method: 'GET', url: `/api/v1/packing_histories?keyword=${serial}` });
    expect(packing.json()).toMatchObject({
      total_count: 1,
      packing_histories: [{ ticket_number: number, serial_number: serial }],
    });
    expect((await find(number)).json().ticket.shipment).toMatchObject({ tracking_number: '1Z999AA10123456784' });

    const again = await ship({ ticket_number: number, tracking_number: '1Z999AA10123456784', carrier_code: 'fedex' });
    expect(again.statusCode).toBe(200);
    expect(again.json().shipment.carrier_code).toBe('ups');
  });

  it('ships once when two calls come at the same time, both answering the one shipment', async () => {
    const number = await packed(['68099135AC']);
    await t.app.inject({ method: 'PUT', url: '/sandbox/shipstation/_faults', payload: { latency_ms: 300 } });
    const body = { ticket_number: number, tracking_number: '123456789012', carrier_code: 'FedEx' };
    const answers = await Promise.all([ship(body), ship(body), ship(body)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().shipment.id)).size).toBe(1);
    expect((await shipStationOrder(number)).shipments).toHaveLength(1);
    const rows = await t.db.select().from(shippingHistories).where(eq(shippingHistories.ticket_number, number));
    expect(rows).toHaveLength(1);
    const shippedEvents = (await ticketOf(number)).timeline.filter((event) => event.kind === 'shipped');
    expect(shippedEvents).toHaveLength(1);
  });

  it('warns as the spec says when ShipStation has no such order or it is not awaiting shipment, and changes nothing', async () => {
    const missing = await orderTicket(['68099135AC'], null);
    await scan({ ticket_number: missing, serial_number: await item('68099135AC') });
    const notFound = await ship({ ticket_number: missing, tracking_number: '1Z999AA10123456784' });
    expect(notFound.statusCode).toBe(422);
    expect(notFound.json().error.message).toBe(`Order ${missing} not found in Shipstation. Try again later.`);
    expect((await ticketOf(missing)).ticket.status).toBe('Packed');

    const cancelled = await orderTicket(['68099135AC'], 'cancelled');
    await scan({ ticket_number: cancelled, serial_number: await item('68099135AC') });
    const refused = await ship({ ticket_number: cancelled, tracking_number: '1Z999AA10123456784' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(`Failed to process order ${cancelled}. Shipstation status: cancelled.`);
    expect(await t.db.select().from(shippingHistories).where(eq(shippingHistories.ticket_number, cancelled))).toEqual(
      [],
    );
  });

  it('leaves everything unchanged when ShipStation fails, and ships on the next try', async () => {
    const number = await packed(['68099135AC']);
    await t.app.inject({ method: 'PUT', url: '/sandbox/shipstation/_faults', payload: { fail_status: 503 } });
    const failed = await ship({ ticket_number: number, tracking_number: '1Z999AA10123456784' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toContain('Nothing was shipped');
    const detail = await ticketOf(number);
    expect(detail.ticket).toMatchObject({ status: 'Packed', outbound_tracking_number: null });
    expect(detail.timeline.some((event) => event.kind === 'shipped')).toBe(false);
    expect(await t.db.select().from(shippingHistories).where(eq(shippingHistories.ticket_number, number))).toEqual([]);
    expect((await shipStationOrder(number)).orderStatus).toBe('awaiting_shipment');
    await t.app.inject({ method: 'DELETE', url: '/sandbox/shipstation/_faults' });
    expect((await ship({ ticket_number: number, tracking_number: '1Z999AA10123456784' })).statusCode).toBe(200);
  });

  it('refuses a ticket not packed, bad input with 400 naming the field, and callers without the permission', async () => {
    const number = await orderTicket(['68099135AC']);
    const notPacked = await ship({ ticket_number: number, tracking_number: '1Z999AA10123456784' });
    expect(notPacked.statusCode).toBe(422);
    expect(notPacked.json().error.message).toBe(PACKING_MESSAGES.notPacked(number));
    const badCarrier = await ship({
      ticket_number: number,
      tracking_number: '1Z999AA10123456784',
      carrier_code: 'pigeon',
    });
    expect(badCarrier.statusCode).toBe(400);
    expect(fieldOf(badCarrier)).toBe('body.carrier_code');
    const noTracking = await ship({ ticket_number: number, tracking_number: ' ' });
    expect(fieldOf(noTracking)).toBe('body.tracking_number');
    expect((await ship({ ticket_number: number, tracking_number: '1Z999AA10123456784' }, technician)).statusCode).toBe(
      403,
    );
    // The histories are the spec's can_view_history pages: a CSR reads them; reports managers have neither.
    expect((await t.call(csr, { method: 'GET', url: '/api/v1/shipping_histories' })).statusCode).toBe(200);
    expect((await t.call(reports, { method: 'GET', url: '/api/v1/packing_histories' })).statusCode).toBe(403);
    expect((await t.call('', { method: 'GET', url: '/api/v1/packing_histories' })).statusCode).toBe(401);
  });

  it('pages the histories 20 at a time', async () => {
    const page = await t.call(packer, { method: 'GET', url: '/api/v1/packing_histories?page=1' });
    expect(page.statusCode).toBe(200);
    expect(page.json().packing_histories.length).toBeLessThanOrEqual(20);
    expect(page.json().current_page).toBe(1);
  });
});
