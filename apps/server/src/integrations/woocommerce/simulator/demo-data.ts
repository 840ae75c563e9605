import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { SHOP_CATALOGS, VEHICLE_CATEGORIES, type ProductKind } from './catalog-data';
import { formatGmt, localDay, localToInstant } from './dates';
import { demoCustomer, type DemoCustomer } from './demo-customers';
import { formatCents, toCents } from './money';
import { refundId, type StoredLineItem, type StoredRefund, type StoredShippingLine } from './order-shapes';
import { priceOrder } from './order-pricing';
import { reserveOrderIds } from './order-service';
import { slugify, type ProductRow } from './serialize';
import { wcCategories, wcOrders, wcProducts } from './tables';

export type DemoShop = 'tipm' | 'ecm';
const SHOPS: DemoShop[] = ['tipm', 'ecm'];
const BATCH_SIZE = 2_000;
const DAY_MS = 86_400_000;
const BULK_COLUMN_DEFINITIONS: [string, string][] = [
  ['id', 'int'], ['shop', 'text'], ['number', 'text'], ['order_key', 'text'], ['status', 'text'], ['created_via', 'text'],
  ['date_created_gmt', 'timestamptz'], ['date_modified_gmt', 'timestamptz'], ['date_paid_gmt', 'timestamptz'],
  ['date_completed_gmt', 'timestamptz'], ['customer_id', 'int'], ['payment_method', 'text'], ['payment_method_title', 'text'],
  ['transaction_id', 'text'], ['set_paid', 'boolean'], ['billing', 'jsonb'], ['shipping', 'jsonb'], ['shipping_lines', 'jsonb'],
  ['line_items', 'jsonb'], ['tax_lines', 'jsonb'], ['coupon_lines', 'jsonb'], ['refunds', 'jsonb'], ['total', 'numeric'],
  ['total_tax', 'numeric'], ['shipping_total', 'numeric'], ['discount_total', 'numeric'],
];
const BULK_COLUMNS = BULK_COLUMN_DEFINITIONS.map(([name]) => name).join(', ');
const BULK_COLUMN_TYPES = BULK_COLUMN_DEFINITIONS.map(([name, type]) => `${name} ${type}`).join(', ');

export interface ShopDemoOptions {
  endDate: Date;
  days: number;
  ordersPerDay: Record<DemoShop, number>;
  seed: number;
}

/** mulberry32: a small seeded PRNG, so the same options always give the same shops. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const pickIndex = (random: Random) => (length: number) => Math.floor(random() * length);

function weighted<T>(random: Random, entries: [T, number][]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

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
      .values(models.map((model) => ({ shop, name: model, slug: `${slugify(make)}-${slugify(model)}`, parent: makeRow!.id })))
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

const KIND_MIX: Record<DemoShop, [ProductKind, number][]> = {
  tipm: [['tipm', 68], ['fcm', 6], ['bcm', 5], ['accessory', 11], ['repair', 5], ['custom', 5]],
  ecm: [['engine', 82], ['repair', 10], ['custom', 8]],
};
const SHIPPING_CHOICES: [StoredShippingLine, number][] = [
  [{ method_id: 'flat_rate', method_title: 'FedEx Ground', instance_id: '1', total: '15.00' }, 55],
  [{ method_id: 'flat_rate', method_title: 'FedEx 2Day', instance_id: '1', total: '35.00' }, 20],
  [{ method_id: 'flat_rate', method_title: 'FedEx Priority Overnight', instance_id: '1', total: '65.00' }, 8],
  [{ method_id: 'free_shipping', method_title: 'Free Shipping', instance_id: '2', total: '0.00' }, 10],
  [{ method_id: 'local_pickup', method_title: 'In Person Pickup', instance_id: '3', total: '0.00' }, 7],
];
const PAYMENT_CHOICES: [[string, string], number][] = [
  [['braintree_credit_card', 'Credit Card'], 70],
  [['braintree_paypal', 'PayPal'], 22],
  [['account_terms', 'Pay on Account'], 8],
];
/** Busier on weekdays, quiet on Sundays (index = getUTCDay of the local day). */
const WEEKDAY_FACTOR = [0.55, 1.15, 1.1, 1.08, 1.05, 1.0, 0.65];
/** Local hour weights: most orders between 7 am and 10 pm Pacific. */
const HOUR_WEIGHTS = [2, 1, 1, 1, 1, 2, 3, 5, 7, 8, 9, 9, 9, 9, 8, 8, 8, 7, 7, 7, 6, 5, 4, 3];

interface DraftOrder {
  shop: DemoShop;
  created: Date;
  values: Omit<typeof wcOrders.$inferInsert, 'id' | 'number' | 'refunds'> & { refundReason: string | null };
}

