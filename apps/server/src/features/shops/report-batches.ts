import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Shop } from '@makro/domain/shops';
import type { DbOrTx } from '../../platform/db/client';
import type { WooOrder } from '../../integrations/woocommerce/port';
import { rangeEnd, rangeStart, type DayRange } from './queries';
import { shopOrders } from './tables';

/** Where a keyset read of the mirror stands: after this order (by creation time, then id). */
export interface MirrorCursor {
  created: Date;
  id: number;
}

export interface MirroredOrderBatch {
  orders: WooOrder[];
  /** Where the next batch starts; null when this batch was the last. */
  next: MirrorCursor | null;
}

const inRange = (shop: Shop, range: DayRange) =>
  and(
    eq(shopOrders.shop, shop),
    sql`${shopOrders.date_created_gmt} >= ${rangeStart(range)}`,
    sql`${shopOrders.date_created_gmt} < ${rangeEnd(range)}`,
  );

/** How many of a shop's orders were placed in the range (Los Angeles calendar days, both included). */
export async function mirroredOrderCountIn(db: DbOrTx, shop: Shop, range: DayRange): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shopOrders).where(inRange(shop, range));
  return row?.n ?? 0;
}

/**
 * One batch of a shop's orders placed in the range, oldest first, as the shop sent them: a keyset read, so
 * any number of orders is read in batches of `limit` with flat memory and no OFFSET.
 */
export async function mirroredOrderBatch(
  db: DbOrTx,
  shop: Shop,
  range: DayRange,
  after: MirrorCursor | null,
  limit: number,
): Promise<MirroredOrderBatch> {
  const rows = await db
    .select({ id: shopOrders.id, created: shopOrders.date_created_gmt, raw: shopOrders.raw })
    .from(shopOrders)
    .where(
      and(
        inRange(shop, range),
        after
          ? sql`(${shopOrders.date_created_gmt}, ${shopOrders.id}) > (${after.created.toISOString()}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(shopOrders.date_created_gmt), asc(shopOrders.id))
    .limit(limit);
  const last = rows.at(-1);
  return {
    orders: rows.map((row) => row.raw as WooOrder),
    next: last && rows.length === limit ? { created: last.created, id: last.id } : null,
  };
}
