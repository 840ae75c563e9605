import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

/**
 * A sale on one shop (or one product category of it): applied to the shop's products in batches by a server
 * job, and ended (early or at `ends_at`) by restoring each product's regular price.
 */
export const sitewideSales = pgTable(
  'sitewide_sales',
  {
    ...baseColumns(),
    shop: text('shop').notNull(),
    /** The shop's product category, or null for the whole shop. */
    category_id: integer('category_id'),
    category_name: text('category_name'),
    percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('scheduled'),
    products_total: integer('products_total').notNull().default(0),
    products_done: integer('products_done').notNull().default(0),
    last_error: text('last_error'),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    applied_at: timestamp('applied_at', { withTimezone: true }),
    ended_at: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('sitewide_sales_status_idx').on(table.status, table.starts_at),
    index('sitewide_sales_created_idx').on(table.created_at, table.id),
    check(
      'sitewide_sales_status_check',
      sql`${table.status} in ('scheduled', 'applying', 'active', 'ending', 'ended', 'failed', 'cancelled')`,
    ),
    check('sitewide_sales_shop_check', sql`${table.shop} in ('tipm', 'ecm')`),
    check('sitewide_sales_percentage_check', sql`${table.percentage} > 0 and ${table.percentage} < 100`),
    check('sitewide_sales_period_check', sql`${table.starts_at} < ${table.ends_at}`),
  ],
);

/** Each product a sale touches, with the regular price it restores: the job's progress and its undo list. */
export const sitewideSaleProducts = pgTable(
  'sitewide_sale_products',
  {
    sale_id: integer('sale_id')
      .notNull()
      .references(() => sitewideSales.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').notNull(),
    name: text('name').notNull(),
    sku: text('sku'),
    regular_price: numeric('regular_price', { precision: 12, scale: 2 }).notNull(),
    sale_price: numeric('sale_price', { precision: 12, scale: 2 }).notNull(),
    /** pending → applied → restored; failed when the shop refused this product. */
    status: text('status').notNull().default('pending'),
    updated_at: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.sale_id, table.product_id] }),
    index('sitewide_sale_products_status_idx').on(table.sale_id, table.status),
    check('sitewide_sale_products_status_check', sql`${table.status} in ('pending', 'applied', 'restored', 'failed')`),
  ],
);