function alphanumeric(random: Random, length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

function statusFor(random: Random, ageDays: number): string {
  if (ageDays < 3 && random() < 0.65) return 'processing';
  return weighted(random, [['completed', 90], ['cancelled', 3], ['refunded', 2.5], ['on-hold', 1.5], ['pending', 1.5], ['failed', 0.5], ['processing', 1]]);
}

function draftOrder(random: Random, shop: DemoShop, created: Date, endDate: Date, byKind: Map<ProductKind, ProductRow[]>, customer: DemoCustomer): DraftOrder {
  const lineCount = weighted(random, [[1, 75], [2, 20], [3, 5]]);
  const lineItems: StoredLineItem[] = [];
  for (let line = 0; line < lineCount; line += 1) {
    const candidates = byKind.get(weighted(random, KIND_MIX[shop])) ?? [];
    const product = candidates[Math.floor(random() * candidates.length)];
    if (!product) continue;
    const quantity = product.sku.endsWith('-MISC') || random() < 0.92 ? 1 : 2;
    // Custom lines and unlisted repairs carry their price on the line, not in the catalogue.
    const unitCents = (toCents(product.price) ?? 0) || 2_500 + Math.floor(random() * 275) * 100;
    const amount = formatCents(unitCents * quantity);
    lineItems.push({ name: product.name, product_id: product.id, variation_id: 0, quantity, subtotal: amount, total: amount, total_tax: '0.00', sku: product.sku, meta_data: [] });
  }
  const shipping = weighted(random, SHIPPING_CHOICES);
  const [paymentMethod, paymentTitle] = weighted(random, PAYMENT_CHOICES);
  const ageDays = (endDate.getTime() - created.getTime()) / DAY_MS;
  let status = statusFor(random, ageDays);
  const completedAt = new Date(created.getTime() + (1 + random() * 3) * DAY_MS);
  if (status === 'completed' && completedAt > endDate) status = 'processing';
  const paid = !['pending', 'failed', 'cancelled'].includes(status) && paymentMethod !== 'account_terms';
  const paidAt = paid ? new Date(created.getTime() + 60_000) : null;
  const totals = priceOrder({ lineItems, shippingLines: [shipping], feeLines: [], coupons: [], country: 'US', state: customer.shipping.state ?? '' });
  const modified = status === 'completed' || status === 'refunded' ? (completedAt > endDate ? endDate : completedAt) : created;
  return {
    shop,
    created,
    values: {
      shop,
      order_key: `wc_order_${alphanumeric(random, 13)}`,
      status,
      created_via: 'checkout',
      date_created_gmt: created,
      date_modified_gmt: modified,
      date_paid_gmt: paidAt,
      date_completed_gmt: status === 'completed' ? completedAt : null,
      customer_id: random() < 0.3 ? 1 + Math.floor(random() * 900) : 0,
      payment_method: paymentMethod,
      payment_method_title: paymentTitle,
      transaction_id: paid ? alphanumeric(random, 8).toLowerCase() : '',
      set_paid: paid,
      billing: customer.billing,
      shipping: customer.shipping,
      shipping_lines: [shipping],
      ...totals,
      refundReason: status === 'refunded' ? weighted(random, [['Customer cancelled', 3], ['Late shipment', 1], ['Wrong part ordered', 2]]) : null,
    },
  };
}

function draftShopOrders(random: Random, shop: DemoShop, products: ProductRow[], options: ShopDemoOptions): DraftOrder[] {
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
      const hour = weighted(random, HOUR_WEIGHTS.map((weight, value) => [value, weight] as [number, number]));
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
 */
export async function seedShopDemoData(db: Db, options: ShopDemoOptions): Promise<void> {
  const random = mulberry32(options.seed);
  const drafts: DraftOrder[] = [];
  for (const shop of SHOPS) {
    if (await hasProducts(db, shop)) continue;
    drafts.push(...draftShopOrders(random, shop, await insertCatalog(db, shop), options));
  }
  // Numbered in creation order across both shops, as one shared sequence would be.
  drafts.sort((a, b) => a.created.getTime() - b.created.getTime());
  for (let start = 0; start < drafts.length; start += BATCH_SIZE) {
    const batch = drafts.slice(start, start + BATCH_SIZE);
    const ids = await reserveOrderIds(db, batch.length);
    const rows = batch.map(({ values: { refundReason, ...values } }, index) => {
      const id = ids[index]!;
      const refunds: StoredRefund[] = refundReason
        ? [{ id: refundId(id, 0), reason: refundReason, total: `-${values.total}`, date_created_gmt: formatGmt(values.date_modified_gmt!), refunded_payment: true }]
        : [];
      return { ...values, id, number: String(id), refunds };
    });
    // One JSON parameter per batch: binding thousands of separate parameters is what makes PGlite slow.
    await db.execute(
      sql`insert into ${wcOrders} (${sql.raw(BULK_COLUMNS)}) select ${sql.raw(BULK_COLUMNS)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as row_data(${sql.raw(BULK_COLUMN_TYPES)})`,
    );
  }
}
