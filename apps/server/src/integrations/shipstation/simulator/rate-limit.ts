import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { shipstationRateWindows } from './tables';

/** ShipStation V1's limit: 40 requests a minute per API key and secret (integrations.md §2.1). */
export const SHIPSTATION_RATE_LIMIT = { limit: 40, windowMs: 60_000 };
export type RateLimitSettings = typeof SHIPSTATION_RATE_LIMIT;

export interface RateCount {
  limit: number;
  remaining: number;
  /** Whole seconds until the window resets (at least 1 while it runs). */
  resetSeconds: number;
  /** Past the limit: answer 429. */
  exceeded: boolean;
}

/**
 * Counts one request against the key's fixed window, in one statement so parallel requests (and server
 * processes) share the count: a window older than `windowMs` starts over with this request.
 */
export async function countRequest(db: Db, apiKey: string, settings: RateLimitSettings, now: Date): Promise<RateCount> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${shipstationRateWindows.window_started_at} <= ${at} - ${settings.windowMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(shipstationRateWindows)
    .values({ api_key: apiKey, window_started_at: now, used: 1 })
    .onConflictDoUpdate({
      target: shipstationRateWindows.api_key,
      set: {
        window_started_at: sql`case when ${expired} then ${at} else ${shipstationRateWindows.window_started_at} end`,
        used: sql`case when ${expired} then 1 else ${shipstationRateWindows.used} + 1 end`,
      },
    })
    .returning();
  const endsAt = row!.window_started_at.getTime() + settings.windowMs;
  return {
    limit: settings.limit,
    remaining: Math.max(0, settings.limit - row!.used),
    resetSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
    exceeded: row!.used > settings.limit,
  };
}

/** Starts every key's window afresh (after the limit is changed, or to clear a test's count). */
export async function clearRateWindows(db: Db): Promise<void> {
  await db.delete(shipstationRateWindows);
}
