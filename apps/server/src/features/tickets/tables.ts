import { sql, type AnyColumn } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

/** What a ticket list's keyword search looks in; a trigram index serves `like '%…%'` on it. */
export const ticketSearchText = (table: {
  ticket_number: AnyColumn;
  customer_first_name: AnyColumn;
  customer_last_name: AnyColumn;
  customer_email: AnyColumn;
  customer_phone: AnyColumn;
}) =>
  sql`(lower(${table.ticket_number} || ' ' || ${table.customer_first_name} || ' ' || ${table.customer_last_name} || ' ' || coalesce(${table.customer_email}, '') || ' ' || coalesce(${table.customer_phone}, '')))`;

/**
 * One row per unit of work, whatever its type (repair, order, rental, RMA). The record it came from is named
 * by kind and id (an RMA submission, a repair order submission, a rental submission, an internal order, a
 * shop order), unique per record so a retried creation finds the ticket instead of making a second one.
 * Its history is the audit log (entity 'ticket', the ticket's id).
 */
export const tickets = pgTable(
  'tickets',
  {
    ...baseColumns(),
    ticket_number: text('ticket_number').notNull(),
    ticket_type: text('ticket_type').notNull(),
    source: text('source').notNull(),
    customer_first_name: text('customer_first_name').notNull(),
    customer_last_name: text('customer_last_name').notNull().default(''),
    customer_email: text('customer_email'),
    customer_phone: text('customer_phone'),
    status: text('status').notNull().default('Not Started'),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    quality_control: text('quality_control').notNull().default('none'),
    assigned_to_user_id: integer('assigned_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description'),
    inbound_tracking_number: text('inbound_tracking_number'),
    outbound_tracking_number: text('outbound_tracking_number'),
    core_return_tracking_number: text('core_return_tracking_number'),
    origin_kind: text('origin_kind'),
    origin_id: integer('origin_id'),
    /** The origin's number as people know it (the RMA number, the shop order number, …). */
    origin_number: text('origin_number'),
    /** The ticket this one follows up (an RMA's original order or repair). */
    parent_ticket_id: integer('parent_ticket_id'),
  },
  (table) => [
    uniqueIndex('tickets_number_lower_key').on(sql`lower(${table.ticket_number})`),
    uniqueIndex('tickets_origin_key').on(table.origin_kind, table.origin_id),
    index('tickets_type_created_idx').on(table.ticket_type, table.created_at, table.id),
    index('tickets_created_idx').on(table.created_at, table.id),
    index('tickets_assignee_status_idx').on(table.assigned_to_user_id, table.status),
    index('tickets_status_idx').on(table.status),
    index('tickets_parent_idx').on(table.parent_ticket_id),
    index('tickets_number_prefix_idx').on(sql`lower(${table.ticket_number}) text_pattern_ops`),
    index('tickets_origin_number_idx').on(sql`lower(${table.origin_number})`),
    index('tickets_outbound_tracking_idx').on(sql`upper(replace(${table.outbound_tracking_number}, ' ', ''))`),
    index('tickets_search_trgm_idx').using('gin', sql`${ticketSearchText(table)} gin_trgm_ops`),
    // Receiving looks a scanned label up by the parcel numbers, compared upper case without spaces.
    index('tickets_inbound_tracking_idx').on(sql`upper(replace(${table.inbound_tracking_number}, ' ', ''))`),
    index('tickets_core_return_tracking_idx').on(sql`upper(replace(${table.core_return_tracking_number}, ' ', ''))`),
    check('tickets_type_check', sql`${table.ticket_type} in ('repair', 'order', 'rental', 'rma')`),
    check('tickets_source_check', sql`${table.source} in ('tipm', 'ecm')`),
    check('tickets_quality_control_check', sql`${table.quality_control} in ('pass', 'none', 'reject')`),
  ],
);

/** The part numbers and serials a ticket involves (what came in, what went out). */
export const ticketParts = pgTable(
  'ticket_parts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    part_number: text('part_number').notNull(),
    serial_number: text('serial_number'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ticket_parts_ticket_idx').on(table.ticket_id),
    index('ticket_parts_serial_idx').on(table.serial_number),
  ],
);

export const rentalSearchText = (table: {
  rental_number: AnyColumn;
  customer_first_name: AnyColumn;
  customer_last_name: AnyColumn;
  customer_email: AnyColumn;
}) =>
  sql`(lower(${table.rental_number} || ' ' || ${table.customer_first_name} || ' ' || ${table.customer_last_name} || ' ' || coalesce(${table.customer_email}, '')))`;

/** Rented units coming back (spec part 2 §3 "Rental submission"); the number is REN- and the shop order's. */
export const rentalSubmissions = pgTable(
  'rental_submissions',
  {
    ...baseColumns(),
    rental_number: text('rental_number').notNull(),
    source: text('source').notNull(),
    order_number: text('order_number').notNull(),
    customer_first_name: text('customer_first_name').notNull(),
    customer_last_name: text('customer_last_name').notNull(),
    customer_email: text('customer_email'),
    submission_date: timestamp('submission_date', { withTimezone: true }).notNull().defaultNow(),
    reason_for_return: text('reason_for_return'),
    order_notes: text('order_notes'),
  },
  (table) => [
    uniqueIndex('rental_submissions_number_lower_key').on(sql`lower(${table.rental_number})`),
    index('rental_submissions_submitted_idx').on(table.submission_date, table.id),
    index('rental_submissions_search_trgm_idx').using('gin', sql`${rentalSearchText(table)} gin_trgm_ops`),
  ],
);
