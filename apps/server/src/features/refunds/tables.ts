import { sql, type AnyColumn } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

/** What the refund list's keyword search looks in; a trigram index serves `like '%…%'` on it. */
export const refundSearchText = (table: {
  ticket_number: AnyColumn;
  customer_name: AnyColumn;
  transaction_id: AnyColumn;
}) => sql`(lower(${table.ticket_number} || ' ' || ${table.customer_name} || ' ' || ${table.transaction_id}))`;

/**
 * Refund requests and refunds (spec part 2 §3 "Refund history"). The money's side of an approved refund is
 * the outbox entry `refund-payout:{id}`: queued, done or failed there, never recorded twice.
 */
export const refundHistories = pgTable(
  'refund_histories',
  {
    ...baseColumns(),
    transaction_id: text('transaction_id').notNull(),
    /** As staff typed it, upper-cased: the shop order number, or REN-… for a rental. */
    ticket_number: text('ticket_number').notNull(),
    /** The shop order the money goes back on. */
    order_number: text('order_number').notNull(),
    department: text('department').notNull(),
    part_number: text('part_number'),
    customer_name: text('customer_name').notNull(),
    customer_email: text('customer_email'),
    refund_amount: numeric('refund_amount', { precision: 12, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    total_days_rented: integer('total_days_rented'),
    notes: text('notes').notNull(),
    status: text('status').notNull().default('pending'),
    date_requested: timestamp('date_requested', { withTimezone: true }).notNull().defaultNow(),
    date_refunded: timestamp('date_refunded', { withTimezone: true }),
    requested_by_user_id: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    approved_by_user_id: integer('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The processor's credit transaction once the money went back. */
    processor_transaction_id: text('processor_transaction_id'),
  },
  (table) => [
    // The spec's duplicate rule, held by the database: one pending request per ticket, even when two race.
    uniqueIndex('refund_histories_one_pending_key')
      .on(sql`lower(${table.ticket_number})`)
      .where(sql`${table.status} = 'pending'`),
    index('refund_histories_status_idx').on(table.status, table.created_at, table.id),
    index('refund_histories_created_idx').on(table.created_at, table.id),
    index('refund_histories_order_idx').on(table.department, table.order_number),
    index('refund_histories_search_trgm_idx').using('gin', sql`${refundSearchText(table)} gin_trgm_ops`),
    check('refund_histories_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('refund_histories_department_check', sql`${table.department} in ('tipm', 'ecm')`),
    check('refund_histories_amount_check', sql`${table.refund_amount} >= 1`),
  ],
);
