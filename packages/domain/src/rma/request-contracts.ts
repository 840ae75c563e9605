import { z } from 'zod';
import { PageQuery, RangeDate, dateRangeRule, defineEndpoint, requires, requiresAdministrator } from '../shared';
import { IdParams, MoneyInput, QueryFlag } from '../shared/input';
import { TicketPerson } from '../tickets/contracts';
import { QUALITY_CONTROL, TICKET_SOURCES, TICKET_STATUSES, type TicketStatus } from '../tickets/rules';
import { RMA_APPROVAL_STATUSES, RMA_ISSUE_CATEGORIES, RMA_TYPE_SLUGS, VIN_LENGTH } from './request-rules';

const orderNumber = z
  .string({ error: 'original_order_number is required' })
  .trim()
  .min(1, 'original_order_number is required')
  .max(40, 'must be at most 40 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be an order number (letters, digits, - and _)')
  .toUpperCase();
const email = z
  .string({ error: 'customer_email is required' })
  .trim()
  .min(1, 'customer_email is required')
  .max(254)
  .regex(/^\S+@\S+\.\S+$/, 'must be an e-mail address')
  .toLowerCase();
const rmaType = z.enum(RMA_TYPE_SLUGS, { error: 'must be one of the RMA types' });
const issues = z.array(z.enum(RMA_ISSUE_CATEGORIES, { error: 'must be one of the issue categories' })).max(6);
const notes = z.string().trim().max(2000).optional();

export const VerifyRmaOrder = z.object({
  original_order_number: orderNumber,
  customer_email: email,
  rma_type: rmaType.optional(),
});

export const verifyRmaOrder = defineEndpoint({
  method: 'POST',
  path: '/v1/rma-submissions/verify',
  summary:
    'The public form’s order check: the order exists on a shop, its billing e-mail matches, it is not an RMA-/REN- number, it has no RMA yet; REP- forces the repair type. Reveals nothing without the right e-mail.',
  tag: 'RMA',
  access: 'public',
  body: VerifyRmaOrder,
  response: z.object({
    message: z.string(),
    order_number: z.string(),
    site: z.enum(TICKET_SOURCES),
    forced_type: rmaType.nullable(),
  }),
});

export const ReplacementProduct = z.object({ title: z.string(), sku: z.string(), price: z.string() });
export type ReplacementProduct = z.infer<typeof ReplacementProduct>;

export const lookupReplacementPart = defineEndpoint({
  method: 'GET',
  path: '/v1/rma-submissions/replacement_product',
  summary: 'The shop’s product for a replacement part number (exchange requests), on the order’s shop',
  tag: 'RMA',
  access: 'public',
  query: z.object({
    site: z.enum(TICKET_SOURCES, { error: 'must be tipm or ecm' }),
    sku: z.string().trim().min(3, 'must be at least 3 characters').max(64).toUpperCase(),
  }),
  response: z.object({ product: ReplacementProduct }),
});

