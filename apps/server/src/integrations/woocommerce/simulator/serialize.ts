import { formatGmt, formatLocal } from './dates';
import { formatCents, toCents } from './money';
import {
  itemId,
  orderMetaId,
  type StoredCouponLine,
  type StoredFeeLine,
  type StoredLineItem,
  type StoredMeta,
  type StoredRefund,
  type StoredShippingLine,
  type StoredTaxLine,
} from './order-shapes';
import type { wcCategories, wcCoupons, wcOrders, wcProducts, wcWebhooks } from './tables';

export type OrderRow = typeof wcOrders.$inferSelect;
export type ProductRow = typeof wcProducts.$inferSelect;
export type CategoryRow = typeof wcCategories.$inferSelect;
export type CouponRow = typeof wcCoupons.$inferSelect;
export type WebhookRow = typeof wcWebhooks.$inferSelect;

const localOrNull = (date: Date | null) => (date ? formatLocal(date) : null);
const gmtOrNull = (date: Date | null) => (date ? formatGmt(date) : null);

const links = (storeUrl: string, collection: string, id: number) => ({
  self: [{ href: `${storeUrl}/wp-json/wc/v3/${collection}/${id}` }],
  collection: [{ href: `${storeUrl}/wp-json/wc/v3/${collection}` }],
});

/** A stable small id for a product tag name: the tables keep tags as names only. */
export function tagId(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return (hash % 90_000) + 10_000;
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&amp;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const WOO_INTERNAL_PREFIXES = [
  '_billing_',
  '_shipping_',
  '_order_',
  '_cart_',
  '_customer_',
  '_recorded_',
  '_download_',
];
const WOO_INTERNAL_KEYS = [
  '_transaction_id',
  '_paid_date',
  '_completed_date',
  '_prices_include_tax',
  '_created_via',
  '_date_paid',
  '_date_completed',
];

/** Keys WooCommerce stores as order fields, never as meta the REST API answers. */
const isWooInternalKey = (key: string) =>
  WOO_INTERNAL_KEYS.includes(key) || WOO_INTERNAL_PREFIXES.some((prefix) => key.startsWith(prefix));

export function serializeOrder(row: OrderRow, storeUrl: string) {
  const lineItems = row.line_items as StoredLineItem[];
  const shippingLines = row.shipping_lines as StoredShippingLine[];
  const feeLines = row.fee_lines as StoredFeeLine[];
  const couponLines = row.coupon_lines as StoredCouponLine[];
  const taxLines = row.tax_lines as StoredTaxLine[];
  const taxRateId = (taxLines[0]?.rate_id ?? 0) || 1;
  let position = 0;
  const nextId = () => itemId(row.id, position++);
  const meta = (entries: StoredMeta[], idOf: (index: number) => number) =>
    entries.map((entry, index) => ({ id: idOf(index), key: entry.key, value: entry.value }));
  const itemsTotalTax = lineItems.reduce((sum, item) => sum + (toCents(item.total_tax) ?? 0), 0);
  return {
    id: row.id,
    parent_id: 0,
    status: row.status,
    currency: row.currency,
    version: '9.0.0',
    prices_include_tax: false,
    date_created: formatLocal(row.date_created_gmt),
    date_modified: formatLocal(row.date_modified_gmt),
    discount_total: row.discount_total,
    discount_tax: '0.00',
    shipping_total: row.shipping_total,
    shipping_tax: '0.00',
    cart_tax: formatCents(itemsTotalTax),
    total: row.total,
    total_tax: row.total_tax,
    customer_id: row.customer_id,
    order_key: row.order_key,
    billing: row.billing,
    shipping: row.shipping,
    payment_method: row.payment_method,
    payment_method_title: row.payment_method_title,
    transaction_id: row.transaction_id,
    customer_ip_address: '',
    customer_user_agent: '',
    created_via: row.created_via,
    customer_note: row.customer_note,
    date_completed: localOrNull(row.date_completed_gmt),
    date_paid: localOrNull(row.date_paid_gmt),
    cart_hash: '',
    number: row.number,
    // Meta set through the API is answered, `_`-prefixed keys included (integrations.md §1.4); only WooCommerce's
    // own internal keys, which it keeps as order fields, never appear.
    meta_data: meta(row.meta_data as StoredMeta[], (index) => orderMetaId(row.id, index)).filter(
      (entry) => !isWooInternalKey(entry.key),
    ),
    line_items: lineItems.map((item) => {
      const id = nextId();
      return {
        id,
        name: item.name,
        product_id: item.product_id,
        variation_id: item.variation_id,
        quantity: item.quantity,
        tax_class: '',
        subtotal: item.subtotal,
        subtotal_tax: item.total_tax,
        total: item.total,
        total_tax: item.total_tax,
        taxes: toCents(item.total_tax) ? [{ id: taxRateId, total: item.total_tax, subtotal: item.total_tax }] : [],
        meta_data: item.meta_data.map((entry, index) => ({
          id: id * 10 + index,
          key: entry.key,
          value: entry.value,
          display_key: entry.key,
          display_value: entry.value,
        })),
        sku: item.sku,
        // A JSON number computed as total ÷ quantity, as WooCommerce answers it.
        price: Number(item.total) / Math.max(1, item.quantity),
        image: { id: '', src: '' },
        parent_name: null,
      };
    }),
    tax_lines: taxLines.map((line) => ({
      id: nextId(),
      rate_code: line.rate_code,
      rate_id: line.rate_id,
      label: line.label,
      compound: false,
      tax_total: line.tax_total,
      shipping_tax_total: '0.00',
      rate_percent: line.rate_percent,
      meta_data: [],
    })),
    shipping_lines: shippingLines.map((line) => ({
      id: nextId(),
      method_title: line.method_title,
      method_id: line.method_id,
      instance_id: line.instance_id,
      total: line.total,
      total_tax: '0.00',
      taxes: [],
      meta_data: [],
    })),
    fee_lines: feeLines.map((line) => ({
      id: nextId(),
      name: line.name,
      tax_class: '',
      tax_status: 'taxable',
      amount: line.total,
      total: line.total,
      total_tax: '0.00',
      taxes: [],
      meta_data: [],
    })),
    coupon_lines: couponLines.map((line) => ({
      id: nextId(),
      code: line.code,
      discount: line.discount,
      discount_tax: '0.00',
      discount_type: line.discount_type,
      nominal_amount: line.nominal_amount,
      free_shipping: line.free_shipping,
      meta_data: [],
    })),
    refunds: (row.refunds as StoredRefund[]).map((refund) => ({
      id: refund.id,
      reason: refund.reason,
      total: refund.total,
    })),
    payment_url: `${storeUrl}/checkout/order-pay/${row.id}/?pay_for_order=true&key=${row.order_key}`,
    is_editable: ['pending', 'on-hold', 'auto-draft'].includes(row.status),
    needs_payment: ['pending', 'failed'].includes(row.status) && (toCents(row.total) ?? 0) > 0,
    needs_processing: true,
    date_created_gmt: formatGmt(row.date_created_gmt),
    date_modified_gmt: formatGmt(row.date_modified_gmt),
    date_completed_gmt: gmtOrNull(row.date_completed_gmt),
    date_paid_gmt: gmtOrNull(row.date_paid_gmt),
    currency_symbol: '$',
    _links: links(storeUrl, 'orders', row.id),
  };
}

export type SerializedOrder = ReturnType<typeof serializeOrder>;

export function serializeRefund(orderId: number, refund: StoredRefund, storeUrl: string) {
  const created = new Date(`${refund.date_created_gmt}Z`);
  return {
    id: refund.id,
    date_created: formatLocal(created),
    date_created_gmt: refund.date_created_gmt,
    amount: refund.total.replace(/^-/, ''),
    reason: refund.reason,
    refunded_by: 1,
    refunded_payment: refund.refunded_payment,
    meta_data: [],
    line_items: [],
    _links: {
      ...links(storeUrl, `orders/${orderId}/refunds`, refund.id),
      up: [{ href: `${storeUrl}/wp-json/wc/v3/orders/${orderId}` }],
    },
  };
}

export function serializeProduct(row: ProductRow, categories: Map<number, CategoryRow>, storeUrl: string) {
  const created = formatLocal(row.date_modified_gmt);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    permalink: `${storeUrl}/product/${row.slug}/`,
    date_created: created,
    date_created_gmt: formatGmt(row.date_modified_gmt),
    date_modified: created,
    date_modified_gmt: formatGmt(row.date_modified_gmt),
    type: row.type,
    status: row.status,
    featured: false,
    catalog_visibility: 'visible',
    description: '',
    short_description: '',
    sku: row.sku,
    // While a sale price is set WooCommerce answers it as the price, the stored price as the regular one.
    price: row.sale_price ?? row.price,
    regular_price: row.price,
    sale_price: row.sale_price ?? '',
    on_sale: row.sale_price !== null,
    purchasable: true,
    virtual: false,
    downloadable: false,
    tax_status: 'taxable',
    tax_class: '',
    manage_stock: false,
    stock_quantity: null,
    stock_status: 'instock',
    categories: row.category_ids.flatMap((id) => {
      const category = categories.get(id);
      return category ? [{ id, name: category.name, slug: category.slug }] : [];
    }),
    tags: row.tags.map((name) => ({ id: tagId(name), name, slug: slugify(name) })),
    images: [],
    attributes: [],
    meta_data: [],
    _links: links(storeUrl, 'products', row.id),
  };
}

