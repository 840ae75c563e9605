import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, DatabaseOptions, Db } from './client';

/** The embedded database: one connection in this process, on a data directory or in memory. */
export async function openPglite(options: DatabaseOptions): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  return {
    db: drizzle(client) as unknown as Db,
    kind: 'pglite',
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    dump: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}
