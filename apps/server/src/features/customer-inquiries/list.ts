import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ListCustomerInquiriesQuery } from '@makro/domain/customer-inquiries';
import { pageInfo } from '@makro/domain/shared';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { customerInquiries, customerInquirySearchText } from './tables';
import { selectCustomerInquiries, toCustomerInquiries } from './rows';

const waiting = eq(customerInquiries.status, 'waiting');

function listFilters(query: ListCustomerInquiriesQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.source) filters.push(eq(customerInquiries.source, query.source));
  if (query.status) filters.push(eq(customerInquiries.status, query.status));
  if (query.keyword)
    filters.push(
      sql`${customerInquirySearchText(customerInquiries)} like ${`%${escapeLike(query.keyword.toLowerCase())}%`}`,
    );
  return filters;
}

/** One page of the inbox, newest first, with the count of inquiries waiting for a reply (the menu badge). */
export async function listCustomerInquiries(db: DbOrTx, query: ListCustomerInquiriesQuery) {
  const where = and(...listFilters(query));
  const [total] = await db.select({ n: count() }).from(customerInquiries).where(where);
  const rows = await selectCustomerInquiries(db)
    .where(where)
    .orderBy(desc(customerInquiries.created_at), desc(customerInquiries.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    customer_inquiries: await toCustomerInquiries(db, rows),
    ...pageInfo(total?.n ?? 0, query),
    waiting_count: await waitingInquiryCount(db),
  };
}

/** Inquiries waiting for a reply: the menu's Customer Inquiry count. */
export async function waitingInquiryCount(db: DbOrTx): Promise<number> {
  const [open] = await db.select({ n: count() }).from(customerInquiries).where(waiting);
  return open?.n ?? 0;
}
