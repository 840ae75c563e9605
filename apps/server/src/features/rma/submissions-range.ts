import { and, asc, isNotNull, lt, sql } from 'drizzle-orm';
import { WITHIN_DAYS_LIMIT } from '@makro/domain/rma';
import { BUSINESS_TIME_ZONE } from '@makro/domain/shared';
import type { DbOrTx } from '../../platform/db/client';
import { rmaSubmissions } from './tables';

export interface RmaRange {
  start: string;
  end: string;
}

const createdWithin = (range: RmaRange) =>
  and(
    sql`${rmaSubmissions.created_at} >= (${range.start}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`,
    sql`${rmaSubmissions.created_at} < ((${range.end}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})`,
  );

/** RMA submissions made on the range's Los Angeles days; within30days keeps orders less than 31 days old. */
export async function listRmaSubmissions(db: DbOrTx, range: RmaRange, within30days: boolean) {
  const rows = await db
    .select()
    .from(rmaSubmissions)
    .where(
      and(
        createdWithin(range),
        within30days
          ? and(isNotNull(rmaSubmissions.order_days_elapsed), lt(rmaSubmissions.order_days_elapsed, WITHIN_DAYS_LIMIT))
          : undefined,
      ),
    )
    .orderBy(asc(rmaSubmissions.created_at));
  return rows.map((row) => ({
    id: row.id,
    rma_number: row.rma_number,
    rma_type: row.rma_type,
    data_source: row.data_source,
    order_days_elapsed: row.order_days_elapsed,
    approval_status: row.approval_status,
    created_at: row.created_at.toISOString(),
  }));
}

/** Returned parts (base part number of the purchased item) of RMAs made in the range. */
export async function returnedParts(db: DbOrTx, range: RmaRange): Promise<{ sku: string | null; count: number }[]> {
  return db
    .select({ sku: rmaSubmissions.incorrect_order_partnumber_sku, count: sql<number>`count(*)::int` })
    .from(rmaSubmissions)
    .where(
      and(
        createdWithin(range),
        sql`${rmaSubmissions.rma_number} not ilike '%EXC-%' and ${rmaSubmissions.rma_number} not ilike '%-EXCREQ-%'`,
      ),
    )
    .groupBy(rmaSubmissions.incorrect_order_partnumber_sku);
}
