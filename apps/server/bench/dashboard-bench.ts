import { performance } from 'node:perf_hooks';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { classifyLineItem, tipmTypeOf, type ClassificationLookups, type TipmType } from '@makro/domain/dashboard';
import { BUSINESS_TIME_ZONE, addDays } from '@makro/domain/shared';
import { SHOPS, SOLD_STATUSES, type Shop } from '@makro/domain/shops';
import type { StorefrontPort } from '../src/integrations/woocommerce/port';
import { wcOrders } from '../src/integrations/woocommerce/simulator/tables';
import { soldOrderCount, soldProducts } from '../src/features/shops/service';
import type { BenchServer } from './bench-server';
import { median } from './report';

/** The old client's real cost: 100 orders a page, 5 pages asked at once, a fixed 200 ms per round trip. */
export const OLD_PAGE_SIZE = 100;
export const OLD_PARALLEL_PAGES = 5;
export const OLD_ROUND_MS = 200;
const MIRROR_RUNS = 9;
const DAY_MS = 86_400_000;

interface Distribution {
  tipm_types: Record<string, number>;
  categories: Record<string, number>;
  accessories: Record<string, number>;
  total_items: number;
  total_orders: number;
}

export interface DashboardFigures {
  soldOrders: number;
  days: number;
  mirrorMs: number;
  mirrorRuns: number;
  /** The same figures grouped from every raw line item (the query before the daily summary), for comparison. */
  rawItemsMs: number;
  old: { ms: number; perShop: { shop: Shop; orders: number; pages: number; rounds: number }[] };
  sameAnswer: boolean;
  differences: string[];
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/**
 * The instant a Los Angeles calendar day starts, by the JavaScript time-zone rules (not the database's): 08:00 UTC
 * is midnight or 1 a.m. there on every day of the year, daylight-saving switches included.
 */
function businessDayStart(day: string): Date {
  const eightUtc = Date.parse(`${day}T08:00:00Z`);
  const hourThere = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' }).format(
      eightUtc,
    ),
  );
  return new Date(eightUtc - hourThere * 3_600_000);
}

/**
 * The old approach modelled: per shop, the shop's own total of processing and completed orders in the range
 * (one question, X-WP-Total) gives the pages; ceil(pages ÷ 5) rounds of 200 ms each; the shops one after another.
 */
async function modelledOldApproach(shops: StorefrontPort, start: string, end: string) {
  const perShop = [];
  for (const shop of SHOPS) {
    const { total } = await shops.listOrders(shop, {
      status: [...SOLD_STATUSES],
      after: new Date(businessDayStart(start).getTime() - 1).toISOString(),
      before: businessDayStart(addDays(end, 1)).toISOString(),
      perPage: 1,
    });
    const pages = Math.ceil(total / OLD_PAGE_SIZE);
    perShop.push({ shop, orders: total, pages, rounds: Math.ceil(pages / OLD_PARALLEL_PAGES) });
  }
  return { ms: perShop.reduce((sum, row) => sum + row.rounds * OLD_ROUND_MS, 0), perShop };
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

/**
 * The distribution recomputed from the shops' own raw orders: orders whose Los Angeles calendar day (JavaScript
 * time-zone rules) is in the range, every line classified by the domain rule with the shops' own lookups.
 */
async function fromRawShopOrders(server: BenchServer, start: string, end: string): Promise<Distribution> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE });
  const tally = (counts: Record<string, number>, key: string, quantity: number) => {
    counts[key] = (counts[key] ?? 0) + quantity;
  };
  const answer: Distribution = { tipm_types: {}, categories: {}, accessories: {}, total_items: 0, total_orders: 0 };
  for (const shop of SHOPS) {
    const lookups = await shopLookups(server.app.integrations.shops, shop);
    const orders = await server.db
      .select({ created: wcOrders.date_created_gmt, lines: wcOrders.line_items })
      .from(wcOrders)
      .where(
        and(
          eq(wcOrders.shop, shop),
          inArray(wcOrders.status, [...SOLD_STATUSES]),
          gte(wcOrders.date_created_gmt, new Date(Date.parse(start) - DAY_MS)),
          lt(wcOrders.date_created_gmt, new Date(Date.parse(end) + 2 * DAY_MS)),
        ),
      );
    for (const order of orders) {
      const local = day.format(order.created);
      if (local < start || local > end) continue;
      answer.total_orders++;
      for (const line of order.lines as { name: string; sku: string | null; quantity: number }[]) {
        const classification = classifyLineItem({ name: line.name, sku: line.sku || null }, lookups);
        tally(answer.categories, classification.bucket, line.quantity);
        if (classification.tipmType) tally(answer.tipm_types, classification.tipmType, line.quantity);
        if (classification.accessory) tally(answer.accessories, classification.accessory, line.quantity);
        answer.total_items += line.quantity;
      }
    }
  }
  return answer;
}

/** Where two distributions differ, figure by figure (a count missing on one side is zero). */
function differences(mirror: Distribution, raw: Distribution): string[] {
  const found: string[] = [];
  for (const part of ['tipm_types', 'categories', 'accessories'] as const) {
    for (const key of new Set([...Object.keys(mirror[part]), ...Object.keys(raw[part])])) {
      const [a, b] = [mirror[part][key] ?? 0, raw[part][key] ?? 0];
      if (a !== b) found.push(`${part}.${key}: mirror ${a}, raw orders ${b}`);
    }
  }
  for (const total of ['total_items', 'total_orders'] as const) {
    if (mirror[total] !== raw[total]) found.push(`${total}: mirror ${mirror[total]}, raw orders ${raw[total]}`);
  }
  return found;
}

/** The dashboard's distribution for both shops over the range: from the server, modelled the old way, and checked. */
export async function benchDashboard(server: BenchServer, start: string, end: string): Promise<DashboardFigures> {
  const url = `${server.origin}/api/v1/dashboard/order_distribution?date_start=${start}&date_end=${end}&site=all`;
  const ask = async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${server.token}` } });
    if (!response.ok) throw new Error(`distribution answered ${response.status}`);
    return (await response.json()) as Distribution;
  };
  let mirror = await ask();
  const runs: number[] = [];
  for (let run = 0; run < MIRROR_RUNS; run++) {
    const result = await timed(ask);
    runs.push(result.ms);
    mirror = result.value;
  }
  const range = { start, end };
  const rawItems: number[] = [];
  for (let run = 0; run < 3; run++) {
    const result = await timed(() =>
      Promise.all([soldProducts(server.db, range, SHOPS), soldOrderCount(server.db, range, SHOPS)]),
    );
    rawItems.push(result.ms);
  }

  const old = await modelledOldApproach(server.app.integrations.shops, start, end);
  const found = differences(mirror, await fromRawShopOrders(server, start, end));
  return {
    soldOrders: mirror.total_orders,
    days: Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1,
    mirrorMs: median(runs),
    mirrorRuns: runs.length,
    rawItemsMs: median(rawItems),
    old,
    sameAnswer: found.length === 0,
    differences: found,
  };
}
