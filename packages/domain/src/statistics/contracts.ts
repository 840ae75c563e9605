import { z } from 'zod';
import { RangeDate, dateRangeRule, defineEndpoint, requires } from '../shared';
import { STATISTICS_CATEGORIES } from '../dashboard/rules';

export const StatisticsQuery = z
  .object({ date_start: RangeDate, date_end: RangeDate })
  .superRefine(dateRangeRule('date_start', 'date_end'));

const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const WeeklyShopFigures = z.object({
  week_start: z.string(),
  tipm_orders: z.number().int(),
  tipm_revenue: money,
  ecm_orders: z.number().int(),
  ecm_revenue: money,
});

const int = z.number().int();
export const WeeklyCategoryMix = z.object({
  week_start: z.string(),
  TIPM: int,
  FCM: int,
  BCM: int,
  Accessories: int,
  CustomLines: int,
  Repairs: int,
  ECM: int,
});

export const Statistics = z
  .object({
    weeks: z.array(WeeklyShopFigures),
    category_mix: z.array(WeeklyCategoryMix),
    top_parts: z.array(
      z.object({
        base_sku: z.string(),
        name: z.string(),
        shop: z.enum(['tipm', 'ecm']),
        quantity: z.number().int(),
        revenue: money,
      }),
    ),
    rma_rates: z.array(
      z.object({
        category: z.enum(STATISTICS_CATEGORIES),
        items_sold: z.number().int(),
        rmas: z.number().int(),
        rate: z.number(),
      }),
    ),
    totals: z.object({
      orders: z.number().int(),
      revenue: money,
      items: z.number().int(),
      rmas: z.number().int(),
    }),
    last_synced_at: z.string().nullable(),
  })
  .meta({ id: 'Statistics' });
export type Statistics = z.infer<typeof Statistics>;

export const statistics = defineEndpoint({
  method: 'GET',
  path: '/v1/statistics',
  summary: 'Weekly orders and revenue per shop, category mix, top parts and RMA rates for a date range',
  tag: 'Statistics',
  access: requires('can_view_statistics'),
  query: StatisticsQuery,
  response: Statistics,
});
