import { Readable, Transform, pipeline } from 'node:stream';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { EXPORT_FIELDS, STATUS_NAMES, statusFrom, type ExportField } from '@makro/domain/inventory';
import { BUSINESS_TIME_ZONE } from '@makro/domain/shared';
import type { Database, Db } from '../../platform/db/client';
import { streamRows } from '../../platform/db/row-stream';
import { csvLine } from '../../platform/http/csv';
import { inventories } from './tables';

/** Rows per cursor fetch (PostgreSQL) or per keyset query (PGlite). */
const BATCH = 1000;
/** Lines are handed to the response in chunks of about this many characters, not one write per row. */
const CHUNK_CHARACTERS = 64 * 1024;

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

/** Each field's column in the export query; items are `i`, their aggregated timelines `l`. */
const COLUMNS: Record<ExportField, SQL> = {
  'Serial Number': sql`i.serial_number`,
  'Part Number': sql`i.part_number`,
  Category: sql`i.item_category`,
  Modules: sql`i.module_type`,
  'Inventory Type': sql`i.inventory_type`,
  Status: sql`i.status`,
  Logs: sql`l.logs`,
  'Hardware Info': sql`i.hardware_info`,
  'Order Number': sql`i.assigned_to`,
  'Original Serial': sql`i.original_serial_number`,
};

/**
 * The items' events, oldest first, one readable cell per item (times in the business's time zone), aggregated
 * for all the items of the query at once: a grouped scan joined by id, not a lookup per row.
 */
function logsJoin(eventsOf: SQL | undefined): SQL {
  return sql`left join (
    select e.inventory_id, string_agg(to_char(e.created_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') || ' ' || e.description, ' | ' order by e.id) as logs
    from inventory_events e ${eventsOf ? sql`where e.inventory_id in (${eventsOf})` : sql``}
    group by e.inventory_id
  ) l on l.inventory_id = i.id`;
}

/**
 * The export as one query, the fields' columns in order, by item id. Given a keyset page (`after`), it reads
 * one batch of items and aggregates only their events.
 */
export function exportQuery(filters: ExportFilters, fields: readonly ExportField[], after?: number): SQL {
  const where = and(...exportWhere(filters), after === undefined ? undefined : sql`${inventories.id} > ${after}`);
  const items = sql`select * from ${inventories} ${where ? sql`where ${where}` : sql``} order by ${inventories.id} ${after === undefined ? sql`` : sql`limit ${BATCH}`}`;
  const itemIds = after === undefined ? undefined : sql`select id from (${items}) page`;
  const logs = fields.includes('Logs') ? logsJoin(itemIds) : sql``;
  const columns = sql.join([sql`i.id`, ...fields.map((field) => COLUMNS[field])], sql`, `);
  return sql`select ${columns} from (${items}) i ${logs} order by i.id`;
}

export async function exportRowCount(db: Db, filters: ExportFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inventories)
    .where(and(...exportWhere(filters)));
  return row?.n ?? 0;
}

type QueryRow = [number, ...(string | null)[]];

/** PGlite: one batch of items at a time by id (keyset), each batch read when the client wants more. */
async function* keysetRows(db: Db, filters: ExportFilters, fields: readonly ExportField[]) {
  let lastId = 0;
  for (;;) {
    const { rows } = (await db.execute(exportQuery(filters, fields, lastId))) as unknown as {
      rows: Record<string, unknown>[];
    };
    for (const row of rows) yield Object.values(row) as QueryRow;
    if (rows.length < BATCH) return;
    lastId = rows.at(-1)!.id as number;
  }
}

const statusNames = new Map<string, string>();
/** The status as people read it; the few stored spellings are worked out once, not once a row. */
function statusName(stored: string | null): string {
  const key = stored ?? '';
  let name = statusNames.get(key);
  if (name === undefined) {
    name = STATUS_NAMES[statusFrom(key) ?? 'added_to_inventory'];
    statusNames.set(key, name);
  }
  return name;
}

/** The query's rows (id first, then the fields' columns) as CSV text, in chunks of many lines. */
function csvWriter(fields: readonly ExportField[]): Transform {
  const statusAt = fields.indexOf('Status');
  let chunk = csvLine(fields);
  return new Transform({
    writableObjectMode: true,
    transform(row: QueryRow, _encoding, done) {
      const cells = row.slice(1) as (string | null)[];
      if (statusAt >= 0) cells[statusAt] = statusName(cells[statusAt]!);
      chunk += csvLine(cells);
      if (chunk.length < CHUNK_CHARACTERS) return done();
      const full = chunk;
      chunk = '';
      done(null, full);
    },
    flush(done) {
      done(null, chunk);
    },
  });
}

/**
 * The CSV as a stream, written as the platform writes every CSV (every cell quoted, formulas neutralised), read
 * only as fast as the client takes it, so memory stays flat whatever the size: on PostgreSQL one query through
 * a cursor, on PGlite (one connection, no cursors held across requests) keyset batches. A client that goes away
 * stops the query and gives its connection back.
 */
export async function exportCsv(database: Database, filters: ExportFilters): Promise<Readable> {
  const fields = filters.fields?.length
    ? EXPORT_FIELDS.filter((field) => filters.fields!.includes(field))
    : [...EXPORT_FIELDS];
  const rows =
    database.kind === 'postgres'
      ? await streamRows(database, exportQuery(filters, fields), BATCH)
      : Readable.from(keysetRows(database.db, filters, fields));
  // pipeline destroys both on a failure or an abort; the reply sees the error on the stream it reads.
  return pipeline(rows, csvWriter(fields), () => undefined);
}
