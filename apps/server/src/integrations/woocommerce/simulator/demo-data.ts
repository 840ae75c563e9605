import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { mulberry32 } from '../../../platform/seeded-random';
import { SHOP_CATALOGS, VEHICLE_CATEGORIES, type ProductKind } from './catalog-data';
import { formatGmt, localDay, localToInstant } from './dates';
import { demoCustomer } from './demo-customers';
import { refundId, type StoredRefund } from './order-shapes';
import { reserveOrderIds } from './order-service';
import { slugify, type ProductRow } from './serialize';
import { wcCategories, wcOrders, wcProducts } from './tables';
import {
  draftOrder,
  HOUR_WEIGHTS,
  WEEKDAY_FACTOR,
  weighted,
  type DemoShop,
  type DraftOrder,
  type Random,
} from './demo-orders';

export type { DemoShop } from './demo-orders';

const SHOPS: DemoShop[] = ['tipm', 'ecm'];
const BATCH_SIZE = 2_000;
const DAY_MS = 86_400_000;
const BULK_COLUMN_DEFINITIONS: [string, string][] = [
  ['id', 'int'],
  ['shop', 'text'],
  ['number', 'text'],
  ['order_key', 'text'],
  ['status', 'text'],
  ['created_via', 'text'],
  ['date_created_gmt', 'timestamptz'],
  ['date_modified_gmt', 'timestamptz'],
  ['date_paid_gmt', 'timestamptz'],
  ['date_completed_gmt', 'timestamptz'],
  ['customer_id', 'int'],
  ['payment_method', 'text'],
  ['payment_method_title', 'text'],
  ['transaction_id', 'text'],
  ['set_paid', 'boolean'],
  ['billing', 'jsonb'],
  ['shipping', 'jsonb'],
  ['shipping_lines', 'jsonb'],
  ['line_items', 'jsonb'],
  ['tax_lines', 'jsonb'],
  ['coupon_lines', 'jsonb'],
  ['refunds', 'jsonb'],
  ['total', 'numeric'],
  ['total_tax', 'numeric'],
  ['shipping_total', 'numeric'],
  ['discount_total', 'numeric'],
];
const BULK_COLUMNS = BULK_COLUMN_DEFINITIONS.map(([name]) => name).join(', ');
const BULK_COLUMN_TYPES = BULK_COLUMN_DEFINITIONS.map(([name, type]) => `${name} ${type}`).join(', ');

export interface ShopDemoOptions {
  endDate: Date;
  days: number;
  ordersPerDay: Record<DemoShop, number>;
  seed: number;
  /**
   * Moments at which another part of the demo makes an order itself (the repair desk's orders): each gets the
   * number the shared sequence gives an order made then, so numbers keep following creation time.
   */
  reserveAt?: Date[];
}

const pickIndex = (random: Random) => (length: number) => Math.floor(random() * length);

function poisson(random: Random, mean: number): number {
  if (mean > 30) {
    const gauss = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * gauss));
  }
  const limit = Math.exp(-mean);
  let product = random();
  let events = 0;
  while (product > limit) {
    events += 1;
    product *= random();
  }
  return events;
}

async function hasProducts(db: Db, shop: DemoShop): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(wcProducts).where(eq(wcProducts.shop, shop));
  return (row?.n ?? 0) > 0;
}

async function insertCatalog(db: Db, shop: DemoShop): Promise<ProductRow[]> {
  const years = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const categoryIds = new Map<string, number>();
  await db.insert(wcCategories).values({ shop, name: 'Uncategorized', slug: 'uncategorized', parent: 0 });
  for (const { make, years: range, models } of VEHICLE_CATEGORIES) {
    const [makeRow] = await db
      .insert(wcCategories)
      .values({ shop, name: make, slug: slugify(make), parent: 0, model_year_list: years(...range) })
      .returning();
    categoryIds.set(make, makeRow!.id);
    const modelRows = await db
      .insert(wcCategories)
      .values(
        models.map((model) => ({ shop, name: model, slug: `${slugify(make)}-${slugify(model)}`, parent: makeRow!.id })),
      )
      .returning();
    for (const row of modelRows) categoryIds.set(`${make}/${row.name}`, row.id);
  }
  const products = SHOP_CATALOGS[shop]();
  return db
    .insert(wcProducts)
    .values(
      products.map((product) => {
        const [make, model] = product.categories;
        const ids = make ? [categoryIds.get(make), categoryIds.get(`${make}/${model}`)] : [];
        return {
          shop,
          name: product.name,
          slug: slugify(product.name),
          sku: product.sku,
          price: product.price,
          tags: product.tags,
          category_ids: ids.filter((id): id is number => id !== undefined),
        };
      }),
    )
    .returning();
}