export function serializeCategory(row: CategoryRow, count: number, storeUrl: string) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    parent: row.parent,
    description: '',
    display: 'default',
    image: null,
    menu_order: 0,
    count,
    ...(row.model_year_list ? { model_year_list: row.model_year_list } : {}),
    _links: {
      ...links(storeUrl, 'products/categories', row.id),
      ...(row.parent ? { up: [{ href: `${storeUrl}/wp-json/wc/v3/products/categories/${row.parent}` }] } : {}),
    },
  };
}

export function serializeCoupon(row: CouponRow, storeUrl: string) {
  return {
    id: row.id,
    code: row.code,
    ...(row.data as Record<string, unknown>),
    status: row.status,
    date_created: formatLocal(row.date_created_gmt),
    date_created_gmt: formatGmt(row.date_created_gmt),
    date_modified: formatLocal(row.date_modified_gmt),
    date_modified_gmt: formatGmt(row.date_modified_gmt),
    _links: links(storeUrl, 'coupons', row.id),
  };
}

export function serializeWebhook(row: WebhookRow, storeUrl: string) {
  const [resource = '', event = ''] = row.topic.split('.');
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    topic: row.topic,
    resource,
    event,
    hooks: [`woocommerce_${event}_${resource}`],
    delivery_url: row.delivery_url,
    secret: row.secret,
    date_created: formatLocal(row.date_created_gmt),
    date_created_gmt: formatGmt(row.date_created_gmt),
    date_modified: formatLocal(row.date_created_gmt),
    date_modified_gmt: formatGmt(row.date_created_gmt),
    _links: links(storeUrl, 'webhooks', row.id),
  };
}
