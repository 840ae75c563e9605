import { z } from 'zod';
import { PageQuery, defineEndpoint, requires, requiresAdministrator } from '../shared';
import { Id, IdParam } from '../shared/input';
import {
  MATURITY_LEVELS,
  QUALITY_CONTROL,
  TICKET_SOURCES,
  TICKET_STATUSES,
  TICKET_TAGS,
  TICKET_TYPES,
  type TicketStatus,
} from './rules';

const statusEnum = z.enum(TICKET_STATUSES as [TicketStatus, ...TicketStatus[]], {
  error: 'must be one of the ticket statuses',
});

/** A person a ticket names: the assignee, or who did something on its timeline. */
export const TicketPerson = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    avatar: z.string().nullable(),
    default_color: z.string(),
  })
  .meta({ id: 'TicketPerson' });
export type TicketPerson = z.infer<typeof TicketPerson>;

export const TicketSummary = z
  .object({
    id: z.number().int(),
    ticket_number: z.string(),
    ticket_type: z.enum(TICKET_TYPES),
    source: z.enum(TICKET_SOURCES),
    customer: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
    status: statusEnum,
    tags: z.array(z.enum(TICKET_TAGS)),
    quality_control: z.enum(QUALITY_CONTROL),
    assigned_to: TicketPerson.nullable(),
    /** What is wrong or asked for: the repair's issue, the order's or RMA's summary. */
    description: z.string().nullable(),
    /** Rental tickets: the customer's reason and the order notes of the rental submission. */
    reason_for_return: z.string().nullable(),
    order_notes: z.string().nullable(),
    maturity: z.object({ days: z.number().int(), level: z.enum(MATURITY_LEVELS) }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'TicketSummary' });
export type TicketSummary = z.infer<typeof TicketSummary>;

export const TICKET_ORIGINS = [
  'rma_submission',
  'repair_order_submission',
  'rental_submission',
  'internal_order',
  'shop_order',
] as const;
export type TicketOrigin = (typeof TICKET_ORIGINS)[number];

export const TicketPart = z.object({
  part_number: z.string(),
  serial_number: z.string().nullable(),
  /** The inventory item of that serial, when Makro has one (its timeline is one click away). */
  inventory_id: z.number().int().nullable(),
});

export const RelatedTicket = z.object({
  ticket_number: z.string(),
  ticket_type: z.enum(TICKET_TYPES),
  status: statusEnum,
  /** How it relates: the original ticket this one came from, or a ticket that came from this one. */
  relation: z.enum(['original', 'follow_up']),
});

export const TicketDetail = TicketSummary.extend({
  customer: z.object({
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  inbound_tracking_number: z.string().nullable(),
  outbound_tracking_number: z.string().nullable(),
  core_return_tracking_number: z.string().nullable(),
  parts: z.array(TicketPart),
  origin: z.object({ kind: z.enum(TICKET_ORIGINS), number: z.string() }).nullable(),
  related: z.array(RelatedTicket),
  /** The statuses the signed-in user may set next (the transition rule applied to them). */
  next_statuses: z.array(statusEnum),
}).meta({ id: 'TicketDetail' });
export type TicketDetail = z.infer<typeof TicketDetail>;

export const TICKET_EVENT_KINDS = [
  'created',
  'status',
  'assignment',
  'note',
  'tags',
  'quality_control',
  'tracking',
  'received',
  'email',
  'shop_order',
  'packed',
  'shipped',
] as const;
export type TicketEventKind = (typeof TICKET_EVENT_KINDS)[number];

/** One line of a ticket's history; the audit log is where it is kept. */
export const TicketEvent = z
  .object({
    id: z.number().int(),
    kind: z.enum(TICKET_EVENT_KINDS),
    description: z.string(),
    /** A note's text; for changes, the value before and after. */
    note: z.string().nullable(),
    from: z.unknown().optional(),
    to: z.unknown().optional(),
    actor: TicketPerson.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'TicketEvent' });
export type TicketEvent = z.infer<typeof TicketEvent>;

/** Ticket numbers as Makro and the shops issue them: REP-70001, E-RMA-S-1042, REN-1187, MK-10001, 1187. */
export const TicketNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'must be a ticket number (letters, digits, - and _; at most 64)');
export const TicketNumberParams = z.object({ ticketNumber: TicketNumber });

const keyword = z.string().trim().max(100).optional();

/** `assigned_to`: a technician's id, or `none` for tickets no one has yet. */
export const AssigneeFilter = z.union([z.literal('none'), IdParam], {
  error: 'must be a user id or none',
});

export const ListTicketsQuery = PageQuery.extend({
  type: z.enum(TICKET_TYPES).optional(),
  status: statusEnum.optional(),
  source: z.enum(TICKET_SOURCES).optional(),
  assigned_to: AssigneeFilter.optional(),
  keyword,
});
export type ListTicketsQuery = z.infer<typeof ListTicketsQuery>;

const paged = <T extends z.ZodRawShape>(shape: T) =>
  z.object({
    ...shape,
    total_count: z.number().int(),
    total_pages: z.number().int(),
    current_page: z.number().int(),
  });

export const TicketPage = paged({ tickets: z.array(TicketSummary) });

const view = requires('can_view_ticket_management');

export const listTickets = defineEndpoint({
  method: 'GET',
  path: '/v1/tickets',
  summary:
    'Tickets of every type, newest first: type, status, source, assigned_to (a user id or none), keyword (number, customer name, e-mail or phone); server-paged',
  tag: 'Tickets',
  access: view,
  query: ListTicketsQuery,
  response: TicketPage,
});

export const showTicket = defineEndpoint({
  method: 'GET',
  path: '/v1/tickets/:ticketNumber',
  summary: 'One ticket with its parts, related tickets and full history (newest first); 404 for an unknown number',
  tag: 'Tickets',
  access: view,
  params: TicketNumberParams,
  response: z.object({ ticket: TicketDetail, timeline: z.array(TicketEvent) }),
});

const tracking = z.string().trim().max(64).nullable().optional();

export const TicketChanges = z.object({
  ticket: z
    .object({
      status: statusEnum.optional(),
      assigned_to_user_id: Id.nullable().optional(),
      tags: z
        .array(z.enum(TICKET_TAGS, { error: 'must be one of the ticket tags' }))
        .max(TICKET_TAGS.length)
        .refine((tags) => new Set(tags).size === tags.length, 'must not name a tag twice')
        .optional(),
      quality_control: z.enum(QUALITY_CONTROL, { error: 'must be pass, none or reject' }).optional(),
      inbound_tracking_number: tracking,
      outbound_tracking_number: tracking,
      core_return_tracking_number: tracking,
    })
    .strict()
    .refine((changes) => Object.keys(changes).length > 0, 'must change at least one field'),
});
export type TicketChanges = z.infer<typeof TicketChanges>['ticket'];

export const updateTicket = defineEndpoint({
  method: 'PATCH',
  path: '/v1/tickets/:ticketNumber',
  summary:
    'Change status (within the allowed transitions, 422 otherwise), assignee (an active technician), tags, quality control or tracking numbers. With My Jobs alone, only the status of one’s own tickets.',
  tag: 'Tickets',
  access: requires('can_view_ticket_management', 'can_view_my_jobs'),
  params: TicketNumberParams,
  body: TicketChanges,
  response: z.object({ ticket: TicketDetail }),
});

export const addTicketNote = defineEndpoint({
  method: 'POST',
  path: '/v1/tickets/:ticketNumber/notes',
  summary: 'Add a note to a ticket’s history (notes are never edited, only added)',
  tag: 'Tickets',
  access: requires('can_view_ticket_management', 'can_view_my_jobs'),
  params: TicketNumberParams,
  body: z.object({
    note: z.object({
      body: z
        .string({ error: 'body is required' })
        .trim()
        .min(1, 'body is required')
        .max(5000, 'must be at most 5,000 characters'),
    }),
  }),
  status: 201,
  response: z.object({ event: TicketEvent }),
});

export const deleteTicket = defineEndpoint({
  method: 'DELETE',
  path: '/v1/tickets/:ticketNumber',
  summary: 'Delete a ticket (administrators); its history stays in the audit log',
  tag: 'Tickets',
  access: requiresAdministrator('can_view_ticket_management'),
  params: TicketNumberParams,
  response: z.object({ success: z.literal(true) }),
});

export const StatusCount = z.object({ status: statusEnum, count: z.number().int() });

export const MyJobsQuery = PageQuery.extend({ status: statusEnum.optional() });

export const listMyJobs = defineEndpoint({
  method: 'GET',
  path: '/v1/my_jobs',
  summary: 'The signed-in user’s open tickets, oldest first, with counts by status; server-paged',
  tag: 'Tickets',
  access: requires('can_view_my_jobs'),
  query: MyJobsQuery,
  response: paged({ tickets: z.array(TicketSummary), counts: z.array(StatusCount) }),
});

/** Who sees every technician's queue: the people who hand out bench work. */
export const WORKLOAD_ACCOUNT_TYPES = ['administrator', 'operations_manager', 'tech_manager'] as const;

export const technicianWorkload = defineEndpoint({
  method: 'GET',
  path: '/v1/my_jobs/workload',
  summary: 'Open tickets per active technician and status, and how many no one has (managers)',
  tag: 'Tickets',
  access: { anyOf: ['can_view_my_jobs'], accountTypes: WORKLOAD_ACCOUNT_TYPES },
  response: z.object({
    technicians: z.array(z.object({ technician: TicketPerson, counts: z.array(StatusCount), open_count: z.number() })),
    unassigned_count: z.number().int(),
  }),
});

export const RentalSubmission = z
  .object({
    id: z.number().int(),
    rental_number: z.string(),
    source: z.enum(TICKET_SOURCES),
    /** The shop order the unit was rented with (the rental number without REN-). */
    order_number: z.string(),
    customer_first_name: z.string(),
    customer_last_name: z.string(),
    customer_email: z.string().nullable(),
    submission_date: z.string(),
    reason_for_return: z.string().nullable(),
    order_notes: z.string().nullable(),
    ticket_number: z.string().nullable(),
  })
  .meta({ id: 'RentalSubmission' });
export type RentalSubmission = z.infer<typeof RentalSubmission>;

export const listRentalSubmissions = defineEndpoint({
  method: 'GET',
  path: '/v1/rental_submissions',
  summary:
    'Rental returns, newest first: keyword (name, e-mail or rental number), rental_number (exact, REN- optional); server-paged',
  tag: 'Tickets',
  access: requires('can_view_ticket_management', 'can_view_refunds'),
  query: PageQuery.extend({ keyword, rental_number: z.string().trim().max(64).optional() }),
  response: paged({ rental_submissions: z.array(RentalSubmission) }),
});

export const RepairOrderSubmission = z
  .object({
    id: z.number().int(),
    rep_number: z.string(),
    source: z.string(),
    customer_first_name: z.string(),
    customer_last_name: z.string(),
    customer_email: z.string().nullable(),
    customer_phone: z.string().nullable(),
    vehicle_year: z.number().int().nullable(),
    vehicle_make_model: z.string().nullable(),
    vin: z.string().nullable(),
    oe_sku: z.string().nullable(),
    issue_brief_description: z.string().nullable(),
    issue_category: z.string().nullable(),
    actual_message: z.string().nullable(),
    repair_price: z.string(),
    subtotal: z.string(),
    tax_percentage: z.string(),
    tax_amount: z.string(),
    total_price: z.string(),
    handled_by: z.string().nullable(),
    is_walk_in: z.boolean(),
    is_paid: z.boolean(),
    shipping_option: z.string(),
    invoice_number: z.string().nullable(),
    po_number: z.string().nullable(),
    submission_date: z.string(),
  })
  .meta({ id: 'RepairOrderSubmission' });
export type RepairOrderSubmission = z.infer<typeof RepairOrderSubmission>;

export const listRepairOrderSubmissions = defineEndpoint({
  method: 'GET',
  path: '/v1/repair_order_submissions',
  summary: 'Repair orders taken by staff or at the walk-in tablet, newest first: keyword (number, name, e-mail, VIN)',
  tag: 'Tickets',
  access: view,
  query: PageQuery.extend({ keyword }),
  response: paged({ repair_order_submissions: z.array(RepairOrderSubmission) }),
});
