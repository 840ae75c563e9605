import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimitBuckets } from './tables';

export interface Window {
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit on `key` in a fixed window and answers whether it is over the limit. Kept in the
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

export async function peek(
  db: DbOrTx,
  key: string,
  window: Window,
): Promise<{ over: boolean; retryAfterSeconds: number }> {
  const rows = await db
    .select()
    .from(rateLimitBuckets)
    .where(sql`${rateLimitBuckets.key} = ${key}`);
  const row = rows[0];
  if (!row) return { over: false, retryAfterSeconds: 0 };
  const endsAt = row.window_started_at.getTime() + window.windowMs;
  const live = endsAt > Date.now();
  return {
    over: live && row.hits >= window.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)),
  };
}

export async function clear(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${key}`);
}
