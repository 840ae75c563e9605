import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createScheduledJob } from './scheduler';
import { scheduledJobs } from './tables';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { warn: () => undefined };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('scheduled jobs', () => {
  it('runs a job once per interval however many processes look, and not while a run is under way', async () => {
    let runs = 0;
    let slow = false;
    // One job object per "process", all on one database.
    const processes = [1, 2, 3].map(() =>
      createScheduledJob({
        db: t.db,
        log: quiet,
        name: 'test-once',
        intervalMs: 300,
        leaseMs: 150,
        run: async () => {
          runs++;
          if (slow) await sleep(600);
        },
      }),
    );
    const lookAll = () => Promise.all(processes.map((job) => job.runIfDue()));

    expect((await lookAll()).filter(Boolean)).toHaveLength(1);
    expect(await lookAll()).toEqual([false, false, false]);
    expect(runs).toBe(1);

    await sleep(350);
    slow = true;
    const slowRun = processes[0]!.runIfDue();
    // Past the next due time and several lease lengths: the running process renews its lease.
    await sleep(450);
    expect(await Promise.all(processes.slice(1).map((job) => job.runIfDue()))).toEqual([false, false]);
    expect(await slowRun).toBe(true);
    expect(runs).toBe(2);

    const [row] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'test-once'));
    expect(row).toMatchObject({ runs: 2, lease_owner: null, last_error: null });
  });

  it('records a failed run and runs again next interval', async () => {
    let calls = 0;
    const job = createScheduledJob({
      db: t.db,
      log: quiet,
      name: 'test-failing',
      intervalMs: 100,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('vendor down');
      },
    });
    expect(await job.runIfDue()).toBe(true);
    const [failed] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'test-failing'));
    expect(failed).toMatchObject({ last_error: 'vendor down', lease_owner: null });
    await sleep(150);
    expect(await job.runIfDue()).toBe(true);
    expect(calls).toBe(2);
  });
});
