// npm run bench: measures, in one run on this machine, what the issues ask for, and writes bench/results.md.
// BENCH_ITEMS (default 1,000,000) sets the inventory size; BENCH_DATABASE_URL runs on PostgreSQL instead of PGlite.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays } from '@makro/domain/shared';
import { startBenchServer } from './bench-server';
import { benchDashboard, type DashboardFigures } from './dashboard-bench';
import { benchExport, benchSearch, seedItems, type ExportFigures, type SearchFigures } from './inventory-bench';

const RESULTS = path.resolve(new URL('../../../bench/results.md', import.meta.url).pathname);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 1_000_000);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${ms.toFixed(1)} ms`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');

async function dashboardSection(): Promise<string[]> {
  const end = new Date().toISOString().slice(0, 10);
  const start = addDays(end, -364);
  console.log('Seeding 12 months of orders in both simulated shops and mirroring them…');
  const server = await startBenchServer({ shops: true });
  let figures: DashboardFigures;
  try {
    console.log(`  seeded in ${seconds(server.seedMs)}, first sync in ${seconds(server.syncMs)}`);
    figures = await benchDashboard(server, start, end);
  } finally {
    await server.close();
  }
  const ratio = figures.oldMs / figures.mirrorMs;
  console.log(
    `Dashboard distribution: mirror ${millis(figures.mirrorMs)}, old approach ${seconds(figures.oldMs)}, ratio ${ratio.toFixed(0)}×`,
  );
  if (!figures.sameAnswer) process.exitCode = 1;
  return [
    '## Dashboard order distribution, 12 months of both shops',
    '',
    `${count(figures.orders)} processing and completed orders over ${figures.days} days.`,
    '',
    '| approach | time |',
    '|---|---|',
    `| from the order mirror (\`GET /api/v1/dashboard/order_distribution\`, median of ${figures.mirrorRuns}) | ${millis(figures.mirrorMs)} |`,
    `| old client: paging the shop 100 a page, 5 pages in parallel, 200 ms latency per page | ${seconds(figures.oldMs)} |`,
    `| **ratio** | **${ratio.toFixed(0)}× faster** |`,
    '',
    `Both approaches counted the same items per category: ${figures.sameAnswer ? 'yes' : 'NO'}.`,
    `Seeding the demo shops took ${seconds(server.seedMs)}; the first sync of the mirror ${seconds(server.syncMs)}.`,
    '',
  ];
}

async function inventorySection(): Promise<string[]> {
  console.log(`Seeding ${count(ITEMS)} inventory items…`);
  const server = await startBenchServer({ shops: false });
  let seedMs: number;
  let search: SearchFigures;
  let exported: ExportFigures;
  try {
    seedMs = await seedItems(server.db, ITEMS);
    console.log(`  seeded and indexed in ${seconds(seedMs)}; searching with 50 connections for 15 s…`);
    search = await benchSearch(server.origin, server.token, ITEMS);
    console.log(`  search: ${search.requestsPerSecond.toFixed(0)} req/s, p50 ${search.p50} ms, p99 ${search.p99} ms`);
    exported = await benchExport(server.origin, server.token);
    console.log(
      `  export: ${count(exported.rows)} rows in ${exported.seconds.toFixed(1)} s, peak RSS ${exported.peakRssMb.toFixed(0)} MB`,
    );
  } finally {
    await server.close();
  }
  if (search.failures > 0 || exported.rows !== ITEMS) process.exitCode = 1;
  return [
    `## Inventory at ${count(ITEMS)} items`,
    '',
    `Seeding and indexing the items took ${seconds(seedMs)}.`,
    '',
    '| measurement | result |',
    '|---|---|',
    `| keyword search (serial or part-number fragments, whole serials), 50 concurrent connections, 15 s | ${search.requestsPerSecond.toFixed(0)} requests/s, ${count(search.total)} requests, ${search.failures} failed |`,
    `| search latency p50 / p97.5 / p99 | ${search.p50} / ${search.p97_5} / ${search.p99} ms |`,
    `| streamed CSV export of every item (all columns) | ${count(exported.rows)} rows in ${exported.seconds.toFixed(1)} s = ${count(exported.rowsPerSecond)} rows/s, ${exported.megabytes.toFixed(0)} MB |`,
    `| memory of the process (server and client) during the export | ${exported.baselineRssMb.toFixed(0)} MB before, ${exported.peakRssMb.toFixed(0)} MB at the peak |`,
    '',
  ];
}

async function main() {
  const header = [
    '# Benchmark results',
    '',
    `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}.`,
    '',
  ];
  const sections = process.argv.includes('--inventory-only') ? [] : await dashboardSection();
  const inventory = process.argv.includes('--dashboard-only') ? [] : await inventorySection();
  writeFileSync(RESULTS, [...header, ...sections, ...inventory].join('\n'));
  console.log(`Written to ${path.relative(process.cwd(), RESULTS)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
