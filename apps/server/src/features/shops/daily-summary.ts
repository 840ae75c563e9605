// The mirror's daily summary: what was sold per Los Angeles business day, shop and product, and how many orders.
// Every write to the mirror recomputes the days it touched from the raw rows, in its own transaction, so the
// summary never disagrees with the mirror; the dashboard reads a few rows per day instead of every line item.
import { and, between, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { SOLD_STATUSES, type Shop } from '@makro/domain/shops';
import { BUSINESS_TIME_ZONE } from '@makro/domain/shared';
import type { DbOrTx } from '../../platform/db/client';
import type { DayRange, SoldProduct } from './queries';
import { shopDailyOrders, shopDailySales, shopOrderItems, shopOrders } from './tables';

const DAY_MS = 86_400_000;
const soldStatuses = sql.raw(SOLD_STATUSES.map((status) => `'${status}'`).join(', '));
const businessDay = (instant: SQLWrapper) => sql`(${instant} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::date`;

/**
 * Recomputes the shop's summary for the business days the given instants fall on (an order's creation time,
 * before and after a change), from the mirror as it stands in this transaction.
 */
export async function refreshDailySummary(tx: DbOrTx, shop: Shop, instants: Date[]): Promise<void> {
  const distinct = [...new Set(instants.map((instant) => instant.getTime()))];
  if (distinct.length === 0) return;
  const days = sql.join(
    distinct.map((time) => businessDay(sql`${new Date(time).toISOString()}::timestamptz`)),
    sql`, `,
  );
  // A business day lies within a day either side of any instant on it: bounds the index can use.
  const from = new Date(Math.min(...distinct) - DAY_MS).toISOString();
  const to = new Date(Math.max(...distinct) + DAY_MS).toISOString();
  const touched = (created: SQLWrapper) =>
    sql`${created} >= ${from}::timestamptz and ${created} < ${to}::timestamptz and ${businessDay(created)} in (${days})`;

  await tx.execute(sql`delete from ${shopDailySales} where shop = ${shop} and day in (${days})`);
  await tx.execute(sql`delete from ${shopDailyOrders} where shop = ${shop} and day in (${days})`);
  await tx.execute(sql`
    insert into ${shopDailySales} (shop, day, sku, base_sku, name, quantity, total)
    select shop, ${businessDay(shopOrderItems.order_created_gmt)}, sku, base_sku, name, sum(quantity), sum(total)
    from ${shopOrderItems}
    where shop = ${shop} and order_status in (${soldStatuses}) and ${touched(shopOrderItems.order_created_gmt)}
    group by 1, 2, 3, 4, 5`);
  await tx.execute(sql`
    insert into ${shopDailyOrders} (shop, day, orders)
    select shop, ${businessDay(shopOrders.date_created_gmt)}, count(*)
    from ${shopOrders}
    where shop = ${shop} and status in (${soldStatuses}) and ${touched(shopOrders.date_created_gmt)}
    group by 1, 2`);
}

/** Items sold in the range per product, from the summary: the same answer as `soldProducts` on the raw items. */
export async function summarizedSoldProducts(
  db: DbOrTx,
  range: DayRange,
  shops: readonly Shop[],
): Promise<SoldProduct[]> {
  return db
    .select({
      shop: sql<Shop>`${shopDailySales.shop}`,
      sku: shopDailySales.sku,
      base_sku: shopDailySales.base_sku,
      name: shopDailySales.name,
      quantity: sql<number>`sum(${shopDailySales.quantity})::int`,
      total: sql<string>`sum(${shopDailySales.total})::numeric(14,2)::text`,
    })
    .from(shopDailySales)
    .where(and(inArray(shopDailySales.shop, [...shops]), between(shopDailySales.day, range.start, range.end)))
    .groupBy(shopDailySales.shop, shopDailySales.sku, shopDailySales.base_sku, shopDailySales.name);
}

/** Processing and completed orders placed in the range, from the summary. */
export async function summarizedSoldOrderCount(db: DbOrTx, range: DayRange, shops: readonly Shop[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${shopDailyOrders.orders}), 0)::int` })
    .from(shopDailyOrders)
    .where(and(inArray(shopDailyOrders.shop, [...shops]), between(shopDailyOrders.day, range.start, range.end)));
  return row?.n ?? 0;
}
