import { sql, type AnyColumn } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

/** What the applications' keyword search looks in; a trigram index serves `like '%…%'` on it. */
export const resellerSearchText = (table: {
  firstname: AnyColumn;
  lastname: AnyColumn;
  reseller_code: AnyColumn;
  business_email: AnyColumn;
  business_name: AnyColumn;
  business_phone: AnyColumn;
}) =>
  sql`(lower(${table.firstname} || ' ' || ${table.lastname} || ' ' || ${table.reseller_code} || ' ' || ${table.business_email} || ' ' || ${table.business_name} || ' ' || coalesce(${table.business_phone}, '')))`;

/** Businesses applying to the partner (reseller) program (spec part 2 §3 "Partner application"). */
export const resellers = pgTable(
  'resellers',
  {
    ...baseColumns(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** The partner's coupon code on both shops. */
    reseller_code: text('reseller_code').notNull(),
    business_email: text('business_email').notNull(),
    business_phone: text('business_phone'),
    business_name: text('business_name').notNull(),
    ein_tax_id: text('ein_tax_id'),
    business_address: text('business_address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    country: text('country'),
    /** Storage key of the licence document (never a public URL); served to staff by the download route. */
    file_attachment_path: text('file_attachment_path'),
    file_content_type: text('file_content_type'),
    status: text('status').notNull().default('pending'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decided_by_user_id: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('resellers_code_key').on(sql`lower(${table.reseller_code})`),
    index('resellers_status_idx').on(table.status, table.created_at, table.id),
    index('resellers_created_idx').on(table.created_at, table.id),
    index('resellers_search_trgm_idx').using('gin', sql`${resellerSearchText(table)} gin_trgm_ops`),
    check('resellers_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * An approved partner's coupon on one shop: pending until that shop holds it, so one shop failing shows as
 * "coupon pending on ECM" and is retried, never as a partner who looks done.
 */
export const resellerCoupons = pgTable(
  'reseller_coupons',
  {
    reseller_id: integer('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    shop: text('shop').notNull(),
    status: text('status').notNull().default('pending'),
    coupon_id: integer('coupon_id'),
    last_error: text('last_error'),
    updated_at: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.reseller_id, table.shop] }),
    check('reseller_coupons_status_check', sql`${table.status} in ('pending', 'created', 'failed')`),
    check('reseller_coupons_shop_check', sql`${table.shop} in ('tipm', 'ecm')`),
  ],
);
