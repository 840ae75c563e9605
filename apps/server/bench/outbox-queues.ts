/**
 * Issue 10, finding 3: the two-process outbox scenario, measured for our outbox worker and for pg-boss 10.4.2.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/outbox-queues.ts
 *   (TEST_DATABASE_URL works too; the script creates its own database and drops it at the end.)
 *
 * Each queue gets two workers on two connection pools (two processes' worth), ten jobs with an
 * idempotency key each (enqueued by both "processes": the second enqueue must be a no-op), and one
 * handler that takes HANDLER_MS and fails the first three attempts overall (a slow, failing mail service).
 * The lease (ours) / expiration (pg-boss) is shorter than the handler, as in two-processes.test.ts:
 * pg-boss cannot go below 1 s of expiration, so the handler takes 1.5 s for both. pg-boss is also run with an
 * expiration longer than the handler, its intended configuration. Counted: handler executions per key,
 * successful ones beyond the first per key (duplicate side effects), final states, wall time, and the
 * queries the queue sent (pool.query / executeSql calls while the scenario ran).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { openDatabase, type Db } from '../src/platform/db/client';
import { migrateDatabase } from '../src/platform/db/migrate';
import { outbox } from '../src/platform/jobs/tables';
import { createOutboxWorker } from '../src/platform/jobs/worker';

const JOBS = 10;
const HANDLER_MS = 1_500;
const FAILING_ATTEMPTS = 3;
const OUR_LEASE_MS = 600;
const PGBOSS_SHORT_EXPIRE_S = 1;
const PGBOSS_LONG_EXPIRE_S = 30;
/** Attempts per job: ours defaults to 6 attempts; pg-boss counts retries after the first. */
const MAX_ATTEMPTS = 6;
/** pg-boss with the short expiration does not settle within a minute: it is cut here and its states reported. */
const SCENARIO_TIMEOUT_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Figures {
  name: string;
  executions: Record<string, number>;
  successes: Record<string, number>;
  duplicates: number;
  finalStates: Record<string, number>;
  wallMs: number;
  queries: number;
}

/** The side effect: HANDLER_MS long, the first FAILING_ATTEMPTS calls overall fail (after the latency, like a 503). */
function createHandler() {
  const executions: Record<string, number> = {};
  const successes: Record<string, number> = {};
  let calls = 0;
  let inFlight = 0;
  return {
    executions,
    successes,
    inFlight: () => inFlight,
    async run(key: string) {
      const call = ++calls;
      inFlight++;
      executions[key] = (executions[key] ?? 0) + 1;
      try {
        await sleep(HANDLER_MS);
        if (call <= FAILING_ATTEMPTS) throw new Error(`simulated 503 (call ${call})`);
        successes[key] = (successes[key] ?? 0) + 1;
      } finally {
        inFlight--;
      }
    },
  };
}

const keys = Array.from({ length: JOBS }, (_, index) => `welcome-${index}`);

function figures(
  name: string,
  handler: ReturnType<typeof createHandler>,
  finalStates: Record<string, number>,
  wallMs: number,
  queries: number,
): Figures {
  const duplicates = keys.reduce((sum, key) => sum + Math.max(0, (handler.successes[key] ?? 0) - 1), 0);
  return {
    name,
    executions: handler.executions,
    successes: handler.successes,
    duplicates,
    finalStates,
    wallMs,
    queries,
  };
}

/** Waits until `done()` holds and no handler is still running, then a little longer for stragglers. */
async function settle(done: () => Promise<boolean>, handler: ReturnType<typeof createHandler>, started: number) {
  for (;;) {
    if ((await done()) && handler.inFlight() === 0) break;
    if (Date.now() - started > SCENARIO_TIMEOUT_MS) {
      console.warn(`  not settled after ${SCENARIO_TIMEOUT_MS / 1000} s: figures so far`);
      break;
    }
    await sleep(100);
  }
  return Date.now() - started;
}

/** A pool whose query calls are counted (drizzle and pg-boss both send every statement through pool.query). */
function countingPool(url: string, counter: { n: number }) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error (e.g. while the pools close) is reported, not thrown at the process.
  pool.on('error', (error) => console.warn(`  pool error: ${error.message}`));
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    counter.n++;
    return query(...args);
  };
  return pool;
}

