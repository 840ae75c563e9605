import { and, count, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { HAS_MODULE_TYPE, type ListModuleRequestsQuery } from '@makro/domain/module-requests';
import { pageInfo } from '@makro/domain/shared';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { moduleRequests, moduleRequestSearchText } from './tables';
import { selectModuleRequests, toModuleRequests } from './rows';

const waiting = ne(moduleRequests.status, 'completed');

function listFilters(query: ListModuleRequestsQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.module_type === HAS_MODULE_TYPE) filters.push(isNotNull(moduleRequests.module_type));
  else if (query.module_type) filters.push(eq(moduleRequests.module_type, query.module_type));
  if (query.has_year_make_model) filters.push(isNotNull(moduleRequests.year));
  if (query.status === 'waiting') filters.push(waiting);
  if (query.status === 'completed') filters.push(eq(moduleRequests.status, 'completed'));
  if (query.keyword)
    filters.push(
      sql`${moduleRequestSearchText(moduleRequests)} like ${`%${escapeLike(query.keyword.toLowerCase())}%`}`,
    );
  return filters;
}

/** One page of the tracker, newest first, with the count of requests waiting for a reply (the menu badge). */
export async function listModuleRequests(db: DbOrTx, query: ListModuleRequestsQuery) {
  const where = and(...listFilters(query));
  const [total] = await db.select({ n: count() }).from(moduleRequests).where(where);
  const [open] = await db.select({ n: count() }).from(moduleRequests).where(waiting);
  const rows = await selectModuleRequests(db)
    .where(where)
    .orderBy(desc(moduleRequests.created_at), desc(moduleRequests.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    module_requests: await toModuleRequests(db, rows),
    ...pageInfo(total?.n ?? 0, query),
    waiting_count: open?.n ?? 0,
  };
}

/** Requests waiting for a reply: the menu's Module Request count. */
export async function waitingModuleRequestCount(db: DbOrTx): Promise<number> {
  const [open] = await db.select({ n: count() }).from(moduleRequests).where(waiting);
  return open?.n ?? 0;
}
