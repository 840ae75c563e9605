import { z } from 'zod';
import { PageQuery, defineEndpoint, requires, requiresAdministrator } from '../shared';
import { IdParams, MoneyInput } from '../shared/input';
import { PAYOUT_STATUSES, REFUND_DEPARTMENTS, REFUND_PAGE_SIZE, REFUND_REASON_VALUES, REFUND_STATUSES } from './rules';

const department = z.enum(REFUND_DEPARTMENTS, { error: 'must be tipm or ecm' });
const reason = z.enum(REFUND_REASON_VALUES, { error: 'must be one of the refund reasons' });
const ticketNumber = z
  .string({ error: 'ticket_number is required' })
  .trim()
  .min(1, 'ticket_number is required')
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be an order or ticket number (letters, digits, - and _)')
  .toUpperCase();
const notes = z.string({ error: 'notes is required' }).trim().min(1, 'notes is required').max(2000);
const daysRented = z.coerce.number().int('must be a whole number of days').min(1).max(365);
const Person = z.object({ id: z.number().int(), name: z.string() });

export const RefundHistory = z
  .object({
    id: z.number().int(),
    transaction_id: z.string(),
    ticket_number: z.string(),
    part_number: z.string().nullable(),
    customer_name: z.string(),
    customer_email: z.string().nullable(),
    refund_amount: z.string(),
    reason: z.string(),
    total_days_rented: z.number().int().nullable(),
    notes: z.string(),
    status: z.enum(REFUND_STATUSES),
    department: z.enum(REFUND_DEPARTMENTS),
    date_requested: z.string(),
    date_refunded: z.string().nullable(),
    requested_by: Person.nullable(),
    approved_by: Person.nullable(),
    /** The money's side of an approved refund: queued, paid back, or failed (with the processor's words). */
    payout: z.object({
      status: z.enum(PAYOUT_STATUSES),
      error: z.string().nullable(),
      processor_transaction_id: z.string().nullable(),
    }),
    /** The e-mails an approval sends (customer, requester) and how each went. */
    notifications: z.array(z.object({ email: z.string(), status: z.enum(['pending', 'sent', 'failed']) })),
  })
  .meta({ id: 'RefundHistory' });
export type RefundHistory = z.infer<typeof RefundHistory>;

export const ListRefundsQuery = PageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(REFUND_PAGE_SIZE),
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(REFUND_STATUSES).optional(),
  department: department.optional(),
  reason: reason.optional(),
  /** Exactly this order or ticket number, whatever its case (the form's duplicate check). */
  ticket_number: z.string().trim().max(64).optional(),
});
export type ListRefundsQuery = z.infer<typeof ListRefundsQuery>;

const view = requires('can_view_refunds');

export const listRefundHistories = defineEndpoint({
  method: 'GET',
  path: '/v1/refund_histories',
  summary:
    'Refund requests and refunds, newest first: keyword (number, customer, transaction id), status, department, reason, ticket_number (exact); 10 a page; pending_count for the badge',
  tag: 'Refunds',
  access: view,
  query: ListRefundsQuery,
  response: z.object({
    refund_histories: z.array(RefundHistory),
    total_count: z.number().int(),
    total_pages: z.number().int(),
    current_page: z.number().int(),
    pending_count: z.number().int(),
  }),
});

export const RefundQuoteQuery = z.object({
  ticket_number: ticketNumber,
  department,
  reason: reason.optional(),
  total_days_rented: daysRented.optional(),
});

export const RefundQuote = z.object({
  order_number: z.string(),
  department: z.enum(REFUND_DEPARTMENTS),
  customer_name: z.string(),
  customer_email: z.string().nullable(),
  part_numbers: z.array(z.string()),
  order_total: z.string(),
  refunded: z.string(),
  /** What the order has left to give back: the Full Refund amount, and the most any refund may be. */
  refundable: z.string(),
  rental: z.object({ days: z.number().int(), fee: z.string(), refund_amount: z.string() }).nullable(),
});
export type RefundQuote = z.infer<typeof RefundQuote>;

