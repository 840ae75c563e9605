import type { Config } from '../config';
import type { Db } from '../platform/db/client';

/** The bugs manager's chapter (filled in by issue 17). */
export async function loadDemoBugReports(db: Db, config: Config, now: Date): Promise<void> {
  void db;
  void config;
  void now;
}
