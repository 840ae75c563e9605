import { z } from 'zod';
import { PageQuery, defineEndpoint, requires } from '../shared';
import { IdParams } from '../shared/input';
import { GRIM_MESSAGES, GRIM_PAGE_SIZE, GRIM_STATUSES } from './rules';

const money = z.string();

/** A GRIM order: one `-REPAIR` line of a shop order (spec part 2 §3 "Grim order", every field, in order). */
export const RtgrimOrder = z
  .object({
    id: z.number().int(),
    /** The shop's order id. */
    order_id: z.number().int(),
    order_number: z.string(),
    line_item_name: z.string(),
    line_item_title: z.string(),
    /** Unit price of the line. */
    line_item_price: money,
    quantity: z.number().int(),
    /** The line's SKU as the shop has it (the screen and the CSV remove the suffix). */
    part_number: z.string(),
    mileage: z.string().nullable(),
    subtotal: money,
    discount_amount: money,
    warranty_fix: z.boolean(),
    taxes: money,
    total: money,
    customer_first_name: z.string(),
    customer_last_name: z.string(),
    customer_phone: z.string().nullable(),
    customer_email: z.string().nullable(),
    customer_note: z.string().nullable(),
    shipping_first_name: z.string(),
    shipping_last_name: z.string(),
    shipping_name: z.string(),
    shipping_phone: z.string().nullable(),
    shipping_company: z.string().nullable(),
    shipping_address_line_1: z.string(),
    shipping_address_line_2: z.string().nullable(),
    shipping_city: z.string(),
    shipping_country: z.string(),
    shipping_country_code: z.string(),
    shipping_state: z.string(),
    shipping_state_code: z.string(),
    shipping_zip: z.string(),
    shipping_method: z.string().nullable(),
    status: z.enum(GRIM_STATUSES),
    carrier_code: z.string().nullable(),
    tracking_number: z.string().nullable(),
    /** When the customer placed the order in the shop. */
    created_at: z.string(),
    /** When Receive New Orders took it in (received order); null before. */
    processed_at: z.string().nullable(),
    updated_at: z.string(),
    /** Which shop the order is from. */
    shop: z.enum(['tipm', 'ecm']),
  })
  .meta({ id: 'RtgrimOrder' });
export type RtgrimOrder = z.infer<typeof RtgrimOrder>;

const grim = requires('can_view_grim');

export const ListRtgrimOrdersQuery = PageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(GRIM_PAGE_SIZE),
  status: z.enum(GRIM_STATUSES, { error: `must be one of ${GRIM_STATUSES.join(', ')}` }).optional(),
});
export type ListRtgrimOrdersQuery = z.infer<typeof ListRtgrimOrdersQuery>;

export const listRtgrimOrders = defineEndpoint({
  method: 'GET',
  path: '/v1/rtgrim/rtgrim_orders',
  summary: 'GRIM orders, newest first, optionally of one status; 20 a page',
  tag: 'R.T. GRIM',
  access: grim,
  query: ListRtgrimOrdersQuery,
  response: z.object({
    rtgrim_orders: z.array(RtgrimOrder),
    total_pages: z.number().int(),
    total_count: z.number().int(),
    current_page: z.number().int(),
  }),
});

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const UpdateRtgrimOrderBody = z
  .object({
    status: z.enum(GRIM_STATUSES, { error: `must be one of ${GRIM_STATUSES.join(', ')}` }),
    /** Mark as Shipped only (status shipped_to_customer): both required. */
    carrier_code: text(50).optional().nullable(),
    tracking_number: text(100).optional().nullable(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.status !== 'shipped_to_customer') return;
    for (const key of ['carrier_code', 'tracking_number'] as const)
      if (!body[key]) context.addIssue({ code: 'custom', path: [key], message: GRIM_MESSAGES.fillRequired });
  });
export type UpdateRtgrimOrderBody = z.infer<typeof UpdateRtgrimOrderBody>;

export const updateRtgrimOrder = defineEndpoint({
  method: 'PATCH',
  path: '/v1/rtgrim/rtgrim_orders/:id',
  summary:
    'Change a GRIM order’s status as the preview panel does: cancelled cancels the shop order first, received product sends the “received” e-mail first (a failure changes nothing, 502); shipped_to_customer (with carrier_code and tracking_number) is Mark as Shipped: looked up in ShipStation, marked shipped there, then here, once however often it is sent',
  tag: 'R.T. GRIM',
  access: grim,
  params: IdParams,
  body: UpdateRtgrimOrderBody,
  response: z.object({ rtgrim_order: RtgrimOrder, message: z.string() }),
});

export const receiveNewRtgrimOrders = defineEndpoint({
  method: 'POST',
  path: '/v1/rtgrim/rtgrim_orders/receive_new',
  summary:
    'Receive New Orders: every New order moves to Received Order at once; answers the batch, whose CSV is GET …/export?batch=…; none: received_count 0 and “No new orders available.”',
  tag: 'R.T. GRIM',
  access: grim,
  response: z.object({
    received_count: z.number().int(),
    batch: z.string().nullable(),
    message: z.string(),
  }),
});

export const ExportRtgrimOrdersQuery = z.object({
  /** One Receive New Orders batch; without it every order. */
  batch: z.uuid({ error: 'must be a batch id' }).optional(),
});

export const exportRtgrimOrders = defineEndpoint({
  method: 'GET',
  path: '/v1/rtgrim/rtgrim_orders/export',
  summary: 'GRIM orders as CSV (37 columns), streamed: one Receive New Orders batch, or all orders, oldest first',
  tag: 'R.T. GRIM',
  access: grim,
  query: ExportRtgrimOrdersQuery,
  produces: 'text/csv',
  response: z.string(),
});
