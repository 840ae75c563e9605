import { startServerProcess } from '../src/test/server-process';
import { startBenchServer, type BenchServer } from './bench-server';
import { checkExport, copyFloor, rssOfProcess, runExport, seedTimelines, type ExportTarget } from './export-bench';
import { seedItems } from './inventory-bench';
import { count, seconds, type SectionResult } from './report';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 200_000);
/** BENCH_EXPORT_LARGEST_ROWS=1000000 adds a run at that size, to show memory stays flat further out. */
const LARGEST = Number(process.env.BENCH_EXPORT_LARGEST_ROWS ?? 0);
const SMALLEST = 10_000;
const SIZES = [...new Set([SMALLEST, ROWS, LARGEST])].filter((size) => size > 0).sort((a, b) => a - b);
const RSS_LIMIT_MB = 200;
/** "Flat": the server's peak RSS at the largest size within this much of its peak at the smallest. */
const FLAT_MB = 50;

interface SizeFigures {
  rows: number;
  rowsPerSecond: number;
  copyRowsPerSecond: number | undefined;
  megabytes: number;
  baselineRssMb: number;
  peakRssMb: number;
  /** The same download as a browser asks for it (brotli, else gzip), compressed by the server as it streams. */
  compressedRowsPerSecond: number | undefined;
  seedMs: number;
  checks: { everyRow: boolean; sampleMatches: boolean };
}

/** PGlite serves one process: the bench's own server, whose RSS then includes the harness. */
const inProcess = (server: BenchServer): ExportTarget & { close(): Promise<void> } => ({
  origin: server.origin,
  token: server.token,
  rssBytes: () => process.memoryUsage().rss,
  close: async () => undefined,
});

/**
 * On PostgreSQL the export is asked of the server as `npm start` runs it (the built bundle, in a process of its
 * own, on the bench's database), so the RSS is that server's alone. The bench's session is valid there too.
 */
async function builtServerBeside(server: BenchServer): Promise<ExportTarget & { close(): Promise<void> }> {
  const child = await startServerProcess({
    built: true,
    env: { DATABASE_URL: server.databaseUrl!, BACKGROUND_JOBS: 'false', LOG_LEVEL: 'warn' },
  });
  return {
    origin: child.url,
    token: server.token,
    rssBytes: () => rssOfProcess(child.pid),
    async close() {
      child.signal('SIGTERM');
      await child.exited;
    },
  };
}

/**
 * One size on a fresh database: seed, COPY as the floor (run before and after the export, the faster kept), the
 * export uncompressed like COPY, and at the goal size once more compressed as a browser asks.
 */
async function measure(rows: number): Promise<SizeFigures> {
  console.log(`  ${count(rows)} items with timelines…`);
  const server = await startBenchServer({ shops: false });
  try {
    const seedMs = (await seedItems(server.db, rows)) + (await seedTimelines(server.db));
    const postgres = Boolean(process.env.BENCH_DATABASE_URL);
    const target = postgres ? await builtServerBeside(server) : inProcess(server);
    const copyBefore = postgres ? await copyFloor(server.db, rows) : undefined;
    const exported = await runExport(target, rows);
    const copyAfter = postgres ? await copyFloor(server.db, rows) : undefined;
    const compressed = rows === ROWS ? await runExport(target, rows, 'br, gzip') : undefined;
    compressed?.cleanUp();
    await target.close();
    try {
      return {
        rows,
        rowsPerSecond: exported.rowsPerSecond,
        copyRowsPerSecond: postgres ? Math.max(copyBefore!, copyAfter!) : undefined,
        megabytes: exported.megabytes,
        baselineRssMb: exported.baselineRssMb,
        peakRssMb: exported.peakRssMb,
        compressedRowsPerSecond: compressed?.rowsPerSecond,
        seedMs,
        checks: await checkExport(server.db, exported.file, rows),
      };
    } finally {
      exported.cleanUp();
    }
  } finally {
    await server.close();
  }
}

const ratio = (figures: SizeFigures) =>
  figures.copyRowsPerSecond ? figures.rowsPerSecond / figures.copyRowsPerSecond : undefined;

function sizeLine(figures: SizeFigures): string {
  const copy = figures.copyRowsPerSecond ? count(figures.copyRowsPerSecond) : '—';
  return `| ${count(figures.rows)} | ${count(figures.rowsPerSecond)} | ${copy} | ${ratio(figures)?.toFixed(2) ?? '—'} | ${figures.megabytes.toFixed(0)} MB | ${figures.baselineRssMb.toFixed(0)} MB | ${figures.peakRssMb.toFixed(0)} MB | ${seconds(figures.seedMs)} |`;
}

/** The streamed inventory CSV export, next to PostgreSQL's own COPY of the same query, at several sizes. */
export async function exportSection(): Promise<SectionResult> {
  const runs: SizeFigures[] = [];
  for (const size of SIZES) runs.push(await measure(size));
  const main = runs.find((run) => run.rows === ROWS)!;
  const smallest = runs[0]!;
  const largest = runs.at(-1)!;
  const flat = largest.peakRssMb - smallest.peakRssMb <= FLAT_MB;
  const mainRatio = ratio(main);
  return {
    title: `Inventory export at ${SIZES.map(count).join(', ')} rows`,
    goals: [
      {
        what: `inventory CSV export, ${count(ROWS)} rows with timelines`,
        goal: `≥ 100k rows/s, ≥ half of COPY, server RSS < ${RSS_LIMIT_MB} MB, flat`,
        measured: `${count(main.rowsPerSecond)} rows/s, server RSS ${main.peakRssMb.toFixed(0)} MB (${count(smallest.rows)}: ${smallest.peakRssMb.toFixed(0)} MB, ${count(largest.rows)}: ${largest.peakRssMb.toFixed(0)} MB)`,
        floor: main.copyRowsPerSecond ? `COPY ${count(main.copyRowsPerSecond)} rows/s` : '— (COPY needs PostgreSQL)',
        ratio: mainRatio?.toFixed(2) ?? '—',
        met:
          main.rowsPerSecond >= 100_000 &&
          (mainRatio === undefined || mainRatio >= 0.5) &&
          main.peakRssMb < RSS_LIMIT_MB &&
          flat,
      },
    ],
    details: [
      'The download is read by a separate process; on PostgreSQL the server is the built one `npm start` runs, in a process of its own, so the RSS is that server alone (sampled every 20 ms). On PGlite it is the bench process, harness included.',
      'COPY runs the export’s own query (`COPY (…) TO STDOUT WITH CSV`, read to the end) before and after the export; the faster is the floor.',
      '',
      '| rows | export rows/s | COPY rows/s | ratio | CSV size | server RSS before | server RSS peak | seeding |',
      '|---|---|---|---|---|---|---|---|',
      ...runs.map(sizeLine),
      '',
      `Downloaded as a browser asks (\`accept-encoding: br, gzip\`: the server compresses as it streams) at ${count(ROWS)} rows: ${count(main.compressedRowsPerSecond ?? 0)} rows/s.`,
      '',
      `Memory flat from ${count(smallest.rows)} to ${count(largest.rows)} rows (peak within ${FLAT_MB} MB): ${flat ? 'yes' : 'no'}.`,
    ],
    checks: runs.flatMap((run) => [
      { name: `export of ${count(run.rows)}: every row exported`, ok: run.checks.everyRow },
      {
        name: `export of ${count(run.rows)}: the CSV parses and a sampled row equals the database`,
        ok: run.checks.sampleMatches,
      },
    ]),
  };
}
