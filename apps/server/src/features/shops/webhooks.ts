import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Shop } from '@makro/domain/shops';
import type { Db } from '../../platform/db/client';
import { unauthenticated } from '../../platform/http/errors';
import type { WooOrder } from '../../integrations/woocommerce/port';
import { markTrashed, upsertOrders } from './mirror';

export interface WebhookDelivery {
  shop: Shop;
  topic: string | undefined;
  signature: string | undefined;
  contentType: string | undefined;
  rawBody: Buffer;
  body: unknown;
}

/** base64(HMAC-SHA256(raw body, secret)), compared in constant time (integrations.md §1.8). */
export function signatureMatches(rawBody: Buffer, secret: string, signature: string | undefined): boolean {
  if (!signature || !secret) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A webhook from a shop. The ping WooCommerce sends when a webhook is created carries no signature and
 * is answered 200; anything else must be signed or it is refused and changes nothing.
 */
export async function receiveWebhook(
  db: Db,
  secret: string,
  delivery: WebhookDelivery,
): Promise<{ received: boolean }> {
  if (delivery.contentType?.startsWith('application/x-www-form-urlencoded') && !delivery.signature) {
    return { received: false };
  }
  if (!signatureMatches(delivery.rawBody, secret, delivery.signature)) {
    throw unauthenticated('Invalid webhook signature');
  }
  const order = delivery.body as WooOrder;
  switch (delivery.topic) {
    case 'order.created':
    case 'order.updated':
    case 'order.restored':
      if (typeof order?.id !== 'number' || !Array.isArray(order.line_items)) return { received: false };
      await db.transaction((tx) => upsertOrders(tx, delivery.shop, [order]));
      return { received: true };
    case 'order.deleted':
      if (typeof order?.id === 'number') await db.transaction((tx) => markTrashed(tx, delivery.shop, order.id));
      return { received: true };
    default:
      return { received: false };
  }
}
