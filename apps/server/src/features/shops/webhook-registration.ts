import type { Shop } from '@makro/domain/shops';
import type { StorefrontPort } from '../../integrations/woocommerce/port';

const TOPICS = ['order.created', 'order.updated', 'order.deleted'] as const;

/**
 * Makes sure the shop tells Makro about order changes. Idempotent: a webhook already pointing at the
 * same address for the same topic is left alone, so every start and every process may call it.
 */
export async function ensureOrderWebhooks(
  shops: StorefrontPort,
  shop: Shop,
  deliveryUrl: string,
  secret: string,
): Promise<number> {
  const existing = await shops.listWebhooks(shop);
  let created = 0;
  for (const topic of TOPICS) {
    const present = existing.some(
      (hook) => hook.topic === topic && hook.delivery_url === deliveryUrl && hook.status === 'active',
    );
    if (present) continue;
    await shops.registerWebhook(shop, { name: `Makro ${topic}`, topic, delivery_url: deliveryUrl, secret });
    created++;
  }
  return created;
}
