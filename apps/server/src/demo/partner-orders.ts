import type { Db } from '../platform/db/client';

/** Shop orders placed with the demo partners' coupons (filled in by issue 16). */
export async function loadDemoPartnerOrders(db: Db, now: Date): Promise<void> {
  void db;
  void now;
}
