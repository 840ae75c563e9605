import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { rmaSubmissions } from './tables';

/** A customer's RMA requests, newest first (customer inquiries link them). */
export async function rmaRequestsByEmail(db: DbOrTx, email: string, limit: number) {
  const rows = await db
    .select({
      rma_number: rmaSubmissions.rma_number,
      status: rmaSubmissions.status,
      approval_status: rmaSubmissions.approval_status,
      original_order_number: rmaSubmissions.original_order_number,
      created_at: rmaSubmissions.created_at,
    })
    .from(rmaSubmissions)
    .where(sql`lower(${rmaSubmissions.customer_email}) = ${email.toLowerCase()}`)
    .orderBy(desc(rmaSubmissions.created_at))
    .limit(limit);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
