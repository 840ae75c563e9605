import { Readable } from 'node:stream';
import { and, asc, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { EXPORT_FIELDS, STATUS_NAMES, csvRow, statusFrom, type ExportField } from '@makro/domain/inventory';
import type { Db } from '../../platform/db/client';
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

/** The item's events, oldest first, as one readable cell. */
const logsColumn = sql<string>`(select string_agg(to_char(e.created_at at time zone 'America/Los_Angeles', 'YYYY-MM-DD HH24:MI') || ' ' || e.description, ' | ' order by e.id) from inventory_events e where e.inventory_id = ${inventories.id})`;

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

/**
 * The CSV as a stream: batches of a thousand rows by id (keyset, so memory stays flat whatever the size),
 * read only as fast as the client takes them.
 */
export function exportCsv(db: Db, filters: ExportFilters): Readable {
  const fields = filters.fields?.length
    ? EXPORT_FIELDS.filter((field) => filters.fields!.includes(field))
    : [...EXPORT_FIELDS];
  const where = exportWhere(filters);
  let lastId = 0;
  let headerSent = false;
  let done = false;
  return new Readable({
    async read() {
      try {
        if (!headerSent) {
          headerSent = true;
          this.push(csvRow(fields));
          return;
        }
        if (done) return void this.push(null);
        const rows = (await db
          .select({ ...getTableColumns(inventories), logs: logsColumn })
          .from(inventories)
          .where(and(...where, gt(inventories.id, lastId)))
          .orderBy(asc(inventories.id))
          .limit(BATCH)) as ExportRow[];
        if (rows.length < BATCH) done = true;
        if (rows.length === 0) return void this.push(null);
        lastId = rows.at(-1)!.id;
        this.push(rows.map((row) => csvRow(fields.map((field) => CELLS[field](row)))).join(''));
      } catch (error) {
        this.destroy(error as Error);
      }
    },
  });
}
