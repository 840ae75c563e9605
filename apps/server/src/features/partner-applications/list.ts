import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ListResellersQuery, SearchResellersQuery } from '@makro/domain/partner-applications';
import { pageInfo } from '@makro/domain/shared';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { resellerSearchText, resellers } from './tables';
import { toResellers } from './rows';

/** One page of applications, newest first, by status and keyword; with the pending count for the menu badge. */
export async function listResellers(
  db: DbOrTx,
  query: ListResellersQuery & Partial<Pick<SearchResellersQuery, 'keyword'>>,
) {
  const filters: SQL[] = [];
  if (query.status !== 'all') filters.push(eq(resellers.status, query.status));
  if (query.keyword)
    filters.push(sql`${resellerSearchText(resellers)} like ${`%${escapeLike(query.keyword.toLowerCase())}%`}`);
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(resellers).where(where);
  const [pending] = await db.select({ n: count() }).from(resellers).where(eq(resellers.status, 'pending'));
  const rows = await db
    .select()
    .from(resellers)
    .where(where)
    .orderBy(desc(resellers.created_at), desc(resellers.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    resellers: await toResellers(db, rows),
    ...pageInfo(total?.n ?? 0, query),
    pending_count: pending?.n ?? 0,
  };
}

/** Applications waiting for a decision: the menu's Partner Application count. */
export async function pendingPartnerCount(db: DbOrTx): Promise<number> {
  const [pending] = await db.select({ n: count() }).from(resellers).where(eq(resellers.status, 'pending'));
  return pending?.n ?? 0;
}
