import { fork } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { EXPORT_FIELDS, STATUS_NAMES, statusFrom } from '@makro/domain/inventory';
import { BUSINESS_TIME_ZONE } from '@makro/domain/shared';
import type { Db } from '../src/platform/db/client';
import { exportQuery } from '../src/features/inventory/export';

/**
 * Timelines like the warehouse's: three to six events per item (added, put in a bin, assigned, edited, shipped,
 * counted), written in time order across all items, so one item's events lie far apart in the table.
 */
export async function seedTimelines(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`
    insert into inventory_events (inventory_id, serial_number, event, description, created_at)
    select i.id, i.serial_number,
           (array['created', 'located', 'assigned', 'edited', 'shipped', 'cycle_count'])[1 + k],
           (array['Added to inventory as ' || i.part_number || ' (Added to Inventory)',
                  'Put in BIN-' || lpad((i.id % 300)::text, 3, '0'),
                  'Assigned to ORDER-' || (40000 + i.id % 9000),
                  'Edited notes',
                  'Shipped on ORDER-' || (40000 + i.id % 9000),
                  'Found in BIN-' || lpad((i.id % 50)::text, 3, '0') || ' at a cycle count'])[1 + k],
           i.date + k * interval '5 hours 7 minutes'
    from generate_series(0, 5) as k join inventories i on k <= 2 + i.id % 4
    order by k, i.id`);
  await db.execute(sql`analyze inventory_events`);
  return performance.now() - started;
}

/** The export's own query, its parameters written in, for COPY (which takes none). */
function exportQueryText(client: pg.ClientBase): string {
  const query = new PgDialect().sqlToQuery(exportQuery({}, EXPORT_FIELDS));
  return query.sql.replace(/\$(\d+)/g, (_, index: string) =>
    client.escapeLiteral(String(query.params[Number(index) - 1])),
  );
}

/** PostgreSQL's floor for the export: COPY (the same query) TO STDOUT WITH CSV, read to the end; rows per second. */
export async function copyFloor(db: Db, rows: number): Promise<number> {
  const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
  try {
    const started = performance.now();
    const stream = client.query(copyTo(`copy (${exportQueryText(client)}) to stdout with csv`));
    for await (const _chunk of stream) void _chunk;
    return rows / ((performance.now() - started) / 1000);
  } finally {
    client.release();
  }
}

/** The server the export is asked of, and how to read its resident memory. */
export interface ExportTarget {
  origin: string;
  token: string;
  rssBytes(): number;
}

/** A process's resident memory, from Linux's /proc (the bench's machine). */
export function rssOfProcess(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

export interface ExportRun {
  rowsPerSecond: number;
  megabytes: number;
  baselineRssMb: number;
  peakRssMb: number;
  file: string;
  cleanUp(): void;
}

/**
 * Downloads the whole export from a separate process (so this process, the server's, holds the server alone)
 * and samples this process's RSS while it runs. Uncompressed by default, like COPY; a browser asks for brotli
 * or gzip, which the server then compresses as it streams.
 */
export async function runExport(server: ExportTarget, rows: number, acceptEncoding = 'identity'): Promise<ExportRun> {
  const { origin, token, rssBytes } = server;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'makro-export-bench-'));
  const file = path.join(folder, 'export.csv');
  const baseline = rssBytes();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes())), 20);
  try {
    const result = await new Promise<{ bytes: number; ms: number }>((resolve, reject) => {
      const child = fork(new URL('./export-client.mjs', import.meta.url).pathname);
      child.once('message', (message: { result?: { bytes: number; ms: number }; error?: string }) =>
        message.result ? resolve(message.result) : reject(new Error(message.error)),
      );
      child.once('error', reject);
      child.send({ url: `${origin}/api/v1/inventories/export`, token, file, acceptEncoding });
    });
    return {
      rowsPerSecond: rows / (result.ms / 1000),
      megabytes: result.bytes / 1_048_576,
      baselineRssMb: baseline / 1_048_576,
      peakRssMb: peak / 1_048_576,
      file,
      cleanUp: () => rmSync(folder, { recursive: true, force: true }),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The downloaded file's data rows, and the one at `sampleAt` (the header is not counted). */
async function readExport(file: string, sampleAt: number) {
  let header: string[] = [];
  let sample: string[] | undefined;
  let rows = -1;
  for await (const record of createReadStream(file).pipe(parse({ relax_quotes: false }))) {
    if (rows === -1) header = record as string[];
    if (rows === sampleAt) sample = record as string[];
    rows++;
  }
  return { header, sample, rows };
}

/** What the database holds for one item, written the way the export promises (status names, timeline, formulas). */
async function expectedCells(db: Db, serial: string): Promise<Record<string, string>> {
  const { rows } = (await db.execute(sql`
    select i.part_number, i.status, coalesce(i.hardware_info, '') as hardware_info,
           (select string_agg(to_char(e.created_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') || ' ' || e.description, ' | ' order by e.id)
            from inventory_events e where e.inventory_id = i.id) as logs
    from inventories i where i.serial_number = ${serial}`)) as unknown as { rows: Record<string, string>[] };
  const item = rows[0]!;
  return {
    'Serial Number': serial,
    'Part Number': item.part_number!,
    Status: STATUS_NAMES[statusFrom(item.status!)!],
    Logs: item.logs ?? '',
    'Hardware Info': item.hardware_info!,
  };
}

/** The correctness checks: every row there, the CSV parses, and a sampled row's cells are the database's. */
export async function checkExport(db: Db, file: string, rows: number) {
  const { header, sample, rows: exported } = await readExport(file, Math.floor(rows * 0.6));
  const serial = sample?.[header.indexOf('Serial Number')] ?? '';
  const expected = sample ? await expectedCells(db, serial) : {};
  const sampleMatches =
    Boolean(sample) && Object.entries(expected).every(([field, value]) => sample![header.indexOf(field)] === value);
  return { everyRow: exported === rows, sampleMatches };
}
