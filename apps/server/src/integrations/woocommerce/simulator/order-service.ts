import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { invalidParam, WpError } from './http';
import { formatCents, taxBasisPoints, toCents } from './money';
import type { StoredFeeLine, StoredLineItem, StoredMeta, StoredShippingLine, StoredTaxLine } from './order-shapes';
import { priceOrder, summarize, withSuppliedTax, type CouponTerms } from './order-pricing';
import type { OrderRow } from './serialize';
import { wcCoupons, wcOrders, wcProducts } from './tables';

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
  'trash',
  'checkout-draft',
];

const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'state',
  'postcode',
  'country',
];
type Body = Record<string, unknown>;
type Address = Record<string, string>;

const asRecord = (value: unknown): Body =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
const asList = (value: unknown): Body[] => (Array.isArray(value) ? value.map(asRecord) : []);
const text = (value: unknown, fallback = '') =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

/** Known address fields only, as WooCommerce ignores unknown keys; billing also carries email and phone. */
export function mergeAddress(current: Address, posted: unknown, kind: 'billing' | 'shipping'): Address {
  const fields = kind === 'billing' ? [...ADDRESS_FIELDS, 'email', 'phone'] : [...ADDRESS_FIELDS, 'phone'];
  const input = asRecord(posted);
  return Object.fromEntries(
    fields.map((field) => [field, field in input ? text(input[field]) : (current[field] ?? '')]),
  );
}

export const newOrderKey = () => `wc_order_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 13)}`;

const ORDER_ID_SEQUENCE = sql`pg_get_serial_sequence('sandbox.wc_orders', 'id')`;

/**
 * The next `count` order ids. Orders are numbered from 100001, like a shop with some history, so
 * order numbers have the six digits the ERP's forms expect.
 */
