import { count, desc, sql, type SQL } from 'drizzle-orm';
import { pageInfo } from '@makro/domain/shared';
import type { RentalSubmission, TicketSource } from '@makro/domain/tickets';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { rentalSearchText, rentalSubmissions, tickets } from './tables';

const RENTAL_PREFIX = 'REN-';

/** A rental number as people type it: with or without REN-, any case. */
const rentalNumberOf = (value: string) => {
  const upper = value.trim().toUpperCase();
  return upper.startsWith(RENTAL_PREFIX) ? upper : `${RENTAL_PREFIX}${upper}`;
};

/**
 * Rental returns, newest first. The keyword matches a part of a name, the e-mail or the rental number,
 * whatever its case; rental_number finds one submission (the refund form's check).
 */
export async function listRentalSubmissions(
  db: DbOrTx,
  query: { page: number; per_page: number; keyword?: string; rental_number?: string },
) {
  const filters: SQL[] = [];
  if (query.keyword)
    filters.push(sql`${rentalSearchText(rentalSubmissions)} like ${`%${escapeLike(query.keyword.toLowerCase())}%`}`);
  if (query.rental_number)
    filters.push(sql`lower(${rentalSubmissions.rental_number}) = ${rentalNumberOf(query.rental_number).toLowerCase()}`);
  const where = filters.length > 0 ? sql.join(filters, sql` and `) : undefined;
  const [total] = await db.select({ n: count() }).from(rentalSubmissions).where(where);
  const rows = await db
    .select({ submission: rentalSubmissions, ticket_number: tickets.ticket_number })
    .from(rentalSubmissions)
    .leftJoin(
      tickets,
      sql`${tickets.origin_kind} = 'rental_submission' and ${tickets.origin_id} = ${rentalSubmissions.id}`,
    )
    .where(where)
    .orderBy(desc(rentalSubmissions.submission_date), desc(rentalSubmissions.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    rental_submissions: rows.map(({ submission, ticket_number }): RentalSubmission => ({
      id: submission.id,
      rental_number: submission.rental_number,
      source: submission.source as TicketSource,
      order_number: submission.order_number,
      customer_first_name: submission.customer_first_name,
      customer_last_name: submission.customer_last_name,
      customer_email: submission.customer_email,
      submission_date: submission.submission_date.toISOString(),
      reason_for_return: submission.reason_for_return,
      order_notes: submission.order_notes,
      ticket_number,
    })),
    ...pageInfo(total?.n ?? 0, query),
  };
}