export const quoteRefund = defineEndpoint({
  method: 'GET',
  path: '/v1/refund_histories/quote',
  summary:
    'What an order can be refunded, as the form needs it: the order on the chosen shop, its total and what is left; for a rental (REN-…) the fee and the rental refund for the days rented',
  tag: 'Refunds',
  access: view,
  query: RefundQuoteQuery,
  response: z.object({ quote: RefundQuote }),
});

export const NewRefund = z.object({
  refund_history: z.object({
    ticket_number: ticketNumber,
    department,
    reason,
    refund_amount: MoneyInput,
    total_days_rented: daysRented.optional(),
    notes,
  }),
});

export const createRefundHistory = defineEndpoint({
  method: 'POST',
  path: '/v1/refund_histories',
  summary:
    'With can_refunds: a refund, approved and paid back at once. Otherwise a pending request. The amount is checked against the order (and the rental fee); one pending request per ticket (409).',
  tag: 'Refunds',
  access: view,
  body: NewRefund,
  status: 201,
  response: z.object({ refund_history: RefundHistory, message: z.string() }),
});

export const RefundChanges = z.object({
  refund_history: z.object({ reason, refund_amount: MoneyInput, notes, total_days_rented: daysRented.optional() }),
});

export const updateRefundHistory = defineEndpoint({
  method: 'PATCH',
  path: '/v1/refund_histories/:id',
  summary: 'Edit a pending request: its requester, or an administrator. It stays pending.',
  tag: 'Refunds',
  access: view,
  params: IdParams,
  body: RefundChanges,
  response: z.object({ refund_history: RefundHistory }),
});

export const updateRefundStatus = defineEndpoint({
  method: 'PATCH',
  path: '/v1/refund_histories/:id/update_status',
  summary:
    'Approve (the refund is paid back once, then e-mailed) or reject a pending request. Approving an approved refund again answers the same refund.',
  tag: 'Refunds',
  access: requires('can_approve_refund_requests'),
  params: IdParams,
  body: z.object({
    status: z.enum(['approved', 'rejected'], { error: 'must be approved or rejected' }),
    transaction_id: z.string().trim().max(64).optional(),
    refund_amount: MoneyInput.optional(),
  }),
  response: z.object({ refund_history: RefundHistory, message: z.string() }),
});

export const retryRefundPayout = defineEndpoint({
  method: 'POST',
  path: '/v1/refund_histories/:id/retry_payout',
  summary: 'Try a failed payout again (administrators); it still pays back at most once',
  tag: 'Refunds',
  access: requiresAdministrator('can_view_refunds'),
  params: IdParams,
  response: z.object({ refund_history: RefundHistory }),
});

export const deleteRefundHistory = defineEndpoint({
  method: 'DELETE',
  path: '/v1/refund_histories/:id',
  summary: 'Delete a request that was never paid back (administrators)',
  tag: 'Refunds',
  access: requiresAdministrator('can_view_refunds'),
  params: IdParams,
  response: z.object({ success: z.literal(true) }),
});

export const PaymentTransaction = z
  .object({
    id: z.string(),
    type: z.enum(['sale', 'credit']),
    amount: z.string(),
    status: z.string(),
    created_at: z.string(),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    refunded_transaction_id: z.string().nullable(),
  })
  .meta({ id: 'PaymentTransaction' });
export type PaymentTransaction = z.infer<typeof PaymentTransaction>;

const OrderNumberParams = z.object({ orderNumber: ticketNumber });
const TransactionParams = z.object({
  transactionId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a transaction id'),
});

export const listOrderTransactions = defineEndpoint({
  method: 'GET',
  path: '/v1/braintree/transactions/order/:orderNumber',
  summary: 'The payment processor’s transactions of a shop order (sales and, with refund=true, their refunds)',
  tag: 'Refunds',
  access: view,
  params: OrderNumberParams,
  query: z.object({
    refund: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .optional()
      .transform((value) => value !== 'false'),
  }),
  response: z.object({ transactions: z.array(PaymentTransaction) }),
});

export const refundReceipt = defineEndpoint({
  method: 'GET',
  path: '/v1/braintree/receipt/refund/:transactionId',
  summary: 'A printable receipt Makro renders from a refund transaction (the processor has no receipt endpoint)',
  tag: 'Refunds',
  access: view,
  params: TransactionParams,
  produces: 'text/html',
  response: z.string(),
});
