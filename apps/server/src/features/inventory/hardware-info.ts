import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { INVENTORY_STATUSES, type InventoryStatus } from '@makro/domain/inventory';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { inventories, inventoryCatalog } from './tables';

/**
 * A part number's items by status (every status, zeros included), its catalogue tags, and the module type its
 * items carry most (Hardware Info page).
 */
export async function partStockCounts(db: DbOrTx, partNumber: string) {
  const rows = await db
    .select({ status: inventories.status, n: count() })
    .from(inventories)
    .where(eq(inventories.part_number, partNumber))
    .groupBy(inventories.status);
  const [tags] = await db
    .select({ n: count() })
    .from(inventoryCatalog)
    .where(eq(inventoryCatalog.part_number, partNumber));
  const [common] = await db
    .select({ type: inventories.module_type })
    .from(inventories)
    .where(and(eq(inventories.part_number, partNumber), isNotNull(inventories.module_type)))
    .groupBy(inventories.module_type)
    .orderBy(desc(count()), inventories.module_type)
    .limit(1);
  const countOf = new Map(rows.map((row) => [row.status, row.n]));
  return {
    itemModuleType: common?.type ?? null,
    statusCounts: INVENTORY_STATUSES.map((status: InventoryStatus) => ({ status, count: countOf.get(status) ?? 0 })),
    tags: tags?.n ?? 0,
  };
}

/** Every non-blank hardware_info of the part's items and tags, one row per record, trimmed. */
const recordedHardware = (partNumber: string) => sql`
  select trim(${inventories.hardware_info}) as info, 'item' as source, ${inventories.status} as status,
         ${inventories.serial_number} as serial, ${inventories.updated_at} as at
    from ${inventories}
   where ${inventories.part_number} = ${partNumber} and trim(coalesce(${inventories.hardware_info}, '')) <> ''
  union all
  select trim(${inventoryCatalog.hardware_info}), 'tag', null, ${inventoryCatalog.serial_number},
         ${inventoryCatalog.created_at}
    from ${inventoryCatalog}
   where ${inventoryCatalog.part_number} = ${partNumber} and trim(coalesce(${inventoryCatalog.hardware_info}, '')) <> ''`;

export interface PartHardware {
  hardware_info: string;
  items: number;
  items_in_stock: number;
  tags: number;
  example_serial: string;
  last_recorded_at: string;
}

/**
 * The hardware information recorded for a part number: each value once (trimmed), with how many items (and of
 * them not shipped) and catalogue tags carry it, the latest serial and time it was recorded; most used first.
 * Both tables are read through their part-number index.
 */
/** The rows of a raw query (the PGlite and node-postgres drivers both answer `{ rows }`). */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function partHardware(
  db: DbOrTx,
  partNumber: string,
  page: { limit: number; offset: number },
): Promise<{ rows: PartHardware[]; total: number }> {
  const rows = await rowsOf<{
    info: string;
    items: number;
    in_stock: number;
    tags: number;
    serial: string;
    at: string | Date;
  }>(
    db,
    sql`
    with recorded as (${recordedHardware(partNumber)})
    select info,
           (count(*) filter (where source = 'item'))::int as items,
           (count(*) filter (where source = 'item' and status <> 'shipped'))::int as in_stock,
           (count(*) filter (where source = 'tag'))::int as tags,
           (array_agg(serial order by at desc, serial))[1] as serial,
           max(at) as at
      from recorded
     group by info
     order by count(*) desc, info
     limit ${page.limit} offset ${page.offset}`,
  );
  const [total] = await rowsOf<{ n: number }>(
    db,
    sql`with recorded as (${recordedHardware(partNumber)}) select count(distinct info)::int as n from recorded`,
  );
  return {
    rows: rows.map((row) => ({
      hardware_info: row.info,
      items: Number(row.items),
      items_in_stock: Number(row.in_stock),
      tags: Number(row.tags),
      example_serial: row.serial,
      last_recorded_at: new Date(row.at).toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** Part numbers of items or tags starting with the text (for a part number Makro does not know), A–Z. */
export async function partNumbersStartingWith(db: DbOrTx, prefix: string, limit: number): Promise<string[]> {
  const pattern = `${escapeLike(prefix)}%`;
  const rows = await rowsOf<{ part: string }>(
    db,
    sql`
    select part from (
      select ${inventories.part_number} as part from ${inventories} where ${inventories.part_number} like ${pattern}
      union
      select ${inventoryCatalog.part_number} from ${inventoryCatalog} where ${inventoryCatalog.part_number} like ${pattern}
    ) parts order by part limit ${limit}`,
  );
  return rows.map((row) => row.part);
}
