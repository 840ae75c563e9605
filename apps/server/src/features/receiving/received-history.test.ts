import { describe, expect, it } from 'vitest';
import { RECEIVING_MESSAGES } from '@makro/domain/receiving';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/tables';
import { receivedHistories } from './tables';
import {
  kit,
  startReceivingApp,
  search,
  receive,
  updateTracking,
  history,
  recordUnmatched,
  match,
  showTicket,
  fieldOf,
  uspsNumber,
  ticket,
} from './receiving-test-support';

startReceivingApp();

describe('updating the tracking number a ticket’s parcel comes back with', () => {
  it('sets an order’s core return number and any other ticket’s inbound number, with a history event', async () => {
    const order = await ticket('order');
    const rental = await ticket('rental');
    const usps = uspsNumber();
    const first = await updateTracking({
      ticket_number: order.number,
      ticket_type: 'order',
      tracking_number: usps.label,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().ticket).toEqual({
      ticket_number: order.number,
      ticket_type: 'order',
      inbound_tracking_number: null,
      core_return_tracking_number: usps.number,
    });
    const second = await updateTracking({
      ticket_number: rental.number,
      ticket_type: 'rental',
      tracking_number: '1Z999AA10123456788',
    });
    expect(second.json().ticket.inbound_tracking_number).toBe('1Z999AA10123456788');
    expect((await showTicket(rental.number)).timeline[0]!.description).toBe(
      'Inbound tracking number set to 1Z999AA10123456788',
    );
    const wrongType = await updateTracking({
      ticket_number: rental.number,
      ticket_type: 'rma',
      tracking_number: '1Z999AA10123456789',
    });
    expect(wrongType.statusCode).toBe(422);
    expect(fieldOf(wrongType)).toBe('body.ticket_type');
    const badNumber = await updateTracking({
      ticket_number: rental.number,
      ticket_type: 'rental',
      tracking_number: '??',
    });
    expect(fieldOf(badNumber)).toBe('body.tracking_number');
    expect(
      (
        await updateTracking(
          { ticket_number: rental.number, ticket_type: 'rental', tracking_number: '1Z999AA10123456789' },
          kit.csr,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('a parcel that matches no ticket', () => {
  it('is recorded unmatched, found by its tracking number, and matched to its ticket later', async () => {
    const usps = uspsNumber();
    const recorded = await recordUnmatched({
      tracking_number: usps.label,
      sender_name: 'Joe’s Garage',
      notes: 'No paperwork in the box',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const entry = recorded.json().received_history;
    expect(recorded.json().message).toBe(RECEIVING_MESSAGES.unmatchedRecorded(usps.number));
    expect(entry).toMatchObject({
      order_number: null,
      receiving_type: null,
      tracking_number: usps.number,
      sender_name: 'Joe’s Garage',
      is_core_received: false,
      is_inbound_received: false,
    });
    const again = await recordUnmatched({ tracking_number: usps.number, sender_name: 'Joe’s Garage' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(RECEIVING_MESSAGES.alreadyRecorded(usps.number));

    const found = (await search(`tracking_number=${usps.number}`)).json();
    expect(found).toMatchObject({ tickets: [], unmatched_receipt: { id: entry.id, sender_name: 'Joe’s Garage' } });
    const unmatchedOnly = (await history('unmatched=true&per_page=100')).json();
    expect(unmatchedOnly.received_histories.map((row: { id: number }) => row.id)).toContain(entry.id);
    expect(
      unmatchedOnly.received_histories.every((row: { order_number: string | null }) => row.order_number === null),
    ).toBe(true);

    const repair = await ticket('repair');
    const matched = await match(entry.id, { ticket_number: repair.number, receiving_type: 'repair' }, kit.admin);
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json().message).toBe(RECEIVING_MESSAGES.matched(usps.number, repair.number));
    expect(matched.json().received_history).toMatchObject({
      id: entry.id,
      order_number: repair.number,
      receiving_type: 'repair',
      is_inbound_received: true,
      date_received: entry.date_received,
      received_by_name: 'Tina Nguyen',
      matched_by_name: expect.any(String),
      notes: 'Label sender: Joe’s Garage\nNo paperwork in the box',
    });
    const page = await showTicket(repair.number);
    expect(page.ticket.inbound_tracking_number).toBe(usps.number);
    expect(page.timeline[0]!.description).toMatch(
      new RegExp(
        `^Parcel ${usps.number} received \\(Repair\\); it came in on \\d{4}-\\d{2}-\\d{2} and was recorded unmatched$`,
      ),
    );
    const twice = await match(entry.id, { ticket_number: repair.number, receiving_type: 'repair' });
    expect(twice.statusCode).toBe(409);
    expect((await match(999_999, { ticket_number: repair.number, receiving_type: 'repair' })).statusCode).toBe(404);
    expect(
      (await match(entry.id, { ticket_number: repair.number, receiving_type: 'repair' }, kit.csr)).statusCode,
    ).toBe(403);
  });

  it('is matched when its ticket is received with the same tracking number, not recorded twice', async () => {
    const recorded = await recordUnmatched({ tracking_number: '1Z999AA10123456790', sender_name: 'A. Customer' });
    const id = recorded.json().received_history.id as number;
    const order = await ticket('order');
    const response = await receive({
      ticket_number: order.number,
      receiving_type: 'core',
      tracking_number: '1Z999AA10123456790',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().received_history).toMatchObject({ id, order_number: order.number, is_core_received: true });
    const rows = await kit.t.db
      .select()
      .from(receivedHistories)
      .where(eq(receivedHistories.tracking_number, '1Z999AA10123456790'));
    expect(rows).toHaveLength(1);
  });

  it('is refused when the tracking number is a ticket’s (receive it there) or needs a sender', async () => {
    const usps = uspsNumber();
    const rental = await ticket('rental', { inbound: usps.number });
    const response = await recordUnmatched({ tracking_number: usps.label, sender_name: 'Someone' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain(rental.number);
    const noSender = await recordUnmatched({ tracking_number: uspsNumber().number, sender_name: '  ' });
    expect(noSender.statusCode).toBe(400);
    expect(fieldOf(noSender)).toBe('body.sender_name');
    expect(
      (await recordUnmatched({ tracking_number: uspsNumber().number, sender_name: 'X' }, kit.csr)).statusCode,
    ).toBe(403);
  });
});

describe('the received history', () => {
  it('pages 20 at a time, newest first, searches, and is open to History without Receiving', async () => {
    for (let index = 0; index < 3; index += 1) {
      const repair = await ticket('repair');
      await receive({ ticket_number: repair.number, receiving_type: 'repair', tracking_number: uspsNumber().number });
    }
    const first = await history('', kit.csr);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(Object.keys(body).sort()).toEqual(['current_page', 'received_histories', 'total_count', 'total_pages']);
    expect(body.current_page).toBe(1);
    expect(body.received_histories.length).toBe(Math.min(20, body.total_count));
    const dates = body.received_histories.map((row: { date_received: string }) => row.date_received);
    expect([...dates].sort().reverse()).toEqual(dates);
    const paged = (await history('per_page=2&page=2')).json();
    expect(paged).toMatchObject({ current_page: 2, total_count: body.total_count });
    expect(paged.received_histories[0].id).toBe(body.received_histories[2].id);

    const newest = body.received_histories[0];
    for (const keyword of [
      newest.order_number.toLowerCase(),
      newest.tracking_number.slice(-8),
      newest.sender_name.toUpperCase(),
    ]) {
      const found = (await history(`keyword=${encodeURIComponent(keyword)}`)).json();
      expect(
        found.received_histories.map((row: { id: number }) => row.id),
        keyword,
      ).toContain(newest.id);
    }
    expect((await history('keyword=zzzz-nothing-like-this')).json()).toMatchObject({
      received_histories: [],
      total_count: 0,
    });
    expect(fieldOf(await history('per_page=101'))).toBe('query.per_page');
    expect((await history('', kit.rtgrim)).statusCode).toBe(403);
    expect((await history('', '')).statusCode).toBe(401);
  });

  it('deletes an entry for administrators only, and the ticket’s history says so', async () => {
    const repair = await ticket('repair');
    const tracking = uspsNumber().number;
    const { id } = (
      await receive({ ticket_number: repair.number, receiving_type: 'repair', tracking_number: tracking })
    ).json().received_history;
    const remove = (token: string, entryId = id) =>
      kit.t.call(token, { method: 'DELETE', url: `/api/v1/received_histories/${entryId}` });
    expect((await remove(kit.technician)).statusCode).toBe(403);
    expect((await remove(kit.csr)).statusCode).toBe(403);
    const deleted = await remove(kit.admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await remove(kit.admin)).statusCode).toBe(404);
    expect(fieldOf(await remove(kit.admin, 0 as number))).toBe('params.id');
    const page = await showTicket(repair.number);
    expect(page.timeline[0]!.description).toBe(`Receipt of parcel ${tracking} deleted from the received history`);
    // What receiving changed stays: the parcel did come in.
    expect(page.ticket.inbound_tracking_number).toBe(tracking);
    const audit = await kit.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'received_history'), eq(auditLog.entity_id, String(id))));
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
  });
});
