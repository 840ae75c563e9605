import { asc, eq, sql } from 'drizzle-orm';
import type { TicketStatus } from '@makro/domain/tickets';
import type { DbOrTx } from '../../platform/db/client';
import { ticketParts, tickets } from './tables';
import { ticketNotFound } from './detail';
import { recordTicketEvent } from './timeline';

/**
 * What packing and shipping (spec part 2 §2 "Packing / Shipping") read and change on tickets: the ticket by its
 * number or its order's, its lines (the ticket's parts), the module packed for a line, the status and the
 * outbound tracking number, and the lines on its history.
 */
export type PackingTicketRecord = typeof tickets.$inferSelect;
export type TicketLine = typeof ticketParts.$inferSelect;

/**
 * The ticket of this number, or else the one whose order (its origin) has this number; locked when asked.
 * 404 when neither exists.
 */
export async function ticketForPacking(db: DbOrTx, number: string, lock = false): Promise<PackingTicketRecord> {
  const wanted = number.toLowerCase();
  const query = db
    .select()
    .from(tickets)
    .where(sql`lower(${tickets.ticket_number}) = ${wanted} or lower(${tickets.origin_number}) = ${wanted}`)
    .orderBy(sql`lower(${tickets.ticket_number}) = ${wanted} desc`, asc(tickets.id))
    .limit(1);
  const [ticket] = lock ? await query.for('update') : await query;
  if (!ticket) throw ticketNotFound(number);
  return ticket;
}

/** The ticket's lines in the order they were added. */
export const ticketLines = (db: DbOrTx, ticketId: number): Promise<TicketLine[]> =>
  db.select().from(ticketParts).where(eq(ticketParts.ticket_id, ticketId)).orderBy(asc(ticketParts.id));

/** The module packed for a line is the line's serial. */
export const fillTicketLine = (tx: DbOrTx, lineId: number, serial: string) =>
  tx.update(ticketParts).set({ serial_number: serial }).where(eq(ticketParts.id, lineId));

/** Moves the ticket to a status as packing and shipping do (not a person's move), with its history line. */
export async function setTicketStatusFor(
  tx: DbOrTx,
  ticket: PackingTicketRecord,
  status: TicketStatus,
  actorUserId: number,
  extra: Partial<Pick<PackingTicketRecord, 'outbound_tracking_number'>> = {},
) {
  await tx
    .update(tickets)
    .set({ status, ...extra, updated_at: new Date() })
    .where(eq(tickets.id, ticket.id));
  if (ticket.status !== status)
    await recordTicketEvent(tx, { ticketId: ticket.id, actorUserId, kind: 'status', from: ticket.status, to: status });
  if (extra.outbound_tracking_number && extra.outbound_tracking_number !== ticket.outbound_tracking_number)
    await recordTicketEvent(tx, {
      ticketId: ticket.id,
      actorUserId,
      kind: 'tracking',
      from: ticket.outbound_tracking_number,
      to: { field: 'outbound_tracking_number', number: extra.outbound_tracking_number },
    });
}

/** A line on the ticket's history written by packing or shipping. */
export const recordPackingEvent = (
  tx: DbOrTx,
  ticketId: number,
  actorUserId: number,
  kind: 'packed' | 'shipped',
  text: string,
  to?: unknown,
) => recordTicketEvent(tx, { ticketId, actorUserId, kind, text, to });
