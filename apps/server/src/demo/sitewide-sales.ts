import type { Db } from '../platform/db/client';

/** The sitewide sale chapter (filled in by issue 17). */
export async function loadDemoSitewideSales(db: Db, now: Date): Promise<void> {
  void db;
  void now;
}
