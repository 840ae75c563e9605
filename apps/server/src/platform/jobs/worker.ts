import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
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
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  handlers: Record<string, OutboxHandler>;
  maxAttempts?: number;
  /** First retry after this long, doubling each time up to an hour. */
  retryBaseMs?: number;
  pollMs?: number;
  /** A claimed entry whose worker died is taken again after this long. */
  leaseMs?: number;
}

const BATCH = 10;

interface ClaimedEntry {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

export function backoffMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/**
 * Performs due outbox entries. Entries are claimed with FOR UPDATE SKIP LOCKED, so any number of
 * workers in any number of processes share the queue without doing an entry twice.
 */
export function createOutboxWorker(options: WorkerOptions) {
  const maxAttempts = options.maxAttempts ?? 6;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const leaseMs = options.leaseMs ?? 120_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  // Until start(), nudges do nothing: tests and scripts drive the worker with runOnce().
  let stopped = true;

  /** `skip`: entries this drain already handled; one that just failed waits for its next attempt. */
  async function claim(skip: number[]): Promise<ClaimedEntry[]> {
    const notHandled =
      skip.length === 0
        ? sql`true`
        : sql`id not in (${sql.join(
            skip.map((id) => sql`${id}`),
            sql`, `,
          )})`;
    const result = await options.db.execute(sql`
      update ${outbox} set status = 'sending', attempts = attempts + 1,
        locked_until = now() + (${leaseMs} * interval '1 millisecond'), updated_at = now()
      where id in (
        select id from ${outbox}
        where ((status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now()))
          and ${notHandled}
        order by next_attempt_at, id
        limit ${BATCH}
        for update skip locked
      )
      returning id, kind, payload, attempts`);
    // node-postgres and PGlite both answer { rows }.
    return (result as unknown as { rows: ClaimedEntry[] }).rows;
  }

  async function perform(entry: ClaimedEntry) {
    const handler = options.handlers[entry.kind];
    try {
      if (!handler) throw new PermanentFailure(`No handler for ${entry.kind}`);
      const outcome = (await handler(entry.payload)) ?? {};
      await options.db
        .update(outbox)
        .set({
          status: 'sent',
          done_at: sql`now()`,
          locked_until: null,
          last_error: null,
          result: outcome.result ?? null,
          ...(outcome.keptPayload === undefined ? {} : { payload: outcome.keptPayload }),
        })
        .where(eq(outbox.id, entry.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = error instanceof PermanentFailure || entry.attempts >= maxAttempts;
      options.log.warn({ outboxId: entry.id, attempt: entry.attempts, final, err: message }, 'outbox entry failed');
      await options.db
        .update(outbox)
        .set({
          status: final ? 'failed' : 'pending',
          last_error: message.slice(0, 2000),
          locked_until: null,
          ...(final
            ? { done_at: sql`now()` }
            : { next_attempt_at: new Date(Date.now() + backoffMs(entry.attempts, retryBaseMs)) }),
        })
        .where(eq(outbox.id, entry.id));
    }
  }

  /** Performs everything due now; answers how many entries it handled. */
  async function drain(): Promise<number> {
    const handled: number[] = [];
    for (;;) {
      const rows = await claim(handled);
      if (rows.length === 0) return handled.length;
      for (const row of rows) {
        await perform(row);
        handled.push(row.id);
      }
    }
  }

  function runOnce(): Promise<number> {
    running ??= drain()
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
      const tick = () => {
        timer = setTimeout(() => void runOnce().finally(() => !stopped && tick()), options.pollMs ?? 2_000);
      };
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
