import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { outbox } from '../../platform/jobs/tables';

/**
 * One repair request is worked on by one caller at a time: its outbox entry is the lock (held while the shop order is
 * made, like a worker's lease) and the safety net (a held entry whose caller died, or a creation whose answer was
 * lost, is finished by the worker: it records the order if the shop has it, and never makes one).
 */
export const REPAIR_RECONCILE_KIND = 'repair.reconcile_order';
const LEASE_MS = 90_000;
/** A failed creation is looked for again after this long, in case the shop made it and only the answer was lost. */
const RECHECK_AFTER_MS = 60_000;

export const repairClaimKey = (requestKey: string) => `repair-order:${requestKey}`;

export interface Claim {
  /** Records the outcome in the caller's transaction: the request is done. */
  done: (tx: Pick<Db, 'update'>) => Promise<void>;
  /** The creation failed: released, and looked for again later. */
  release: () => Promise<void>;
}

/** Takes the request, or answers null while another caller holds it. */
export async function claimRepairRequest(db: Db, requestKey: string, payload: unknown, description: string) {
  const owner = randomUUID();
  const lease = sql`now() + (${LEASE_MS} * interval '1 millisecond')`;
  const key = repairClaimKey(requestKey);
  const held = await db
    .insert(outbox)
    .values({
      kind: REPAIR_RECONCILE_KIND,
      idempotency_key: key,
      payload,
      description,
      status: 'sending',
      attempts: 1,
      lease_owner: owner,
      locked_until: lease,
    })
    .onConflictDoUpdate({
      target: outbox.idempotency_key,
      set: {
        status: 'sending',
        lease_owner: owner,
        locked_until: lease,
        payload,
        last_error: null,
        updated_at: sql`now()`,
      },
      // Taken over only when nobody holds it: a finished, failed or abandoned attempt.
      setWhere: sql`not (${outbox.status} = 'sending' and ${outbox.locked_until} > now())`,
    })
    .returning({ id: outbox.id });
  if (held.length === 0) return null;
  const mine = and(eq(outbox.idempotency_key, key), eq(outbox.lease_owner, owner));
  const claim: Claim = {
    done: async (tx) => {
      await tx
        .update(outbox)
        .set({ status: 'sent', done_at: sql`now()`, locked_until: null, lease_owner: null })
        .where(mine);
    },
    release: async () => {
      await db
        .update(outbox)
        .set({
          status: 'pending',
          locked_until: null,
          lease_owner: null,
          next_attempt_at: sql`now() + (${RECHECK_AFTER_MS} * interval '1 millisecond')`,
        })
        .where(mine);
    },
  };
  return claim;
}
