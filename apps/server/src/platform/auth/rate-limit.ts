import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimitBuckets } from './tables';

export interface Window {
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit on `key` in a fixed window and answers whether it is over the limit, in one statement
 * (insert … on conflict do update … returning): take the hit first, then do the limited work only when not
 * over, so concurrent attempts cannot all pass a check made before any of them counted. Kept in the
 * database so every server process shares the count (an attacker cannot spread guesses across them).
 */
export async function hit(
  db: DbOrTx,
  key: string,
  window: Window,
): Promise<{ over: boolean; retryAfterSeconds: number }> {
  const windowStart = new Date(Date.now() - window.windowMs);
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, hits: 1, window_started_at: new Date() })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${rateLimitBuckets.window_started_at} < ${windowStart} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        window_started_at: sql`case when ${rateLimitBuckets.window_started_at} < ${windowStart} then now() else ${rateLimitBuckets.window_started_at} end`,
      },
    })
    .returning();
  if (!row) return { over: false, retryAfterSeconds: 0 };
  const endsAt = row.window_started_at.getTime() + window.windowMs;
  return { over: row.hits > window.limit, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)) };
}

/**
 * Gives back one hit taken by `hit` for an attempt that did not count after all (a login that succeeded,
 * or one refused by another limit before anything was checked). Never below zero.
 */
export async function release(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ hits: sql`greatest(${rateLimitBuckets.hits} - 1, 0)` })
    .where(sql`${rateLimitBuckets.key} = ${key}`);
}

export async function clear(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${key}`);
}
