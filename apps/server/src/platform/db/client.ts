import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { runPreparedStatementsOn } from './prepared';
// No schema is registered: queries name their tables, so the platform needs no feature's tables.
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A write helper takes either; callers inside a transaction must pass the `tx` (PGlite has one connection). */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onPayload` for each NOTIFY on the channel, from any process on this database, once the notifying
   * transaction commits. Answers the way to stop listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** The connection pool's use now (PostgreSQL); PGlite has one connection and no pool. */
  poolUse?: () => PoolUse;
  /**
   * PGlite only: its whole data directory as a gzipped tarball, taken between two queries, so a consistent copy
   * while the server runs. PostgreSQL is backed up with pg_dump instead.
   */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface PoolUse {
  connections: number;
  idle: number;
  /** Queries waiting for a connection: above zero, the pool is too small for the load. */
  waiting: number;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /**
   * PostgreSQL connections at most for queries (default 20: 50 concurrent searches queue on them, not on the
   * database), and half as many again for the prepared statements.
   */
  poolSize?: number;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** PGlite snapshot to start from (tests use a migrated one). */
  snapshot?: Blob;
}

const DEFAULT_POOL_SIZE = 20;

function postgresPool(url: string, max: number, options?: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, ...(options && { options }) });
  // An idle connection the server drops (restart, failover) is replaced on the next checkout;
  // without a listener its error would end the process.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  // The same for a connection checked out for a transaction, which the pool does not listen to: the query in
  // flight fails with the error, and the dead connection is dropped when it is given back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
    const pool = postgresPool(options.url, poolSize);
    // The prepared statements' own connections, planned once each: see platform/db/prepared.ts.
    const preparedPool = postgresPool(
      options.url,
      Math.max(2, Math.ceil(poolSize / 2)),
      // A generic plan does not know the LIMIT, so it would start parallel workers for a page of twenty rows.
      '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0',
    );
    const db = drizzlePg(pool) as unknown as Db;
    runPreparedStatementsOn(db, drizzlePg(preparedPool) as unknown as Db);
    const listeners = postgresListeners(options.url);
    const pools = [pool, preparedPool];
    const sum = (figure: (each: pg.Pool) => number) => pools.reduce((total, each) => total + figure(each), 0);
    return {
      db,
      kind: 'postgres',
      listen: listeners.listen,
      poolUse: () => ({
        connections: sum((each) => each.totalCount),
        idle: sum((each) => each.idleCount),
        waiting: sum((each) => each.waitingCount),
      }),
      close: async () => {
        await listeners.close();
        await Promise.all(pools.map((each) => each.end()));
      },
    };
  }
  // Loaded only when used: PGlite's WebAssembly build adds some 40 MB to a process that talks to PostgreSQL.
  const { openPglite } = await import('./pglite');
  return openPglite(options);
}

const RECONNECT_MS = 2_000;

/**
 * LISTEN needs a connection of its own, outside the pool, held for the process's life. When it drops (a
 * database restart, a failover) it is opened again and every channel listened to anew.
 */
function postgresListeners(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      next.on('error', (error) => {
        console.warn(`notification connection lost: ${error.message}`);
        client = undefined;
        connecting = undefined;
        void next.end().catch(() => undefined);
        if (!closed) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
      return next;
    })();
    return connecting;
  };
  const reconnect = () =>
    connect().catch((error: unknown) => {
      connecting = undefined;
      console.warn(`notification connection failed: ${(error as Error).message}`);
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    });

  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(onPayload);
      handlers.set(channel, set);
      if (first) await (await connect()).query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          handlers.delete(channel);
          await client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
