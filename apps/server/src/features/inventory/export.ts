import type { Readable } from 'node:stream';
import { and, asc, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { EXPORT_FIELDS, STATUS_NAMES, statusFrom, type ExportField } from '@makro/domain/inventory';
import { BUSINESS_TIME_ZONE } from '@makro/domain/shared';
import type { Db } from '../../platform/db/client';
import { csvStream } from '../../platform/http/csv';
import { inventories } from './tables';

const BATCH = 1000;

export interface ExportFilters {
  categories?: string[];
  moduleTypes?: string[];
  inventoryTypes?: string[];
  statuses?: string[];
  fields?: ExportField[];
}

function exportWhere(filters: ExportFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.categories?.length) where.push(inArray(inventories.item_category, filters.categories));
  if (filters.moduleTypes?.length)
    where.push(
      inArray(
        inventories.module_type,
        filters.moduleTypes.map((type) => type.toUpperCase()),
      ),
    );
  if (filters.inventoryTypes?.length) where.push(inArray(inventories.inventory_type, filters.inventoryTypes));
  if (filters.statuses?.length) where.push(inArray(inventories.status, filters.statuses));
  return where;
}

/** The outer row's id, qualified: a bare "id" inside the subquery would be the event's own id. */
const itemId = sql`${inventories}.${sql.identifier(inventories.id.name)}`;

/** The item's events, oldest first, as one readable cell (times in the business's time zone). */
const logsColumn = sql<string>`(select string_agg(to_char(e.created_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') || ' ' || e.description, ' | ' order by e.id) from inventory_events e where e.inventory_id = ${itemId})`;

type ExportRow = typeof inventories.$inferSelect & { logs: string | null };

const CELLS: Record<ExportField, (row: ExportRow) => unknown> = {
  'Serial Number': (row) => row.serial_number,
  'Part Number': (row) => row.part_number,
  Category: (row) => row.item_category,
  Modules: (row) => row.module_type,
  'Inventory Type': (row) => row.inventory_type,
  Status: (row) => STATUS_NAMES[statusFrom(row.status) ?? 'added_to_inventory'],
  Logs: (row) => row.logs,
  'Hardware Info': (row) => row.hardware_info,
  'Order Number': (row) => row.assigned_to,
  'Original Serial': (row) => row.original_serial_number,
};

export async function exportRowCount(db: Db, filters: ExportFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inventories)
    .where(and(...exportWhere(filters)));
  return row?.n ?? 0;
}

/** The export's rows, a thousand at a time by id (keyset): each batch is read when the client wants more. */
async function* exportRows(db: Db, where: SQL[], fields: readonly ExportField[]) {
  let lastId = 0;
  for (;;) {
    const rows = (await db
      .select({ ...getTableColumns(inventories), logs: logsColumn })
      .from(inventories)
      .where(and(...where, gt(inventories.id, lastId)))
      .orderBy(asc(inventories.id))
      .limit(BATCH)) as ExportRow[];
    for (const row of rows) yield fields.map((field) => CELLS[field](row));
    if (rows.length < BATCH) return;
    lastId = rows.at(-1)!.id;
  }
}

/**
 * The CSV as a stream, written by the platform's CSV writer (every cell quoted, formulas neutralised), read
 * only as fast as the client takes it, so memory stays flat whatever the size.
 */
export function exportCsv(db: Db, filters: ExportFilters): Readable {
  const fields = filters.fields?.length
    ? EXPORT_FIELDS.filter((field) => filters.fields!.includes(field))
    : [...EXPORT_FIELDS];
  return csvStream(fields, exportRows(db, exportWhere(filters), fields));
}
