import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { orders } from './tables';

export async function findInternalOrder(db: DbOrTx, orderNumber: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(sql`lower(${orders.order_number}) = ${orderNumber.toLowerCase()}`)
    .limit(1);
  return row;
}
