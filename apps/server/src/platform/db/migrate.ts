import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './client';
import { SERVER_ROOT } from '../server-root';

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

/** Held while one process migrates; the others wait, then find nothing left to do. Any constant, the same everywhere. */
const MIGRATION_LOCK_KEY = 7_285_304_119;

/**
 * drizzle's runtime migrator: drizzle-kit's CLI cannot load PGlite extensions (stack notes). It applies the
 * pending migrations in one transaction, so a failure leaves the schema as it was; the error then names the
 * migration and the database's reason, and the server must not start.
 */
export async function migrateDatabase(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const config = { migrationsFolder };
  try {
    if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, config);
    else {
      const db = database.db as unknown as NodePgDatabase & { $client: pg.Pool };
      await withMigrationLock(db.$client, () => migratePg(db, config));
    }
  } catch (error) {
    throw new Error(migrationFailure(error, migrationsFolder), { cause: error });
  }
}

/**
 * Processes starting together on one PostgreSQL database migrate one at a time: a session-level advisory lock
 * on one connection of the pool, released on that same connection.
 */
async function withMigrationLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}

interface FailedQuery {
  query?: string;
  cause?: unknown;
  message: string;
}

/** "Migration 0021_x failed: <the database's message>", finding the migration by the statement that failed. */
function migrationFailure(error: unknown, migrationsFolder: string): string {
  const failed = error as FailedQuery;
  const reason = failed.cause instanceof Error ? failed.cause.message : failed.message;
  const statement = failed.query?.trim();
  const name = statement ? migrationHolding(statement, migrationsFolder) : undefined;
  return (
    `Database migration ${name ?? '(unknown)'} failed: ${reason}. No pending migration was applied; ` +
    'the server did not start. Fix the cause and start again.'
  );
}

function migrationHolding(statement: string, migrationsFolder: string): string | undefined {
  try {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    return journal.entries.find(({ tag }) =>
      readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8')
        .split('--> statement-breakpoint')
        .some((part) => part.trim() === statement),
    )?.tag;
  } catch {
    return undefined;
  }
}
