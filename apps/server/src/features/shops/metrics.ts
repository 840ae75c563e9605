import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SHOPS } from '@makro/domain/shops';
import { shopSync } from './tables';

/**
 * How far behind each shop's order mirror is: seconds since its last successful sync, read at each scrape
 * (a few rows by primary key). A shop never synced reports +Inf, so a "lag above N" alert fires for it too.
 */
export function registerShopSyncFigures(app: FastifyInstance): void {
  app.metrics.gauge({
    name: 'makro_shop_sync_lag_seconds',
    help: 'Seconds since the shop’s last successful order sync (+Inf: never synced).',
    labelNames: ['shop'],
    read: async () => {
      const rows = await app.db
        .select({
          shop: shopSync.shop,
          seconds: sql<number | null>`extract(epoch from now() - ${shopSync.last_synced_at})::float8`,
        })
        .from(shopSync);
      return SHOPS.map((shop) => ({
        labels: { shop },
        value: rows.find((row) => row.shop === shop)?.seconds ?? Number.POSITIVE_INFINITY,
      }));
    },
  });
}