async function ours(url: string): Promise<Figures> {
  const counter = { n: 0 };
  const pools = [countingPool(url, counter), countingPool(url, counter)];
  const dbs = pools.map((pool) => drizzle(pool) as unknown as Db);
  const handler = createHandler();
  const started = Date.now();
  // Both "processes" enqueue each effect; the idempotency key makes the second a no-op.
  for (const db of dbs) {
    for (const key of keys) {
      await db
        .insert(outbox)
        .values({ kind: 'bench', idempotency_key: key, payload: { key }, description: key })
        .onConflictDoNothing({ target: outbox.idempotency_key });
    }
  }
  const workers = dbs.map((db) =>
    createOutboxWorker({
      db,
      log: { warn: () => undefined, error: () => undefined },
      handlers: { bench: (payload) => handler.run((payload as { key: string }).key) },
      maxAttempts: MAX_ATTEMPTS,
      retryBaseMs: 10,
      pollMs: 50,
      leaseMs: OUR_LEASE_MS,
    }),
  );
  for (const worker of workers) worker.start();
  const states = async () => {
    const rows = await dbs[0]!
      .select({ status: outbox.status, n: sql<number>`count(*)::int` })
      .from(outbox)
      .groupBy(outbox.status);
    return Object.fromEntries(rows.map((row) => [row.status, row.n])) as Record<string, number>;
  };
  const wallMs = await settle(
    async () => {
      const current = await states();
      return (current.sent ?? 0) + (current.failed ?? 0) === JOBS;
    },
    handler,
    started,
  );
  await Promise.all(workers.map((worker) => worker.stop()));
  const queries = counter.n;
  const finalStates = await states();
  await Promise.all(pools.map((pool) => pool.end()));
  return figures(`ours (lease ${OUR_LEASE_MS} ms, renewed)`, handler, finalStates, wallMs, queries);
}

async function pgBoss(url: string, expireInSeconds: number): Promise<Figures> {
  const counter = { n: 0 };
  const pools = [countingPool(url, counter), countingPool(url, counter)];
  const queue = `bench-expire-${expireInSeconds}`;
  const bosses = pools.map(
    (pool) =>
      new PgBoss({
        db: { executeSql: (text, values) => pool.query(text, values) },
        schema: 'pgboss',
        maintenanceIntervalSeconds: 1,
        monitorStateIntervalSeconds: 60,
        schedule: false,
      }),
  );
  for (const boss of bosses) {
    boss.on('error', (error: Error) => console.warn(`  pg-boss error: ${error.message}`));
    await boss.start();
  }
  // stately: at most one job per key in each state, so a second send of a queued key is refused.
  await bosses[0]!.createQueue(queue, {
    name: queue,
    policy: 'stately',
    retryLimit: MAX_ATTEMPTS - 1,
    retryDelay: 0,
    expireInSeconds,
  });
  const handler = createHandler();
  counter.n = 0;
  const started = Date.now();
  const ids: string[] = [];
  for (const boss of bosses) {
    for (const key of keys) {
      const id = await boss.send(queue, { key }, { singletonKey: key });
      if (id) ids.push(id);
    }
  }
  for (const boss of bosses) {
    await boss.work<{ key: string }>(queue, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([job]) => {
      await handler.run(job!.data.key);
    });
  }
  const states = async () => {
    const { rows } = await pools[0]!.query<{ state: string; n: number }>(
      `select state, count(*)::int as n from pgboss.job where name = $1 group by state`,
      [queue],
    );
    return Object.fromEntries(rows.map((row) => [row.state, row.n])) as Record<string, number>;
  };
  const wallMs = await settle(
    async () => {
      const current = await states();
      return (current.completed ?? 0) + (current.failed ?? 0) === ids.length;
    },
    handler,
    started,
  );
  const queries = counter.n;
  const finalStates = { ...(await states()), jobs_created: ids.length };
  // Graceful: running handlers finish (and report to the pool) before the pools close.
  await Promise.all(bosses.map((boss) => boss.stop({ graceful: true, close: false, wait: true, timeout: 5_000 })));
  while (handler.inFlight() > 0) await sleep(50);
  await sleep(200);
  await Promise.all(pools.map((pool) => pool.end()));
  return figures(`pg-boss 10.4.2 (expireInSeconds ${expireInSeconds})`, handler, finalStates, wallMs, queries);
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl?.startsWith('postgres')) {
    throw new Error(
      'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres',
    );
  }
  const name = `makro_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const results: Figures[] = [];
  try {
    const database = await openDatabase({ url: url.toString() });
    await migrateDatabase(database);
    await database.close();
    for (const run of [
      () => ours(url.toString()),
      () => pgBoss(url.toString(), PGBOSS_SHORT_EXPIRE_S),
      () => pgBoss(url.toString(), PGBOSS_LONG_EXPIRE_S),
    ]) {
      const result = await run();
      results.push(result);
      console.log(`\n${result.name}`);
      console.log(`  executions per key: ${JSON.stringify(result.executions)}`);
      console.log(`  successes per key:  ${JSON.stringify(result.successes)}`);
      console.log(`  final states:       ${JSON.stringify(result.finalStates)}`);
      console.log(
        `  duplicates: ${result.duplicates}, wall time: ${(result.wallMs / 1000).toFixed(1)} s, queries: ${result.queries}`,
      );
    }
  } finally {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
  console.log(
    `\nscenario: ${JOBS} jobs, 2 workers on 2 pools, handler ${HANDLER_MS} ms, first ${FAILING_ATTEMPTS} attempts fail, ${MAX_ATTEMPTS} attempts per job`,
  );
  for (const result of results) {
    console.log(
      `${result.name}: ${result.duplicates} duplicates, ${(result.wallMs / 1000).toFixed(1)} s, ${result.queries} queries`,
    );
  }
}

await main();
