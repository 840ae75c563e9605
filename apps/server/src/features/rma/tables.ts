import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

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
  },
  (table) => [
    uniqueIndex('rma_submissions_rma_number_key').on(table.rma_number),
    index('rma_submissions_created_idx').on(table.created_at),
  ],
);
