import { z } from 'zod';
import { RangeDate, dateRangeRule, defineEndpoint, requires } from '../shared';
import { SHOPS } from '../reviews/contracts';

/** Spec part 1 §5: a trimmed order number under 5 characters finds nothing. */
export const MIN_ORDER_NUMBER_LENGTH = 5;
/** Spec part 1 §9: ranges of 4 months or more are counted one month at a time. */
export const COUNT_SPLIT_MONTHS = 4;
export const INVALID_DATE_RANGE = 'Invalid date range';

export const LOOKUP_SOURCES = ['tipm', 'ecm', 'repair_order_submissions', 'orders'] as const;

export const OrderLookupResult = z
  .object({
    found: z.boolean(),
    site: z.enum(['TIPM', 'ECM']).nullable(),
    order: z
      .object({
        number: z.string(),
        date_created: z.string().nullable(),
        timezone: z.string().nullable(),
        billing: z
          .object({ first_name: z.string(), last_name: z.string(), email: z.string().nullable(), phone: z.string() })
          .nullable(),
        /** Makro's own record of the order (repair submission or internal order), when there is one. */
        postgre_meta: z.record(z.string(), z.unknown()).nullable(),
      })
      .nullable(),
    sources: z.array(z.enum(LOOKUP_SOURCES)),
  })
  .meta({ id: 'OrderLookupResult' });
export type OrderLookupResult = z.infer<typeof OrderLookupResult>;

const access = requires('can_view_dashboard', 'can_view_ticket_management', 'can_view_refunds', 'can_view_receiving');

export const lookupOrder = defineEndpoint({
  method: 'GET',
  path: '/v1/orders/lookup',
  summary: 'Find an order number in both shops, the repair submissions and the internal orders',
  tag: 'Orders',
  access,
  query: z.object({ order_number: z.string().max(64).default('') }),
  response: OrderLookupResult,
});

/** A start after the end is the spec's 422 (answered by the service); the bounds are the contract's 400. */
export const OrderCountsQuery = z
  .object({
    site: z.enum(SHOPS),
    start_date: RangeDate,
    end_date: RangeDate,
  })
  .superRefine(dateRangeRule('start_date', 'end_date', { ordered: false }));

export const orderCounts = defineEndpoint({
  method: 'GET',
  path: '/v1/orders/counts',
  summary:
    'Processing and completed order counts of one shop for a date range (long ranges are counted month by month)',
  tag: 'Orders',
  access: requires('can_view_dashboard', 'can_view_statistics'),
  query: OrderCountsQuery,
  response: z.object({
    processing_count: z.number().int(),
    completed_count: z.number().int(),
    total_orders: z.number().int(),
  }),
});
