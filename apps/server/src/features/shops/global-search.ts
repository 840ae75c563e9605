import { or, sql } from 'drizzle-orm';
import { MIN_FRAGMENT_LENGTH } from '@makro/domain/global-search';
import type { Shop } from '@makro/domain/shops';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { shopOrders, shopOrderSearchText } from './tables';

export interface FoundShopOrder {
  shop: Shop;
  number: string;
  status: string;
  total: string;
  customer_name: string;
  date_created_gmt: Date;
}

/** Mirrored shop orders by number, by the customer's e-mail, or by a fragment of either or the name. */
export async function searchShopOrders(db: DbOrTx, query: string, limit: number): Promise<FoundShopOrder[]> {
  const lower = query.toLowerCase();
  const matches = [sql`${shopOrders.number} = ${query}`, sql`lower(${shopOrders.customer_email}) = ${lower}`];
  if (query.length >= MIN_FRAGMENT_LENGTH) {
    matches.push(sql`${shopOrderSearchText(shopOrders)} like ${`%${escapeLike(lower)}%`}`);
  }
  const rows = await db
    .select({
      shop: shopOrders.shop,
      number: shopOrders.number,
      status: shopOrders.status,
      total: shopOrders.total,
      customer_name: shopOrders.customer_name,
      date_created_gmt: shopOrders.date_created_gmt,
    })
    .from(shopOrders)
    .where(or(...matches))
    .orderBy(sql`${shopOrders.number} = ${query} desc`, sql`${shopOrders.date_created_gmt} desc`)
    .limit(limit);
  return rows.map((row) => ({ ...row, shop: row.shop as Shop }));
}