export const RmaRequestInput = z.object({
  rma_type: rmaType,
  original_order_number: orderNumber,
  customer_email: email,
  correct_order_partnumber_sku: z.string().trim().max(64).toUpperCase().optional(),
  original_issues: issues.optional(),
  original_issues_desc: notes,
  new_issues: issues.optional(),
  new_issues_desc: notes,
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-HJ-NPR-Z0-9]{${VIN_LENGTH}}$`), `must be exactly ${VIN_LENGTH} letters and digits`)
    .optional(),
  /** Left empty by people; bots fill every field. */
  website: z.string().max(200).optional(),
});
export type RmaRequestInput = z.infer<typeof RmaRequestInput>;

const submitted = z.object({
  rma_submission: z.object({ id: z.number().int(), rma_number: z.string(), status_url: z.string() }),
  message: z.string(),
});

export const submitRmaRequest = defineEndpoint({
  method: 'POST',
  path: '/v1/rma-submissions',
  summary:
    'The public RMA request: every order check is run again here; stores the request (pending, unpaid, FORM) and e-mails a confirmation with a link to its status page',
  tag: 'RMA',
  access: 'public',
  body: z.object({ rma_submission: RmaRequestInput }),
  status: 201,
  response: submitted,
});

export const createStaffRmaRequest = defineEndpoint({
  method: 'POST',
  path: '/v1/rma-submissions/staff',
  summary: 'An RMA request staff enter for a customer on the phone: the same checks as the public form',
  tag: 'RMA',
  access: requires('can_view_ticket_management'),
  body: z.object({ rma_submission: RmaRequestInput.omit({ website: true }) }),
  status: 201,
  response: submitted,
});

export const RmaStatusPage = z.object({
  rma_number: z.string(),
  rma_type: z.string(),
  state: z.enum(['received', 'approved', 'waiting_for_payment', 'rejected', 'shipped']),
  state_text: z.string(),
  requested_at: z.string(),
  approved_at: z.string().nullable(),
  replacement_order_number: z.string().nullable(),
  tracking_number: z.string().nullable(),
  rejection_reason: z.string().nullable(),
});

export const showRmaStatus = defineEndpoint({
  method: 'GET',
  path: '/v1/rma-status/:token',
  summary: 'The customer’s status page of one RMA, by the unguessable token in their confirmation e-mail',
  tag: 'RMA',
  access: 'public',
  params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'is not a status link') }),
  response: z.object({ rma: RmaStatusPage }),
});

const statusEnum = z.enum(TICKET_STATUSES as [TicketStatus, ...TicketStatus[]]);

export const RmaRow = z
  .object({
    id: z.number().int(),
    rma_number: z.string(),
    rma_type: z.string(),
    customer_firstname: z.string(),
    customer_lastname: z.string(),
    customer_email: z.string(),
    customer_phone_number: z.string().nullable(),
    data_source: z.string(),
    site: z.enum(TICKET_SOURCES),
    original_order_number: z.string(),
    approval_status: z.enum(RMA_APPROVAL_STATUSES),
    approval_status_text: z.string(),
    is_paid: z.boolean(),
    order_days_elapsed: z.number().int().nullable(),
    created_at: z.string(),
    /** The RMA ticket once approved: its status, QC and technician. */
    ticket: z
      .object({
        ticket_number: z.string(),
        status: statusEnum,
        quality_control: z.enum(QUALITY_CONTROL),
        assigned_to: TicketPerson.nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'RmaRow' });
export type RmaRow = z.infer<typeof RmaRow>;

export const ListRmaQuery = PageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  keyword: z.string().trim().max(100).optional(),
  is_paid: QueryFlag.optional(),
  approval_status: z.enum(RMA_APPROVAL_STATUSES).optional(),
  within30days: QueryFlag.optional(),
  source: z.enum(TICKET_SOURCES).optional(),
  assigned_to: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type ListRmaQuery = z.infer<typeof ListRmaQuery>;

const staff = requires('can_view_ticket_management');

export const listRmaRequests = defineEndpoint({
  method: 'GET',
  path: '/v1/rma-submissions',
  summary:
    'RMA requests: approved list is_paid=true&approval_status=approved (within30days, source, assigned_to), review list is_paid=false; keyword on number, customer, e-mail, order',
  tag: 'RMA',
  access: staff,
  query: ListRmaQuery,
  response: z.object({
    rows: z.array(RmaRow),
    total_count: z.number().int(),
    total_pages: z.number().int(),
    current_page: z.number().int(),
    pending_count: z.number().int(),
  }),
});

export const OriginalOrder = z.object({
  number: z.string(),
  date_created: z.string(),
  total: z.string(),
  line_items: z.array(
    z.object({ id: z.number().int(), name: z.string(), sku: z.string().nullable(), price: z.string() }),
  ),
});

export const RmaDetail = RmaRow.extend({
  vin: z.string().nullable(),
  original_issues: z.array(z.string()),
  original_issues_desc: z.string().nullable(),
  new_issues: z.array(z.string()),
  new_issues_desc: z.string().nullable(),
  purchased_sku: z.string().nullable(),
  replacement: ReplacementProduct.nullable(),
  original_order: OriginalOrder.nullable(),
  /** Exchanges: the server's price proposal without a shipping fee. */
  exchange: z.object({ difference: z.string(), total: z.string(), refund: z.string(), valid: z.boolean() }).nullable(),
  replacement_order_number: z.string().nullable(),
  total: z.string(),
  refund_amount: z.string(),
  shipping_fee: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  approval: z.object({ status: z.enum(['none', 'pending', 'done', 'failed']), error: z.string().nullable() }),
}).meta({ id: 'RmaDetail' });
export type RmaDetail = z.infer<typeof RmaDetail>;

export const showRmaRequest = defineEndpoint({
  method: 'GET',
  path: '/v1/rma-submissions/:id',
  summary: 'One RMA request with its original order (from the shop) and, for exchanges, the price proposal',
  tag: 'RMA',
  access: staff,
  params: IdParams,
  response: z.object({ rma_submission: RmaDetail }),
});

export const RmaDecision = z.object({
  approval_status: z.enum(['approved', 'rejected'], { error: 'must be approved or rejected' }),
  add_shipping_fee: z.boolean().optional(),
  shipping_fee: MoneyInput.optional(),
  /** Exchanges: what the customer pays and what we refund, as staff adjusted them. */
  total: MoneyInput.optional(),
  refund_amount: MoneyInput.optional(),
  rejection_reason: z.string().trim().min(1, 'rejection_reason is required').max(1000).optional(),
});

export const decideRmaRequest = defineEndpoint({
  method: 'PATCH',
  path: '/v1/rma-submissions/:id',
  summary:
    'Approve (irreversible, once: the shop order, the RMA ticket, a refund request when one is due, the customer e-mail) or reject with a reason',
  tag: 'RMA',
  access: staff,
  params: IdParams,
  body: RmaDecision,
  response: z.object({ rma_submission: RmaDetail, message: z.string() }),
});

export const deleteRmaRequest = defineEndpoint({
  method: 'DELETE',
  path: '/v1/rma-submissions/:id',
  summary: 'Delete a request that was not approved (administrators)',
  tag: 'RMA',
  access: requiresAdministrator('can_view_ticket_management'),
  params: IdParams,
  response: z.object({ success: z.literal(true) }),
});

export const RmaReportQuery = z
  .object({
    date_start: RangeDate,
    date_end: RangeDate,
    source: z.enum(TICKET_SOURCES).optional(),
    rma_type: rmaType.optional(),
    approval_status: z.enum(RMA_APPROVAL_STATUSES).optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
  })
  .superRefine(dateRangeRule('date_start', 'date_end'));

export const rmaReport = defineEndpoint({
  method: 'GET',
  path: '/v1/rma-submissions/report',
  summary: 'Every RMA made between two days (Los Angeles), by shop, type and status; server-paged',
  tag: 'RMA',
  access: requires('can_view_generate_reports'),
  query: RmaReportQuery,
  response: z.object({
    rows: z.array(RmaRow),
    total_count: z.number().int(),
    total_pages: z.number().int(),
    current_page: z.number().int(),
  }),
});

export const exportRmaReport = defineEndpoint({
  method: 'GET',
  path: '/v1/rma-submissions/export',
  summary: 'The same RMAs as CSV, streamed',
  tag: 'RMA',
  access: requires('can_view_generate_reports'),
  query: RmaReportQuery,
  produces: 'text/csv',
  response: z.string(),
});
