import type { ProductKind } from './catalog-data';
import type { DemoCustomer } from './demo-customers';
import { formatCents, toCents } from './money';
import type { StoredLineItem, StoredShippingLine } from './order-shapes';
import { priceOrder } from './order-pricing';
import type { ProductRow } from './serialize';
import type { wcOrders } from './tables';

/** Drafting the demo orders of one checkout: products, customer, shipping, payment and status. */
export type DemoShop = 'tipm' | 'ecm';
const DAY_MS = 86_400_000;

import { weighted, type Random } from '../../../platform/seeded-random';

export { weighted, type Random };

const KIND_MIX: Record<DemoShop, [ProductKind, number][]> = {
  tipm: [
    ['tipm', 68],
    ['fcm', 6],
    ['bcm', 5],
    ['abs', 2],
    ['accessory', 11],
    ['repair', 5],
    ['custom', 5],
  ],
  ecm: [
    ['engine', 82],
    ['repair', 10],
    ['custom', 8],
  ],
};
const SHIPPING_CHOICES: [StoredShippingLine, number][] = [
  [{ method_id: 'flat_rate', method_title: 'FedEx Ground', instance_id: '1', total: '15.00' }, 55],
  [{ method_id: 'flat_rate', method_title: 'FedEx 2Day', instance_id: '1', total: '35.00' }, 20],
  [{ method_id: 'flat_rate', method_title: 'FedEx Priority Overnight', instance_id: '1', total: '65.00' }, 8],
  [{ method_id: 'free_shipping', method_title: 'Free Shipping', instance_id: '2', total: '0.00' }, 10],
  [{ method_id: 'local_pickup', method_title: 'In Person Pickup', instance_id: '3', total: '0.00' }, 7],
];
const PAYMENT_CHOICES: [[string, string], number][] = [
  [['braintree_credit_card', 'Credit Card'], 70],
  [['braintree_paypal', 'PayPal'], 22],
  [['account_terms', 'Pay on Account'], 8],
];
/** Busier on weekdays, quiet on Sundays (index = getUTCDay of the local day). */
export const WEEKDAY_FACTOR = [0.55, 1.15, 1.1, 1.08, 1.05, 1.0, 0.65];
/** Local hour weights: most orders between 7 am and 10 pm Pacific. */
export const HOUR_WEIGHTS = [2, 1, 1, 1, 1, 2, 3, 5, 7, 8, 9, 9, 9, 9, 8, 8, 8, 7, 7, 7, 6, 5, 4, 3];

/** A demo order before it gets its id. */
export interface DraftOrder {
  shop: DemoShop;
  created: Date;
  values: Omit<typeof wcOrders.$inferInsert, 'id' | 'number' | 'refunds'> & { refundReason: string | null };
}

function alphanumeric(random: Random, length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

function statusFor(random: Random, ageDays: number): string {
  if (ageDays < 3 && random() < 0.65) return 'processing';
  return weighted(random, [
    ['completed', 90],
    ['cancelled', 3],
    ['refunded', 2.5],
    ['on-hold', 1.5],
    ['pending', 1.5],
    ['failed', 0.5],
    ['processing', 1],
  ]);
}

export function draftOrder(
  random: Random,
  shop: DemoShop,
  created: Date,
  endDate: Date,
  byKind: Map<ProductKind, ProductRow[]>,
  customer: DemoCustomer,
): DraftOrder {
  const lineCount = weighted(random, [
    [1, 75],
    [2, 20],
    [3, 5],
  ]);
  const lineItems: StoredLineItem[] = [];
  for (let line = 0; line < lineCount; line += 1) {
    const candidates = byKind.get(weighted(random, KIND_MIX[shop])) ?? [];
    const product = candidates[Math.floor(random() * candidates.length)];
    if (!product) continue;
    const quantity = product.sku.endsWith('-MISC') || random() < 0.92 ? 1 : 2;
    // Custom lines and unlisted repairs carry their price on the line, not in the catalogue.
    const unitCents = (toCents(product.price) ?? 0) || 2_500 + Math.floor(random() * 275) * 100;
    const amount = formatCents(unitCents * quantity);
    lineItems.push({
      name: product.name,
      product_id: product.id,
      variation_id: 0,
      quantity,
      subtotal: amount,
      total: amount,
      total_tax: '0.00',
      sku: product.sku,
      meta_data: [],
    });
  }
  const shipping = weighted(random, SHIPPING_CHOICES);
  const [paymentMethod, paymentTitle] = weighted(random, PAYMENT_CHOICES);
  const ageDays = (endDate.getTime() - created.getTime()) / DAY_MS;
  let status = statusFor(random, ageDays);
  const completedAt = new Date(created.getTime() + (1 + random() * 3) * DAY_MS);
  if (status === 'completed' && completedAt > endDate) status = 'processing';
  const paid = !['pending', 'failed', 'cancelled'].includes(status) && paymentMethod !== 'account_terms';
  const paidAt = paid ? new Date(created.getTime() + 60_000) : null;
  const totals = priceOrder({
    lineItems,
    shippingLines: [shipping],
    feeLines: [],
    coupons: [],
    country: 'US',
    state: customer.shipping.state ?? '',
  });
  const modified =
    status === 'completed' || status === 'refunded' ? (completedAt > endDate ? endDate : completedAt) : created;
  return {
    shop,
    created,
    values: {
      shop,
      order_key: `wc_order_${alphanumeric(random, 13)}`,
      status,
      created_via: 'checkout',
      date_created_gmt: created,
      date_modified_gmt: modified,
      date_paid_gmt: paidAt,
      date_completed_gmt: status === 'completed' ? completedAt : null,
      customer_id: random() < 0.3 ? 1 + Math.floor(random() * 900) : 0,
      payment_method: paymentMethod,
      payment_method_title: paymentTitle,
      transaction_id: paid ? alphanumeric(random, 8).toLowerCase() : '',
      set_paid: paid,
      billing: customer.billing,
      shipping: customer.shipping,
      shipping_lines: [shipping],
      ...totals,
      refundReason:
        status === 'refunded'
          ? weighted(random, [
              ['Customer cancelled', 3],
              ['Late shipment', 1],
              ['Wrong part ordered', 2],
            ])
          : null,
    },
  };
}
