import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sandbox } from '../../../platform/sandbox/tables';

/**
 * The simulated ShipStation account's orders (integrations.md §2.2): the two WooCommerce shops' orders as the
 * store integration imports them, and the manual, auto-parts and eBay stores' own. Columns hold what the API
 * answers; `items`, `bill_to` and `ship_to` are stored in ShipStation's JSON shapes (items without their ids and
 * dates, which follow from the order), except for the shop orders' imports (see below).
 */
export const shipstationOrders = sandbox.table(
  'shipstation_orders',
  {
    /** ShipStation's orderId: what markasshipped takes. */
    order_id: integer('order_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 181_000_001 }),
    order_number: text('order_number').notNull(),
    order_key: text('order_key').notNull(),
    store_id: integer('store_id').notNull(),
    order_status: text('order_status').notNull(),
    order_date: timestamp('order_date', { withTimezone: true }).notNull(),
    /** When the order reached ShipStation (the store refresh that imported it). */
    create_date: timestamp('create_date', { withTimezone: true }).notNull(),
    modify_date: timestamp('modify_date', { withTimezone: true }).notNull(),
    payment_date: timestamp('payment_date', { withTimezone: true }),
    customer_id: integer('customer_id'),
    customer_username: text('customer_username'),
    customer_email: text('customer_email'),
    /**
     * Addresses and items in ShipStation's shapes. Null for an order imported from a simulated shop: those are
     * read from the shop order when answered (the import stays a second long for a year of orders, and an open
     * order follows edits to its shop order, as a store refresh brings them).
     */
    bill_to: jsonb('bill_to'),
    ship_to: jsonb('ship_to'),
    items: jsonb('items'),
    order_total: numeric('order_total', { precision: 12, scale: 2 }).notNull(),
    amount_paid: numeric('amount_paid', { precision: 12, scale: 2 }).notNull(),
    tax_amount: numeric('tax_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    shipping_amount: numeric('shipping_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    customer_notes: text('customer_notes'),
    internal_notes: text('internal_notes'),
    payment_method: text('payment_method'),
    requested_shipping_service: text('requested_shipping_service'),
    carrier_code: text('carrier_code'),
    service_code: text('service_code'),
    package_code: text('package_code'),
    /** Date only, as ShipStation answers it. */
    ship_date: date('ship_date', { mode: 'string' }),
    /** Null for a shop order's import: 48 oz a module, as its items are. */
    weight_ounces: integer('weight_ounces'),
    /** advancedOptions.source: "woocommerce", "ebay", "web", … */
    source: text('source'),
    /** The simulated shop order it was imported from (store refreshes import each once). */
    wc_order_id: integer('wc_order_id'),
  },
  (table) => [
    uniqueIndex('shipstation_orders_store_key').on(table.store_id, table.order_key),
    uniqueIndex('shipstation_orders_wc_order_key').on(table.wc_order_id),
    index('shipstation_orders_number_idx').on(sql`lower(${table.order_number}) text_pattern_ops`),
    index('shipstation_orders_create_idx').on(table.create_date, table.order_id),
    index('shipstation_orders_store_create_idx').on(table.store_id, table.create_date),
    index('shipstation_orders_status_idx').on(table.order_status),
  ],
);

/** Shipments: one per order marked shipped (the simulator does not split orders), with its tracking number. */
export const shipstationShipments = sandbox.table(
  'shipstation_shipments',
  {
    shipment_id: integer('shipment_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 72_000_001 }),
    order_id: integer('order_id').notNull(),
    carrier_code: text('carrier_code').notNull(),
    service_code: text('service_code'),
    tracking_number: text('tracking_number'),
    ship_date: date('ship_date', { mode: 'string' }).notNull(),
    notify_customer: boolean('notify_customer').notNull().default(false),
    notify_sales_channel: boolean('notify_sales_channel').notNull().default(false),
    create_date: timestamp('create_date', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('shipstation_shipments_order_key').on(table.order_id)],
);

/** The rate-limit window of each API key: when it began and how many requests it has counted. */
export const shipstationRateWindows = sandbox.table('shipstation_rate_windows', {
  api_key: text('api_key').primaryKey(),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
  used: integer('used').notNull(),
});
