import { sql, type AnyColumn } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

/** What the packing history's keyword search looks in. */
export const packingSearchText = (table: {
  ticket_number: AnyColumn;
  customer: AnyColumn;
  part_number: AnyColumn;
  serial_number: AnyColumn;
}) =>
  sql`(lower(${table.ticket_number} || ' ' || ${table.customer} || ' ' || ${table.part_number} || ' ' || ${table.serial_number}))`;

/**
 * One row per module packed into a ticket's box: the ticket's line (a `ticket_parts` row) it fills and the
 * inventory item scanned. A line is filled once and an item packed once per ticket (unique keys), so a tag
 * scanned twice or two scans at once pack one module. Kept as packed (ticket number, customer) so the history
 * reads the same after the ticket changes.
 */
export const packingHistories = pgTable(
  'packing_histories',
  {
    ...baseColumns(),
    ticket_id: integer('ticket_id').notNull(),
    ticket_number: text('ticket_number').notNull(),
    ticket_type: text('ticket_type').notNull(),
    customer: text('customer').notNull(),
    ticket_part_id: integer('ticket_part_id').notNull(),
    part_number: text('part_number').notNull(),
    serial_number: text('serial_number').notNull(),
    inventory_id: integer('inventory_id'),
    packed_at: timestamp('packed_at', { withTimezone: true }).notNull().defaultNow(),
    packed_by_user_id: integer('packed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('packing_histories_packed_idx').on(table.packed_at, table.id),
    index('packing_histories_ticket_idx').on(table.ticket_id),
    uniqueIndex('packing_histories_line_key').on(table.ticket_part_id),
    uniqueIndex('packing_histories_ticket_item_key').on(table.ticket_id, table.serial_number),
    index('packing_histories_search_trgm_idx').using('gin', sql`${packingSearchText(table)} gin_trgm_ops`),
  ],
);

export const shippingSearchText = (table: {
  ticket_number: AnyColumn;
  order_number: AnyColumn;
  customer: AnyColumn;
  tracking_number: AnyColumn;
  carrier_code: AnyColumn;
}) =>
  sql`(lower(${table.ticket_number} || ' ' || ${table.order_number} || ' ' || ${table.customer} || ' ' || ${table.tracking_number} || ' ' || ${table.carrier_code}))`;

/**
 * One row per ticket shipped. The row is claimed (`state` 'shipping') before ShipStation is called and is the
 * ticket's only one (unique `ticket_id`): a second call at the same time finds the claim and ships nothing; a
 * failed call deletes its claim, so nothing changed. 'shipped' once ShipStation said yes and the ticket, its
 * items and its history were written in one transaction.
 */
export const shippingHistories = pgTable(
  'shipping_histories',
  {
    ...baseColumns(),
    ticket_id: integer('ticket_id').notNull(),
    ticket_number: text('ticket_number').notNull(),
    order_number: text('order_number').notNull(),
    customer: text('customer').notNull(),
    state: text('state').notNull().default('shipping'),
    carrier_code: text('carrier_code').notNull(),
    tracking_number: text('tracking_number').notNull(),
    shipstation_order_id: integer('shipstation_order_id'),
    serial_numbers: jsonb('serial_numbers')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    part_numbers: jsonb('part_numbers')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    shipped_at: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    shipped_by_user_id: integer('shipped_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('shipping_histories_ticket_key').on(table.ticket_id),
    index('shipping_histories_shipped_idx').on(table.shipped_at, table.id),
    index('shipping_histories_search_trgm_idx').using('gin', sql`${shippingSearchText(table)} gin_trgm_ops`),
    check('shipping_histories_state_check', sql`${table.state} in ('shipping', 'shipped')`),
  ],
);
