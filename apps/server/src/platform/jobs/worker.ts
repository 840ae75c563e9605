import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outsideAnyRequest } from '../observability/request-context';
import { outbox } from './tables';

/** A failure the next attempt cannot fix (bad address, rejected credentials): stop retrying. */
export class PermanentFailure extends Error {}

export interface OutboxResult {
  result?: unknown;
  /** The payload as it should be kept once done, e.g. without the password a welcome e-mail carried. */
  keptPayload?: unknown;
}

export type OutboxHandler = (payload: unknown) => Promise<OutboxResult | void>;

export interface WorkerOptions {
  db: Db;
  /** `info` (one line per attempt) is optional: tests pass a quiet logger without it. */
  log: Pick<FastifyBaseLogger, 'warn' | 'error'> & Partial<Pick<FastifyBaseLogger, 'info'>>;
  handlers: Record<string, OutboxHandler>;
  maxAttempts?: number;
  /** First retry after this long, doubling each time up to an hour. */
  retryBaseMs?: number;
  pollMs?: number;
  /** A claimed entry whose worker died is taken again after this long. */
  leaseMs?: number;
  /** Told when an entry fails for good, so someone hears of it (the administrators' notifications). */
  onGaveUp?: (entry: { id: number; kind: string; description: string; error: string }) => Promise<void>;
  /** Told the outcome of every attempt (the metrics count them). */
  onAttempt?: (kind: string, outcome: AttemptOutcome) => void;
  /** The kinds this worker performs; every kind when omitted (see `outboxLanes`). */
  kinds?: OutboxLane;
}

/** A worker's share of the queue: only some kinds, or every kind but some. */
export type OutboxLane = { only: readonly string[] } | { except: readonly string[] };

export type AttemptOutcome = 'sent' | 'retrying' | 'gave_up';

interface ClaimedEntry {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  /** This claim's fencing token: the entry is renewed and completed only while it still holds it. */
  lease_owner: string;
  /** The request that queued it, so its log lines and the worker's share one id. */
  request_id: string | null;
}

export function backoffMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

const listOf = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

function laneCondition(lane: OutboxLane | undefined): SQL {
  if (!lane) return sql`true`;
  if ('only' in lane) return lane.only.length === 0 ? sql`false` : sql`kind in (${listOf(lane.only)})`;
  return lane.except.length === 0 ? sql`true` : sql`kind not in (${listOf(lane.except)})`;
}

/**
 * Performs due outbox entries, one at a time. Each entry is claimed alone (FOR UPDATE SKIP LOCKED) under
 * its own lease and a fresh owner token; the lease is renewed while the side effect runs, and the entry
 * is marked done or failed only where the token is still this claim's. So any number of workers in any
 * number of processes share the queue: a slow send keeps its entry, and a worker whose lease was taken
 * over (it stalled longer than the lease) cannot overwrite the other's outcome.
 */
