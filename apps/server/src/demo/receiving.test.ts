import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTrackingNumber } from '@makro/domain/receiving';
import type { TicketStatus, TicketType } from '@makro/domain/tickets';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createTicket } from '../features/tickets/service';
import { receivedHistories } from '../features/receiving/tables';
import { loadDemoReceiving } from './receiving';

let t: TestApp;
let dock: string;
const now = new Date();

const BENCH: readonly [TicketType, TicketStatus][] = [
  ['repair', 'Not Started'],
  ['repair', 'Not Started'],
  ['rma', 'Not Started'],
  ['rental', 'Not Started'],
  ['repair', 'Waiting for Module'],
  ['order', 'Shipped / Picked-up'],
  ['rma', 'Waiting for Core'],
  ['repair', 'Repair/Reprogramming In Progress'],
  ['rental', 'Initial Inspection In Progress'],
  ['rma', 'Completed (Core Received)'],
  ['order', 'Completed'],
];

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.transaction(async (tx) => {
    for (const [index, [type, status]] of BENCH.entries())
      await createTicket(
        tx,
        {
          ticket_number: `DEMO-${type.toUpperCase()}-${index}`,
          ticket_type: type,
          source: 'tipm',
          status,
          customer: { first_name: 'Dana', last_name: `Customer${index}` },
          parts: [{ part_number: '68099135AC' }],
        },
        null,
      );
  });
  // Opened over the last days, as the bench's tickets were.
  await t.db.execute(sql`update tickets set created_at = now() - (id % 7 + 2) * interval '1 day'`);
  await t.db.execute(sql`update audit_log a set created_at = t.created_at from tickets t
    where a.entity = 'ticket' and a.entity_id = t.id::text and a.action = 'ticket.created'`);
  await loadDemoReceiving(t.db, now);
  dock = await t.loginAs('technician');
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.call(dock, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the loading dock of the demo', () => {
  it('has parcels waiting, the first with USPS labels found by scanning them as (420)ZIP(94)…', async () => {
    const all = (await get('/api/v1/tickets?per_page=100')).tickets as { ticket_number: string }[];
    const pages = await Promise.all(
      all.map(async ({ ticket_number }) => (await get(`/api/v1/tickets/${ticket_number}`)).ticket),
    );
    const waiting = pages.filter((ticket) => /^DEMO-(REPAIR-[014]|RMA-2|RENTAL-3)$/.test(ticket.ticket_number));
    const numbers = waiting.map((ticket) => ticket.inbound_tracking_number as string);
    expect(numbers).toHaveLength(5);
    expect(numbers.every(isTrackingNumber)).toBe(true);
    const usps = numbers.filter((number) => /^94\d{20}$/.test(number));
    expect(usps.length).toBeGreaterThanOrEqual(2);
    const label = `(420)90210(94)${usps[0]!.slice(2)}`;
    const found = await get(`/api/v1/tickets/receiving?tracking_number=${encodeURIComponent(label)}`);
    expect(found.tickets).toHaveLength(1);
    expect(found.tickets[0].last_received).toBeNull();
    const order = pages.find((ticket) => ticket.ticket_number === 'DEMO-ORDER-5');
    expect(order.core_return_tracking_number).toMatch(/^[A-Z0-9]{8,}$/);
    expect(order.inbound_tracking_number).toBeNull();
  });

  it('has a received history with the receipts on their tickets’ histories, and one unmatched parcel', async () => {
    const history = await get('/api/v1/received_histories');
    const entries = history.received_histories as {
      order_number: string | null;
      receiving_type: string | null;
      received_by_name: string | null;
      part_type: string | null;
    }[];
    expect(entries.map((entry) => entry.order_number).sort()).toEqual(
      [null, 'DEMO-RENTAL-8', 'DEMO-REPAIR-7', 'DEMO-RMA-9'].sort(),
    );
    expect(entries.find((entry) => entry.order_number === 'DEMO-RMA-9')?.receiving_type).toBe('core');
    expect(entries.every((entry) => entry.received_by_name)).toBe(true);
    const unmatched = await get('/api/v1/received_histories?unmatched=true');
    expect(unmatched.received_histories).toHaveLength(1);
    const page = await get('/api/v1/tickets/DEMO-REPAIR-7');
    expect(page.timeline.map((event: { kind: string }) => event.kind)).toEqual(['received', 'tracking', 'created']);
  });

  it('adds nothing on a second start', async () => {
    const [before] = await t.db.select({ n: count() }).from(receivedHistories);
    await loadDemoReceiving(t.db, now);
    const [after] = await t.db.select({ n: count() }).from(receivedHistories);
    expect(after?.n).toBe(before?.n);
  });
});