export async function reserveOrderIds(db: Db, count: number): Promise<number[]> {
  await db.execute(
    sql`select setval(${ORDER_ID_SEQUENCE}, 100000) where coalesce(pg_sequence_last_value(${ORDER_ID_SEQUENCE}::regclass), 0) < 100000`,
  );
  const result = await db.execute(sql`select nextval(${ORDER_ID_SEQUENCE}) as id from generate_series(1, ${count})`);
  // node-postgres and PGlite both answer { rows }; bigint ids come back as strings.
  return (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
}

export function assertStatus(status: unknown): string | undefined {
  if (status === undefined) return undefined;
  if (typeof status !== 'string' || !ORDER_STATUSES.includes(status)) {
    const message = `status is not one of ${ORDER_STATUSES.join(', ')}.`;
    throw invalidParam('status', message, 'rest_not_in_enum');
  }
  return status;
}

async function resolveLineItems(db: Db, shop: string, posted: Body[]): Promise<StoredLineItem[]> {
  const lines: StoredLineItem[] = [];
  for (const item of posted) {
    const sku = text(item.sku);
    const productId = Number(item.product_id ?? item.variation_id ?? 0);
    if (!sku && !productId) {
      throw new WpError(400, 'woocommerce_rest_required_product_reference', 'Product ID or SKU is required.');
    }
    // The SKU wins over product_id; an unknown SKU leaves the line unlinked rather than failing.
    const [product] = sku
      ? await db
          .select()
          .from(wcProducts)
          .where(and(eq(wcProducts.shop, shop), eq(wcProducts.sku, sku)))
      : await db
          .select()
          .from(wcProducts)
          .where(and(eq(wcProducts.shop, shop), eq(wcProducts.id, productId)));
    if (!sku && !product) throw new WpError(400, 'woocommerce_rest_invalid_product_id', 'Invalid product ID.');
    const quantity = Math.max(1, Math.trunc(Number(item.quantity ?? 1)) || 1);
    // A product on sale is sold at its sale price, as WooCommerce's checkout does.
    const catalog = product ? (toCents(product.sale_price ?? product.price) ?? 0) * quantity : null;
    const postedTotal = toCents(item.total);
    const postedSubtotal = toCents(item.subtotal);
    const total = postedTotal ?? catalog ?? 0;
    lines.push({
      name: text(item.name, product?.name ?? ''),
      product_id: product?.id ?? 0,
      variation_id: 0,
      quantity,
      subtotal: formatCents(postedSubtotal ?? catalog ?? total),
      total: formatCents(total),
      total_tax: '0.00',
      sku: product?.sku ?? null,
      meta_data: asList(item.meta_data).map((entry) => ({ key: text(entry.key), value: entry.value })),
    });
  }
  return lines;
}

function resolveShippingLines(posted: Body[]): StoredShippingLine[] {
  return posted.map((line) => {
    if (!text(line.method_id)) {
      throw new WpError(400, 'woocommerce_rest_invalid_shipping_item', 'Shipping method ID is required.');
    }
    return {
      method_id: text(line.method_id),
      method_title: text(line.method_title),
      instance_id: text(line.instance_id),
      total: formatCents(toCents(line.total) ?? 0),
    };
  });
}

function resolveFeeLines(posted: Body[]): StoredFeeLine[] {
  return posted.map((line) => {
    if (!text(line.name)) throw new WpError(400, 'woocommerce_rest_invalid_fee_item', 'Fee name is required.');
    return { name: text(line.name), total: formatCents(toCents(line.total) ?? 0) };
  });
}

async function resolveCoupons(db: Db, shop: string, posted: Body[], email: string): Promise<CouponTerms[]> {
  const coupons: CouponTerms[] = [];
  for (const line of posted) {
    const code = text(line.code).toLowerCase();
    const [coupon] = await db
      .select()
      .from(wcCoupons)
      .where(and(eq(wcCoupons.shop, shop), sql`lower(${wcCoupons.code}) = ${code}`, eq(wcCoupons.status, 'publish')));
    if (!coupon) throw new WpError(400, 'woocommerce_rest_invalid_coupon', `Coupon "${code}" does not exist!`);
    const data = coupon.data as Body;
    const usedBy = Array.isArray(data.used_by) ? data.used_by : [];
    await db
      .update(wcCoupons)
      .set({ data: { ...data, usage_count: Number(data.usage_count ?? 0) + 1, used_by: [...usedBy, email] } })
      .where(eq(wcCoupons.id, coupon.id));
    coupons.push({
      code: coupon.code,
      discount_type: text(data.discount_type, 'fixed_cart'),
      amount: text(data.amount, '0'),
      free_shipping: data.free_shipping === true,
    });
  }
  return coupons;
}

/** `tax_lines` of a new order: rate code, id, label, percent and the tax each line charges. */
const suppliedTaxLines = (value: unknown): StoredTaxLine[] =>
  asList(value)
    .filter((line) => toCents(text(line.total)) !== null)
    .map((line) => ({
      rate_code: text(line.rate_code, 'TAX-1'),
      rate_id: Number(line.rate_id ?? 0) || 0,
      label: text(line.label, 'Tax'),
      rate_percent: Number(line.rate_percent ?? 0) || 0,
      tax_total: formatCents(toCents(text(line.total)) ?? 0),
    }));

const metaList = (value: unknown): StoredMeta[] =>
  asList(value).map((entry) => ({ key: text(entry.key), value: entry.value }));

/**
 * POST /orders (integrations.md §1.5), also used by the `_simulate` checkout with createdVia "checkout". `id` is a
 * number already taken from the sequence for this order (the demo's, see seedShopDemoData's reserveAt).
 */
export async function createOrder(
  db: Db,
  shop: string,
  body: Body,
  createdVia: string,
  now = new Date(),
  id?: number,
): Promise<OrderRow> {
  const requestedStatus = assertStatus(body.status);
  const billing = mergeAddress({}, body.billing, 'billing');
  const shipping = mergeAddress({}, body.shipping, 'shipping');
  const lineItems = await resolveLineItems(db, shop, asList(body.line_items));
  const shippingLines = resolveShippingLines(asList(body.shipping_lines));
  const feeLines = resolveFeeLines(asList(body.fee_lines));
  const coupons = await resolveCoupons(db, shop, asList(body.coupon_lines), billing.email ?? '');
  const taxAddress = shipping.state ? shipping : billing;
  const totals = withSuppliedTax(
    priceOrder({
      lineItems,
      shippingLines,
      feeLines,
      coupons,
      country: taxAddress.country || 'US',
      state: taxAddress.state ?? '',
    }),
    suppliedTaxLines(body.tax_lines),
  );
  let status = requestedStatus ?? 'pending';
  const paid = body.set_paid === true;
  // set_paid runs payment_complete(): an order awaiting payment moves on to processing.
  if (paid && ['pending', 'on-hold', 'failed'].includes(status)) status = 'processing';
  const orderId = id ?? (await reserveOrderIds(db, 1))[0]!;
  const [row] = await db
    .insert(wcOrders)
    .values({
      id: orderId,
      shop,
      number: String(orderId),
      order_key: newOrderKey(),
      status,
      created_via: createdVia,
      date_created_gmt: now,
      date_modified_gmt: now,
      date_paid_gmt: paid || ['processing', 'completed'].includes(status) ? now : null,
      date_completed_gmt: status === 'completed' ? now : null,
      currency: text(body.currency, 'USD'),
      customer_id: Number(body.customer_id ?? 0) || 0,
      customer_note: text(body.customer_note),
      payment_method: text(body.payment_method),
      payment_method_title: text(body.payment_method_title),
      transaction_id: text(body.transaction_id),
      set_paid: paid,
      billing,
      shipping,
      shipping_lines: shippingLines,
      fee_lines: feeLines,
      meta_data: metaList(body.meta_data),
      ...totals,
    })
    .returning();
  return row!;
}

export async function findOrder(db: Db, shop: string, id: number): Promise<OrderRow | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db
    .select()
    .from(wcOrders)
    .where(and(eq(wcOrders.shop, shop), eq(wcOrders.id, id)));
  return row;
}

