import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  isTicketStatus,
  ticketMaturity,
  type QualityControl,
  type TicketSource,
  type TicketStatus,
  type TicketSummary,
  type TicketTag,
  type TicketType,
} from '@makro/domain/tickets';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { rentalSubmissions, tickets } from './tables';
import { asPerson } from './timeline';

const assignee = alias(users, 'assignee');

/** The columns every ticket view reads: the ticket, its assignee and, for rentals, the submission's words. */
export function selectTickets(db: DbOrTx) {
  return db
    .select({
      ticket: tickets,
      assignee,
      reason_for_return: rentalSubmissions.reason_for_return,
      order_notes: rentalSubmissions.order_notes,
    })
    .from(tickets)
    .leftJoin(assignee, eq(assignee.id, tickets.assigned_to_user_id))
    .leftJoin(
      rentalSubmissions,
      sql`${tickets.origin_kind} = 'rental_submission' and ${rentalSubmissions.id} = ${tickets.origin_id}`,
    );
}

export type TicketRecord = Awaited<ReturnType<ReturnType<typeof selectTickets>['execute']>>[number];

/** A status stored before a rename would not break a page: it reads as Not Started. */
export const statusOf = (value: string): TicketStatus => (isTicketStatus(value) ? value : 'Not Started');

export const customerName = (ticket: typeof tickets.$inferSelect) =>
  `${ticket.customer_first_name} ${ticket.customer_last_name}`.trim();

export function toSummary({ ticket, assignee: person, reason_for_return, order_notes }: TicketRecord): TicketSummary {
  const status = statusOf(ticket.status);
  return {
    id: ticket.id,
    ticket_number: ticket.ticket_number,
    ticket_type: ticket.ticket_type as TicketType,
    source: ticket.source as TicketSource,
    customer: { name: customerName(ticket), email: ticket.customer_email, phone: ticket.customer_phone },
    status,
    tags: ticket.tags as TicketTag[],
    quality_control: ticket.quality_control as QualityControl,
    assigned_to: asPerson(person),
    description: ticket.description,
    reason_for_return: reason_for_return ?? null,
    order_notes: order_notes ?? null,
    maturity: ticketMaturity(ticket.created_at, status),
    created_at: ticket.created_at.toISOString(),
    updated_at: ticket.updated_at.toISOString(),
  };
}
