import { sql, type AnyColumn } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

/** What the received history's keyword search looks in; a trigram index serves `like '%…%'` on it. */
export const receivedSearchText = (table: {
  order_number: AnyColumn;
  sender_name: AnyColumn;
  tracking_number: AnyColumn;
  part_number: AnyColumn;
  serial_number: AnyColumn;
}) =>
  sql`(lower(coalesce(${table.order_number}, '') || ' ' || ${table.sender_name} || ' ' || ${table.tracking_number} || ' ' || coalesce(${table.part_number}, '') || ' ' || coalesce(${table.serial_number}, '')))`;

/**
 * One row per parcel received at the dock (spec part 2 §3 "Received history entry"). What the entry shows is
 * kept as it was when the parcel came in (the sender, the part), so the history reads the same after the ticket
 * changes or is deleted; the ticket is named by id and number without a foreign key for the same reason.
 * A parcel whose tracking number matched no ticket has no ticket yet (`ticket_id` null) until it is matched.
 */
export const receivedHistories = pgTable(
  'received_histories',
  {
    ...baseColumns(),
    ticket_id: integer('ticket_id'),
    /** The ticket's number (the spec's "Order #"); null while unmatched. */
    order_number: text('order_number'),
    ticket_type: text('ticket_type'),
    receiving_type: text('receiving_type'),
    is_core_received: boolean('is_core_received').notNull().default(false),
    is_inbound_received: boolean('is_inbound_received').notNull().default(false),
    tracking_number: text('tracking_number').notNull(),
    sender_name: text('sender_name').notNull(),
    part_number: text('part_number'),
    part_type: text('part_type'),
    serial_number: text('serial_number'),
    inventory_id: integer('inventory_id'),
    notes: text('notes'),
    date_received: timestamp('date_received', { withTimezone: true }).notNull().defaultNow(),
    received_by_user_id: integer('received_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    matched_at: timestamp('matched_at', { withTimezone: true }),
    matched_by_user_id: integer('matched_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('received_histories_received_idx').on(table.date_received, table.id),
    index('received_histories_tracking_idx').on(table.tracking_number),
    index('received_histories_ticket_idx').on(table.ticket_id, table.date_received),
    // One parcel is received once per ticket; an unmatched parcel is recorded once.
    uniqueIndex('received_histories_ticket_parcel_key')
      .on(table.ticket_id, table.tracking_number)
      .where(sql`${table.ticket_id} is not null`),
    uniqueIndex('received_histories_unmatched_parcel_key')
      .on(table.tracking_number)
      .where(sql`${table.ticket_id} is null`),
    index('received_histories_search_trgm_idx').using('gin', sql`${receivedSearchText(table)} gin_trgm_ops`),
    check(
      'received_histories_receiving_type_check',
      sql`${table.receiving_type} is null or ${table.receiving_type} in ('rma', 'rental', 'repair', 'core', 'exchange', 'cloning', 'programming')`,
    ),
    check(
      'received_histories_matched_check',
      sql`(${table.ticket_id} is null) = (${table.order_number} is null) and (${table.ticket_id} is null or ${table.receiving_type} is not null)`,
    ),
  ],
);
