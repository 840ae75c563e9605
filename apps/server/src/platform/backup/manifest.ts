import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/migrate';

/** PGlite's dump of the data directory: the database and, with STORAGE=local, the stored files under files/. */
export const DATABASE_ARCHIVE = 'database.tar.gz';
export const MANIFEST_FILE = 'manifest.json';

export interface BackupManifest {
  format: 1;
  app_version: string;
  /** Migrations applied to the database when it was copied; a newer Makro applies the rest on start. */
  migrations: number;
  database: 'pglite';
  created_at: string;
  /** How the copy was taken: asked of the server that was running, or by opening the idle directory. */
  taken_by: 'running server' | 'backup command';
}

const firstNumber = (result: unknown) => (result as { rows: { n: number | null }[] }).rows[0]?.n ?? 0;

/** 0 for a database no Makro has migrated yet (it has no migrations table). */
export async function appliedMigrations(db: Db): Promise<number> {
  const tables = await db.execute(sql`select count(to_regclass('drizzle.__drizzle_migrations'))::int as n`);
  if (firstNumber(tables) === 0) return 0;
  return firstNumber(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
}

/** The migrations this code knows: a backup with more was made by a newer Makro and cannot be opened here. */
export function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Headers the backup route answers with, so the command can write the manifest. */
export const BACKUP_HEADERS = { appVersion: 'x-makro-app-version', migrations: 'x-makro-migrations' } as const;
