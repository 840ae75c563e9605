import { sql, type AnyColumn } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

/** What the repair order list's keyword search looks in; a trigram index serves `like '%…%'` on it. */
export const repairSearchText = (table: {
  rep_number: AnyColumn;
  customer_first_name: AnyColumn;
  customer_last_name: AnyColumn;
  customer_email: AnyColumn;
  vin: AnyColumn;
}) =>
  sql`(lower(${table.rep_number} || ' ' || ${table.customer_first_name} || ' ' || ${table.customer_last_name} || ' ' || coalesce(${table.customer_email}, '') || ' ' || coalesce(${table.vin}, '')))`;

/** Repair orders recorded after the shop order is created (spec part 2 §3 "Repair order submission"). */
export const repairOrderSubmissions = pgTable(
  'repair_order_submissions',
  {
    ...baseColumns(),
    rep_number: text('rep_number').notNull(),
    source: text('source').notNull(),
    customer_first_name: text('customer_first_name').notNull(),
    customer_last_name: text('customer_last_name').notNull(),
    customer_email: text('customer_email'),
    customer_phone: text('customer_phone'),
    vehicle_year: integer('vehicle_year'),
    vehicle_make_model: text('vehicle_make_model'),
    vin: text('vin'),
    oe_sku: text('oe_sku'),
    issue_brief_description: text('issue_brief_description'),
    issue_category: text('issue_category'),
    actual_message: text('actual_message'),
    repair_price: numeric('repair_price', { precision: 12, scale: 2 }).notNull().default('0'),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull().default('0'),
    tax_percentage: numeric('tax_percentage', { precision: 6, scale: 3 }).notNull().default('0'),
    tax_amount: numeric('tax_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    total_price: numeric('total_price', { precision: 12, scale: 2 }).notNull().default('0'),
    handled_by: text('handled_by'),
    is_walk_in: boolean('is_walk_in').notNull().default(true),
    is_paid: boolean('is_paid').notNull().default(false),
    shipping_option: text('shipping_option').notNull().default('local_pickup'),
    invoice_number: text('invoice_number'),
    po_number: text('po_number'),
    /** The wizard's key for this order: a second submit with it answers this row instead of a second order. */
    request_key: text('request_key'),
    /** tipm, ecm or vk2 (VK2 is sold on the ECM shop: source says ECM). */
    repair_type: text('repair_type'),
    business_name: text('business_name'),
    engine: text('engine'),
    shop_order_id: integer('shop_order_id'),
    payment_url: text('payment_url'),
    payment_terms: integer('payment_terms'),
    due_date: date('due_date', { mode: 'string' }),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    submission_date: timestamp('submission_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('repair_order_submissions_rep_number_key').on(table.rep_number),
    uniqueIndex('repair_order_submissions_request_key').on(table.request_key),
    index('repair_order_submissions_submitted_idx').on(table.submission_date),
    index('repair_order_submissions_search_trgm_idx').using('gin', sql`${repairSearchText(table)} gin_trgm_ops`),
  ],
);
