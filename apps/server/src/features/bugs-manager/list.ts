import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ListBugReportsQuery } from '@makro/domain/bugs-manager';
import { pageInfo } from '@makro/domain/shared';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { bugReports } from './tables';
import { selectBugReports, toBugReports } from './rows';

/**
 * One page of reports, newest first, by keyword, status and assignee; with the count of new ones. The keyword
 * is a plain ilike on title and description: the table holds a few hundred rows at most and has no trigram
 * index, so a scan is cheap.
 */
export async function listBugReports(db: DbOrTx, query: ListBugReportsQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(bugReports.status, query.status));
  if (query.assignee === 'none') filters.push(isNull(bugReports.assignee_user_id));
  else if (query.assignee !== undefined) filters.push(eq(bugReports.assignee_user_id, query.assignee));
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    filters.push(sql`(${bugReports.title} ilike ${pattern} or ${bugReports.description} ilike ${pattern})`);
  }
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(bugReports).where(where);
  const [fresh] = await db.select({ n: count() }).from(bugReports).where(eq(bugReports.status, 'new'));
  const rows = await selectBugReports(db)
    .where(where)
    .orderBy(desc(bugReports.created_at), desc(bugReports.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    bug_reports: await toBugReports(db, rows),
    ...pageInfo(total?.n ?? 0, query),
    new_count: fresh?.n ?? 0,
  };
}