export function createOutboxWorker(options: WorkerOptions) {
  const maxAttempts = options.maxAttempts ?? 6;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const leaseMs = options.leaseMs ?? 120_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  // Until start(), nudges do nothing: tests and scripts drive the worker with runOnce().
  let stopped = true;
  // Set by stop(): the entry in hand is finished, no further one is claimed (a shutdown hands the rest on).
  let stopping = false;

  const inLane = laneCondition(options.kinds);

  /** `skip`: entries this drain already handled; one that just failed waits for its next attempt. */
  async function claim(skip: number[]): Promise<ClaimedEntry | undefined> {
    const notHandled = skip.length === 0 ? sql`true` : sql`id not in (${listOf(skip)})`;
    const result = await options.db.execute(sql`
      update ${outbox} set status = 'sending', attempts = attempts + 1, lease_owner = ${randomUUID()},
        locked_until = now() + (${leaseMs} * interval '1 millisecond'), updated_at = now()
      where id = (
        select id from ${outbox}
        where ((status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now()))
          and ${notHandled} and ${inLane}
        order by next_attempt_at, id
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts, lease_owner, request_id`);
    // node-postgres and PGlite both answer { rows }.
    return (result as unknown as { rows: ClaimedEntry[] }).rows[0];
  }

  const heldBy = (entry: ClaimedEntry) =>
    and(eq(outbox.id, entry.id), eq(outbox.status, 'sending'), eq(outbox.lease_owner, entry.lease_owner));

  /** Extends the lease every third of its length while the side effect runs. */
  function keepLease(entry: ClaimedEntry): () => void {
    const renewal = setInterval(
      () => {
        options.db
          .update(outbox)
          .set({ locked_until: sql`now() + (${leaseMs} * interval '1 millisecond')` })
          .where(heldBy(entry))
          .catch((error: unknown) =>
            options.log.warn({ outboxId: entry.id, err: error }, 'outbox lease renewal failed'),
          );
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    renewal.unref();
    return () => clearInterval(renewal);
  }

  /** Records the outcome if this claim still holds the entry; otherwise says so in the log. */
  async function settle(entry: ClaimedEntry, values: PgUpdateSetSource<typeof outbox>) {
    const rows = await options.db
      .update(outbox)
      .set({ ...values, locked_until: null, lease_owner: null })
      .where(heldBy(entry))
      .returning({ id: outbox.id });
    if (rows.length === 0) {
      options.log.warn(
        { outboxId: entry.id, attempt: entry.attempts },
        'outbox entry lease lost before its outcome was recorded',
      );
    }
  }

  async function perform(entry: ClaimedEntry) {
    const handler = options.handlers[entry.kind];
    const release = keepLease(entry);
    // `reqId`, as Fastify labels a request's lines: one search finds the request and its side effects.
    const about = { outboxId: entry.id, kind: entry.kind, attempt: entry.attempts, reqId: entry.request_id };
    try {
      if (!handler) throw new PermanentFailure(`No handler for ${entry.kind}`);
      const outcome = (await handler(entry.payload)) ?? {};
      release();
      await settle(entry, {
        status: 'sent',
        done_at: sql`now()`,
        last_error: null,
        result: outcome.result ?? null,
        ...(outcome.keptPayload === undefined ? {} : { payload: outcome.keptPayload }),
      });
      options.log.info?.(about, 'outbox entry done');
      options.onAttempt?.(entry.kind, 'sent');
    } catch (error) {
      release();
      const message = error instanceof Error ? error.message : String(error);
      const final = error instanceof PermanentFailure || entry.attempts >= maxAttempts;
      options.log.warn({ ...about, final, err: message }, 'outbox entry failed');
      options.onAttempt?.(entry.kind, final ? 'gave_up' : 'retrying');
      await settle(entry, {
        status: final ? 'failed' : 'pending',
        last_error: message.slice(0, 2000),
        ...(final
          ? { done_at: sql`now()` }
          : { next_attempt_at: new Date(Date.now() + backoffMs(entry.attempts, retryBaseMs)) }),
      });
      if (final) await reportGaveUp(entry, message);
    }
  }

  async function reportGaveUp(entry: ClaimedEntry, error: string) {
    if (!options.onGaveUp) return;
    const [row] = await options.db
      .select({ description: outbox.description })
      .from(outbox)
      .where(eq(outbox.id, entry.id));
    await options
      .onGaveUp({ id: entry.id, kind: entry.kind, description: row?.description ?? entry.kind, error })
      .catch((failure: unknown) =>
        options.log.error({ outboxId: entry.id, err: failure }, 'reporting a failure failed'),
      );
  }

  /** Performs everything due now; answers how many entries it handled. */
  async function drain(): Promise<number> {
    const handled: number[] = [];
    for (;;) {
      if (stopping) return handled.length;
      const entry = await claim(handled);
      if (!entry) return handled.length;
      await perform(entry);
      handled.push(entry.id);
    }
  }

  function runOnce(): Promise<number> {
    running ??= outsideAnyRequest(drain)
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'outbox worker failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    runOnce,
    /** Wakes the worker now instead of at the next poll (after a commit that enqueued something). */
    nudge() {
      if (!stopped) setImmediate(() => void runOnce());
    },
    start() {
      stopped = false;
      stopping = false;
      const tick = () => {
        timer = setTimeout(() => void runOnce().finally(() => !stopped && tick()), options.pollMs ?? 2_000);
      };
      tick();
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

/**
 * Several workers, each with its lane of kinds, driven as one: started, stopped, nudged and run together. A
 * worker performs one entry at a time, so a slow kind (an order report reads a year of ShipStation pages, for
 * minutes) gets a lane of its own and the e-mails, shop orders and refunds queued behind it do not wait.
 */
export function outboxLanes(
  options: Omit<WorkerOptions, 'kinds'>,
  ownLanes: readonly (readonly string[])[],
): OutboxWorker {
  const separate = ownLanes.flat();
  const workers = [
    createOutboxWorker({ ...options, kinds: { except: separate } }),
    ...ownLanes.map((kinds) => createOutboxWorker({ ...options, kinds: { only: kinds } })),
  ];
  return {
    runOnce: async () => (await Promise.all(workers.map((worker) => worker.runOnce()))).reduce((a, b) => a + b, 0),
    nudge: () => workers.forEach((worker) => worker.nudge()),
    start: () => workers.forEach((worker) => worker.start()),
    stop: async () => void (await Promise.all(workers.map((worker) => worker.stop()))),
  };
}
