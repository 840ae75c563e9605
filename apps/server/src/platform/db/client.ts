import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
// No schema is registered: queries name their tables, so the platform needs no feature's tables.
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A write helper takes either; callers inside a transaction must pass the `tx` (PGlite has one connection). */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** PGlite snapshot to start from (tests use a migrated one). */
  snapshot?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server drops (restart, failover) is replaced on the next checkout;
    // without a listener its error would end the process.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    return { db: drizzlePg(pool) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  return { db: drizzlePglite(client) as unknown as Db, kind: 'pglite', close: () => client.close() };
}
