import { z } from 'zod';
import { defineEndpoint, requires } from '../shared';
import { SHOPS } from '../reviews/contracts';

export { SHOPS, type Shop } from '../reviews/contracts';

export const SHOP_LABELS = { tipm: 'TIPM', ecm: 'ECM' } as const;

/** The statuses that count as a sale on the dashboard and in statistics (spec part 1 §7). */
export const SOLD_STATUSES = ['processing', 'completed'] as const;

export const ShopSyncState = z.object({
  shop: z.enum(SHOPS),
  status: z.enum(['idle', 'running', 'failed']),
  last_synced_at: z.string().nullable(),
  pages_done: z.number().int(),
  pages_total: z.number().int(),
  orders_synced: z.number().int(),
  mirrored_orders: z.number().int(),
  last_error: z.string().nullable(),
});
export type ShopSyncState = z.infer<typeof ShopSyncState>;

export const listShopSync = defineEndpoint({
  method: 'GET',
  path: '/v1/shop_sync',
  summary: 'When each shop was last copied into the order mirror, and a running sync’s progress',
  tag: 'Shops',
  access: requires('can_view_dashboard', 'can_view_statistics', 'can_view_user_management'),
  response: z.object({ shops: z.array(ShopSyncState) }),
});

export const startShopSync = defineEndpoint({
  method: 'POST',
  path: '/v1/shop_sync/:shop',
  summary: 'Start copying a shop’s changed orders into the mirror now (administrators)',
  tag: 'Shops',
  access: requires('can_view_user_management'),
  params: z.object({ shop: z.enum(SHOPS) }),
  status: 202,
  response: z.object({ shop: ShopSyncState }),
});

export const receiveShopWebhook = defineEndpoint({
  method: 'POST',
  path: '/v1/webhooks/woocommerce/:shop',
  summary: 'WooCommerce order webhooks; the signature is checked on the raw body',
  tag: 'Shops',
  access: 'public',
  perIpLimit: false,
  params: z.object({ shop: z.enum(SHOPS) }),
  body: z.unknown(),
  response: z.object({ received: z.boolean() }),
});
