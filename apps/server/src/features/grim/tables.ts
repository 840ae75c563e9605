import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'string' }).notNull().default('0');

/**
 * R.T. GRIM orders (spec part 2 §3 "Grim order"): one row per `-REPAIR` line of a shop order, made when the
 * order mirror first records the order (webhook or sync), once per line (`shop`, `order_id`, `line_item_id`).
 * What the row shows is copied from the order as it arrived; `created_at` is when the customer ordered.
 */
export const rtgrimOrders = pgTable(
  'rtgrim_orders',
  {
    ...baseColumns(),
    shop: text('shop').notNull(),
    /** The shop's order id and line item id. */
    order_id: integer('order_id').notNull(),
    line_item_id: integer('line_item_id').notNull(),
    order_number: text('order_number').notNull(),
    line_item_name: text('line_item_name').notNull(),
    line_item_title: text('line_item_title').notNull(),
    line_item_price: money('line_item_price'),
    quantity: integer('quantity').notNull().default(1),
    part_number: text('part_number').notNull(),
    mileage: text('mileage'),
    subtotal: money('subtotal'),
    discount_amount: money('discount_amount'),
    warranty_fix: boolean('warranty_fix').notNull().default(false),
    taxes: money('taxes'),
    total: money('total'),
    customer_first_name: text('customer_first_name').notNull().default(''),
    customer_last_name: text('customer_last_name').notNull().default(''),
    customer_phone: text('customer_phone'),
    customer_email: text('customer_email'),
    customer_note: text('customer_note'),
    shipping_first_name: text('shipping_first_name').notNull().default(''),
    shipping_last_name: text('shipping_last_name').notNull().default(''),
    shipping_name: text('shipping_name').notNull().default(''),
    shipping_phone: text('shipping_phone'),
    shipping_company: text('shipping_company'),
    shipping_address_line_1: text('shipping_address_line_1').notNull().default(''),
    shipping_address_line_2: text('shipping_address_line_2'),
    shipping_city: text('shipping_city').notNull().default(''),
    shipping_country: text('shipping_country').notNull().default(''),
    shipping_country_code: text('shipping_country_code').notNull().default(''),
    shipping_state: text('shipping_state').notNull().default(''),
    shipping_state_code: text('shipping_state_code').notNull().default(''),
    shipping_zip: text('shipping_zip').notNull().default(''),
    shipping_method: text('shipping_method'),
    status: text('status').notNull().default('created'),
    carrier_code: text('carrier_code'),
    tracking_number: text('tracking_number'),
    /** When Receive New Orders took the order in, and the batch (its CSV) it came in with. */
    processed_at: timestamp('processed_at', { withTimezone: true }),
    receive_batch: uuid('receive_batch'),
    /** Mark as Shipped in progress (one caller at a time; a stale claim expires), and when it shipped. */
    ship_claimed_at: timestamp('ship_claimed_at', { withTimezone: true }),
    shipped_at: timestamp('shipped_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('rtgrim_orders_line_key').on(table.shop, table.order_id, table.line_item_id),
    index('rtgrim_orders_created_idx').on(table.created_at, table.id),
    index('rtgrim_orders_status_idx').on(table.status, table.created_at, table.id),
    index('rtgrim_orders_batch_idx').on(table.receive_batch),
    check(
      'rtgrim_orders_status_check',
      sql`${table.status} in ('created', 'received_order', 'received_product', 'shipped_to_customer', 'cancelled')`,
    ),
  ],
);
