import { inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import { MIN_FRAGMENT_LENGTH, type SearchResult } from '@makro/domain/global-search';
import { ticketPath, type TicketType } from '@makro/domain/tickets';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { tickets, ticketSearchText } from './tables';

const compactTracking = (column: AnyColumn) => sql`upper(replace(${column}, ' ', ''))`;

/**
 * Tickets by number (whole or prefix), by the number of what they came from (the shop order, the RMA), by a
 * parcel's tracking number, or by the customer's name, e-mail or phone (fragments, trigram index).
 */
export async function searchTicketsFor(db: DbOrTx, query: string, limit: number): Promise<SearchResult[]> {
  const lower = query.toLowerCase();
  const tracking = query.toUpperCase().replace(/\s+/g, '');
  const matches = [
    sql`lower(${tickets.ticket_number}) like ${`${escapeLike(lower)}%`}`,
    sql`lower(${tickets.origin_number}) = ${lower}`,
    sql`${compactTracking(tickets.inbound_tracking_number)} = ${tracking}`,
    sql`${compactTracking(tickets.outbound_tracking_number)} = ${tracking}`,
    sql`${compactTracking(tickets.core_return_tracking_number)} = ${tracking}`,
  ];
  if (query.length >= MIN_FRAGMENT_LENGTH) {
    matches.push(sql`${ticketSearchText(tickets)} like ${`%${escapeLike(lower)}%`}`);
  }
  const rows = await db
    .select({
      number: tickets.ticket_number,
      type: tickets.ticket_type,
      status: tickets.status,
      first: tickets.customer_first_name,
      last: tickets.customer_last_name,
      exact: sql<boolean>`lower(${tickets.ticket_number}) = ${lower}`,
    })
    .from(tickets)
    .where(or(...matches))
    .orderBy(sql`lower(${tickets.ticket_number}) = ${lower} desc`, sql`${tickets.created_at} desc`)
    .limit(limit);
  return rows.map((row) => ({
    kind: 'ticket',
    title: row.number,
    subtitle: `${`${row.first} ${row.last}`.trim()} · ${row.status}`,
    path: ticketPath(row.type as TicketType, row.number),
    exact: row.exact,
  }));
}

/** The type of each ticket among these numbers (an order's ticket carries the order's number). */
export async function ticketTypesByNumber(db: DbOrTx, numbers: string[]): Promise<Map<string, TicketType>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({ number: tickets.ticket_number, type: tickets.ticket_type })
    .from(tickets)
    .where(
      inArray(
        sql`lower(${tickets.ticket_number})`,
        numbers.map((number) => number.toLowerCase()),
      ),
    );
  return new Map(rows.map((row) => [row.number.toLowerCase(), row.type as TicketType]));
}
