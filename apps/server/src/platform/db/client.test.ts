import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('a PostgreSQL connection lost mid-transaction (needs TEST_DATABASE_URL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('fails that transaction only; the process lives on and the next query gets a new connection', async () => {
    let backend = 0;
    const transaction = database.db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_backend_pid() as pid`);
      backend = Number((result as unknown as { rows: { pid: number }[] }).rows[0]!.pid);
      await tx.execute(sql`select pg_sleep(10)`);
    });
    const outcome = transaction.then(
      () => 'committed',
      (error: Error) => `failed: ${error.cause instanceof Error ? error.cause.message : error.message}`,
    );
    await vi.waitFor(() => expect(backend).toBeGreaterThan(0));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [backend]);
    await admin.end();

    expect(await outcome).toBe('failed: Connection terminated unexpectedly');
    const after = await database.db.execute(sql`select 1 as one`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
  });
});
