import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { shopOrders } from './tables';

/** A customer's mirrored orders in both shops, newest first (customer inquiries link them). */
export async function shopOrdersByEmail(db: DbOrTx, email: string, limit: number) {
  const rows = await db
    .select({
      shop: shopOrders.shop,
      number: shopOrders.number,
      status: shopOrders.status,
      total: shopOrders.total,
      date_created: shopOrders.date_created_gmt,
    })
    .from(shopOrders)
    .where(sql`lower(${shopOrders.customer_email}) = ${email.toLowerCase()}`)
    .orderBy(desc(shopOrders.date_created_gmt))
    .limit(limit);
  return rows.map((row) => ({ ...row, date_created: row.date_created.toISOString() }));
}
