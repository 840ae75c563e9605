import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../platform/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../platform/db/migrate';

/** A migrated PGlite snapshot per migration set: loading it takes a second, migrating from scratch three. */
export function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return path.join(os.tmpdir(), `makro-test-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL that is dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = snapshotPath();
    if (existsSync(snapshot)) {
      return openDatabase({ snapshot: new Blob([await readFile(snapshot)]) });
    }
    const database = await openDatabase({});
    await migrateDatabase(database);
    return database;
  }
  const name = `makro_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ url: withDatabaseName(serverUrl, name) });
  await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
