import type { Config } from '../config';
import type { Db } from '../platform/db/client';

/**
 * The approved partners' reseller codes: their coupons exist on both simulated shops, and partner-orders.ts
 * places some of the shops' orders with them, so the order report's partner export has real rows.
 */
export const DEMO_PARTNER_CODES = ['TORQUEPRO15', 'VALLEYAUTO15', 'DASHDOCS15'] as const;

/** The partner program's chapter (filled in by issue 16). */
export async function loadDemoPartners(db: Db, config: Config, now: Date): Promise<void> {
  void db;
  void config;
  void now;
}
