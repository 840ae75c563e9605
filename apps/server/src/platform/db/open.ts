import type { Config } from '../../config';
import { openDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';

/** The database the config names, migrated to the latest schema. */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl, poolSize: config.databasePoolSize } : { dataDir: config.dataDir },
  );
  await migrateDatabase(database);
  return database;
}
