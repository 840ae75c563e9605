import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
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

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const dropDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined);

/** A migrated database of this test run on the PostgreSQL server, for test files to copy. */
export async function createTemplateDatabase(serverUrl: string): Promise<string> {
  const name = `makro_test_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const database = await openDatabase({ url: withDatabaseName(serverUrl, name) });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  return name;
}

/** Copies of one template are made one at a time: PostgreSQL refuses a copy while the template is in use. */
const TEMPLATE_COPY_LOCK_KEY = 7_285_304_120;

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (a copy of the run's migrated template) that is dropped again on close.
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
  const template = inject('templateDatabase');
  await onServer(serverUrl, async (client) => {
    if (!template) return client.query(`create database ${name}`);
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_COPY_LOCK_KEY]);
    await client.query(`create database ${name} template ${template}`);
  });
  const database = await openDatabase({ url: withDatabaseName(serverUrl, name) });
  if (!template) await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
