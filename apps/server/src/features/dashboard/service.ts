import {
  ACCESSORY_KINDS,
  PRODUCT_BUCKETS,
  TIPM_TYPES,
  classifyLineItem,
  type OrderDistribution,
  type DistributionQuery,
} from '@makro/domain/dashboard';
import { SHOPS } from '@makro/domain/shops';
import type { Db } from '../../platform/db/client';
import {
  classificationLookups,
  lastSyncedAt,
  summarizedSoldOrderCount,
  summarizedSoldProducts,
} from '../shops/service';

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/**
 * Items sold per TIPM type and product category, from the mirror's daily summary (a few rows per day, kept with
 * every write to the mirror), then the domain rule per product. The four reads are independent: asked together.
 */
export async function orderDistribution(db: Db, query: DistributionQuery): Promise<OrderDistribution> {
  const shops = query.site === 'all' ? SHOPS : [query.site];
  const range = { start: query.date_start, end: query.date_end };
  const [products, lookups, totalOrders, syncedAt] = await Promise.all([
    summarizedSoldProducts(db, range, shops),
    classificationLookups(db, shops),
    summarizedSoldOrderCount(db, range, shops),
    lastSyncedAt(db, shops),
  ]);
  const tipmTypes = zeros(TIPM_TYPES);
  const categories = zeros(PRODUCT_BUCKETS);
  const accessories = zeros(ACCESSORY_KINDS);
  let totalItems = 0;
  for (const product of products) {
    const classification = classifyLineItem(product, lookups);
    categories[classification.bucket] += product.quantity;
    if (classification.tipmType) tipmTypes[classification.tipmType] += product.quantity;
    if (classification.accessory) accessories[classification.accessory] += product.quantity;
    totalItems += product.quantity;
  }
  return {
    tipm_types: tipmTypes,
    categories,
    accessories,
    total_tipms: categories.TIPM,
    total_items: totalItems,
    total_orders: totalOrders,
    last_synced_at: syncedAt,
  };
}
