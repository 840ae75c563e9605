import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { scheduledJobs } from './tables';

export interface ScheduledJobOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The job's row in `scheduled_jobs`: the same name in every process. */
  name: string;
  intervalMs: number;
  /** `signal` is aborted when the process shuts down: stop at the next point the following run resumes from. */
  run: (signal: AbortSignal) => Promise<unknown>;
  /** A run whose process stops renewing (it died) is taken over after this long. */
  leaseMs?: number;
  /** How often this process looks whether the job is due; by default a tenth of the interval, 0.1 s to 30 s. */
  pollMs?: number;
  /** Told how each run this process performed ended (the metrics count them). */
  onRun?: (job: string, outcome: JobOutcome) => void;
  /** The time due dates and leases are counted from: the database's clock unless a test sets its own. */
  clock?: () => Date;
}

export type JobOutcome = 'succeeded' | 'failed';

/**
 * A periodic job that runs once per interval across every process on the database. Each process looks
 * now and then; the one whose `UPDATE … WHERE next_run_at <= now() AND no live lease … RETURNING` takes
 * the row runs the job, moving `next_run_at` one interval on at once, and renews its lease while running.
 * The database's clock decides, not the processes' timers.
 */
export function createScheduledJob(options: ScheduledJobOptions) {
  const leaseMs = options.leaseMs ?? 120_000;
  const pollMs = options.pollMs ?? Math.min(30_000, Math.max(100, Math.floor(options.intervalMs / 10)));
  const ms = (value: number) => sql`(${value} * interval '1 millisecond')`;
  const clock = options.clock;
  const now = () => (clock ? sql`${clock().toISOString()}::timestamptz` : sql`now()`);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> | undefined;
  let stopped = true;
  let stopping = new AbortController();

  /** Takes this interval's run; false when it is not due or another process runs it. */
  async function claim(owner: string): Promise<boolean> {
    await options.db
      .insert(scheduledJobs)
      .values({ name: options.name, next_run_at: now() })
      .onConflictDoNothing({ target: scheduledJobs.name });
    const taken = await options.db
      .update(scheduledJobs)
      .set({
        lease_owner: owner,
        lease_until: sql`${now()} + ${ms(leaseMs)}`,
        next_run_at: sql`${now()} + ${ms(options.intervalMs)}`,
        last_started_at: now(),
        runs: sql`${scheduledJobs.runs} + 1`,
        updated_at: now(),
      })
      .where(
        and(
          eq(scheduledJobs.name, options.name),
          sql`${scheduledJobs.next_run_at} <= ${now()}`,
          sql`(${scheduledJobs.lease_until} is null or ${scheduledJobs.lease_until} < ${now()})`,
        ),
      )
      .returning({ name: scheduledJobs.name });
    return taken.length === 1;
  }

  const held = (owner: string) => and(eq(scheduledJobs.name, options.name), eq(scheduledJobs.lease_owner, owner));

  /** Gives the lease back; a run cut short by a shutdown (or never started for one) is due again at once. */
  async function release(owner: string, failure: string | null, signal: AbortSignal): Promise<void> {
    await options.db
      .update(scheduledJobs)
      .set({
        lease_owner: null,
        lease_until: null,
        last_finished_at: now(),
        last_error: failure,
        updated_at: now(),
        // Cut short by a shutdown: due again at once, so the next process to look carries on.
        ...(signal.aborted ? { next_run_at: now() } : {}),
      })
      .where(held(owner));
  }

  /** Runs the job if it is due and no other process runs it; answers whether this process ran it. */
  async function runIfDue(): Promise<boolean> {
    const owner = randomUUID();
    if (!(await claim(owner))) return false;
    const signal = stopping.signal;
    // Stopped while the lease was being taken: the run is not started (its abort event has already fired).
    if (signal.aborted) {
      await release(owner, null, signal);
      return false;
    }
    const renewal = setInterval(
      () => {
        options.db
          .update(scheduledJobs)
          .set({ lease_until: sql`${now()} + ${ms(leaseMs)}` })
          .where(held(owner))
          .catch((error: unknown) => options.log.warn({ job: options.name, err: error }, 'job lease renewal failed'));
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    renewal.unref();
    let failure: string | null = null;
    try {
      await options.run(signal);
    } catch (error) {
      failure = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      options.log.warn({ job: options.name, err: error }, 'scheduled job failed; it runs again next interval');
    } finally {
      clearInterval(renewal);
    }
    options.onRun?.(options.name, failure === null ? 'succeeded' : 'failed');
    await release(owner, failure, signal);
    return true;
  }

  function tick(): Promise<boolean> {
    running ??= runIfDue()
      .catch((error: unknown) => {
        options.log.warn({ job: options.name, err: error }, 'scheduled job could not be claimed');
        return false;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    runIfDue: tick,
    start() {
      stopped = false;
      stopping = new AbortController();
      const loop = () => {
        timer = setTimeout(() => void tick().finally(() => !stopped && loop()), pollMs);
        timer.unref();
      };
      void tick().finally(() => !stopped && loop());
    },
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type ScheduledJob = ReturnType<typeof createScheduledJob>;
