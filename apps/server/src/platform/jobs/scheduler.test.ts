import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createScheduledJob } from './scheduler';
import { scheduledJobs } from './tables';

const quiet = { warn: () => undefined };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A clock the test moves by hand, so due dates and leases never depend on how fast the machine is. */
function handClock() {
  let current = new Date('2026-01-05T08:00:00.000Z').getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const jobRow = async (name: string) =>
  (await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0]!;

describe('scheduled jobs', () => {
  it('runs a job once per interval however many processes look, and not while a run is under way', async () => {
    // Only the lease renewal's timer is faked: the test fires it when the run has outlived its first lease.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = handClock();
    let runs = 0;
    let slowRun: ReturnType<typeof deferred> | undefined;
    // One job object per "process", all on one database.
    const processes = [1, 2, 3].map(() =>
      createScheduledJob({
        db: t.db,
        log: quiet,
        name: 'test-once',
        intervalMs: 300,
        leaseMs: 150,
        clock: clock.now,
        run: async () => {
          runs++;
          if (slowRun) await slowRun.promise;
        },
      }),
    );
    const lookAll = () => Promise.all(processes.map((job) => job.runIfDue()));

    expect((await lookAll()).filter(Boolean)).toHaveLength(1);
    expect(await lookAll()).toEqual([false, false, false]);
    clock.advance(299);
    expect(await lookAll()).toEqual([false, false, false]);
    expect(runs).toBe(1);

    clock.advance(51);
    slowRun = deferred();
    const running = processes[0]!.runIfDue();
    await vi.waitFor(() => expect(runs).toBe(2));
    // Past the next due time and several lease lengths: the running process renews its lease.
    clock.advance(450);
    const renewedUntil = new Date(clock.now().getTime() + 150).getTime();
    await vi.advanceTimersByTimeAsync(50);
    await vi.waitFor(async () => expect((await jobRow('test-once')).lease_until?.getTime()).toBe(renewedUntil));
    expect(await Promise.all(processes.slice(1).map((job) => job.runIfDue()))).toEqual([false, false]);
    slowRun.resolve();
    expect(await running).toBe(true);
    expect(runs).toBe(2);
    expect(await jobRow('test-once')).toMatchObject({ runs: 2, lease_owner: null, last_error: null });

    // A lease that is not renewed (its process died) is taken over once it has run out.
    await t.db
      .update(scheduledJobs)
      .set({ lease_owner: 'dead-process', lease_until: clock.now() })
      .where(eq(scheduledJobs.name, 'test-once'));
    clock.advance(300);
    slowRun = undefined;
    expect((await lookAll()).filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(3);
  });

  it('records a failed run and runs again next interval', async () => {
    const clock = handClock();
    let calls = 0;
    const job = createScheduledJob({
      db: t.db,
      log: quiet,
      name: 'test-failing',
      intervalMs: 100,
      clock: clock.now,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('vendor down');
      },
    });
    expect(await job.runIfDue()).toBe(true);
    expect(await jobRow('test-failing')).toMatchObject({ last_error: 'vendor down', lease_owner: null });
    clock.advance(99);
    expect(await job.runIfDue()).toBe(false);
    clock.advance(1);
    expect(await job.runIfDue()).toBe(true);
    expect(calls).toBe(2);
  });
});
