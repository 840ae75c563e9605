import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { WpBareDataError } from './http';
import { formatCents, toCents } from './money';
import { refundId, type StoredRefund } from './order-shapes';
import type { OrderRow } from './serialize';
import { wcOrders } from './tables';

type Body = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Gateways the simulated shops take payments with; only these can refund through the API. */
const REFUNDABLE_GATEWAYS = ['braintree_credit_card', 'braintree_paypal', 'braintree_venmo'];

/** POST /orders/{id}/refunds (integrations.md §1.6): errors carry `data` as a bare integer with HTTP 500. */
export async function refundOrder(
  db: Db,
  row: OrderRow,
  body: Body,
  now = new Date(),
): Promise<{ order: OrderRow; refund: StoredRefund }> {
  const amount = toCents(body.amount);
  if (amount === null || amount <= 0) {
    throw new WpBareDataError(500, 'woocommerce_rest_invalid_order_refund', 'Refund amount must be greater than zero.');
  }
  const refunds = row.refunds as StoredRefund[];
  const refunded = refunds.reduce((sum, refund) => sum - (toCents(refund.total) ?? 0), 0);
  const remaining = (toCents(row.total) ?? 0) - refunded;
  if (amount > remaining) {
    throw new WpBareDataError(500, 'woocommerce_rest_cannot_create_order_refund', 'Invalid refund amount.');
  }
  const apiRefund = body.api_refund !== false && body.api_refund !== 'false';
  if (apiRefund && !REFUNDABLE_GATEWAYS.includes(row.payment_method)) {
    const message = row.payment_method
      ? 'The payment gateway for this order does not support automatic refunds.'
      : 'The payment gateway for this order does not exist.';
    throw new WpBareDataError(500, 'woocommerce_rest_cannot_create_order_refund', message);
  }
  const refund: StoredRefund = {
    id: refundId(row.id, refunds.length),
    reason: text(body.reason),
    total: formatCents(-amount),
    date_created_gmt: now.toISOString().slice(0, 19),
    refunded_payment: apiRefund,
  };
  const [order] = await db
    .update(wcOrders)
    .set({
      refunds: [...refunds, refund],
      // A refund of everything left marks the order refunded, as wc_create_refund does.
      status: amount === remaining ? 'refunded' : row.status,
      date_modified_gmt: now,
    })
    .where(eq(wcOrders.id, row.id))
    .returning();
  return { order: order!, refund };
}
