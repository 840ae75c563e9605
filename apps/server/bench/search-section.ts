import { startBenchServer } from './bench-server';
import { benchSearch, seedItems } from './inventory-bench';
import { count, seconds, type SectionResult } from './report';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 1_000_000);

/** Inventory keyword search under 50 connections. */
export async function searchSection(): Promise<SectionResult> {
  console.log(`Seeding ${count(ITEMS)} inventory items…`);
  const server = await startBenchServer({ shops: false });
  try {
    const seedMs = await seedItems(server.db, ITEMS);
    console.log(`  seeded and indexed in ${seconds(seedMs)}; searching with 50 connections for 15 s…`);
    const search = await benchSearch(server.origin, server.token, ITEMS);
    return {
      title: `Inventory search at ${count(ITEMS)} items`,
      goals: [
        {
          what: `inventory keyword search, ${count(ITEMS)} items, 50 connections`,
          goal: '≥ 2,000 req/s, p95 < 25 ms',
          measured: `${search.requestsPerSecond.toFixed(0)} req/s, p99 ${search.p99} ms`,
          floor: '—',
          ratio: '—',
          met: search.requestsPerSecond >= 2000,
        },
      ],
      details: [`Seeding and indexing took ${seconds(seedMs)}.`],
      checks: [{ name: 'every search answered 200', ok: search.failures === 0 }],
    };
  } finally {
    await server.close();
  }
}
