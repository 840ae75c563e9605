import { sql } from 'drizzle-orm';
import {
  DEFAULT_TICKET_STATUS,
  type TicketOrigin,
  type TicketSource,
  type TicketStatus,
  type TicketTag,
  type TicketType,
} from '@makro/domain/tickets';
import type { DbOrTx } from '../../platform/db/client';
import { conflict } from '../../platform/http/errors';
import { ticketParts, tickets } from './tables';
import { recordTicketEvent } from './timeline';

export interface NewTicket {
  ticket_number: string;
  ticket_type: TicketType;
  source: TicketSource;
  customer: { first_name: string; last_name?: string; email?: string | null; phone?: string | null };
  description?: string | null;
  status?: TicketStatus;
  tags?: TicketTag[];
  origin?: { kind: TicketOrigin; id: number; number: string };
  parent_ticket_id?: number | null;
  parts?: { part_number: string; serial_number?: string | null }[];
}

const ORIGIN_LABELS: Record<TicketOrigin, string> = {
  rma_submission: 'RMA request',
  repair_order_submission: 'repair order',
  rental_submission: 'rental return',
  internal_order: 'order',
  shop_order: 'shop order',
};

/**
 * Opens a ticket for a unit of work, in the caller's transaction. Once per origin: a retried creation
 * (a double click, a crashed request run again) finds the ticket made the first time and returns it.
 */
export async function createTicket(
  tx: DbOrTx,
  input: NewTicket,
  actorUserId: number | null,
): Promise<{ id: number; created: boolean }> {
  const [row] = await tx
    .insert(tickets)
    .values({
      ticket_number: input.ticket_number,
      ticket_type: input.ticket_type,
      source: input.source,
      customer_first_name: input.customer.first_name,
      customer_last_name: input.customer.last_name ?? '',
      customer_email: input.customer.email ?? null,
      customer_phone: input.customer.phone ?? null,
      description: input.description ?? null,
      status: input.status ?? DEFAULT_TICKET_STATUS,
      tags: input.tags ?? [],
      origin_kind: input.origin?.kind ?? null,
      origin_id: input.origin?.id ?? null,
      origin_number: input.origin?.number ?? null,
      parent_ticket_id: input.parent_ticket_id ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: tickets.id });
  if (!row) return existingTicket(tx, input);
  if (input.parts?.length)
    await tx
      .insert(ticketParts)
      .values(input.parts.map((part) => ({ ticket_id: row.id, ...part, serial_number: part.serial_number ?? null })));
  await recordTicketEvent(tx, {
    ticketId: row.id,
    actorUserId,
    kind: 'created',
    text: input.origin
      ? `Ticket created from ${ORIGIN_LABELS[input.origin.kind]} ${input.origin.number}`
      : 'Ticket created',
  });
  return { id: row.id, created: true };
}

async function existingTicket(tx: DbOrTx, input: NewTicket) {
  const [same] = input.origin
    ? await tx
        .select({ id: tickets.id })
        .from(tickets)
        .where(sql`${tickets.origin_kind} = ${input.origin.kind} and ${tickets.origin_id} = ${input.origin.id}`)
    : [];
  if (same) return { id: same.id, created: false };
  throw conflict(`Ticket ${input.ticket_number} already exists.`, 'body.ticket_number');
}
