import { performance } from 'node:perf_hooks';
import { classifyLineItem, tipmTypeOf, type ClassificationLookups, type TipmType } from '@makro/domain/dashboard';
import { addDays } from '@makro/domain/shared';
import { SHOPS, type Shop } from '@makro/domain/shops';
import type { StorefrontPort, WooOrder } from '../src/integrations/woocommerce/port';
import type { BenchServer } from './bench-server';

const OLD_PAGE_SIZE = 100;
const OLD_PARALLEL_PAGES = 5;
const OLD_LATENCY_MS = 200;

export interface DashboardFigures {
  orders: number;
  days: number;
  mirrorMs: number;
  mirrorRuns: number;
  oldMs: number;
  sameAnswer: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** The old client: every page of processing and completed orders, 5 pages at a time, then the rule in the browser. */
async function oldApproach(shops: StorefrontPort, start: string, end: string) {
  const categories: Record<string, number> = {};
  for (const shop of SHOPS) {
    const lookups = await shopLookups(shops, shop);
    const query = (page: number) =>
      shops.listOrders(shop, {
        status: ['processing', 'completed'],
        after: `${start}T00:00:00Z`,
        before: `${addDays(end, 1)}T00:00:00Z`,
        page,
        perPage: OLD_PAGE_SIZE,
      });
    const first = await query(1);
    const orders: WooOrder[] = [...first.items];
    for (let page = 2; page <= first.totalPages; page += OLD_PARALLEL_PAGES) {
      const batch = Array.from({ length: Math.min(OLD_PARALLEL_PAGES, first.totalPages - page + 1) }, (_, i) =>
        query(page + i),
      );
      for (const result of await Promise.all(batch)) orders.push(...result.items);
    }
    for (const item of orders.flatMap((order) => order.line_items)) {
      const { bucket } = classifyLineItem({ name: item.name, sku: item.sku }, lookups);
      categories[bucket] = (categories[bucket] ?? 0) + item.quantity;
    }
  }
  return categories;
}

async function shopLookups(shops: StorefrontPort, shop: Shop): Promise<ClassificationLookups> {
  const [types, tipm, fcmBcm] = await Promise.all([
    shops.partNumberLookup(shop),
    shops.skusByTag(shop, 'TIPM'),
    shops.skusByTag(shop, 'FCM_BCM'),
  ]);
  const tipmTypes = new Map<string, TipmType>();
  for (const entry of types) {
    const type = tipmTypeOf(entry.TYPE);
    if (type) tipmTypes.set(entry.sku.split('-')[0]!.toUpperCase(), type);
  }
  return {
    tipmSkus: new Set(tipm.map((sku) => sku.toUpperCase())),
    fcmBcmSkus: new Set(fcmBcm.map((sku) => sku.toUpperCase())),
    tipmTypes,
  };
}

/** Dashboard order distribution for the whole demo period of both shops: from the mirror, and as the old client did. */
export async function benchDashboard(server: BenchServer, start: string, end: string): Promise<DashboardFigures> {
  const url = `${server.origin}/api/v1/dashboard/order_distribution?date_start=${start}&date_end=${end}&site=all`;
  const ask = async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${server.token}` } });
    if (!response.ok) throw new Error(`distribution answered ${response.status}`);
    return (await response.json()) as { categories: Record<string, number>; total_orders: number };
  };
  await ask();
  const runs: number[] = [];
  let mirror = await ask();
  for (let run = 0; run < 7; run++) {
    const result = await timed(ask);
    runs.push(result.ms);
    mirror = result.value;
  }

  await server.setShopLatency(OLD_LATENCY_MS);
  const old = await timed(() => oldApproach(server.app.integrations.shops, start, end));
  await server.setShopLatency(0);

  const sameAnswer = Object.entries(mirror.categories).every(([bucket, count]) => (old.value[bucket] ?? 0) === count);
  return {
    orders: mirror.total_orders,
    days: Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1,
    mirrorMs: median(runs),
    mirrorRuns: runs.length,
    oldMs: old.ms,
    sameAnswer,
  };
}
