import { STATISTICS_CATEGORIES, baseSku, statisticsCategory, type StatisticsCategory } from '@makro/domain/dashboard';
import { addDays, sumMoney } from '@makro/domain/shared';
import { SHOPS, type Shop } from '@makro/domain/shops';
import type { Statistics } from '@makro/domain/statistics';
import type { Db } from '../../platform/db/client';
import {
  classificationLookups,
  lastSyncedAt,
  soldProducts,
  weeklyOrders,
  weeklySoldProducts,
  type DayRange,
  type SoldProduct,
} from '../shops/service';
import { returnedParts } from '../rma/service';

const TOP_PARTS = 10;

/** Every Monday from the week holding the range's first day to the week holding its last. */
export function weekStarts(range: DayRange): string[] {
  const first = new Date(`${range.start}T00:00:00Z`);
  const monday = addDays(range.start, -((first.getUTCDay() + 6) % 7));
  const weeks: string[] = [];
  for (let week = monday; week <= range.end; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

const emptyMix = () =>
  Object.fromEntries(STATISTICS_CATEGORIES.map((category) => [category, 0])) as Record<StatisticsCategory, number>;

async function weeklyFigures(db: Db, range: DayRange, weeks: string[]) {
  // Indexed once: a lookup per week and shop, not a search through every row (linear in weeks plus rows).
  const rows = new Map((await weeklyOrders(db, range)).map((row) => [`${row.week_start}:${row.shop}`, row]));
  const cell = (week: string, shop: Shop) => rows.get(`${week}:${shop}`);
  return weeks.map((week) => ({
    week_start: week,
    tipm_orders: cell(week, 'tipm')?.orders ?? 0,
    tipm_revenue: sumMoney([cell(week, 'tipm')?.revenue ?? '0']),
    ecm_orders: cell(week, 'ecm')?.orders ?? 0,
    ecm_revenue: sumMoney([cell(week, 'ecm')?.revenue ?? '0']),
  }));
}

function topParts(products: SoldProduct[]) {
  const parts = new Map<string, { base_sku: string; name: string; shop: Shop; quantity: number; revenue: string[] }>();
  for (const product of products) {
    const key = `${product.shop}:${product.base_sku ?? product.name}`;
    const part = parts.get(key) ?? {
      base_sku: product.base_sku ?? '—',
      name: product.name,
      shop: product.shop,
      quantity: 0,
      revenue: [],
    };
    part.quantity += product.quantity;
    part.revenue.push(product.total);
    parts.set(key, part);
  }
  return [...parts.values()]
    .sort((a, b) => b.quantity - a.quantity || a.base_sku.localeCompare(b.base_sku))
    .slice(0, TOP_PARTS)
    .map((part) => ({ ...part, revenue: sumMoney(part.revenue) }));
}

/** What a manager looks at: weekly orders and revenue, category mix, best sellers and how often each category comes back. */
export async function statistics(db: Db, range: DayRange): Promise<Statistics> {
  const weeks = weekStarts(range);
  const lookups = await classificationLookups(db, SHOPS);
  const classify = (product: { name: string; sku: string | null; shop: Shop }) =>
    statisticsCategory(product, product.shop, lookups);

  const weekly = await weeklyFigures(db, range, weeks);
  const mixByWeek = new Map(weeks.map((week) => [week, emptyMix()]));
  for (const product of await weeklySoldProducts(db, range, SHOPS)) {
    const mix = mixByWeek.get(product.week_start);
    if (mix) mix[classify(product)] += product.quantity;
  }

  const products = await soldProducts(db, range, SHOPS);
  const sold = emptyMix();
  const nameByBase = new Map<string, SoldProduct>();
  for (const product of products) {
    sold[classify(product)] += product.quantity;
    if (product.base_sku) nameByBase.set(product.base_sku, product);
  }
  const returned = emptyMix();
  for (const part of await returnedParts(db, range)) {
    const known = nameByBase.get(baseSku(part.sku)?.toUpperCase() ?? '');
    returned[known ? classify(known) : 'Accessories'] += part.count;
  }

  return {
    weeks: weekly,
    category_mix: weeks.map((week) => ({ week_start: week, ...mixByWeek.get(week)! })),
    top_parts: topParts(products),
    rma_rates: STATISTICS_CATEGORIES.map((category) => ({
      category,
      items_sold: sold[category],
      rmas: returned[category],
      rate: sold[category] === 0 ? 0 : Math.round((returned[category] / sold[category]) * 10_000) / 10_000,
    })),
    totals: {
      orders: weekly.reduce((total, week) => total + week.tipm_orders + week.ecm_orders, 0),
      revenue: sumMoney(weekly.flatMap((week) => [week.tipm_revenue, week.ecm_revenue])),
      items: Object.values(sold).reduce((total, quantity) => total + quantity, 0),
      rmas: Object.values(returned).reduce((total, count) => total + count, 0),
    },
    last_synced_at: await lastSyncedAt(db, SHOPS),
  };
}
