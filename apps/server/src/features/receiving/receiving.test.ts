import { describe, expect, it } from 'vitest';
import { RECEIVING_MESSAGES } from '@makro/domain/receiving';
import { eq } from 'drizzle-orm';
import { receivedHistories } from './tables';
import {
  kit,
  startReceivingApp,
  search,
  receive,
  showTicket,
  fieldOf,
  newTag,
  itemOf,
  uspsNumber,
  ticket,
} from './receiving-test-support';

startReceivingApp();

describe('searching for the ticket a parcel is for', () => {
  it('finds a ticket by its USPS label as scanned, by UPS and FedEx numbers, and by part of its number', async () => {
    const usps = uspsNumber();
    const repair = await ticket('repair', { inbound: usps.number });
    const order = await ticket('order', { core: '1Z999AA10123456784' });
    const rental = await ticket('rental', { inbound: '1234 5678 9012' });

    const byLabel = await search(`tracking_number=${encodeURIComponent(`shift${usps.label}`)}`);
    expect(byLabel.statusCode, byLabel.body).toBe(200);
    expect(byLabel.json()).toMatchObject({
      tickets: [
        {
          ticket_number: repair.number,
          ticket_type: 'repair',
          customer: expect.stringMatching(/^Rita Sender/),
          inbound_tracking_number: usps.number,
          part_number: '68099135AC',
          last_received: null,
        },
      ],
      unmatched_receipt: null,
    });
    expect((await search('tracking_number=1z999aa10123456784')).json().tickets[0].ticket_number).toBe(order.number);
    expect((await search('tracking_number=123456789012')).json().tickets[0].ticket_number).toBe(rental.number);
    const byNumber = (await search(`ticket_number=${repair.number.slice(-5).toLowerCase()}`)).json();
    expect(byNumber.tickets.map((row: { ticket_number: string }) => row.ticket_number)).toContain(repair.number);
    expect((await search(`ticket_number=${repair.number}`)).json().tickets[0].ticket_number).toBe(repair.number);
    expect((await search('tracking_number=9400000000000000000000')).json()).toEqual({
      tickets: [],
      unmatched_receipt: null,
    });
  });

  it('needs a ticket or tracking number, refuses garbage with 400 naming the field, and needs Receiving', async () => {
    const none = await search('');
    expect(none.statusCode).toBe(400);
    expect(fieldOf(none)).toBe('query.ticket_number');
    expect(none.json().error.message).toContain(RECEIVING_MESSAGES.needSearch);
    const garbage = await search('tracking_number=hello%21');
    expect(garbage.statusCode).toBe(400);
    expect(fieldOf(garbage)).toBe('query.tracking_number');
    expect((await search('ticket_number=1', kit.csr)).statusCode).toBe(403);
    expect((await search('ticket_number=1', '')).statusCode).toBe(401);
  });
});

