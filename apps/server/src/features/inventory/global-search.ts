import { sql } from 'drizzle-orm';
import type { SearchResult } from '@makro/domain/global-search';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { inventories } from './tables';

const listPath = (keyword: string) => `/inventory-search?keyword=${encodeURIComponent(keyword)}`;

/** Items by whole serial or serial prefix (B-tree, text_pattern_ops), the whole serial first. */
export async function searchItemsBySerial(db: DbOrTx, query: string, limit: number): Promise<SearchResult[]> {
  const serial = query.toUpperCase();
  const rows = await db
    .select({ serial: inventories.serial_number, part: inventories.part_number, status: inventories.status })
    .from(inventories)
    .where(sql`${inventories.serial_number} like ${`${escapeLike(serial)}%`}`)
    .orderBy(sql`${inventories.serial_number} = ${serial} desc`, inventories.serial_number)
    .limit(limit);
  return rows.map((row) => ({
    kind: 'item',
    title: row.serial,
    subtitle: `${row.part} · ${row.status}`,
    path: listPath(row.serial),
    exact: row.serial === serial,
  }));
}

/** Part numbers starting with the query, with how many items of each Makro holds. */
export async function searchPartNumbers(db: DbOrTx, query: string, limit: number): Promise<SearchResult[]> {
  const part = query.toUpperCase();
  const rows = await db
    .select({ part: inventories.part_number, items: sql<number>`count(*)::int` })
    .from(inventories)
    .where(sql`${inventories.part_number} like ${`${escapeLike(part)}%`}`)
    .groupBy(inventories.part_number)
    .orderBy(inventories.part_number)
    .limit(limit);
  return rows.map((row) => ({
    kind: 'part',
    title: row.part,
    subtitle: `${row.items} item${row.items === 1 ? '' : 's'} in inventory`,
    path: listPath(row.part),
    exact: false,
  }));
}