/** The date stamps a status change brings, as WooCommerce sets them on the transition. */
function statusDates(row: OrderRow, status: string, now: Date) {
  return {
    date_paid_gmt: row.date_paid_gmt ?? (['processing', 'completed'].includes(status) ? now : null),
    date_completed_gmt: status === 'completed' ? (row.date_completed_gmt ?? now) : row.date_completed_gmt,
  };
}

/** PUT /orders/{id}: status, addresses, payment fields, meta (upserted by key) and added lines. */
export async function updateOrder(
  db: Db,
  shop: string,
  row: OrderRow,
  body: Body,
  now = new Date(),
): Promise<OrderRow> {
  let status = assertStatus(body.status) ?? row.status;
  if (body.set_paid === true && ['pending', 'on-hold', 'failed'].includes(status)) status = 'processing';
  const billing = mergeAddress(row.billing as Address, body.billing, 'billing');
  const shipping = mergeAddress(row.shipping as Address, body.shipping, 'shipping');
  const meta = [...(row.meta_data as StoredMeta[])];
  for (const entry of metaList(body.meta_data)) {
    const existing = meta.findIndex((candidate) => candidate.key === entry.key);
    if (existing >= 0) meta[existing] = entry;
    else meta.push(entry);
  }
  const taxAddress = shipping.state ? shipping : billing;
  const rate = taxBasisPoints(taxAddress.country || 'US', taxAddress.state ?? '');
  const added = (await resolveLineItems(db, shop, asList(body.line_items))).map((line) => ({
    ...line,
    total_tax: formatCents(Math.round(((toCents(line.total) ?? 0) * rate) / 10_000)),
  }));
  const shippingLines = [
    ...(row.shipping_lines as StoredShippingLine[]),
    ...resolveShippingLines(asList(body.shipping_lines)),
  ];
  const feeLines = [...(row.fee_lines as StoredFeeLine[]), ...resolveFeeLines(asList(body.fee_lines))];
  const totals = summarize(
    [...(row.line_items as StoredLineItem[]), ...added],
    shippingLines,
    feeLines,
    rate,
    taxAddress.state ?? '',
  );
  const pick = (field: string, current: string) =>
    typeof body[field] === 'string' ? (body[field] as string) : current;
  const [updated] = await db
    .update(wcOrders)
    .set({
      status,
      billing,
      shipping,
      meta_data: meta,
      shipping_lines: shippingLines,
      fee_lines: feeLines,
      ...totals,
      customer_note: pick('customer_note', row.customer_note),
      payment_method: pick('payment_method', row.payment_method),
      payment_method_title: pick('payment_method_title', row.payment_method_title),
      transaction_id: pick('transaction_id', row.transaction_id),
      set_paid: row.set_paid || body.set_paid === true,
      date_modified_gmt: now,
      ...statusDates(row, status, now),
    })
    .where(eq(wcOrders.id, row.id))
    .returning();
  return updated!;
}
