import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database, DbOrTx } from './client';
import { preparedPerHandle } from './prepared';

const planCacheMode = (db: DbOrTx) =>
  db
    .select({
      mode: sql<string>`current_setting('plan_cache_mode')`,
      workers: sql<string>`current_setting('max_parallel_workers_per_gather')`,
    })
    .from(sql`(select 1) as one`);
const preparedPlanCacheMode = preparedPerHandle((db) => planCacheMode(db).prepare('test_plan_cache_mode'));

describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('run on connections that keep their generic plan, without parallel workers; other queries are planned for their values', async () => {
    for (let run = 0; run < 3; run++) {
      expect(await preparedPlanCacheMode(database.db).execute()).toEqual([
        { mode: 'force_generic_plan', workers: '0' },
      ]);
    }
    expect(await planCacheMode(database.db)).toMatchObject([{ mode: 'auto' }]);
  });

  it('run on the transaction’s own connection inside a transaction', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
      expect(await preparedPlanCacheMode(tx).execute()).toMatchObject([{ mode: 'force_custom_plan' }]);
    });
  });
});
