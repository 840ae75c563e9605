import type { Shop } from '@makro/domain/shops';
import type { DbOrTx } from '../../platform/db/client';
import { IntegrationError } from '../../integrations/http-client';
import type { StorefrontPort, WooOrder } from '../../integrations/woocommerce/port';
import { findMirroredOrder } from './queries';

/**
 * A shop order by its number, fresh from the shop: the mirror says where to find it. One the mirror has not
 * caught up with yet (placed a minute ago, or the first sync still running) is asked for by id, since
 * WooCommerce numbers orders by their id unless a plugin renumbers them. Null when the shop has no such order.
 */
export async function findShopOrder(
  db: DbOrTx,
  shops: StorefrontPort,
  shop: Shop,
  orderNumber: string,
): Promise<WooOrder | null> {
  const mirrored = await findMirroredOrder(db, shop, orderNumber);
  if (mirrored) return shops.getOrder(shop, mirrored.woo_id);
  if (!/^[1-9][0-9]{0,9}$/.test(orderNumber) || Number(orderNumber) > 2_147_483_647) return null;
  try {
    const order = await shops.getOrder(shop, Number(orderNumber));
    return order.number === orderNumber ? order : null;
  } catch (error) {
    if (error instanceof IntegrationError && error.status === 404) return null;
    throw error;
  }
}
