import { z } from 'zod';
import { RangeDate, dateRangeRule, defineEndpoint, requires } from '../shared';
import { ACCESSORY_KINDS, PRODUCT_BUCKETS, TIPM_TYPES } from './rules';

export const DistributionQuery = z
  .object({
    date_start: RangeDate,
    date_end: RangeDate,
    /** The dashboard shows the TIPM shop, whose catalogue the buckets describe; `all` adds the ECM shop. */
    site: z.enum(['tipm', 'ecm', 'all']).default('tipm'),
  })
  .superRefine(dateRangeRule('date_start', 'date_end'));
export type DistributionQuery = z.infer<typeof DistributionQuery>;

const counts = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as { [K in T[number]]: z.ZodNumber });

export const OrderDistribution = z
  .object({
    tipm_types: counts(TIPM_TYPES),
    categories: counts(PRODUCT_BUCKETS),
    accessories: counts(ACCESSORY_KINDS),
    total_tipms: z.number().int(),
    total_items: z.number().int(),
    total_orders: z.number().int(),
    last_synced_at: z.string().nullable(),
  })
  .meta({ id: 'OrderDistribution' });
export type OrderDistribution = z.infer<typeof OrderDistribution>;

export const orderDistribution = defineEndpoint({
  method: 'GET',
  path: '/v1/dashboard/order_distribution',
  summary: 'Items sold (processing and completed orders) by TIPM type and product category, from the order mirror',
  tag: 'Dashboard',
  access: requires('can_view_dashboard'),
  query: DistributionQuery,
  response: OrderDistribution,
});
