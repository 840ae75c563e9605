// npm run bench: measures, in one run on this machine, what the issues ask for, and writes bench/results.md.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays } from '@makro/domain/shared';
import { startBenchServer } from './bench-server';
import { benchDashboard } from './dashboard-bench';

const RESULTS = path.resolve(new URL('../../../bench/results.md', import.meta.url).pathname);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${ms.toFixed(1)} ms`;

async function main() {
  const end = new Date().toISOString().slice(0, 10);
  const start = addDays(end, -364);
  console.log('Seeding 12 months of orders in both simulated shops and mirroring them…');
  const server = await startBenchServer();
  try {
    console.log(`  seeded in ${seconds(server.seedMs)}, first sync in ${seconds(server.syncMs)}`);
    const dashboard = await benchDashboard(server, start, end);
    const ratio = dashboard.oldMs / dashboard.mirrorMs;
    const lines = [
      '# Benchmark results',
      '',
      `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, embedded PGlite.`,
      '',
      '## Dashboard order distribution, 12 months of both shops',
      '',
      `${dashboard.orders} processing and completed orders over ${dashboard.days} days.`,
      '',
      '| approach | time |',
      '|---|---|',
      `| from the order mirror (\`GET /api/v1/dashboard/order_distribution\`, median of ${dashboard.mirrorRuns}) | ${millis(dashboard.mirrorMs)} |`,
      `| old client: paging the shop 100 a page, 5 pages in parallel, 200 ms latency per page | ${seconds(dashboard.oldMs)} |`,
      `| **ratio** | **${ratio.toFixed(0)}× faster** |`,
      '',
      `Both approaches counted the same items per category: ${dashboard.sameAnswer ? 'yes' : 'NO'}.`,
      `Seeding the demo shops took ${seconds(server.seedMs)}; the first sync of the mirror ${seconds(server.syncMs)}.`,
      '',
    ];
    writeFileSync(RESULTS, lines.join('\n'));
    console.log(
      `\nDashboard distribution: mirror ${millis(dashboard.mirrorMs)}, old approach ${seconds(dashboard.oldMs)}, ratio ${ratio.toFixed(0)}×`,
    );
    console.log(`Same answer: ${dashboard.sameAnswer}. Written to ${path.relative(process.cwd(), RESULTS)}`);
    if (!dashboard.sameAnswer) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
