import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TicketSource, TicketType } from '@makro/domain/tickets';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { ticketParts, tickets } from './tables';
import { byNumber, ticketNotFound } from './detail';
import { recordTicketEvent } from './timeline';
import { customerName } from './ticket-rows';

/**
 * What receiving (spec part 2 §2 "Receiving") reads and changes on tickets: finding the tickets a parcel may be
 * for, and, in the receiving transaction, the ticket's tracking number, its parts and its history.
 */

export type ParcelTrackingField = 'inbound_tracking_number' | 'core_return_tracking_number';

/** A stored tracking number as scanners compare it: upper case, no spaces (an index serves it). */
export const normalizedTracking = (column: AnyColumn) => sql`upper(replace(${column}, ' ', ''))`;

export interface TicketForReceiving {
  id: number;
  ticket_number: string;
  ticket_type: TicketType;
  source: TicketSource;
  created_at: Date;
  customer: string;
  status: string;
  inbound_tracking_number: string | null;
  core_return_tracking_number: string | null;
  part_number: string | null;
}

/** The ticket's first part (what the customer's parcel should hold). */
// Written out: inside a select list Drizzle names a column without its table, which the subquery would misread.
const firstPart = sql<string | null>`(${sql.raw(
  'select tp.part_number from ticket_parts tp where tp.ticket_id = "tickets"."id" order by tp.id limit 1',
)})`;

/**
 * Tickets whose inbound or core return tracking number is this one, or whose number holds this text: exact
 * numbers first, then the newest.
 */
export async function ticketsForReceiving(
  db: DbOrTx,
  search: { trackingNumber?: string; ticketNumber?: string },
  limit: number,
): Promise<TicketForReceiving[]> {
  const matches: SQL[] = [];
  if (search.trackingNumber) {
    const tracking = search.trackingNumber.toUpperCase();
    matches.push(sql`${normalizedTracking(tickets.inbound_tracking_number)} = ${tracking}`);
    matches.push(sql`${normalizedTracking(tickets.core_return_tracking_number)} = ${tracking}`);
  }
  const wanted = search.ticketNumber?.toLowerCase();
  if (wanted) matches.push(sql`lower(${tickets.ticket_number}) like ${`%${escapeLike(wanted)}%`}`);
  if (matches.length === 0) return [];
  const newest = [desc(tickets.created_at), desc(tickets.id)];
  const rows = await db
    .select({ ticket: tickets, part_number: firstPart })
    .from(tickets)
    .where(sql.join(matches, sql` or `))
    .orderBy(...(wanted ? [desc(sql`lower(${tickets.ticket_number}) = ${wanted}`), ...newest] : newest))
    .limit(limit);
  return rows.map(({ ticket, part_number }) => ({
    id: ticket.id,
    ticket_number: ticket.ticket_number,
    ticket_type: ticket.ticket_type as TicketType,
    source: ticket.source as TicketSource,
    created_at: ticket.created_at,
    customer: customerName(ticket),
    status: ticket.status,
    inbound_tracking_number: ticket.inbound_tracking_number,
    core_return_tracking_number: ticket.core_return_tracking_number,
    part_number,
  }));
}

export type LockedTicket = typeof tickets.$inferSelect & { part_number: string | null };

/** The ticket, locked for the receiving transaction, with its first part; 404 for an unknown number. */
export async function lockTicketForReceiving(tx: DbOrTx, ticketNumber: string): Promise<LockedTicket> {
  const [ticket] = await tx.select().from(tickets).where(byNumber(ticketNumber)).for('update');
  if (!ticket) throw ticketNotFound(ticketNumber);
  const [part] = await tx
    .select({ part_number: ticketParts.part_number })
    .from(ticketParts)
    .where(eq(ticketParts.ticket_id, ticket.id))
    .orderBy(asc(ticketParts.id))
    .limit(1);
  return { ...ticket, part_number: part?.part_number ?? null };
}

/** Sets one of the ticket's parcel tracking numbers, with a history event when it really changes. */
export async function setParcelTracking(
  tx: DbOrTx,
  ticket: { id: number } & Record<ParcelTrackingField, string | null>,
  field: ParcelTrackingField,
  number: string,
  actorUserId: number,
): Promise<boolean> {
  if (ticket[field] === number) return false;
  await tx
    .update(tickets)
    .set({ [field]: number, updated_at: new Date() })
    .where(eq(tickets.id, ticket.id));
  await recordTicketEvent(tx, {
    ticketId: ticket.id,
    actorUserId,
    kind: 'tracking',
    from: ticket[field],
    to: { field, number },
  });
  return true;
}

/** Names a module's serial on the ticket (its parts list opens the item), unless the ticket already has it. */
export async function linkTicketSerial(tx: DbOrTx, ticketId: number, part: { part_number: string; serial: string }) {
  const [known] = await tx
    .select({ id: ticketParts.id, serial: ticketParts.serial_number })
    .from(ticketParts)
    .where(
      and(
        eq(ticketParts.ticket_id, ticketId),
        sql`(${ticketParts.serial_number} = ${part.serial} or (${ticketParts.serial_number} is null and ${ticketParts.part_number} = ${part.part_number}))`,
      ),
    )
    .orderBy(sql`${ticketParts.serial_number} is null`, asc(ticketParts.id))
    .limit(1);
  if (known?.serial === part.serial) return;
  // The ticket's part without a serial yet gets this one; otherwise the module is one more part.
  if (known) await tx.update(ticketParts).set({ serial_number: part.serial }).where(eq(ticketParts.id, known.id));
  else
    await tx
      .insert(ticketParts)
      .values({ ticket_id: ticketId, part_number: part.part_number, serial_number: part.serial });
}

/** A line on the ticket's history written by receiving (a parcel in, a receipt deleted); the ticket was updated. */
export async function recordReceivingEvent(
  tx: DbOrTx,
  ticketId: number,
  actorUserId: number,
  text: string,
  to?: unknown,
): Promise<number> {
  await tx.update(tickets).set({ updated_at: new Date() }).where(eq(tickets.id, ticketId));
  return recordTicketEvent(tx, { ticketId, actorUserId, kind: 'received', text, to });
}
