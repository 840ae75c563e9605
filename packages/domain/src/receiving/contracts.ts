import { z } from 'zod';
import { PageQuery, defineEndpoint, requires, requiresAdministrator } from '../shared';
import { IdParams, QueryFlag } from '../shared/input';
import { TicketNumber, TicketPerson } from '../tickets/contracts';
import { TICKET_SOURCES, TICKET_TYPES } from '../tickets/rules';
import {
  RECEIVED_HISTORY_PAGE_SIZE,
  RECEIVING_MESSAGES,
  RECEIVING_TYPES,
  TRACKING_NUMBER_MESSAGE,
  isTrackingNumber,
  parseTrackingNumber,
  receivingFlags,
  type ReceivingType,
} from './rules';

/** A tracking number as typed, pasted or scanned: parsed (spec part 2 §5), then it must look like one. */
export const TrackingNumber = z
  .string({ error: 'tracking_number is required' })
  .max(200)
  .transform(parseTrackingNumber)
  .pipe(
    z
      .string()
      .min(1, 'tracking_number is required')
      .refine((value) => value === '' || isTrackingNumber(value), TRACKING_NUMBER_MESSAGE),
  );

/** The receiving type by its slug, in any case (the old client sent it capitalised: "Core", "Rental"). */
export const ReceivingTypeInput = z
  .string({ error: 'receiving_type is required' })
  .trim()
  .toLowerCase()
  .min(1, 'receiving_type is required')
  .pipe(z.enum(RECEIVING_TYPES, { error: 'must be one of rma, rental, repair, core, exchange, cloning, programming' }));

/** A module's tag as the scanner read it; empty means no tag was scanned. */
const OptionalSerial = z
  .string()
  .trim()
  .max(64)
  .toUpperCase()
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

const receivingTicketNumber = TicketNumber.pipe(z.string().min(1, 'ticket_number is required'));

/** A ticket as the Mark as Receive results show it (spec part 2 §3 "Ticket (receiving search result)"). */
export const ReceivingTicket = z
  .object({
    id: z.number().int(),
    ticket_number: z.string(),
    ticket_type: z.enum(TICKET_TYPES),
    source: z.enum(TICKET_SOURCES),
    created_at: z.string(),
    customer: z.string(),
    status: z.string(),
    inbound_tracking_number: z.string().nullable(),
    core_return_tracking_number: z.string().nullable(),
    /** The part the customer's parcel should hold (the ticket's first part), when the ticket names one. */
    part_number: z.string().nullable(),
    /** The latest receipt for this ticket, if a parcel already came in. */
    last_received: z
      .object({ date_received: z.string(), receiving_type: z.enum(RECEIVING_TYPES), tracking_number: z.string() })
      .nullable(),
  })
  .meta({ id: 'ReceivingTicket' });
export type ReceivingTicket = z.infer<typeof ReceivingTicket>;

/** One parcel received (spec part 2 §3 "Received history entry"); `order_number` null: not matched to a ticket yet. */
export const ReceivedHistory = z
  .object({
    id: z.number().int(),
    order_number: z.string().nullable(),
    ticket_type: z.enum(TICKET_TYPES).nullable(),
    sender_name: z.string(),
    /** Senders are customers, who have no picture: always null (the screen shows their initials). */
    sender_avatar: z.string().nullable(),
    tracking_number: z.string(),
    part_number: z.string().nullable(),
    part_type: z.string().nullable(),
    serial_number: z.string().nullable(),
    inventory_id: z.number().int().nullable(),
    receiving_type: z.enum(RECEIVING_TYPES).nullable(),
    is_core_received: z.boolean(),
    is_inbound_received: z.boolean(),
    notes: z.string().nullable(),
    date_received: z.string(),
    received_by_name: z.string().nullable(),
    received_by_avatar: z.string().nullable(),
    received_by: TicketPerson.nullable(),
    matched_at: z.string().nullable(),
    matched_by_name: z.string().nullable(),
  })
  .meta({ id: 'ReceivedHistory' });
export type ReceivedHistory = z.infer<typeof ReceivedHistory>;

const receive = requires('can_view_receiving');
const history = requires('can_view_receiving', 'can_view_history');

export const ListReceivedHistoriesQuery = PageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(RECEIVED_HISTORY_PAGE_SIZE),
  keyword: z.string().trim().max(100).optional(),
  /** Only parcels not matched to a ticket yet. */
  unmatched: QueryFlag.optional(),
});
export type ListReceivedHistoriesQuery = z.infer<typeof ListReceivedHistoriesQuery>;

export const listReceivedHistories = defineEndpoint({
  method: 'GET',
  path: '/v1/received_histories',
  summary:
    'Parcels received, newest first: keyword (order #, sender, tracking, part or serial number), unmatched (only those not matched to a ticket yet); 20 a page',
  tag: 'Receiving',
  access: history,
  query: ListReceivedHistoriesQuery,
  response: z.object({
    received_histories: z.array(ReceivedHistory),
    current_page: z.number().int(),
    total_count: z.number().int(),
    total_pages: z.number().int(),
  }),
});

export const deleteReceivedHistory = defineEndpoint({
  method: 'DELETE',
  path: '/v1/received_histories/:id',
  summary:
    'Delete an entry of the received history (administrators); the ticket and the item keep what receiving changed, and the ticket’s history says the entry was deleted',
  tag: 'Receiving',
  access: requiresAdministrator('can_view_receiving', 'can_view_history'),
  params: IdParams,
  response: z.object({ success: z.literal(true) }),
});

