import { existsSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/client';
import { migrateDatabase } from '../platform/db/migrate';
import { createTemplateDatabase, dropDatabase, snapshotPath } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL only: the migrated database each test file's database is copied from. */
    templateDatabase: string | undefined;
  }
}

/**
 * Migrates once per run, not once per test file: on PGlite into a snapshot kept per migration set, on
 * PostgreSQL into a template database of this run that every test file's database copies, dropped at the end.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  // The project's own setting (the root config runs the suite once per database) before the environment's.
  const serverUrl = project.config.env.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createTemplateDatabase(serverUrl);
    project.provide('templateDatabase', template);
    return () => dropDatabase(serverUrl, template);
  }
  project.provide('templateDatabase', undefined);
  const target = snapshotPath();
  if (existsSync(target)) return;
  const database = await openDatabase({});
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  await writeFile(`${target}.tmp`, Buffer.from(await dump.arrayBuffer()));
  await rename(`${target}.tmp`, target);
  await database.close();
}
