import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * A query's rows as arrays of the driver's values, through a server-side cursor a batch at a time and only as
 * fast as the stream is read, so memory holds one batch whatever the result's size. The stream holds a pooled
 * connection of its own; when it closes (read to the end, failed, or destroyed because the client went away) the
 * cursor is closed and the connection goes back to the pool. PostgreSQL only: PGlite has one connection, and a
 * download holding it open would stop every other request.
 */
export async function streamRows(database: Database, query: SQL, batchSize = 1000): Promise<Readable> {
  if (database.kind !== 'postgres') throw new Error('Streaming rows through a cursor needs PostgreSQL.');
  const pool = (database.db as unknown as NodePgDatabase & { $client: pg.Pool }).$client;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = await pool.connect();
  const rows = client.query(new QueryStream(text, params, { rowMode: 'array', batchSize }));
  let failure: Error | undefined;
  rows.once('error', (error) => (failure = error));
  // A failed query leaves the connection in an unknown state: it is closed instead of reused.
  rows.once('close', () => client.release(failure));
  return rows;
}
