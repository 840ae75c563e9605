import { asc, eq, or, sql } from 'drizzle-orm';
import { nextTicketStatuses, type TicketDetail, type TicketOrigin, type TicketType } from '@makro/domain/tickets';
import { isAdministrator, type Actor } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { findItemBySerial } from '../inventory/service';
import { ticketParts, tickets } from './tables';
import { selectTickets, statusOf, toSummary, type TicketRecord } from './ticket-rows';

export const ticketNotFound = (ticketNumber: string) => notFound(`Ticket ${ticketNumber} was not found.`);

export const byNumber = (ticketNumber: string) => sql`lower(${tickets.ticket_number}) = ${ticketNumber.toLowerCase()}`;

export async function ticketRecordOr404(db: DbOrTx, ticketNumber: string): Promise<TicketRecord> {
  const [record] = await selectTickets(db).where(byNumber(ticketNumber)).limit(1);
  if (!record) throw ticketNotFound(ticketNumber);
  return record;
}

async function partsOf(db: DbOrTx, ticketId: number) {
  const parts = await db
    .select()
    .from(ticketParts)
    .where(eq(ticketParts.ticket_id, ticketId))
    .orderBy(asc(ticketParts.id));
  return Promise.all(
    parts.map(async (part) => ({
      part_number: part.part_number,
      serial_number: part.serial_number,
      inventory_id: part.serial_number ? ((await findItemBySerial(db, part.serial_number))?.id ?? null) : null,
    })),
  );
}

/** The ticket this one follows up, and the tickets that follow it up. */
async function relatedOf(db: DbOrTx, ticket: TicketRecord['ticket']) {
  const rows = await db
    .select({
      id: tickets.id,
      ticket_number: tickets.ticket_number,
      ticket_type: tickets.ticket_type,
      status: tickets.status,
    })
    .from(tickets)
    .where(
      or(
        eq(tickets.parent_ticket_id, ticket.id),
        ticket.parent_ticket_id === null ? undefined : eq(tickets.id, ticket.parent_ticket_id),
      ),
    )
    .orderBy(asc(tickets.created_at), asc(tickets.id))
    .limit(50);
  return rows.map((row) => ({
    ticket_number: row.ticket_number,
    ticket_type: row.ticket_type as TicketType,
    status: statusOf(row.status),
    relation: row.id === ticket.parent_ticket_id ? ('original' as const) : ('follow_up' as const),
  }));
}

export async function ticketDetail(db: DbOrTx, record: TicketRecord, actor: Actor): Promise<TicketDetail> {
  const { ticket } = record;
  const summary = toSummary(record);
  return {
    ...summary,
    customer: {
      ...summary.customer,
      first_name: ticket.customer_first_name,
      last_name: ticket.customer_last_name,
    },
    inbound_tracking_number: ticket.inbound_tracking_number,
    outbound_tracking_number: ticket.outbound_tracking_number,
    core_return_tracking_number: ticket.core_return_tracking_number,
    parts: await partsOf(db, ticket.id),
    origin:
      ticket.origin_kind && ticket.origin_number
        ? { kind: ticket.origin_kind as TicketOrigin, number: ticket.origin_number }
        : null,
    related: await relatedOf(db, ticket),
    next_statuses: nextTicketStatuses(summary.status, { administrator: isAdministrator(actor) }),
  };
}

/** A ticket's id by its number, for linking a new ticket to the one it follows up. */
export async function ticketIdByNumber(db: DbOrTx, ticketNumber: string): Promise<number | null> {
  const [row] = await db.select({ id: tickets.id }).from(tickets).where(byNumber(ticketNumber)).limit(1);
  return row?.id ?? null;
}
