import { sql, type AnyColumn } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';

/** What the top bar's search looks in on a shop order; a trigram index serves `like '%…%'` on it. */
export const shopOrderSearchText = (table: {
  number: AnyColumn;
  customer_name: AnyColumn;
  customer_email: AnyColumn;
}) => sql`(lower(${table.number} || ' ' || ${table.customer_name} || ' ' || coalesce(${table.customer_email}, '')))`;

/** Makro's copy of both shops' orders: the dashboard and statistics read this, never the shop. */
export const shopOrders = pgTable(
  'shop_orders',
  {
    ...baseColumns(),
    shop: text('shop').notNull(),
    woo_id: integer('woo_id').notNull(),
    number: text('number').notNull(),
    status: text('status').notNull(),
    date_created_gmt: timestamp('date_created_gmt', { withTimezone: true }).notNull(),
    date_modified_gmt: timestamp('date_modified_gmt', { withTimezone: true }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    total_tax: numeric('total_tax', { precision: 12, scale: 2 }).notNull(),
    shipping_total: numeric('shipping_total', { precision: 12, scale: 2 }).notNull(),
    customer_name: text('customer_name').notNull(),
    customer_email: text('customer_email'),
    customer_phone: text('customer_phone'),
    /** The order as the shop last sent it, for views that need more than the columns above. */
    raw: jsonb('raw').notNull(),
  },
  (table) => [
    uniqueIndex('shop_orders_shop_woo_id_key').on(table.shop, table.woo_id),
    index('shop_orders_shop_number_idx').on(table.shop, table.number),
    index('shop_orders_created_idx').on(table.date_created_gmt, table.shop),
    index('shop_orders_number_idx').on(table.number),
    index('shop_orders_search_trgm_idx').using('gin', sql`${shopOrderSearchText(table)} gin_trgm_ops`),
  ],
);

export const shopOrderItems = pgTable(
  'shop_order_items',
  {
    id: integer('id').notNull(),
    order_id: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    shop: text('shop').notNull(),
    name: text('name').notNull(),
    sku: text('sku'),
    /** The part of the SKU before the first '-', e.g. 56049144AD of 56049144AD-REBUILT. */
    base_sku: text('base_sku'),
    quantity: integer('quantity').notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** Copied from the order so statistics need no join to filter by date and status. */
    order_status: text('order_status').notNull(),
    order_created_gmt: timestamp('order_created_gmt', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.order_id, table.id] }),
    index('shop_order_items_created_idx').on(table.order_created_gmt, table.order_status),
    index('shop_order_items_base_sku_idx').on(table.shop, table.base_sku),
  ],
);

/** Where each shop's sync stands; the lease lets exactly one process sync a shop at a time. */
export const shopSync = pgTable('shop_sync', {
  shop: text('shop').primaryKey(),
  /** Orders modified up to here are in the mirror. */
  cursor_modified_gmt: timestamp('cursor_modified_gmt', { withTimezone: true }),
  last_synced_at: timestamp('last_synced_at', { withTimezone: true }),
  status: text('status').notNull().default('idle'),
  pages_done: integer('pages_done').notNull().default(0),
  pages_total: integer('pages_total').notNull().default(0),
  orders_synced: integer('orders_synced').notNull().default(0),
  last_error: text('last_error'),
  lease_owner: text('lease_owner'),
  lease_until: timestamp('lease_until', { withTimezone: true }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The shops' part-number lookup (SKU → TIPM type) and SKU tag lists, refreshed with every sync. */
export const shopPartTypes = pgTable(
  'shop_part_types',
  {
    shop: text('shop').notNull(),
    sku: text('sku').notNull(),
    type: text('type').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shop, table.sku] })],
);

export const shopSkuTags = pgTable(
  'shop_sku_tags',
  {
    shop: text('shop').notNull(),
    tag: text('tag').notNull(),
    sku: text('sku').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shop, table.tag, table.sku] })],
);

/**
 * Items sold (processing and completed orders) per Los Angeles business day, shop and product, kept by every write
 * to the mirror in the same transaction: the dashboard reads a few rows per day instead of every line item.
 */
export const shopDailySales = pgTable(
  'shop_daily_sales',
  {
    shop: text('shop').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sku: text('sku'),
    base_sku: text('base_sku'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
  },
  (table) => [index('shop_daily_sales_shop_day_idx').on(table.shop, table.day)],
);

/**
 * `shopDailySales` summed per calendar month (`month` is its first day), refreshed with the days: a year's range
 * reads twelve months of rows plus the days of the months it only partly covers.
 */
export const shopMonthlySales = pgTable(
  'shop_monthly_sales',
  {
    shop: text('shop').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    sku: text('sku'),
    base_sku: text('base_sku'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
  },
  (table) => [index('shop_monthly_sales_shop_month_idx').on(table.shop, table.month)],
);

/** Processing and completed orders per Los Angeles business day and shop, kept like `shopDailySales`. */
export const shopDailyOrders = pgTable(
  'shop_daily_orders',
  {
    shop: text('shop').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shop, table.day] })],
);
