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
import { IdParams, QueryFlag } from '../shared/input';
import {
  HAS_MODULE_TYPE,
  MODULE_CONDITIONS,
  MODULE_REQUEST_PAGE_SIZE,
  MODULE_REQUEST_SOURCES,
  MODULE_REQUEST_STATUSES,
  MODULE_TYPES,
  normaliseCondition,
} from './rules';

/** Module requests (spec part 2 §2 "Module Request Tracker", §3, §4, §7, §8). */

export const ModuleRequest = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    module_type: z.string().nullable(),
    condition: z.string().nullable(),
    part_number: z.string().nullable(),
    vin: z.string().nullable(),
    year: z.number().int().nullable(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    source: z.enum(MODULE_REQUEST_SOURCES),
    status: z.enum(MODULE_REQUEST_STATUSES),
    /** Derived: the reply was sent. */
    is_complete: z.boolean(),
    created_at: z.string(),
    ...REPLY_FIELDS,
  })
  .meta({ id: 'ModuleRequest' });
export type ModuleRequest = z.infer<typeof ModuleRequest>;

const moduleType = z.enum(MODULE_TYPES, { error: `must be one of ${MODULE_TYPES.join(', ')}` });

export const ListModuleRequestsQuery = PageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(MODULE_REQUEST_PAGE_SIZE),
  /** `has_module_type`: the legacy requests (those naming a module type); a module type: those of that type. */
  module_type: z
    .union([z.literal(HAS_MODULE_TYPE), moduleType], {
      error: `must be ${HAS_MODULE_TYPE} or one of ${MODULE_TYPES.join(', ')}`,
    })
    .optional(),
  /** The newer requests, which give a year, make and model. */
  has_year_make_model: QueryFlag.optional(),
  keyword: z.string().trim().max(100).optional(),
  /** waiting: not answered yet (the menu badge); completed: answered. */
  status: z.enum(['waiting', 'completed'], { error: 'must be waiting or completed' }).optional(),
});
export type ListModuleRequestsQuery = z.infer<typeof ListModuleRequestsQuery>;

const view = requires('can_view_module_request');

export const listModuleRequests = defineEndpoint({
  method: 'GET',
  path: '/v1/module_requests',
  summary:
    'Module requests, newest first, 20 a page: module_type=has_module_type (legacy) or a module type, or has_year_make_model=true; keyword (name, e-mail, phone, part number, VIN, make, model); status waiting or completed; waiting_count for the menu badge',
  tag: 'Module requests',
  access: view,
  query: ListModuleRequestsQuery,
  response: z.object({
    module_requests: z.array(ModuleRequest),
    total_count: z.number().int(),
    total_pages: z.number().int(),
    current_page: z.number().int(),
    waiting_count: z.number().int(),
  }),
});

export const ModuleRequestReply = z.object({
  module_requests: z.object({
    status: z.literal('completed', { error: 'must be completed' }),
    /** HTML from the editor; the server sanitises it before it is stored or sent. */
    email_reply: EmailReplyHtml,
  }),
});

export const replyModuleRequest = defineEndpoint({
  method: 'PATCH',
  path: '/v1/module_requests/:id',
  summary:
    'Reply to a module request by e-mail: the HTML is sanitised (allow-list) and sent through the outbox; the request is completed once MailerSend accepts it. The same reply sent again is never sent twice; a failed reply is kept and the request keeps waiting (502 Error sending email notification.)',
  tag: 'Module requests',
  access: view,
  params: IdParams,
  body: ModuleRequestReply,
  response: z.object({ module_request: ModuleRequest, message: z.string(), sent: z.boolean() }),
});

export const deleteModuleRequest = defineEndpoint({
  method: 'DELETE',
  path: '/v1/module_requests/:id',
  summary: 'Delete a module request for good (administrators); force_destroy=true as the tracker sends it',
  tag: 'Module requests',
  access: requiresAdministrator('can_view_module_request'),
  params: IdParams,
  query: z.object({
    force_destroy: QueryFlag.optional().refine((value) => value !== false, {
      error: 'must be true: a module request is deleted for good',
    }),
  }),
  response: z.object({ success: z.literal(true) }),
});

const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** What a shop's request form sends. Legacy forms name a module type; newer ones give year, make and model. */
export const NewModuleRequest = z
  .object({
    name: requiredText('name', 120),
    email: contactEmail(),
    phone_number: phoneText('phone_number'),
    module_type: z
      .string({ error: 'module_type must be text' })
      .trim()
      .toUpperCase()
      .refine(
        (value) => value === '' || (MODULE_TYPES as readonly string[]).includes(value),
        `module_type must be one of ${MODULE_TYPES.join(', ')}`,
      )
      .transform((value) => (value === '' ? undefined : value))
      .optional(),
    condition: z
      .string({ error: 'condition must be text' })
      .trim()
      .refine(
        (value) => value === '' || normaliseCondition(value) !== null,
        `condition must be one of ${MODULE_CONDITIONS.join(', ')}, or empty for any condition`,
      )
      .transform((value) => (value === '' ? undefined : normaliseCondition(value)!))
      .optional(),
    part_number: optionalText('part_number', 60),
    vin: z
      .string({ error: 'vin must be text' })
      .trim()
      .toUpperCase()
      .refine(
        (value) => value === '' || VIN_PATTERN.test(value),
        'vin must be exactly 17 letters and digits (no I, O or Q)',
      )
      .transform((value) => (value === '' ? undefined : value))
      .optional(),
    year: z.coerce
      .number({ error: 'year must be a model year' })
      .int('year must be a model year')
      .min(1981, 'year must be a model year from 1981')
      .max(2100, 'year must be a model year')
      .optional(),
    make: optionalText('make', 80),
    model: optionalText('model', 80),
    source: z.enum(MODULE_REQUEST_SOURCES, { error: 'source must be tipm or ecm' }),
    /** Left empty by people; bots fill every field. */
    website: z.string().max(200).optional(),
  })
  .superRefine((request, ctx) => {
    const vehicle = { year: request.year, make: request.make, model: request.model };
    const given = Object.values(vehicle).some((value) => value !== undefined);
    if (!given && !request.module_type)
      ctx.addIssue({
        code: 'custom',
        path: ['module_type'],
        message: 'module_type or year, make and model is required',
      });
    if (given)
      for (const [field, value] of Object.entries(vehicle))
        if (value === undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: `${field} is required with year, make and model` });
  });
export type NewModuleRequest = z.infer<typeof NewModuleRequest>;

export const createPublicModuleRequest = defineEndpoint({
  method: 'POST',
  path: '/v1/public/module_requests',
  summary:
    'The shops’ “request a module” form (no sign-in, rate-limited per IP): name, email, phone_number, source (tipm or ecm), condition, part_number, vin, and a module_type (legacy) or year, make and model; website must stay empty',
  tag: 'Module requests',
  access: 'public',
  body: z.object({ module_requests: NewModuleRequest }),
  status: 201,
  response: z.object({ message: z.string() }),
});
