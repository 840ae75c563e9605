// The mirror's summary: what was sold per Los Angeles business day (and per month), shop and product, and how many
// orders per day. Every write to the mirror recomputes the days and months it touched from the raw rows, in its own
// transaction, so the summary never disagrees with the mirror; the dashboard reads a few hundred rows per month
// instead of every line item.
import { and, between, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { SOLD_STATUSES, type Shop } from '@makro/domain/shops';
import { BUSINESS_TIME_ZONE, addDays } from '@makro/domain/shared';
import type { DbOrTx } from '../../platform/db/client';
import type { DayRange, SoldProduct } from './queries';
import { shopDailyOrders, shopDailySales, shopMonthlySales, shopOrderItems, shopOrders } from './tables';

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
  await refreshMonths(tx, shop, distinct, { from, to });
}

/** The months of the touched days, regrouped from the daily rows of those months only. */
async function refreshMonths(tx: DbOrTx, shop: Shop, instants: number[], bounds: { from: string; to: string }) {
  const months = sql`(select distinct date_trunc('month', day)::date from (values ${sql.join(
    instants.map((time) => sql`(${businessDay(sql`${new Date(time).toISOString()}::timestamptz`)})`),
    sql`, `,
  )}) as touched (day))`;
  const firstDay = sql`date_trunc('month', ${businessDay(sql`${bounds.from}::timestamptz`)})::date`;
  const dayAfter = sql`(date_trunc('month', ${businessDay(sql`${bounds.to}::timestamptz`)}) + interval '1 month')::date`;
  await tx.execute(sql`delete from ${shopMonthlySales} where shop = ${shop} and month in ${months}`);
  await tx.execute(sql`
    insert into ${shopMonthlySales} (shop, month, sku, base_sku, name, quantity, total)
    select shop, date_trunc('month', day)::date, sku, base_sku, name, sum(quantity), sum(total)
    from ${shopDailySales}
    where shop = ${shop} and day >= ${firstDay} and day < ${dayAfter} and date_trunc('month', day)::date in ${months}
    group by 1, 2, 3, 4, 5`);
}

/**
 * The whole calendar months inside a range, as [first day, first day after]; empty (both the day after the
 * range) when the range holds no whole month.
 */
export function wholeMonths(range: DayRange): { from: string; until: string } {
  const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
  const nextMonth = (day: string) => {
    const [year, month] = day.split('-').map(Number) as [number, number];
    return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  };
  const dayAfterEnd = addDays(range.end, 1);
  const from = range.start.endsWith('-01') ? range.start : nextMonth(range.start);
  const until = dayAfterEnd.endsWith('-01') ? dayAfterEnd : firstOfMonth(range.end);
  return from < until ? { from, until } : { from: dayAfterEnd, until: dayAfterEnd };
}

/**
 * Items sold in the range per product, from the summary: the range's whole months from the monthly rows, the days
 * around them from the daily rows. The same answer as `soldProducts` on the raw items.
 */
export async function summarizedSoldProducts(
  db: DbOrTx,
  range: DayRange,
  shops: readonly Shop[],
): Promise<SoldProduct[]> {
  const months = wholeMonths(range);
  const inShops = sql`shop in (${sql.join(
    shops.map((shop) => sql`${shop}`),
    sql`, `,
  )})`;
  const result = await db.execute(sql`
    select shop, sku, base_sku, name, sum(quantity)::int as quantity, sum(total)::numeric(14,2)::text as total
    from (
      select shop, sku, base_sku, name, quantity, total from ${shopMonthlySales}
      where ${inShops} and month >= ${months.from} and month < ${months.until}
      union all
      select shop, sku, base_sku, name, quantity, total from ${shopDailySales}
      where ${inShops} and day >= ${range.start} and day <= ${range.end}
        and (day < ${months.from} or day >= ${months.until})
    ) as sold
    group by shop, sku, base_sku, name`);
  return (result as unknown as { rows: SoldProduct[] }).rows;
}

/** Processing and completed orders placed in the range, from the summary. */
export async function summarizedSoldOrderCount(db: DbOrTx, range: DayRange, shops: readonly Shop[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${shopDailyOrders.orders}), 0)::int` })
    .from(shopDailyOrders)
    .where(and(inArray(shopDailyOrders.shop, [...shops]), between(shopDailyOrders.day, range.start, range.end)));
  return row?.n ?? 0;
}