describe('receiving a parcel for a ticket', () => {
  it('records the history entry, the inbound flag, the tracking number and the ticket’s history', async () => {
    const usps = uspsNumber();
    const repair = await ticket('repair');
    const response = await receive({
      ticket_number: repair.number,
      receiving_type: 'Repair',
      tracking_number: usps.label,
      is_core_received: false,
      is_inbound_received: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { received_history: entry, message } = response.json();
    expect(message).toBe(`${repair.number} Recived!`);
    expect(entry).toMatchObject({
      order_number: repair.number,
      ticket_type: 'repair',
      receiving_type: 'repair',
      tracking_number: usps.number,
      is_core_received: false,
      is_inbound_received: true,
      sender_name: expect.stringMatching(/^Rita Sender/),
      part_number: '68099135AC',
      serial_number: null,
      received_by_name: 'Tina Nguyen',
      received_by: { first_name: 'Tina' },
      matched_at: null,
    });
    const page = await showTicket(repair.number);
    expect(page.ticket.inbound_tracking_number).toBe(usps.number);
    expect(page.timeline.slice(0, 2).map((event) => [event.kind, event.description])).toEqual([
      ['received', `Parcel ${usps.number} received (Repair)`],
      ['tracking', `Inbound tracking number set to ${usps.number}`],
    ]);
    expect(page.timeline[0]!.actor?.first_name).toBe('Tina');
    // The shipment tracker files the receipt under the tracking number it is.
    expect(page.timeline[0]!.to).toMatchObject({ field: 'inbound_tracking_number', receiving_type: 'repair' });

    const again = await receive({
      ticket_number: repair.number,
      receiving_type: 'repair',
      tracking_number: usps.number,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(RECEIVING_MESSAGES.alreadyReceived(usps.number, repair.number));
    expect(fieldOf(again)).toBe('body.tracking_number');

    const found = (await search(`ticket_number=${repair.number}`)).json();
    expect(found.tickets[0].last_received).toMatchObject({ receiving_type: 'repair', tracking_number: usps.number });
  });

  it('receives a parcel once when Receive is pressed twice at the same time', async () => {
    const rental = await ticket('rental');
    const body = { ticket_number: rental.number, receiving_type: 'rental', tracking_number: uspsNumber().number };
    const answers = await Promise.all([receive(body), receive(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await kit.t.db.select().from(receivedHistories).where(eq(receivedHistories.ticket_id, rental.id));
    expect(rows).toHaveLength(1);
    const received = (await showTicket(rental.number)).timeline.filter((event) => event.kind === 'received');
    expect(received).toHaveLength(1);
  });

  it('receives an order’s core: the core flag and the core return tracking number', async () => {
    const order = await ticket('order');
    const response = await receive({
      ticket_number: order.number,
      receiving_type: 'Core',
      tracking_number: '1Z999AA10123456785',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().received_history).toMatchObject({
      receiving_type: 'core',
      is_core_received: true,
      is_inbound_received: false,
    });
    const page = await showTicket(order.number);
    expect(page.ticket).toMatchObject({
      core_return_tracking_number: '1Z999AA10123456785',
      inbound_tracking_number: null,
    });
  });

  it('refuses bad input with 400 naming the field, an unknown ticket with 404, and callers without Receiving', async () => {
    const repair = await ticket('repair');
    const base = { ticket_number: repair.number, receiving_type: 'repair', tracking_number: uspsNumber().number };
    for (const [change, field] of [
      [{ is_core_received: true }, 'body.is_core_received'],
      [{ receiving_type: 'core', is_inbound_received: true }, 'body.is_inbound_received'],
      [{ receiving_type: 'parcel' }, 'body.receiving_type'],
      [{ tracking_number: '' }, 'body.tracking_number'],
      [{ tracking_number: 'not a label!' }, 'body.tracking_number'],
      [{ ticket_number: 'no spaces allowed' }, 'body.ticket_number'],
    ] as const) {
      const response = await receive({ ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(fieldOf(response), JSON.stringify(change)).toBe(field);
    }
    const unknown = await receive({ ...base, ticket_number: 'REP-NOPE-1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Ticket REP-NOPE-1 was not found.');
    expect((await receive(base, kit.csr)).statusCode).toBe(403);
    expect((await receive(base, '')).statusCode).toBe(401);
    const rows = await kit.t.db.select().from(receivedHistories).where(eq(receivedHistories.ticket_id, repair.id));
    expect(rows).toEqual([]);
  });

  it('links a scanned tag’s item to the ticket and marks it received; a printed tag becomes an item', async () => {
    const rma = await ticket('rma', {}, [{ part_number: '68292288AA' }]);
    // The part's module type, as Update Module Type would have filed it (the test has no shop catalogue).
    await kit.t.db.execute(
      "insert into part_module_types (part_number, module_type) values ('68292288AA', 'PCM') on conflict do nothing",
    );
    const inStock = await newTag('68292288AA');
    const added = await kit.t.call(kit.technician, {
      method: 'POST',
      url: '/api/v1/inventory_scans',
      payload: { mode: 'add_to_inventory', code: inStock },
    });
    expect(added.json().scan.result, added.body).toBe('success');
    const response = await receive({
      ticket_number: rma.number,
      receiving_type: 'rma',
      tracking_number: '123456789012345',
      serial_number: inStock.toLowerCase(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const entry = response.json().received_history;
    expect(entry).toMatchObject({ serial_number: inStock, part_number: '68292288AA', part_type: 'PCM' });
    expect(await itemOf(inStock)).toMatchObject({
      id: entry.inventory_id,
      status: 'received',
      assigned_to: rma.number,
    });
    const page = await showTicket(rma.number);
    expect(page.ticket.parts).toEqual([
      { part_number: '68292288AA', serial_number: inStock, inventory_id: entry.inventory_id },
    ]);
    expect(page.timeline[0]!.description).toBe(`Parcel 123456789012345 received (RMA), module ${inStock} (68292288AA)`);
    const events = (
      await kit.t.call(kit.admin, { method: 'GET', url: `/api/v1/inventories/${entry.inventory_id}` })
    ).json().timeline as { event: string; description: string }[];
    expect(events[0]).toMatchObject({
      event: 'received',
      description: `Received for ${rma.number} (tracking 123456789012345)`,
    });

    const printed = await newTag('68099135AC');
    const rental = await ticket('rental');
    const second = await receive({
      ticket_number: rental.number,
      receiving_type: 'rental',
      tracking_number: '1Z999AA10123456786',
      serial_number: printed,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(await itemOf(printed)).toMatchObject({ status: 'received', assigned_to: rental.number });
  });

  it('refuses a tag Makro does not know with 422 on the field, and changes nothing', async () => {
    const repair = await ticket('repair');
    const response = await receive({
      ticket_number: repair.number,
      receiving_type: 'repair',
      tracking_number: '1Z999AA10123456787',
      serial_number: 'NOT-A-TAG-1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(RECEIVING_MESSAGES.notATag('NOT-A-TAG-1'));
    expect(fieldOf(response)).toBe('body.serial_number');
    const page = await showTicket(repair.number);
    expect(page.ticket.inbound_tracking_number).toBeNull();
    expect(page.timeline.map((event) => event.kind)).toEqual(['created']);
  });
});
