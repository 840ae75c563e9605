/**
 * The loading dock: parcels on their way in and parcels that came in. Drawn from the bench's tickets:
 *
 * - waiting to be received: repair, RMA and rental tickets not started yet get the inbound tracking number of
 *   the label the customer was sent (USPS, UPS, FedEx; the first ones USPS, whose labels scan as
 *   `(420)ZIP(94)` + 20 digits), and shipped orders and RMAs waiting for their core get the core return number;
 *   the CSR's entry of the number is on each ticket's history;
 * - received: tickets the bench has started had their parcel received by the dock staff a day or so after they
 *   were opened (a received history entry, the tracking number, the ticket's history, as Mark as Receive writes
 *   them), and RMAs whose core came back a core receipt;
 * - one parcel this morning whose label matched no ticket, recorded unmatched for someone to match.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { RECEIVING_TYPE_LABELS, defaultReceivingType, receivingFlags, trackingFieldFor } from '@makro/domain/receiving';
import { stageOf, type TicketStatus, type TicketType } from '@makro/domain/tickets';
import type { Db } from '../platform/db/client';
import { users } from '../platform/auth/tables';
import { auditLog } from '../platform/audit/tables';
import { ticketParts, tickets } from '../features/tickets/tables';
import { partModuleTypes } from '../features/inventory/tables';
import { receivedHistories } from '../features/receiving/tables';
import { DEMO_SEED, Dice, HOUR_MS, MINUTE_MS } from './random';

type Carrier = 'usps' | 'ups' | 'fedex';

/** A tracking number as the carrier prints it (USPS 22 digits from 94, UPS 1Z + 16, FedEx 12 or 15 digits). */
export function demoTrackingNumber(dice: Dice, carrier: Carrier): string {
  if (carrier === 'usps') return `94001${dice.digits(17)}`;
  if (carrier === 'ups') return `1Z${dice.digits(3)}W${dice.digits(2)}0${dice.digits(9)}`;
  return dice.chance(0.5) ? `7${dice.digits(11)}` : `${1 + dice.int(9)}${dice.digits(14)}`;
}

const CARRIERS: readonly Carrier[] = ['usps', 'usps', 'ups', 'usps', 'fedex', 'ups', 'usps', 'fedex'];
/** How many tickets of each type have a parcel on its way, and how many had theirs received. */
const WAITING_MIX: Readonly<Record<TicketType, number>> = { repair: 4, rma: 3, rental: 2, order: 3 };
const RECEIVED_MIX: Readonly<Record<TicketType, number>> = { repair: 6, rma: 5, rental: 5, order: 0 };

/** The newest tickets of each type, as many as the mix says, newest first. */
const mixed = (candidates: TicketRow[], mix: Readonly<Record<TicketType, number>>) =>
  (Object.keys(mix) as TicketType[])
    .flatMap((type) => candidates.filter((ticket) => ticket.ticket_type === type).slice(0, mix[type]))
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime());

type TicketRow = typeof tickets.$inferSelect;

const latest = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/** This long after the ticket was opened, but never later than a few minutes ago (a ticket opened just now). */
const within = (opened: Date, now: Date, after: number) =>
  new Date(Math.max(opened.getTime() + MINUTE_MS, Math.min(opened.getTime() + after, now.getTime() - 10 * MINUTE_MS)));

interface AuditRow {
  actor_user_id: number;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  created_at: Date;
  updated_at: Date;
}

const ticketEvent = (ticketId: number, actor: number, at: Date, kind: string, after: unknown, before?: unknown) => ({
  actor_user_id: actor,
  action: `ticket.${kind}`,
  entity: 'ticket',
  entity_id: String(ticketId),
  before: before === undefined ? null : { value: before },
  after,
  created_at: at,
  updated_at: at,
});

const trackingEvent = (ticket: TicketRow, field: string, number: string, actor: number, at: Date) =>
  ticketEvent(ticket.id, actor, at, 'tracking', { value: { field, number } }, ticket[field as keyof TicketRow] ?? null);

const isWaiting = (ticket: TicketRow) => {
  const stage = stageOf(ticket.status as TicketStatus);
  if (ticket.ticket_type === 'order') return ticket.status === 'Shipped / Picked-up';
  if (ticket.ticket_type === 'rma' && stage === 9) return true;
  return ticket.status === 'Not Started' || stage === 1;
};

const wasReceived = (ticket: TicketRow) => {
  if (ticket.ticket_type === 'order') return false;
  if (ticket.status === 'Completed (Core Received)' || ticket.status.startsWith('Module Received')) return true;
  const stage = stageOf(ticket.status as TicketStatus);
  return stage >= 3 && stage <= 7;
};

