import { numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { baseColumns } from '../../platform/db/columns';

/** Orders taken by staff outside the shops (phone, walk-in); looked up by number with the shop orders. */
export const orders = pgTable(
  'orders',
  {
    ...baseColumns(),
    order_number: text('order_number').notNull(),
    source: text('source').notNull(),
    customer_name: text('customer_name').notNull(),
    customer_email: text('customer_email'),
    status: text('status').notNull().default('Not Started'),
    total: numeric('total', { precision: 12, scale: 2 }).notNull().default('0'),
    notes: text('notes'),
  },
  (table) => [uniqueIndex('orders_order_number_key').on(sql`lower(${table.order_number})`)],
);
