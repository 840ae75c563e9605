import { sql, type AnyColumn } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

/** What the tracker's keyword search looks in; a trigram index serves `like '%…%'` on it. */
export const moduleRequestSearchText = (table: {
  name: AnyColumn;
  email: AnyColumn;
  phone_number: AnyColumn;
  part_number: AnyColumn;
  vin: AnyColumn;
  make: AnyColumn;
  model: AnyColumn;
  module_type: AnyColumn;
}) =>
  sql`(lower(coalesce(${table.name}, '') || ' ' || coalesce(${table.email}, '') || ' ' || coalesce(${table.phone_number}, '') || ' ' || coalesce(${table.part_number}, '') || ' ' || coalesce(${table.vin}, '') || ' ' || coalesce(${table.make}, '') || ' ' || coalesce(${table.model}, '') || ' ' || coalesce(${table.module_type}, '')))`;

/**
 * Customers asking for a module the shops do not list (spec part 2 §3 "Module request"). Legacy requests name
 * a module type; newer ones a year, make and model. Completed once the reply e-mail was accepted.
 */
export const moduleRequests = pgTable(
  'module_requests',
  {
    ...baseColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone_number: text('phone_number'),
    module_type: text('module_type'),
    condition: text('condition'),
    part_number: text('part_number'),
    vin: text('vin'),
    year: integer('year'),
    make: text('make'),
    model: text('model'),
    /** The shop whose form sent it: tipm or ecm. */
    source: text('source').notNull(),
    status: text('status').notNull().default('pending'),
    /** The reply as sent: HTML that went through the server's allow-list sanitiser. */
    email_reply: text('email_reply'),
    replied_at: timestamp('replied_at', { withTimezone: true }),
    replied_by_user_id: integer('replied_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('module_requests_created_idx').on(table.created_at, table.id),
    index('module_requests_status_idx').on(table.status),
    index('module_requests_module_type_idx').on(table.module_type, table.created_at),
    index('module_requests_search_trgm_idx').using('gin', sql`${moduleRequestSearchText(table)} gin_trgm_ops`),
    check('module_requests_status_check', sql`${table.status} in ('pending', 'sending', 'completed')`),
    check('module_requests_source_check', sql`${table.source} in ('tipm', 'ecm')`),
  ],
);
