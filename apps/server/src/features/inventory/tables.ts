import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

/** Tag serials the QR generator hands out come from here, so two people never print the same serial. */
export const inventoryTagSequence = pgSequence('inventory_tag_seq', { startWith: 1 });

/** The catalogue: every tag Makro knows, with the part it was printed or imported for. */
export const inventoryCatalog = pgTable(
  'inventory_catalog',
  {
    ...baseColumns(),
    serial_number: text('serial_number').notNull().unique(),
    part_number: text('part_number').notNull(),
    hardware_info: text('hardware_info'),
    source: text('source').notNull(),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('inventory_catalog_part_idx').on(table.part_number)],
);

/** The module type of a part number (Update Module Type); items and the shop tag follow it. */
export const partModuleTypes = pgTable('part_module_types', {
  part_number: text('part_number').primaryKey(),
  module_type: text('module_type').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bins, each with a code printed as a QR label. */
export const locations = pgTable('locations', {
  ...baseColumns(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const inventories = pgTable(
  'inventories',
  {
    ...baseColumns(),
    serial_number: text('serial_number').notNull().unique(),
    part_number: text('part_number').notNull(),
    item_category: text('item_category'),
    module_type: text('module_type'),
    inventory_type: text('inventory_type').notNull().default('Core'),
    status: text('status').notNull(),
    original_serial_number: text('original_serial_number'),
    original_part_number: text('original_part_number'),
    hardware_info: text('hardware_info'),
    notes: text('notes'),
    location_id: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** The ticket or order number the item is assigned to. */
    assigned_to: text('assigned_to'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Migration 0027 adds INCLUDE (status, item_category), which drizzle-kit cannot declare.
    index('inventories_part_idx').on(table.part_number, table.id),
    // A part-number search filtered by status or category walks exactly its page, newest first.
    index('inventories_part_status_idx').on(table.part_number, table.status, table.id),
    index('inventories_part_category_idx').on(table.part_number, table.item_category, table.id),
    index('inventories_status_idx').on(table.status, table.id),
    // A page filtered by status and category walks exactly its entries (by either index alone, about ten a match).
    index('inventories_status_category_idx').on(table.status, table.item_category, table.id),
    index('inventories_category_idx').on(table.item_category, table.id),
    index('inventories_location_idx').on(table.location_id),
  ],
);

/**
 * How many items each part number has in each status and category, kept by triggers on `inventories`
 * (migration 0026): a keyword first finds its few part numbers here, then their items by the part-number index;
 * and a search filtered by status or category counts its matches here instead of reading them.
 */
export const inventoryPartCounts = pgTable(
  'inventory_part_counts',
  {
    part_number: text('part_number').notNull(),
    status: text('status').notNull(),
    item_category: text('item_category'),
    items: integer('items').notNull(),
  },
  (table) => [
    unique('inventory_part_counts_key').on(table.part_number, table.status, table.item_category).nullsNotDistinct(),
    // A search filtered by category or status alone is counted from this index, without reading the table.
    // Migration 0028 adds INCLUDE (items), which drizzle-kit cannot declare.
    index('inventory_part_counts_category_status_idx').on(table.item_category, table.status),
  ],
);

/** One row per thing that happened to an item. No foreign key: the timeline outlives a deleted item. */
export const inventoryEvents = pgTable(
  'inventory_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inventory_id: integer('inventory_id').notNull(),
    serial_number: text('serial_number').notNull(),
    event: text('event').notNull(),
    description: text('description').notNull(),
    details: jsonb('details'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inventory_events_item_idx').on(table.inventory_id, table.created_at),
    index('inventory_events_serial_idx').on(table.serial_number),
  ],
);

/** Every scan at a Manage Inventory bench: who, which mode, what code, what came of it. */
export const inventoryScans = pgTable(
  'inventory_scans',
  {
    ...baseColumns(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    code: text('code').notNull(),
    /** The bin or ticket the scan was for: the same code for another bin is a new action, not a repeat. */
    context: text('context'),
    result: text('result').notNull(),
    message: text('message').notNull(),
    inventory_id: integer('inventory_id'),
  },
  (table) => [index('inventory_scans_user_mode_idx').on(table.user_id, table.mode, table.created_at)],
);

export const cycleCounts = pgTable('cycle_counts', {
  ...baseColumns(),
  location_id: integer('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('open'),
  started_by_user_id: integer('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  applied_at: timestamp('applied_at', { withTimezone: true }),
  /** The serial numbers in the bin when the count began: what "missing" is measured against. */
  expected_serials: jsonb('expected_serials')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});

export const cycleCountScans = pgTable(
  'cycle_count_scans',
  {
    cycle_count_id: integer('cycle_count_id')
      .notNull()
      .references(() => cycleCounts.id, { onDelete: 'cascade' }),
    serial_number: text('serial_number').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cycle_count_id, table.serial_number] })],
);
