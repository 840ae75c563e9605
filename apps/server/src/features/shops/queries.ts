import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SHOPS, SOLD_STATUSES, type Shop } from '@makro/domain/shops';
import { BUSINESS_TIME_ZONE } from '@makro/domain/shared';
import { tipmTypeOf, type ClassificationLookups, type TipmType } from '@makro/domain/dashboard';
import type { ShopPartFacts } from '@makro/domain/inventory';
import type { DbOrTx } from '../../platform/db/client';
import { shopOrderItems, shopOrders, shopPartTypes, shopSkuTags, shopSync } from './tables';

/** A literal, not a parameter: GROUP BY must see the same expression as the SELECT list. */
const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

export interface DayRange {
  /** Calendar days in the business's time zone, both included. */
  start: string;
  end: string;
}

/** The instants a range of Los Angeles calendar days covers, computed by the database's time-zone rules. */
export const rangeStart = (range: DayRange) =>
  sql`(${range.start}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`;
export const rangeEnd = (range: DayRange) =>
  sql`((${range.end}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

function soldItemsWhere(range: DayRange, shops: readonly Shop[]): SQL {
  return and(
    inArray(shopOrderItems.shop, [...shops]),
    inArray(shopOrderItems.order_status, [...SOLD_STATUSES]),
    sql`${shopOrderItems.order_created_gmt} >= ${rangeStart(range)}`,
    sql`${shopOrderItems.order_created_gmt} < ${rangeEnd(range)}`,
  )!;
}

export interface SoldProduct {
  shop: Shop;
  sku: string | null;
  base_sku: string | null;
  name: string;
  quantity: number;
  total: string;
}

const productColumns = {
  shop: sql<Shop>`${shopOrderItems.shop}`,
  sku: shopOrderItems.sku,
  base_sku: shopOrderItems.base_sku,
  name: shopOrderItems.name,
  quantity: sql<number>`sum(${shopOrderItems.quantity})::int`,
  total: sql<string>`sum(${shopOrderItems.total})::numeric(14,2)::text`,
};
const productGroup = [shopOrderItems.shop, shopOrderItems.sku, shopOrderItems.base_sku, shopOrderItems.name];

/** Items sold in the range, summed per product: a few hundred rows however many orders there are. */
export async function soldProducts(db: DbOrTx, range: DayRange, shops: readonly Shop[]): Promise<SoldProduct[]> {
  return db
    .select(productColumns)
    .from(shopOrderItems)
    .where(soldItemsWhere(range, shops))
    .groupBy(...productGroup);
}

export interface WeeklySoldProduct extends SoldProduct {
  week_start: string;
}

/** The same per week (weeks start on Monday, Los Angeles time). */
export async function weeklySoldProducts(
  db: DbOrTx,
  range: DayRange,
  shops: readonly Shop[],
): Promise<WeeklySoldProduct[]> {
  const week = sql<string>`to_char(date_trunc('week', ${shopOrderItems.order_created_gmt} at time zone ${zone}), 'YYYY-MM-DD')`;
  return db
    .select({ week_start: week, ...productColumns })
    .from(shopOrderItems)
    .where(soldItemsWhere(range, shops))
    .groupBy(week, ...productGroup);
}

export interface WeeklyOrders {
  week_start: string;
  shop: Shop;
  orders: number;
  revenue: string;
}

export async function weeklyOrders(db: DbOrTx, range: DayRange): Promise<WeeklyOrders[]> {
  const week = sql<string>`to_char(date_trunc('week', ${shopOrders.date_created_gmt} at time zone ${zone}), 'YYYY-MM-DD')`;
  return db
    .select({
      week_start: week,
      shop: sql<Shop>`${shopOrders.shop}`,
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`sum(${shopOrders.total})::numeric(14,2)::text`,
    })
    .from(shopOrders)
    .where(
      and(
        inArray(shopOrders.status, [...SOLD_STATUSES]),
        sql`${shopOrders.date_created_gmt} >= ${rangeStart(range)}`,
        sql`${shopOrders.date_created_gmt} < ${rangeEnd(range)}`,
      ),
    )
    .groupBy(week, shopOrders.shop)
    .orderBy(week);
}

export async function soldOrderCount(db: DbOrTx, range: DayRange, shops: readonly Shop[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shopOrders)
    .where(
      and(
        inArray(shopOrders.shop, [...shops]),
        inArray(shopOrders.status, [...SOLD_STATUSES]),
        sql`${shopOrders.date_created_gmt} >= ${rangeStart(range)}`,
        sql`${shopOrders.date_created_gmt} < ${rangeEnd(range)}`,
      ),
    );
  return row?.n ?? 0;
}

/** The shops' tag lists and part-number lookup as of the last sync, for the classification rule. */
export async function classificationLookups(db: DbOrTx, shops: readonly Shop[]): Promise<ClassificationLookups> {
  const tags = await db
    .select()
    .from(shopSkuTags)
    .where(inArray(shopSkuTags.shop, [...shops]));
  const types = await db
    .select()
    .from(shopPartTypes)
    .where(inArray(shopPartTypes.shop, [...shops]));
  const tipmTypes = new Map<string, TipmType>();
  for (const entry of types) {
    const type = tipmTypeOf(entry.type);
    if (type) tipmTypes.set(entry.sku, type);
  }
  return {
    tipmSkus: new Set(tags.filter((tag) => tag.tag === 'TIPM').map((tag) => tag.sku)),
    fcmBcmSkus: new Set(tags.filter((tag) => tag.tag === 'FCM_BCM').map((tag) => tag.sku)),
    tipmTypes,
  };
}

/** The oldest "last synced" of the shops asked about: the figures are at least that fresh. */
export async function lastSyncedAt(db: DbOrTx, shops: readonly Shop[]): Promise<string | null> {
  const rows = await db
    .select()
    .from(shopSync)
    .where(inArray(shopSync.shop, [...shops]));
  if (rows.length < shops.length || rows.some((row) => !row.last_synced_at)) return null;
  const oldest = Math.min(...rows.map((row) => row.last_synced_at!.getTime()));
  return new Date(oldest).toISOString();
}

export async function mirroredOrderCount(db: DbOrTx, shop: Shop): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shopOrders).where(eq(shopOrders.shop, shop));
  return row?.n ?? 0;
}

export async function findMirroredOrder(db: DbOrTx, shop: Shop, number: string) {
  const [row] = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.shop, shop), sql`lower(${shopOrders.number}) = ${number.toLowerCase()}`))
    .limit(1);
  return row;
}

/**
 * What the shops say about one base part number as of the last sync: its look-up TYPE, the tag lists it is
 * on and (one per shop) a name it is sold under. The inventory catalogue derives module types from this.
 */
export async function shopPartFacts(db: DbOrTx, basePartNumber: string): Promise<ShopPartFacts> {
  const sku = basePartNumber.toUpperCase();
  // One after the other: inside a transaction the queries share one connection.
  const [type] = await db
    .select({ type: shopPartTypes.type })
    .from(shopPartTypes)
    .where(eq(shopPartTypes.sku, sku))
    .limit(1);
  const tags = await db.selectDistinct({ tag: shopSkuTags.tag }).from(shopSkuTags).where(eq(shopSkuTags.sku, sku));
  const lines: { shop: Shop; name: string; sku: string | null }[] = [];
  for (const shop of SHOPS) {
    const [line] = await db
      .select({ name: shopOrderItems.name, sku: shopOrderItems.sku })
      .from(shopOrderItems)
      .where(and(eq(shopOrderItems.shop, shop), eq(shopOrderItems.base_sku, sku)))
      .limit(1);
    if (line) lines.push({ shop, ...line });
  }
  return { lookupType: type?.type ?? null, tags: tags.map((row) => row.tag), lines };
}