/** Products and vehicle categories for both shops, no orders; does nothing for a shop that has products. */
export async function seedShopCatalog(db: Db): Promise<void> {
  for (const shop of SHOPS) if (!(await hasProducts(db, shop))) await insertCatalog(db, shop);
}

function draftShopOrders(
  random: Random,
  shop: DemoShop,
  products: ProductRow[],
  options: ShopDemoOptions,
): DraftOrder[] {
  const byKind = new Map<ProductKind, ProductRow[]>();
  const kinds = new Map(SHOP_CATALOGS[shop]().map((product) => [product.sku, product.kind]));
  for (const product of products) {
    const kind = kinds.get(product.sku);
    if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), product]);
  }
  const pick = pickIndex(random);
  const customers = Array.from({ length: 600 }, () => demoCustomer(pick));
  const lastDay = new Date(`${localDay(options.endDate)}T12:00:00Z`);
  const drafts: DraftOrder[] = [];
  for (let back = options.days - 1; back >= 0; back -= 1) {
    const day = new Date(lastDay.getTime() - back * DAY_MS);
    const dayOfYear = Math.floor((day.getTime() - Date.UTC(day.getUTCFullYear(), 0, 1)) / DAY_MS);
    // A mild seasonal swing: busier in winter (cold starts) and quieter in early autumn.
    const season = 1 + 0.12 * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365);
    const volume = poisson(random, options.ordersPerDay[shop] * WEEKDAY_FACTOR[day.getUTCDay()]! * season);
    for (let index = 0; index < volume; index += 1) {
      const hour = weighted(
        random,
        HOUR_WEIGHTS.map((weight, value) => [value, weight] as [number, number]),
      );
      const wallTime = `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:${String(pick(60)).padStart(2, '0')}:${String(pick(60)).padStart(2, '0')}`;
      const created = localToInstant(wallTime);
      if (created > options.endDate) continue;
      drafts.push(draftOrder(random, shop, created, options.endDate, byKind, customers[pick(customers.length)]!));
    }
  }
  return drafts;
}

/**
 * Demo shops: the catalogue plus `days` of orders ending at `endDate`, deterministic for a given
 * `seed`. A shop that already has products is left alone, so running it again changes nothing.
 * Answers the numbers kept for `reserveAt`, in its order (none when the shops were already there).
 */
export async function seedShopDemoData(db: Db, options: ShopDemoOptions): Promise<number[]> {
  const random = mulberry32(options.seed);
  const drafts: DraftOrder[] = [];
  for (const shop of SHOPS) {
    if (await hasProducts(db, shop)) continue;
    drafts.push(...draftShopOrders(random, shop, await insertCatalog(db, shop), options));
  }
  if (drafts.length === 0) return [];
  // Numbered in creation order across both shops, as one shared sequence would be; a reserved moment takes a
  // number and leaves its order to be made later.
  const slots: { created: Date; draft?: DraftOrder; reserved?: number }[] = [
    ...drafts.map((draft) => ({ created: draft.created, draft })),
    ...(options.reserveAt ?? []).map((created, reserved) => ({ created, reserved })),
  ].sort((a, b) => a.created.getTime() - b.created.getTime());
  const reservedIds: number[] = [];
  for (let start = 0; start < slots.length; start += BATCH_SIZE) {
    const batch = slots.slice(start, start + BATCH_SIZE);
    const ids = await reserveOrderIds(db, batch.length);
    const rows = batch.flatMap((slot, index) => {
      const id = ids[index]!;
      if (!slot.draft) {
        reservedIds[slot.reserved!] = id;
        return [];
      }
      const { refundReason, ...values } = slot.draft.values;
      const refunds: StoredRefund[] = refundReason
        ? [
            {
              id: refundId(id, 0),
              reason: refundReason,
              total: `-${values.total}`,
              date_created_gmt: formatGmt(values.date_modified_gmt!),
              refunded_payment: true,
            },
          ]
        : [];
      return [{ ...values, id, number: String(id), refunds }];
    });
    // One JSON parameter per batch: binding thousands of separate parameters is what makes PGlite slow.
    await db.execute(
      sql`insert into ${wcOrders} (${sql.raw(BULK_COLUMNS)}) select ${sql.raw(BULK_COLUMNS)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as row_data(${sql.raw(BULK_COLUMN_TYPES)})`,
    );
  }
  return reservedIds;
}
