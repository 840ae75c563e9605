import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { currentRequestId } from '../observability/request-context';
import { outbox } from './tables';

export interface OutboxEntry<P> {
  kind: string;
  /** Same key, same effect: a second enqueue (double click, retried request) is ignored. */
  idempotencyKey: string;
  description: string;
  payload: P;
}

/**
 * Records a side effect; call it with the transaction of the change that causes it. The entry keeps the id of
 * the request being answered (none in background work), so the worker's lines about it can be found from it.
 */
export async function enqueue<P>(tx: DbOrTx, entry: OutboxEntry<P>): Promise<void> {
  await tx
    .insert(outbox)
    .values({
      kind: entry.kind,
      idempotency_key: entry.idempotencyKey,
      description: entry.description,
      payload: entry.payload,
      request_id: currentRequestId() ?? null,
    })
    .onConflictDoNothing({ target: outbox.idempotency_key });
}

/** Puts a failed entry back in the queue with a fresh set of attempts (an administrator's retry). */
export async function requeue(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, next_attempt_at: sql`now()`, last_error: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  return rows.length > 0;
}
