import type { Db } from '../platform/db/client';

/** The module request tracker's chapter (filled in by issue 16). */
export async function loadDemoModuleRequests(db: Db, now: Date): Promise<void> {
  void db;
  void now;
}
