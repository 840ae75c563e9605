import { sql, type AnyColumn } from 'drizzle-orm';
import { STATUS_NAMES, statusFrom, type InventoryItem, type InventoryStatus } from '@makro/domain/inventory';
import { inventories, locations } from './tables';

/** An item as stored, shaped as the API shows it but for its status, which the server reads (`toItem`). */
export type StoredItem = Omit<InventoryItem, 'status' | 'status_name'> & { status: string };

/** A time as JavaScript's `toISOString` writes it (UTC, milliseconds cut, not rounded, as a `Date` keeps them). */
const isoTime = (column: AnyColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The item and its bin as one JSON value, built by PostgreSQL from `inventories` left-joined to `locations`:
 * parsed natively by the driver, where mapping each column through the ORM and each time through a `Date` cost
 * a page of twenty items more than reading them.
 */
export const storedItem = sql<StoredItem>`json_build_object(
  'id', ${inventories.id},
  'serial_number', ${inventories.serial_number},
  'part_number', ${inventories.part_number},
  'item_category', ${inventories.item_category},
  'module_type', ${inventories.module_type},
  'inventory_type', ${inventories.inventory_type},
  'status', ${inventories.status},
  'original_serial_number', ${inventories.original_serial_number},
  'original_part_number', ${inventories.original_part_number},
  'hardware_info', ${inventories.hardware_info},
  'notes', ${inventories.notes},
  'location', case when ${locations.id} is null then null
    else json_build_object('id', ${locations.id}, 'code', ${locations.code}, 'name', ${locations.name}) end,
  'assigned_to', ${inventories.assigned_to},
  'date', ${isoTime(inventories.date)},
  'updated_at', ${isoTime(inventories.updated_at)})`;

/** The item as the API shows it: its status as a known slug (a stored display name read as its slug), and its name. */
export function toItem(stored: StoredItem): InventoryItem {
  const status = (statusFrom(stored.status) ?? 'added_to_inventory') as InventoryStatus;
  return { ...stored, status, status_name: STATUS_NAMES[status] };
}
