import { index, numeric, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sandbox } from '../../../platform/sandbox/tables';

/**
 * The simulated Braintree gateway's payments (integrations.md §5): sales and their refunds in one table,
 * told apart by `kind`, as the gateway keeps them (a refund is a credit transaction with its own legacy id).
 */
export const braintreeTransactions = sandbox.table(
  'braintree_transactions',
  {
    id: serial('id').primaryKey(),
    /** The id the Control Panel and the SDKs show, e.g. "k3j9x2ab"; GraphQL calls it `legacyId`. */
    legacy_id: text('legacy_id').notNull(),
    /** 'sale' | 'refund' */
    kind: text('kind').notNull(),
    /** The shop order number; a refund's is the one given when refunding (the sale's by default). */
    order_id: text('order_id'),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('USD'),
    /** GraphQL's upper-case status as stored; SUBMITTED_FOR_SETTLEMENT reads as SETTLED a day after created_at. */
    status: text('status').notNull(),
    /** CreditCardBrandCode: VISA, MASTERCARD, AMERICAN_EXPRESS, DISCOVER. */
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    /** For a refund: the legacy id of the sale it refunds. */
    refunded_legacy_id: text('refunded_legacy_id'),
    /** RefundInput.description (write-only in Braintree's GraphQL: kept here, never answered). */
    description: text('description'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('braintree_transactions_legacy_id_key').on(table.legacy_id),
    index('braintree_transactions_order_id_idx').on(table.order_id, table.id),
    index('braintree_transactions_refunded_idx').on(table.refunded_legacy_id),
  ],
);
