import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { repairOrderSubmissions } from './tables';

export async function findRepairSubmission(db: DbOrTx, repNumber: string) {
  const [row] = await db
    .select()
    .from(repairOrderSubmissions)
    .where(sql`lower(${repairOrderSubmissions.rep_number}) = ${repNumber.toLowerCase()}`)
    .limit(1);
  return row;
}
