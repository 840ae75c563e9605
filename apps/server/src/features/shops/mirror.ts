import { and, eq, inArray, sql } from 'drizzle-orm';
import { baseSku, tipmTypeOf } from '@makro/domain/dashboard';
import type { Shop } from '@makro/domain/shops';
import type { DbOrTx } from '../../platform/db/client';
import type { WooOrder, PartTypeEntry } from '../../integrations/woocommerce/port';
import { recordGrimOrders } from '../grim/service';
import { refreshDailySummary } from './daily-summary';
import { shopOrderItems, shopOrders, shopPartTypes, shopSkuTags } from './tables';

/** WooCommerce writes *_gmt times without a zone; they are UTC. */
export const gmt = (value: string) => new Date(value.endsWith('Z') ? value : `${value}Z`);

const fullName = (order: WooOrder) => `${order.billing?.first_name ?? ''} ${order.billing?.last_name ?? ''}`.trim();

function orderRow(shop: Shop, order: WooOrder) {
  return {
    shop,
    woo_id: order.id,
    number: String(order.number),
    status: order.status,
    date_created_gmt: gmt(order.date_created_gmt),
    date_modified_gmt: gmt(order.date_modified_gmt),
    total: order.total,
    total_tax: order.total_tax ?? '0',
    shipping_total: order.shipping_total ?? '0',
    customer_name: fullName(order),
    customer_email: order.billing?.email || null,
    customer_phone: order.billing?.phone || null,
    raw: order,
  };
}

/** The newest copy of each order in a batch (a page can repeat an order that changed while paging). */
function newestPerOrder(orders: WooOrder[]): WooOrder[] {
  const byId = new Map<number, WooOrder>();
  for (const order of orders) {
    const held = byId.get(order.id);
    if (!held || gmt(held.date_modified_gmt) <= gmt(order.date_modified_gmt)) byId.set(order.id, order);
  }
  return [...byId.values()];
}

/**
 * Stores orders as the shop sent them, a handful of statements per batch, keeping the daily summary of the days
 * touched, and answers the shop ids stored. Call it inside a transaction. An order older than the copy already
 * held (a late webhook after a newer sync) changes nothing.
 */
export async function upsertOrders(db: DbOrTx, shop: Shop, orders: WooOrder[]): Promise<number[]> {
  const batch = newestPerOrder(orders);
  if (batch.length === 0) return [];
  // The days the orders were on before this write leave the summary too, should a creation time have changed.
  const before = await db
    .select({ woo_id: shopOrders.woo_id, created: shopOrders.date_created_gmt })
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.shop, shop),
        inArray(
          shopOrders.woo_id,
          batch.map((order) => order.id),
        ),
      ),
    );
  const stored = await db
    .insert(shopOrders)
    .values(batch.map((order) => orderRow(shop, order)))
    .onConflictDoUpdate({
      target: [shopOrders.shop, shopOrders.woo_id],
      set: {
        number: sql`excluded.number`,
        status: sql`excluded.status`,
        date_created_gmt: sql`excluded.date_created_gmt`,
        date_modified_gmt: sql`excluded.date_modified_gmt`,
        total: sql`excluded.total`,
        total_tax: sql`excluded.total_tax`,
        shipping_total: sql`excluded.shipping_total`,
        customer_name: sql`excluded.customer_name`,
        customer_email: sql`excluded.customer_email`,
        customer_phone: sql`excluded.customer_phone`,
        raw: sql`excluded.raw`,
        updated_at: sql`now()`,
      },
      setWhere: sql`${shopOrders.date_modified_gmt} <= excluded.date_modified_gmt`,
    })
    .returning({ id: shopOrders.id, woo_id: shopOrders.woo_id, created: shopOrders.date_created_gmt });
  if (stored.length === 0) return [];
  await db.delete(shopOrderItems).where(
    inArray(
      shopOrderItems.order_id,
      stored.map((row) => row.id),
    ),
  );
  const orderById = new Map(batch.map((order) => [order.id, order]));
  const items = stored.flatMap(({ id, woo_id }) => {
    const order = orderById.get(woo_id)!;
    return order.line_items.map((item) => ({
      id: item.id,
      order_id: id,
      shop,
      name: item.name,
      sku: item.sku || null,
      base_sku: baseSku(item.sku)?.toUpperCase() ?? null,
      quantity: item.quantity,
      total: item.total,
      order_status: order.status,
      order_created_gmt: gmt(order.date_created_gmt),
    }));
  });
  if (items.length > 0) await db.insert(shopOrderItems).values(items);
  const storedIds = new Set(stored.map((row) => row.woo_id));
  await refreshDailySummary(db, shop, [
    ...stored.map((row) => row.created),
    ...before.filter((row) => storedIds.has(row.woo_id)).map((row) => row.created),
  ]);
  // Instrument-cluster repair lines become R.T. GRIM orders, once per line.
  await recordGrimOrders(
    db,
    shop,
    stored.map(({ woo_id }) => orderById.get(woo_id)!),
  );
  return stored.map((row) => row.woo_id);
}

/** An order the shop moved to the trash leaves the mirror's sales figures (call it inside a transaction). */
export async function markTrashed(tx: DbOrTx, shop: Shop, wooId: number): Promise<void> {
  const [row] = await tx
    .update(shopOrders)
    .set({ status: 'trash' })
    .where(and(eq(shopOrders.shop, shop), eq(shopOrders.woo_id, wooId)))
    .returning({ id: shopOrders.id, created: shopOrders.date_created_gmt });
  if (!row) return;
  await tx.update(shopOrderItems).set({ order_status: 'trash' }).where(eq(shopOrderItems.order_id, row.id));
  await refreshDailySummary(tx, shop, [row.created]);
}

export interface ShopLookups {
  partTypes: PartTypeEntry[];
  tipmSkus: string[];
  fcmBcmSkus: string[];
}

/** Replaces a shop's part-number lookup and tag lists with what the shop answered. */
export async function replaceLookups(db: DbOrTx, shop: Shop, lookups: ShopLookups): Promise<void> {
  const types = lookups.partTypes
    .map((entry) => ({ shop, sku: baseSku(entry.sku)?.toUpperCase() ?? '', type: tipmTypeOf(entry.TYPE) ?? '' }))
    .filter((entry) => entry.sku && entry.type);
  const tags = [
    ...lookups.tipmSkus.map((sku) => ({ shop, tag: 'TIPM', sku: sku.toUpperCase() })),
    ...lookups.fcmBcmSkus.map((sku) => ({ shop, tag: 'FCM_BCM', sku: sku.toUpperCase() })),
  ];
  await db.delete(shopPartTypes).where(eq(shopPartTypes.shop, shop));
  await db.delete(shopSkuTags).where(and(eq(shopSkuTags.shop, shop), inArray(shopSkuTags.tag, ['TIPM', 'FCM_BCM'])));
  if (types.length > 0) await db.insert(shopPartTypes).values(types).onConflictDoNothing();
  if (tags.length > 0) await db.insert(shopSkuTags).values(tags).onConflictDoNothing();
}
