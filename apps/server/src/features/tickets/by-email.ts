import { desc, sql } from 'drizzle-orm';
import type { TicketType } from '@makro/domain/tickets';
import type { DbOrTx } from '../../platform/db/client';
import { tickets } from './tables';

/** A customer's tickets of every kind, newest first (customer inquiries link them). */
export async function ticketsByEmail(db: DbOrTx, email: string, limit: number) {
  const rows = await db
    .select({
      ticket_number: tickets.ticket_number,
      ticket_type: tickets.ticket_type,
      status: tickets.status,
      created_at: tickets.created_at,
    })
    .from(tickets)
    .where(sql`lower(${tickets.customer_email}) = ${email.toLowerCase()}`)
    .orderBy(desc(tickets.created_at))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    ticket_type: row.ticket_type as TicketType,
    created_at: row.created_at.toISOString(),
  }));
}
