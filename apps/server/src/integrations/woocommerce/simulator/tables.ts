import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sandbox } from '../../../platform/sandbox/tables';

/** The simulated shops' state: both shops in the same tables, told apart by `shop` ('tipm' | 'ecm'). */

export const wcProducts = sandbox.table(
  'wc_products',
  {
    id: serial('id').primaryKey(),
    shop: text('shop').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    /** Money-string as WooCommerce answers it. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** Set while the product is on sale: WooCommerce then answers it as `sale_price` and `price`, `price` above as `regular_price`. */
    sale_price: numeric('sale_price', { precision: 12, scale: 2 }),
    status: text('status').notNull().default('publish'),
    type: text('type').notNull().default('simple'),
    /** Product tags, e.g. TIPM, FCM_BCM, TYPE-A1: what the custom-api lookups read and update-tags writes. */
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    category_ids: jsonb('category_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    date_modified_gmt: timestamp('date_modified_gmt', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wc_products_shop_sku_key').on(table.shop, table.sku)],
);

export const wcCategories = sandbox.table(
  'wc_categories',
  {
    id: serial('id').primaryKey(),
    shop: text('shop').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    parent: integer('parent').notNull().default(0),
    /** Vehicle makes carry the model years they cover (spec part 2 §3 "Vehicle categories"). */
    model_year_list: jsonb('model_year_list').$type<number[]>(),
  },
  (table) => [index('wc_categories_shop_parent_idx').on(table.shop, table.parent)],
);

export const wcOrders = sandbox.table(
  'wc_orders',
  {
    id: serial('id').primaryKey(),
    shop: text('shop').notNull(),
    number: text('number').notNull(),
    order_key: text('order_key').notNull(),
    status: text('status').notNull(),
    created_via: text('created_via').notNull().default('checkout'),
    date_created_gmt: timestamp('date_created_gmt', { withTimezone: true }).notNull(),
    date_modified_gmt: timestamp('date_modified_gmt', { withTimezone: true }).notNull(),
    date_paid_gmt: timestamp('date_paid_gmt', { withTimezone: true }),
    date_completed_gmt: timestamp('date_completed_gmt', { withTimezone: true }),
    currency: text('currency').notNull().default('USD'),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    total_tax: numeric('total_tax', { precision: 12, scale: 2 }).notNull().default('0'),
    shipping_total: numeric('shipping_total', { precision: 12, scale: 2 }).notNull().default('0'),
    discount_total: numeric('discount_total', { precision: 12, scale: 2 }).notNull().default('0'),
    customer_id: integer('customer_id').notNull().default(0),
    customer_note: text('customer_note').notNull().default(''),
    payment_method: text('payment_method').notNull().default(''),
    payment_method_title: text('payment_method_title').notNull().default(''),
    transaction_id: text('transaction_id').notNull().default(''),
    set_paid: boolean('set_paid').notNull().default(false),
    billing: jsonb('billing').notNull(),
    shipping: jsonb('shipping').notNull(),
    /** WooCommerce shapes (integrations.md §1.4), money as strings, `price` as a number. */
    line_items: jsonb('line_items').notNull(),
    shipping_lines: jsonb('shipping_lines')
      .notNull()
      .default(sql`'[]'::jsonb`),
    tax_lines: jsonb('tax_lines')
      .notNull()
      .default(sql`'[]'::jsonb`),
    fee_lines: jsonb('fee_lines')
      .notNull()
      .default(sql`'[]'::jsonb`),
    coupon_lines: jsonb('coupon_lines')
      .notNull()
      .default(sql`'[]'::jsonb`),
    refunds: jsonb('refunds')
      .notNull()
      .default(sql`'[]'::jsonb`),
    meta_data: jsonb('meta_data')
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    uniqueIndex('wc_orders_shop_number_key').on(table.shop, table.number),
    index('wc_orders_shop_created_idx').on(table.shop, table.date_created_gmt),
    index('wc_orders_shop_modified_idx').on(table.shop, table.date_modified_gmt, table.id),
  ],
);

export const wcCoupons = sandbox.table(
  'wc_coupons',
  {
    id: serial('id').primaryKey(),
    shop: text('shop').notNull(),
    code: text('code').notNull(),
    status: text('status').notNull().default('publish'),
    /** Every other coupon field of integrations.md §1.7, as WooCommerce answers it. */
    data: jsonb('data').notNull(),
    date_created_gmt: timestamp('date_created_gmt', { withTimezone: true }).notNull().defaultNow(),
    date_modified_gmt: timestamp('date_modified_gmt', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wc_coupons_shop_code_key').on(table.shop, sql`lower(${table.code})`)],
);

export const wcWebhooks = sandbox.table('wc_webhooks', {
  id: serial('id').primaryKey(),
  shop: text('shop').notNull(),
  name: text('name').notNull(),
  topic: text('topic').notNull(),
  delivery_url: text('delivery_url').notNull(),
  secret: text('secret').notNull(),
  status: text('status').notNull().default('active'),
  failure_count: integer('failure_count').notNull().default(0),
  date_created_gmt: timestamp('date_created_gmt', { withTimezone: true }).notNull().defaultNow(),
});