export async function loadDemoReceiving(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(receivedHistories);
  if ((existing?.n ?? 0) > 0) return;
  const staff = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['csr', 'inventory_manager', 'technician', 'marco.diaz']));
  const idOf = (username: string) => staff.find((user) => user.username === username)?.id;
  const csr = idOf('csr');
  const dock = [idOf('inventory_manager'), idOf('technician'), idOf('marco.diaz')].filter(
    (id): id is number => id !== undefined,
  );
  if (csr === undefined || dock.length === 0) return;

  const all = (await db.select().from(tickets)).sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
  const partRows = await db
    .select({ ticket_id: ticketParts.ticket_id, part: ticketParts.part_number })
    .from(ticketParts);
  const firstPart = new Map<number, string>();
  const types = new Map(
    (await db.select().from(partModuleTypes)).map((row) => [row.part_number, row.module_type] as const),
  );
  // The module the parcel holds: the ticket's first part that is a module part (not a fee or a service line).
  for (const row of [...partRows].reverse()) if (types.has(row.part)) firstPart.set(row.ticket_id, row.part);
  const dice = new Dice(DEMO_SEED + 15);
  const events: AuditRow[] = [];
  const updates: { id: number; field: string; number: string; at: Date }[] = [];

  // Parcels on their way: the label's number entered by the CSR a few hours after the ticket was opened.
  const waiting = mixed(all.filter(isWaiting), WAITING_MIX);
  // Tickets without a number first, so the first USPS labels land on tickets that had none.
  waiting.sort((a, b) => Number(a.inbound_tracking_number !== null) - Number(b.inbound_tracking_number !== null));
  waiting.forEach((ticket, index) => {
    const core =
      ticket.ticket_type === 'order' || ticket.ticket_type === 'rma'
        ? stageOf(ticket.status as TicketStatus) >= 7
        : false;
    const field = core ? 'core_return_tracking_number' : 'inbound_tracking_number';
    if (ticket[field]) return;
    const number = demoTrackingNumber(dice, CARRIERS[index % CARRIERS.length]!);
    const at = within(ticket.created_at, now, dice.between(1, 6) * HOUR_MS);
    updates.push({ id: ticket.id, field, number, at: latest(ticket.updated_at, at) });
    events.push(trackingEvent(ticket, field, number, csr, at));
  });

  // Parcels that came in: received a day or so after the ticket was opened, before the bench started.
  const receivedTickets = mixed(all.filter(wasReceived), RECEIVED_MIX);
  const receipts = receivedTickets.flatMap((ticket) => {
    const type =
      ticket.status === 'Completed (Core Received)' ? 'core' : defaultReceivingType(ticket.ticket_type as TicketType);
    const field = trackingFieldFor(type);
    const number = ticket[field] ?? demoTrackingNumber(dice, dice.pick(CARRIERS));
    const at = within(ticket.created_at, now, dice.between(14, 40) * HOUR_MS);
    const receiver = dice.pick(dock);
    if (!ticket[field]) {
      updates.push({ id: ticket.id, field, number, at: latest(ticket.updated_at, at) });
      events.push(trackingEvent(ticket, field, number, receiver, at));
    }
    const part = firstPart.get(ticket.id) ?? null;
    return [
      {
        ticket,
        at,
        receiver,
        row: {
          ticket_id: ticket.id,
          order_number: ticket.ticket_number,
          ticket_type: ticket.ticket_type,
          receiving_type: type,
          ...receivingFlags(type),
          tracking_number: number,
          sender_name: `${ticket.customer_first_name} ${ticket.customer_last_name}`.trim(),
          part_number: part,
          part_type: part ? (types.get(part) ?? null) : null,
          date_received: at,
          received_by_user_id: receiver,
          created_at: at,
          updated_at: at,
        },
      },
    ];
  });

  const unmatchedAt = new Date(now.getTime() - 5 * HOUR_MS - 12 * MINUTE_MS);
  const rows = [
    ...receipts.map((receipt) => receipt.row),
    {
      tracking_number: demoTrackingNumber(dice, 'usps'),
      sender_name: 'Precision Auto Electric',
      notes: 'No paperwork in the box; a TIPM wrapped in newspaper. Waiting for the customer to call.',
      date_received: unmatchedAt,
      received_by_user_id: dock[0]!,
      created_at: unmatchedAt,
      updated_at: unmatchedAt,
    },
  ];

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(receivedHistories)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: receivedHistories.id, ticket_id: receivedHistories.ticket_id });
    const entryOf = new Map(inserted.map((row) => [row.ticket_id, row.id]));
    for (const { ticket, at, receiver, row } of receipts)
      events.push(
        ticketEvent(ticket.id, receiver, new Date(at.getTime() + MINUTE_MS), 'received', {
          text: `Parcel ${row.tracking_number} received (${RECEIVING_TYPE_LABELS[row.receiving_type]})`,
          value: {
            received_history_id: entryOf.get(ticket.id) ?? null,
            field: trackingFieldFor(row.receiving_type),
            receiving_type: row.receiving_type,
            tracking_number: row.tracking_number,
            serial_number: null,
            is_core_received: row.is_core_received,
            is_inbound_received: row.is_inbound_received,
          },
        }),
      );
    for (const entry of inserted) {
      const receipt = receipts.find((candidate) => candidate.ticket.id === entry.ticket_id);
      const row = receipt?.row ?? rows[rows.length - 1]!;
      events.push({
        actor_user_id: receipt?.receiver ?? dock[0]!,
        action: 'create',
        entity: 'received_history',
        entity_id: String(entry.id),
        before: null,
        after: { ...row, id: entry.id },
        created_at: row.created_at,
        updated_at: row.created_at,
      });
    }
    for (const update of updates)
      await tx
        .update(tickets)
        .set(
          update.field === 'inbound_tracking_number'
            ? { inbound_tracking_number: update.number, updated_at: update.at }
            : { core_return_tracking_number: update.number, updated_at: update.at },
        )
        .where(eq(tickets.id, update.id));
    for (let start = 0; start < events.length; start += 500)
      await tx.insert(auditLog).values(events.slice(start, start + 500));
  });
}
