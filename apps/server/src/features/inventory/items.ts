import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  COUNT_CAP,
  STATUS_NAMES,
  statusFrom,
  type INVENTORY_SORT_COLUMNS,
  type InventoryItem,
  type InventoryStatus,
} from '@makro/domain/inventory';
import { totalPages } from '@makro/domain/shared';
import type { DbOrTx } from '../../platform/db/client';
import { preparedPerHandle } from '../../platform/db/prepared';
import { notFound } from '../../platform/http/errors';
import { countedPage } from './counted-page';
import { countedItems, keywordMatch, newestOfParts, partList, type KeywordMatch } from './keyword';
import { keywordPage } from './keyword-page';
import { itemRowSelection, type ItemRow, type LocationRow } from './item-row';
import { inventories, locations } from './tables';

export function toItem(row: ItemRow, location: LocationRow | null): InventoryItem {
  const status = (statusFrom(row.status) ?? 'added_to_inventory') as InventoryStatus;
  return {
    id: row.id,
    serial_number: row.serial_number,
    part_number: row.part_number,
    item_category: row.item_category,
    module_type: row.module_type,
    inventory_type: row.inventory_type,
    status,
    status_name: STATUS_NAMES[status],
    original_serial_number: row.original_serial_number,
    original_part_number: row.original_part_number,
    hardware_info: row.hardware_info,
    notes: row.notes,
    location: location ? { id: location.id, code: location.code, name: location.name } : null,
    assigned_to: row.assigned_to,
    date: row.date.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const withLocation = (db: DbOrTx) =>
  db.select(itemRowSelection).from(inventories).leftJoin(locations, eq(locations.id, inventories.location_id));

export async function itemsWhere(db: DbOrTx, where: SQL | undefined, limit = 500): Promise<InventoryItem[]> {
  const rows = await withLocation(db).where(where).orderBy(desc(inventories.id)).limit(limit);
  return rows.map(({ item, location }) => toItem(item, location));
}

export async function findItemBySerial(db: DbOrTx, serial: string): Promise<InventoryItem | undefined> {
  const [row] = await withLocation(db).where(eq(inventories.serial_number, serial.toUpperCase()));
  return row ? toItem(row.item, row.location) : undefined;
}

const itemById = preparedPerHandle((db) =>
  withLocation(db)
    .where(eq(inventories.id, sql.placeholder('id')))
    .prepare('inventory_item_by_id'),
);

export async function itemOr404(db: DbOrTx, id: number): Promise<InventoryItem> {
  const [row] = await itemById(db).execute({ id });
  if (!row) throw notFound(`Inventory item ${id} does not exist.`);
  return toItem(row.item, row.location);
}

export interface InventorySearch {
  page: number;
  per_page: number;
  keyword?: string;
  serial_number?: string;
  status?: string;
  category?: string;
  location?: string;
  sort?: (typeof INVENTORY_SORT_COLUMNS)[number];
  order?: 'asc' | 'desc';
}

/** Newest first, or by serial (its unique index) or part number (its index, then id for a stable page). */
function searchOrder({ sort, order }: InventorySearch): SQL[] {
  if (!sort) return [desc(inventories.id)];
  const direction = order === 'desc' ? desc : asc;
  return sort === 'serial_number'
    ? [direction(inventories.serial_number)]
    : [direction(inventories.part_number), direction(inventories.id)];
}

/** The status and category asked for, as stored: a slug or display name for the status, upper case for the category. */
const storedStatusAndCategory = (query: InventorySearch) => ({
  status: query.status ? (statusFrom(query.status) ?? query.status) : undefined,
  category: query.category?.toUpperCase(),
});

function searchFilters(query: InventorySearch): SQL[] {
  const filters: SQL[] = [];
  const { status, category } = storedStatusAndCategory(query);
  if (query.serial_number) filters.push(eq(inventories.serial_number, query.serial_number.toUpperCase()));
  if (status) filters.push(eq(inventories.status, status));
  if (category) filters.push(eq(inventories.item_category, category));
  if (query.location) {
    filters.push(
      sql`${inventories.location_id} = (select id from ${locations} where ${locations.code} = ${query.location.toUpperCase()})`,
    );
  }
  return filters;
}

/** Matches counted up to the cap and no further: a broad serial search never counts a million rows per keystroke. */
async function matchCount(db: DbOrTx, where: SQL | undefined): Promise<{ count: number; capped: boolean }> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(select 1 from ${inventories} ${where ? sql`where ${where}` : sql``} limit ${COUNT_CAP + 1}) as matches`);
  const count = row?.n ?? 0;
  return count > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count, capped: false };
}

interface Page {
  limit: number;
  offset: number;
}

/**
 * Where a page of the search comes from, and the offset still to skip: by part numbers alone the page is cut
 * from the newest of each part (already skipped); otherwise from all matches, newest first.
 */
function pageSource(query: InventorySearch, keyword: KeywordMatch | undefined, filters: SQL | undefined, page: Page) {
  if (keyword?.parts && !query.sort) {
    const cut = { depth: page.limit + page.offset, ...page };
    return { where: newestOfParts(partList(keyword.parts), filters, cut), offset: 0 };
  }
  return { where: and(keyword?.where, filters), offset: page.offset };
}

export async function searchInventory(db: DbOrTx, query: InventorySearch) {
  const offset = (query.page - 1) * query.per_page;
  // Sorted, or narrowed to a serial or a bin: only the built query serves it.
  const builtOnly = Boolean(query.sort || query.serial_number || query.location);
  if (query.keyword && !builtOnly) {
    const page = { limit: query.per_page, offset };
    const found = await keywordPage(db, query.keyword, { ...storedStatusAndCategory(query), ...page });
    if (found.page) return searchPage(query, found.page.rows, found.page.count, false);
    return builtSearch(db, query, found.match, offset);
  }
  // Where only status and category decide the matches, the kept counts know how many, exactly.
  if (!query.keyword && !builtOnly) {
    return countedSearch(db, query, offset);
  }
  return builtSearch(db, query, query.keyword ? await keywordMatch(db, query.keyword) : undefined, offset);
}

/** A search whose query is built for its keyword, filters and order, planned for its values. */
async function builtSearch(db: DbOrTx, query: InventorySearch, keyword: KeywordMatch | undefined, offset: number) {
  const countable = !query.serial_number && !query.location && (!keyword || keyword.parts);
  const filters = and(...searchFilters(query));
  const source = pageSource(query, keyword, filters, { limit: query.per_page, offset });
  const rows = await withLocation(db)
    .where(source.where)
    .orderBy(...searchOrder(query))
    .limit(query.per_page)
    .offset(source.offset);
  // A page that is not full ends the matches, so the ones before it and on it are all of them: no need to count.
  const last = rows.length < query.per_page && (rows.length > 0 || query.page === 1);
  const exact = last
    ? offset + rows.length
    : countable
      ? await countedItems(db, { parts: keyword?.parts, ...storedStatusAndCategory(query) })
      : undefined;
  const allMatches = { limit: COUNT_CAP + 1, offset: 0 };
  const { count, capped } =
    exact === undefined
      ? await matchCount(db, pageSource({ ...query, sort: undefined }, keyword, filters, allMatches).where)
      : { count: exact, capped: false };
  return searchPage(query, rows, count, capped);
}

/** The newest-first page of a search by status and category alone: one prepared statement, page and count together. */
async function countedSearch(db: DbOrTx, query: InventorySearch, offset: number) {
  const filters = storedStatusAndCategory(query);
  const rows = await countedPage(db, { ...filters, limit: query.per_page, offset });
  const count = rows[0]?.total ?? (query.page === 1 ? 0 : await countedItems(db, filters));
  return searchPage(query, rows, count, false);
}

function searchPage(
  query: InventorySearch,
  rows: { item: ItemRow; location: LocationRow | null }[],
  count: number,
  capped: boolean,
) {
  return {
    inventories: rows.map(({ item, location }) => toItem(item, location)),
    total_count: count,
    total_pages: totalPages(count, query.per_page),
    current_page: query.page,
    total_is_estimate: capped,
  };
}

export const itemsInBin = (db: DbOrTx, locationId: number) => itemsWhere(db, eq(inventories.location_id, locationId));

export const itemsBySerials = (db: DbOrTx, serials: string[]) =>
  serials.length === 0
    ? Promise.resolve([])
    : itemsWhere(db, inArray(inventories.serial_number, serials), serials.length);
