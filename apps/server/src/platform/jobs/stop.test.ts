import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { enqueue } from './outbox';
import { createScheduledJob } from './scheduler';
import { outbox, scheduledJobs } from './tables';
import { createOutboxWorker } from './worker';

/** What a shutdown does to the background work: `stop()` as the server's close calls it. */
const quiet = { warn: () => undefined, error: () => undefined };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A promise and the function that settles it. */
function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('stopping the background work', () => {
  it('lets the worker finish the side effect in hand and leaves the rest queued for the next process', async () => {
    for (const key of ['stop-a', 'stop-b']) {
      await enqueue(t.db, { kind: 'test-stop', idempotencyKey: key, description: key, payload: { key } });
    }
    const release = gate();
    const performed: string[] = [];
    const worker = createOutboxWorker({
      db: t.db,
      log: quiet,
      pollMs: 50,
      handlers: {
        'test-stop': async (payload) => {
          performed.push((payload as { key: string }).key);
          await release.opened;
        },
      },
    });
    worker.start();
    await vi.waitFor(() => expect(performed).toHaveLength(1));
    const stopped = worker.stop();
    release.open();
    await stopped;

    const rows = await t.db
      .select({ key: outbox.idempotency_key, status: outbox.status, attempts: outbox.attempts })
      .from(outbox)
      .where(inArray(outbox.idempotency_key, ['stop-a', 'stop-b']));
    const state = Object.fromEntries(rows.map((row) => [row.key, { status: row.status, attempts: row.attempts }]));
    expect(performed).toEqual(['stop-a']);
    expect(state).toEqual({ 'stop-a': { status: 'sent', attempts: 1 }, 'stop-b': { status: 'pending', attempts: 0 } });
  });

  it('tells a running scheduled job to stop, and makes a run cut short due again at once', async () => {
    let started = false;
    let aborted = false;
    const job = createScheduledJob({
      db: t.db,
      log: quiet,
      name: 'test-stop',
      intervalMs: 3_600_000,
      run: (signal) =>
        new Promise<void>((resolve) => {
          started = true;
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        }),
    });
    job.start();
    await vi.waitFor(() => expect(started).toBe(true));
    const [row] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'test-stop'));
    expect(row?.lease_owner).not.toBeNull();
    await job.stop();

    expect(aborted).toBe(true);
    const result = (await t.db.execute(
      sql`select next_run_at <= now() as due, lease_owner from ${scheduledJobs} where name = 'test-stop'`,
    )) as unknown as { rows: { due: boolean; lease_owner: string | null }[] };
    expect(result.rows).toEqual([{ due: true, lease_owner: null }]);
  });

  it('does not start a run when the stop comes while the lease is being taken, and leaves the job due', async () => {
    const run = vi.fn(() => new Promise<void>(() => undefined));
    const job = createScheduledJob({ db: t.db, log: quiet, name: 'test-stop-early', intervalMs: 3_600_000, run });
    job.start();
    await job.stop();

    expect(run).not.toHaveBeenCalled();
    const result = (await t.db.execute(
      sql`select next_run_at <= now() as due, lease_owner from ${scheduledJobs} where name = 'test-stop-early'`,
    )) as unknown as { rows: { due: boolean; lease_owner: string | null }[] };
    expect(result.rows).toEqual([{ due: true, lease_owner: null }]);
  });
});
