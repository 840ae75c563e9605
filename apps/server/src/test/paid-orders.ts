import { sql } from 'drizzle-orm';
import type { Shop } from '@makro/domain/shops';
import type { TestApp } from './build-test-app';
import { syncShops } from './shops';

export interface PaidOrder {
  id: number;
  number: string;
  total: string;
  transactionId: string;
}

/** A card-paid shop order with its sale at the processor (settled unless said), mirrored like a synced one. */
export async function paidOrder(
  t: TestApp,
  shop: Shop,
  skus: string[],
  sale: { status?: string } | null = {},
): Promise<PaidOrder> {
  const placed = await t.app.inject({
    method: 'POST',
    url: `/sandbox/woocommerce/${shop}/_simulate/orders`,
    payload: { line_items: skus.map((sku) => ({ sku, quantity: 1 })), status: 'completed' },
  });
  const order = placed.json<{ id: number; number: string; total: string; transaction_id: string }>();
  if (sale) {
    const seeded = await t.app.inject({
      method: 'POST',
      url: '/sandbox/braintree/_transactions',
      payload: {
        legacy_id: order.transaction_id,
        order_id: order.number,
        amount: order.total,
        status: sale.status ?? 'SETTLED',
        card_brand: 'Visa',
        card_last4: '4242',
      },
    });
    if (seeded.statusCode !== 201) throw new Error(`seeding the sale failed: ${seeded.body}`);
  }
  await syncShops(t, [shop]);
  return { id: order.id, number: order.number, total: order.total, transactionId: order.transaction_id };
}

export interface SandboxTransaction {
  id: string;
  type: string;
  amount: string;
  reference?: string | null;
}

export async function processorTransactions(t: TestApp, orderNumber: string): Promise<SandboxTransaction[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/sandbox/braintree/_transactions?order_id=${orderNumber}`,
  });
  return response.json<SandboxTransaction[]>();
}

export async function shopRefunds(t: TestApp, shop: Shop, orderId: number) {
  return (await t.app.integrations.shops.getOrder(shop, orderId)).refunds;
}

/** A rental coming back against an order (REN- and its number). */
export async function rentalReturn(t: TestApp, shop: Shop, orderNumber: string) {
  await t.db.execute(sql`
    insert into rental_submissions (rental_number, source, order_number, customer_first_name, customer_last_name)
    values (${`REN-${orderNumber}`}, ${shop}, ${orderNumber}, 'Rita', 'Renter')`);
}
