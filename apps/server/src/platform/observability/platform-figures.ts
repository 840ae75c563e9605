import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { outbox } from '../jobs/tables';
import type { Metrics } from './metrics';

/** node-postgres and PGlite both answer { rows }. */
async function rowsOf<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

// Both filters match the outbox's partial index (pending, sending) or its (status, created_at) index.
const WAITING = sql`${outbox.status} in ('pending', 'sending')`;
const FAILED = sql`${outbox.status} = 'failed'`;

const countByKind = async (db: Db, where: ReturnType<typeof sql>) =>
  (
    await rowsOf<{ kind: string; entries: number }>(
      db,
      sql`select ${outbox.kind} as kind, count(*)::int as entries from ${outbox} where ${where} group by ${outbox.kind}`,
    )
  ).map((row) => ({ labels: { kind: row.kind }, value: row.entries }));

/** The outbox as the operators watch it: how much waits, how long the oldest has waited, what failed for good. */
export function registerOutboxFigures(metrics: Metrics, db: Db): void {
  metrics.gauge({
    name: 'makro_outbox_pending_entries',
    help: 'Side effects waiting to be performed (pending or being sent), by kind.',
    labelNames: ['kind'],
    read: () => countByKind(db, WAITING),
  });
  metrics.gauge({
    name: 'makro_outbox_oldest_pending_age_seconds',
    help: 'How long the oldest side effect still waiting has waited (0 when none waits).',
    read: async () => {
      const [row] = await rowsOf<{ seconds: number | null }>(
        db,
        sql`select extract(epoch from now() - min(${outbox.created_at}))::float8 as seconds from ${outbox} where ${WAITING}`,
      );
      return [{ value: row?.seconds ?? 0 }];
    },
  });
  metrics.gauge({
    name: 'makro_outbox_failed_entries',
    help: 'Side effects that failed for good and wait for an administrator’s retry, by kind.',
    labelNames: ['kind'],
    read: () => countByKind(db, FAILED),
  });
}

/** The database pool (PostgreSQL). PGlite is one connection in the process: reported as 1, with no pool figures. */
export function registerDatabaseFigures(metrics: Metrics, database: Database): void {
  const { poolUse } = database;
  metrics.gauge({
    name: 'makro_db_pool_connections',
    help: 'Open database connections (PGlite: always its one connection).',
    read: async () => [{ value: poolUse ? poolUse().connections : 1 }],
  });
  if (!poolUse) return;
  metrics.gauge({
    name: 'makro_db_pool_idle_connections',
    help: 'Open database connections not in use.',
    read: async () => [{ value: poolUse().idle }],
  });
  metrics.gauge({
    name: 'makro_db_pool_waiting_queries',
    help: 'Queries waiting for a free connection (above zero, the pool is too small for the load).',
    read: async () => [{ value: poolUse().waiting }],
  });
}
