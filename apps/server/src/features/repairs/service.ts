export { REPAIR_RECONCILE_KIND } from './claim';
export { reconcileRepairOrder } from './create';
import { count, desc, sql } from 'drizzle-orm';
import { pageInfo } from '@makro/domain/shared';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { repairOrderSubmissions, repairSearchText } from './tables';

export async function findRepairSubmission(db: DbOrTx, repNumber: string) {
  const [row] = await db
    .select()
    .from(repairOrderSubmissions)
    .where(sql`lower(${repairOrderSubmissions.rep_number}) = ${repNumber.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Repair order submissions, newest first; the keyword looks in the number, names, e-mail and VIN. */
export async function searchRepairSubmissions(db: DbOrTx, query: { page: number; per_page: number; keyword?: string }) {
  const where = query.keyword
    ? sql`${repairSearchText(repairOrderSubmissions)} like ${`%${escapeLike(query.keyword.toLowerCase())}%`}`
    : undefined;
  const [total] = await db.select({ n: count() }).from(repairOrderSubmissions).where(where);
  const rows = await db
    .select()
    .from(repairOrderSubmissions)
    .where(where)
    .orderBy(desc(repairOrderSubmissions.submission_date), desc(repairOrderSubmissions.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    repair_order_submissions: rows.map(({ created_at: _created, updated_at: _updated, submission_date, ...row }) => ({
      ...row,
      submission_date: submission_date.toISOString(),
    })),
    ...pageInfo(total?.n ?? 0, query),
  };
}
