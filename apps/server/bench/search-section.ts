import { sql } from 'drizzle-orm';
import { startBareReference } from './bare-reference';
import { startBenchServer, type BenchServer } from './bench-server';
import { benchLoad, floorPaths, searchPaths, seedItemRange, type LoadFigures } from './inventory-bench';
import { searchSpotChecks } from './search-checks';
import { count, seconds, type CorrectnessCheck, type GoalRow, type SectionResult } from './report';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 1_000_000);
const SMALLER = 100_000;
const GOAL_RPS = 2_000;
const GOAL_P95_MS = 25;

const WARM_UP_SECONDS = 3;
const figures = (load: LoadFigures) =>
  `${count(load.requestsPerSecond)} req/s, p50 / p95 / p99 ${[load.p50, load.p95, load.p99].map((ms) => ms.toFixed(1)).join(' / ')} ms`;

interface SizeResult {
  items: number;
  seedMs: number;
  search: LoadFigures;
  floor: LoadFigures;
  /** The same load as the floor's on a bare Fastify + pg server (PostgreSQL only): the machine's ceiling. */
  bare?: LoadFigures;
  checks: CorrectnessCheck[];
}

/** The bare reference under the floor's load, warmed alike; undefined on embedded PGlite (no second connection). */
async function measureBare(server: BenchServer, items: number): Promise<LoadFigures | undefined> {
  if (!server.databaseUrl) return undefined;
  const bare = await startBareReference(server.databaseUrl);
  try {
    await benchLoad(bare.origin, server.token, floorPaths(items), WARM_UP_SECONDS);
    return await benchLoad(bare.origin, server.token, floorPaths(items));
  } finally {
    await bare.close();
  }
}

/** The table grown to `items`, then the floor and the search mix under the same load, then the answers checked. */
async function measureAt(server: BenchServer, seeded: number, items: number): Promise<SizeResult> {
  console.log(`Seeding inventory items ${count(seeded + 1)} to ${count(items)}…`);
  const seedMs = await seedItemRange(server.db, seeded + 1, items);
  // As a table in service is: vacuumed, rather than an autovacuum after the bulk insert landing on one load.
  await server.db.execute(sql`vacuum analyze inventories`);
  console.log(
    `  seeded and analysed in ${seconds(seedMs)}; floor, search, then the bare reference, 50 connections for 15 s each…`,
  );
  // Both warmed alike first (the JIT, the database's caches), so neither pays for being measured first.
  await benchLoad(server.origin, server.token, floorPaths(items), WARM_UP_SECONDS);
  await benchLoad(server.origin, server.token, searchPaths(items), WARM_UP_SECONDS);
  const floor = await benchLoad(server.origin, server.token, floorPaths(items));
  const search = await benchLoad(server.origin, server.token, searchPaths(items));
  const bare = await measureBare(server, items);
  console.log(`  floor: ${figures(floor)}\n  search: ${figures(search)}`);
  if (bare) console.log(`  bare reference: ${figures(bare)}`);
  const checks = [
    { name: `every floor request answered 200 at ${count(items)} items`, ok: floor.failures === 0 },
    ...(bare
      ? [{ name: `every bare reference request answered 200 at ${count(items)} items`, ok: bare.failures === 0 }]
      : []),
    { name: `every search answered 200 at ${count(items)} items`, ok: search.failures === 0 },
    ...(await searchSpotChecks(server.origin, server.token, items)),
  ];
  return { items, seedMs, search, floor, bare, checks };
}

function goalRow({ items, search, floor, bare }: SizeResult): GoalRow {
  const ratio = search.requestsPerSecond / floor.requestsPerSecond;
  return {
    what: `inventory keyword search mix, ${count(items)} items, 50 connections`,
    goal: `≥ ${count(GOAL_RPS)} req/s, p95 < ${GOAL_P95_MS} ms, ≥ 0.5 × floor`,
    measured: figures(search),
    floor: `${figures(floor)} (signed in, one item by key)${bare ? `; bare Fastify + pg: ${figures(bare)}` : ''}`,
    ratio: ratio.toFixed(2),
    met: search.requestsPerSecond >= GOAL_RPS && search.p95 < GOAL_P95_MS && ratio >= 0.5,
  };
}

/** Inventory keyword search under 50 connections at 100k items and at BENCH_ITEMS, each next to its floor. */
export async function searchSection(): Promise<SectionResult> {
  const sizes = [...new Set([Math.min(SMALLER, ITEMS), ITEMS])];
  const server = await startBenchServer({ shops: false });
  try {
    const results: SizeResult[] = [];
    for (const items of sizes) results.push(await measureAt(server, results.at(-1)?.items ?? 0, items));
    return {
      title: `Inventory search at ${sizes.map(count).join(' and ')} items`,
      goals: results.map(goalRow),
      details: [
        'The mix: whole serials, serial beginnings (9–10 characters), whole part numbers, part-number fragments of',
        '5–6 characters, a part number with a status, a fragment with a category, status and category alone; pages',
        '1–5, 20 a page. The floor is `GET /api/v1/bench/floor/:id`, a route only the bench server has: signed in as',
        'every route is, then one indexed SELECT (the item by key) through the same pool, under the same load in the',
        'same run. Latencies are every response’s, from the load generator. On PostgreSQL the same load as the',
        'floor’s also runs on a bare reference (`bare-reference.ts`): Fastify and pg alone, the session and the item',
        'by key as two prepared statements, nothing of Makro’s; where it misses a goal, so does anything on this',
        'machine.',
        '',
        '| items | search | floor | search ÷ floor | bare reference | seeding |',
        '|---|---|---|---|---|---|',
        ...results.map(
          (result) =>
            `| ${count(result.items)} | ${figures(result.search)} | ${figures(result.floor)} | ${(result.search.requestsPerSecond / result.floor.requestsPerSecond).toFixed(2)} | ${result.bare ? figures(result.bare) : '— (PGlite)'} | ${seconds(result.seedMs)} |`,
        ),
      ],
      checks: results.flatMap((result) => result.checks),
    };
  } finally {
    await server.close();
  }
}
