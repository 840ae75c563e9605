import { z } from 'zod';
import {
  contactEmail,
  defineEndpoint,
  EmailReplyHtml,
  optionalText,
  PageQuery,
  phoneText,
  REPLY_FIELDS,
  requiredText,
  requires,
  requiresAdministrator,
} from '../shared';
import { IdParams } from '../shared/input';
import {
  INQUIRY_MESSAGE_MAX,
  INQUIRY_PAGE_SIZE,
  INQUIRY_SOURCES,
  INQUIRY_STATUSES,
  INQUIRY_SUBJECT_MAX,
} from './rules';

/** Customer inquiries (issue 17): the shops' contact forms, the inbox, the e-mail reply, close / reopen. */

export const CustomerInquiry = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    order_number: z.string().nullable(),
    source: z.enum(INQUIRY_SOURCES),
    status: z.enum(INQUIRY_STATUSES),
    created_at: z.string(),
    ...REPLY_FIELDS,
    /** A reply is queued and MailerSend has not accepted it yet. */
    reply_pending: z.boolean(),
  })
  .meta({ id: 'CustomerInquiry' });
export type CustomerInquiry = z.infer<typeof CustomerInquiry>;

export const ListCustomerInquiriesQuery = PageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(INQUIRY_PAGE_SIZE),
  /** Name, e-mail, subject or order number. */
  keyword: z.string().trim().max(100).optional(),
  source: z.enum(INQUIRY_SOURCES, { error: 'must be tipm or ecm' }).optional(),
  status: z.enum(INQUIRY_STATUSES, { error: `must be one of ${INQUIRY_STATUSES.join(', ')}` }).optional(),
});
export type ListCustomerInquiriesQuery = z.infer<typeof ListCustomerInquiriesQuery>;

const view = requires('can_view_customer_inquiry');
const TAG = 'Customer inquiries';

export const listCustomerInquiries = defineEndpoint({
  method: 'GET',
  path: '/v1/customer_inquiries',
  summary:
    'Customer inquiries, newest first, 20 a page: keyword (name, e-mail, subject, order number), source tipm or ecm, status waiting, answered or closed; waiting_count for the menu badge',
  tag: TAG,
  access: view,
  query: ListCustomerInquiriesQuery,
  response: z.object({
    customer_inquiries: z.array(CustomerInquiry),
    total_count: z.number().int(),
    total_pages: z.number().int(),
    current_page: z.number().int(),
    waiting_count: z.number().int(),
  }),
});

export const CustomerInquiryUpdate = z.object({
  customer_inquiries: z.discriminatedUnion(
    'status',
    [
      z.object({ status: z.literal('answered'), email_reply: EmailReplyHtml }),
      z.object({ status: z.literal('closed') }),
      z.object({ status: z.literal('waiting') }),
    ],
    { error: 'status must be answered (with email_reply), closed or waiting' },
  ),
});

export const updateCustomerInquiry = defineEndpoint({
  method: 'PATCH',
  path: '/v1/customer_inquiries/:id',
  summary:
    'status answered with email_reply: reply by e-mail (the HTML is sanitised and sent through the outbox; the inquiry is answered once MailerSend accepts it; the same reply is never sent twice; a failed reply is kept and the inquiry keeps waiting: 502 Error sending email notification.). status closed: close it (a reply still queued is not sent). status waiting: reopen a closed inquiry (it is answered again if a reply had been sent)',
  tag: TAG,
  access: view,
  params: IdParams,
  body: CustomerInquiryUpdate,
  response: z.object({ customer_inquiry: CustomerInquiry, message: z.string(), sent: z.boolean() }),
});

export const deleteCustomerInquiry = defineEndpoint({
  method: 'DELETE',
  path: '/v1/customer_inquiries/:id',
  summary: 'Delete a customer inquiry for good (administrators); a reply still queued for it is not sent',
  tag: TAG,
  access: requiresAdministrator('can_view_customer_inquiry'),
  params: IdParams,
  response: z.object({ success: z.literal(true) }),
});

export const RelatedOrder = z.object({
  shop: z.string(),
  number: z.string(),
  status: z.string(),
  total: z.string(),
  date_created: z.string(),
});
export const RelatedRma = z.object({
  rma_number: z.string(),
  status: z.string(),
  approval_status: z.string(),
  original_order_number: z.string(),
  created_at: z.string(),
});
export const RelatedTicket = z.object({
  ticket_number: z.string(),
  ticket_type: z.enum(['repair', 'order', 'rental', 'rma']),
  status: z.string(),
  created_at: z.string(),
});
export const CustomerRecords = z.object({
  orders: z.array(RelatedOrder),
  rmas: z.array(RelatedRma),
  tickets: z.array(RelatedTicket),
});
export type CustomerRecords = z.infer<typeof CustomerRecords>;

export const customerInquiryRelated = defineEndpoint({
  method: 'GET',
  path: '/v1/customer_inquiries/:id/related',
  summary:
    "The inquiring customer's shop orders (both shops' mirror), RMA requests and tickets found by the inquiry's e-mail address, newest first, at most 10 of each",
  tag: TAG,
  access: view,
  params: IdParams,
  response: CustomerRecords,
});

/** What a shop's contact form sends. */
export const NewCustomerInquiry = z.object({
  name: requiredText('name', 120),
  email: contactEmail(),
  phone: phoneText('phone'),
  subject: requiredText('subject', INQUIRY_SUBJECT_MAX),
  message: requiredText('message', INQUIRY_MESSAGE_MAX),
  order_number: optionalText('order_number', 40).refine(
    (value) => value === undefined || /^#?[A-Za-z0-9-]+$/.test(value),
    'order_number must be letters, digits and dashes',
  ),
  source: z.enum(INQUIRY_SOURCES, { error: 'source must be tipm or ecm' }),
  /** Left empty by people; bots fill every field. */
  website: z.string().max(200).optional(),
});
export type NewCustomerInquiry = z.infer<typeof NewCustomerInquiry>;

export const createPublicCustomerInquiry = defineEndpoint({
  method: 'POST',
  path: '/v1/public/customer_inquiries',
  summary:
    'The shops’ contact form (no sign-in, rate-limited per IP): name, email, phone, subject, message (at most 5000 characters), order_number, source (tipm or ecm); website must stay empty',
  tag: TAG,
  access: 'public',
  body: z.object({ customer_inquiries: NewCustomerInquiry }),
  status: 201,
  response: z.object({ message: z.string() }),
});