export const ReceivingSearchQuery = z
  .object({
    tracking_number: z.string().max(200).optional(),
    ticket_number: z.string().trim().max(64).optional(),
  })
  .transform((query, context) => {
    const tracking = query.tracking_number === undefined ? '' : parseTrackingNumber(query.tracking_number);
    const ticket = query.ticket_number ?? '';
    if (tracking === '' && ticket === '')
      context.addIssue({ code: 'custom', path: ['ticket_number'], message: RECEIVING_MESSAGES.needSearch });
    else if (tracking !== '' && !isTrackingNumber(tracking))
      context.addIssue({ code: 'custom', path: ['tracking_number'], message: TRACKING_NUMBER_MESSAGE });
    else if (ticket !== '' && !/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(ticket))
      context.addIssue({
        code: 'custom',
        path: ['ticket_number'],
        message: 'must be a ticket number (letters, digits, - and _)',
      });
    return { tracking_number: tracking || undefined, ticket_number: ticket || undefined };
  });
export type ReceivingSearchQuery = z.infer<typeof ReceivingSearchQuery>;

export const searchReceivingTickets = defineEndpoint({
  method: 'GET',
  path: '/v1/tickets/receiving',
  summary:
    'Tickets a parcel may be for: tracking_number (parsed as scanned; a ticket’s inbound or core return number) or ticket_number (part of the number); at least one. Also the unmatched receipt of that tracking number, if one was recorded',
  tag: 'Receiving',
  access: receive,
  query: ReceivingSearchQuery,
  response: z.object({ tickets: z.array(ReceivingTicket), unmatched_receipt: ReceivedHistory.nullable() }),
});

const flagsAgree = (
  body: { receiving_type: ReceivingType; is_core_received?: boolean; is_inbound_received?: boolean },
  context: z.RefinementCtx,
) => {
  if (!(RECEIVING_TYPES as readonly string[]).includes(body.receiving_type)) return;
  const flags = receivingFlags(body.receiving_type);
  for (const key of ['is_core_received', 'is_inbound_received'] as const)
    if (body[key] !== undefined && body[key] !== flags[key])
      context.addIssue({
        code: 'custom',
        path: [key],
        message: `must be ${flags[key]} when the receiving type is ${body.receiving_type}`,
      });
};

export const MarkAsReceivedBody = z
  .object({
    ticket_number: receivingTicketNumber,
    receiving_type: ReceivingTypeInput,
    tracking_number: TrackingNumber,
    /** Optional, as the old client sent them; they must agree with the receiving type (spec part 2 §4). */
    is_core_received: z.boolean().optional(),
    is_inbound_received: z.boolean().optional(),
    /** The module's tag, when it was scanned in the receive modal. */
    serial_number: OptionalSerial,
  })
  .superRefine(flagsAgree);
export type MarkAsReceivedBody = z.infer<typeof MarkAsReceivedBody>;

const receiptAnswer = z.object({ received_history: ReceivedHistory, message: z.string() });

export const markAsReceived = defineEndpoint({
  method: 'PATCH',
  path: '/v1/tickets/mark_as_received',
  summary:
    'Receive a parcel for a ticket: a received history entry, the core or inbound flag by receiving type, the ticket’s tracking number and history, and a scanned tag’s item (linked to the ticket, status received), in one transaction. An unmatched receipt of the same tracking number is matched instead. The same parcel twice is 409',
  tag: 'Receiving',
  access: receive,
  body: MarkAsReceivedBody,
  response: receiptAnswer,
});

export const UpdateTrackingBody = z.object({
  ticket_number: receivingTicketNumber,
  ticket_type: z.enum(TICKET_TYPES, { error: 'must be repair, order, rental or rma' }),
  tracking_number: TrackingNumber,
});

export const updateTracking = defineEndpoint({
  method: 'PATCH',
  path: '/v1/tickets/update_tracking',
  summary:
    'Set the tracking number a ticket’s parcel comes back with: an order’s core return number, any other ticket’s inbound number. ticket_type must be the ticket’s (422 otherwise)',
  tag: 'Receiving',
  access: receive,
  body: UpdateTrackingBody,
  response: z.object({
    ticket: z.object({
      ticket_number: z.string(),
      ticket_type: z.enum(TICKET_TYPES),
      inbound_tracking_number: z.string().nullable(),
      core_return_tracking_number: z.string().nullable(),
    }),
  }),
});

export const UnmatchedReceiptBody = z.object({
  tracking_number: TrackingNumber,
  sender_name: z
    .string({ error: 'sender_name is required' })
    .trim()
    .min(1, 'sender_name is required')
    .max(200, 'must be at most 200 characters'),
  notes: z
    .string()
    .trim()
    .max(2000, 'must be at most 2,000 characters')
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  serial_number: OptionalSerial,
});

export const recordUnmatchedReceipt = defineEndpoint({
  method: 'POST',
  path: '/v1/received_histories',
  summary:
    'Record a parcel whose tracking number matches no ticket (sender as the label says, notes, the module’s tag if scanned), to be matched to a ticket later; the same tracking number twice is 409',
  tag: 'Receiving',
  access: receive,
  body: UnmatchedReceiptBody,
  status: 201,
  response: receiptAnswer,
});

export const MatchReceiptBody = z
  .object({
    ticket_number: receivingTicketNumber,
    receiving_type: ReceivingTypeInput,
  })
  .strict();

export const matchReceivedHistory = defineEndpoint({
  method: 'PATCH',
  path: '/v1/received_histories/:id/match',
  summary:
    'Match an unmatched receipt to its ticket: as receiving it then would (flags, tracking number, the ticket’s history, the tag’s item), keeping when and by whom the parcel came in; an entry already matched is 409',
  tag: 'Receiving',
  access: receive,
  params: IdParams,
  body: MatchReceiptBody,
  response: receiptAnswer,
});
