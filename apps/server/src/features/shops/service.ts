// The order mirror's public face: the dashboard, statistics and order look-up read through these.
import { SHOPS, type ShopSyncState } from '@makro/domain/shops';
import type { Db } from '../../platform/db/client';
import { shopSync } from './tables';
import { mirroredOrderCount } from './queries';
import { syncShop, type SyncDeps } from './sync';
export { startSyncInBackground } from './sync';

export {
  soldProducts,
  weeklySoldProducts,
  weeklyOrders,
  soldOrderCount,
  classificationLookups,
  lastSyncedAt,
  findMirroredOrder,
  shopPartFacts,
  rangeStart,
  rangeEnd,
  type DayRange,
  type SoldProduct,
} from './queries';
export { syncShop, type SyncDeps } from './sync';
export { summarizedSoldProducts, summarizedSoldOrderCount } from './daily-summary';
export { findShopOrder } from './order-by-number';
export { mirroredOrderBatch, mirroredOrderCountIn, type MirrorCursor } from './report-batches';
export { receiveWebhook } from './webhooks';
export { ensureOrderWebhooks } from './webhook-registration';

export async function syncStates(db: Db): Promise<ShopSyncState[]> {
  const rows = await db.select().from(shopSync);
  return Promise.all(
    SHOPS.map(async (shop) => {
      const row = rows.find((candidate) => candidate.shop === shop);
      return {
        shop,
        status: (row?.status ?? 'idle') as ShopSyncState['status'],
        last_synced_at: row?.last_synced_at?.toISOString() ?? null,
        pages_done: row?.pages_done ?? 0,
        pages_total: Math.max(row?.pages_total ?? 0, row?.pages_done ?? 0),
        orders_synced: row?.orders_synced ?? 0,
        mirrored_orders: await mirroredOrderCount(db, shop),
        last_error: row?.last_error ?? null,
      };
    }),
  );
}

/** Every shop, one after the other: the periodic job and the first start. */
export async function syncAllShops(deps: SyncDeps): Promise<void> {
  for (const shop of SHOPS) {
    await syncShop(deps, shop).catch(() => undefined);
  }
}
export { searchShopOrders, type FoundShopOrder } from './global-search';
export { shopOrdersByEmail } from './by-email';
