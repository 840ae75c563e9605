import { sql, type AnyColumn } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

/** What the RMA lists' keyword search looks in; a trigram index serves `like '%…%'` on it. */
export const rmaSearchText = (table: {
  rma_number: AnyColumn;
  customer_firstname: AnyColumn;
  customer_lastname: AnyColumn;
  customer_email: AnyColumn;
  original_order_number: AnyColumn;
}) =>
  sql`(lower(${table.rma_number} || ' ' || ${table.customer_firstname} || ' ' || ${table.customer_lastname} || ' ' || ${table.customer_email} || ' ' || ${table.original_order_number}))`;

/** RMA and exchange requests (spec part 2 §3 "RMA ticket and submission"). The workflows come later. */
export const rmaSubmissions = pgTable(
  'rma_submissions',
  {
    ...baseColumns(),
    rma_number: text('rma_number').notNull(),
    /** rma_repair | rma_immediate_replacement | rma_standard_replacement | rma_exchange */
    rma_type: text('rma_type').notNull(),
    data_source: text('data_source').notNull(),
    original_order_number: text('original_order_number').notNull(),
    order_id: integer('order_id'),
    customer_firstname: text('customer_firstname').notNull(),
    customer_lastname: text('customer_lastname').notNull(),
    customer_email: text('customer_email').notNull(),
    customer_phone_number: text('customer_phone_number'),
    incorrect_order_partnumber_sku: text('incorrect_order_partnumber_sku'),
    correct_order_partnumber_sku: text('correct_order_partnumber_sku'),
    original_issues: jsonb('original_issues')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    original_issues_desc: text('original_issues_desc'),
    new_issues: jsonb('new_issues')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    new_issues_desc: text('new_issues_desc'),
    vin: text('vin'),
    /** Days between the original order and the request. */
    order_days_elapsed: integer('order_days_elapsed'),
    quality_control: text('quality_control').notNull().default('none'),
    status: text('status').notNull().default('Not Started'),
    assigned_to_user_id: integer('assigned_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    approval_status: text('approval_status').notNull().default('pending'),
    is_paid: boolean('is_paid').notNull().default(false),
    total: numeric('total', { precision: 12, scale: 2 }).notNull().default('0'),
    refund_amount: numeric('refund_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    /** The shop the RMA belongs to (the original order's); older rows carry it in data_source. */
    site: text('site'),
    /** What the customer paid for the original (its first line) and what the replacement costs. */
    original_price: numeric('original_price', { precision: 12, scale: 2 }),
    replacement_title: text('replacement_title'),
    replacement_price: numeric('replacement_price', { precision: 12, scale: 2 }),
    add_shipping_fee: boolean('add_shipping_fee').notNull().default(false),
    shipping_fee: numeric('shipping_fee', { precision: 12, scale: 2 }),
    /** The order approval created on the shop. */
    replacement_order_id: integer('replacement_order_id'),
    replacement_order_number: text('replacement_order_number'),
    due_date: timestamp('due_date', { withTimezone: true }),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by_user_id: integer('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    rejection_reason: text('rejection_reason'),
    /** The unguessable part of the customer's status link. */
    status_token: text('status_token'),
  },
  (table) => [
    uniqueIndex('rma_submissions_rma_number_key').on(table.rma_number),
    // One request per order through the portal or the phone: a double submit, or two racing, makes one.
    uniqueIndex('rma_submissions_order_key')
      .on(sql`lower(${table.original_order_number})`)
      .where(sql`${table.data_source} in ('FORM', 'STAFF')`),
    uniqueIndex('rma_submissions_status_token_key').on(table.status_token),
    index('rma_submissions_created_idx').on(table.created_at),
    index('rma_submissions_review_idx').on(table.is_paid, table.approval_status, table.created_at),
    index('rma_submissions_search_trgm_idx').using('gin', sql`${rmaSearchText(table)} gin_trgm_ops`),
  ],
);
