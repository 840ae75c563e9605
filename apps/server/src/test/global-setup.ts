import { existsSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { openDatabase } from '../platform/db/client';
import { migrateDatabase } from '../platform/db/migrate';
import { snapshotPath } from './database';

export default async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
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
