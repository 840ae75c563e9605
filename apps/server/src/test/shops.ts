import type { Shop } from '@makro/domain/shops';
import { seedShopCatalog } from '../integrations/woocommerce/simulator/demo-data';
import { syncShop } from '../features/shops/service';
import type { TestApp } from './build-test-app';

/** The simulated shops' catalogue, no orders: tests place the orders they count. */
export const seedCatalog = (t: TestApp) => seedShopCatalog(t.db);

export interface PlacedOrder {
  id: number;
  number: string;
  total: string;
}

/** An order placed in a simulated shop the way a customer checkout would. */
export async function placeOrder(
  t: TestApp,
  shop: Shop,
  lineItems: { sku: string; quantity: number }[],
  options: { status?: string; date_created_gmt?: string } = {},
): Promise<PlacedOrder> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/sandbox/woocommerce/${shop}/_simulate/orders`,
    payload: { line_items: lineItems, ...options },
  });
  if (response.statusCode >= 300) throw new Error(`placing an order failed: ${response.body}`);
  return response.json<PlacedOrder>();
}

export async function syncShops(t: TestApp, shops: readonly Shop[] = ['tipm', 'ecm']): Promise<void> {
  for (const shop of shops) await syncShop({ db: t.db, shops: t.app.integrations.shops, log: t.app.log }, shop);
}
