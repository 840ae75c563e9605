import { getTableColumns } from 'drizzle-orm';
import { inventories, locations } from './tables';

// Not read for the API's item: when it was created, and the bin's key and times (its id, code and name are).
const { created_at: _created, location_id: _bin, ...itemColumns } = getTableColumns(inventories);

/**
 * The columns an item is shown with (`toItem`), and its bin's: every page of items selects these, so a search page
 * of twenty carries no column PostgreSQL must format, send and the driver parse for nothing (three times a row).
 */
export const itemRowSelection = {
  item: itemColumns,
  location: { id: locations.id, code: locations.code, name: locations.name },
};

export type ItemRow = Omit<typeof inventories.$inferSelect, 'created_at' | 'location_id'>;
export type LocationRow = Pick<typeof locations.$inferSelect, 'id' | 'code' | 'name'>;
