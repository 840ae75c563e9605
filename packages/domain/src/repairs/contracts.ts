import { z } from 'zod';
import { defineEndpoint, requires } from '../shared';
import { Id, IdParam, MoneyInput } from '../shared/input';
import { VIN_LENGTH } from '../vin-decoder/vin';
import { ECM_ISSUES, TIPM_ISSUES, issuesFor } from './issues';
import {
  PAYMENT_TERMS_DAYS,
  REPAIR_ORDER,
  REPAIR_SERVICE_TYPES,
  VK2_FIRMWARE,
  type RepairServiceType,
} from './wizard-rules';

/** The repair wizard's and the intake form's fields and rules (spec part 2 §2, §3 "Repair wizard form", §5). */

const REPAIR_TYPE_IDS = REPAIR_SERVICE_TYPES.map((type) => type.id) as [RepairServiceType, ...RepairServiceType[]];
export const RepairType = z.enum(REPAIR_TYPE_IDS, { error: 'repair_type must be TIPM, ECM or VK2-C3812' });

/** Non-empty after trimming, named in its message: the wizard shows it under the field. */
const filled = (name: string, max = 120) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/** Text, @, text, dot, text (spec part 2 §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const RepairCustomer = z.object({
  first_name: filled('first_name', 60),
  last_name: filled('last_name', 60),
  email: filled('email', 254).regex(EMAIL_PATTERN, 'email must be an e-mail address').toLowerCase(),
  phone: filled('phone', 30).regex(/^[0-9+()\-.\s]+$/, 'phone must be a phone number (digits, spaces, + ( ) - .)'),
  address: filled('address', 200),
  business_name: z.string().trim().max(120, 'business_name must be at most 120 characters').optional(),
  city: filled('city', 80),
  state: z
    .string({ error: 'state is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'state is required'),
  // A number input: digits only, and not all zeros ("non-empty and non-zero").
  zip: z
    .string({ error: 'zip is required' })
    .trim()
    .min(1, 'zip is required')
    .regex(/^\d{3,10}$/, 'zip must be digits')
    .refine((value) => !/^0+$/.test(value), 'zip must not be zero'),
  country: z.literal(REPAIR_ORDER.country, { error: 'country must be US' }).default(REPAIR_ORDER.country),
});
export type RepairCustomer = z.infer<typeof RepairCustomer>;

const VIN_PATTERN = new RegExp(`^[A-HJ-NPR-Z0-9]{${VIN_LENGTH}}$`);
const FIRMWARE_CODES = VK2_FIRMWARE.map((entry) => entry.code);
const ISSUES = [...new Set([...TIPM_ISSUES, ...ECM_ISSUES])] as [string, ...string[]];
const thisYear = () => new Date().getUTCFullYear();

/** Step 2, before the rules that depend on the repair type. */
const orderFields = z.object({
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (value) => value === '' || VIN_PATTERN.test(value),
      `vin must be exactly ${VIN_LENGTH} letters and digits (no I, O or Q)`,
    )
    .optional(),
  repair_type: RepairType,
  year: z.coerce
    .number({ error: 'year must be a model year' })
    .int('year must be a model year')
    .min(1981, 'year must be a model year from 1981')
    .refine((value) => value <= thisYear() + 1, 'year must not be later than next year')
    .nullish(),
  make_id: Id.nullish(),
  make: z.string().trim().max(80, 'make must be at most 80 characters').optional(),
  model_id: Id.nullish(),
  model: z.string().trim().max(80, 'model must be at most 80 characters').optional(),
  firmware: z.string().trim().toUpperCase().optional(),
  engine: z
    .string()
    .trim()
    .regex(/^(\d{1,2}(\.\d)?)?$/, 'engine must be litres with one decimal, like 3.6')
    .refine(
      (value) => value === '' || (Number(value) > 0 && Number(value) <= 20),
      'engine must be from 0.1 to 20 litres',
    )
    .optional(),
  subtotal: MoneyInput.refine((value) => Number(value) > 0, 'subtotal must be more than 0'),
  terms: z.coerce
    .number({ error: 'terms must be 15, 30, 60 or 90 days' })
    .refine(
      (value) => (PAYMENT_TERMS_DAYS as readonly number[]).includes(value),
      'terms must be 15, 30, 60 or 90 days',
    ),
  issues: z
    .array(z.enum(ISSUES, { error: 'issues must be chosen from the list' }))
    .min(1, 'issues needs at least one choice')
    .max(ISSUES.length),
  description: filled('description', 4000),
  po_number: z.string().trim().max(60, 'po_number must be at most 60 characters').optional(),
});

type OrderFields = z.infer<typeof orderFields>;

/** The rules that depend on the repair type (spec part 2 §5): year / make / model, or the VK2 firmware. */
function typeRules(order: OrderFields, ctx: z.RefinementCtx) {
  const missing = (path: string, message = `${path} is required`) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (order.repair_type === 'vk2') {
    if (!order.firmware) missing('firmware');
    else if (!FIRMWARE_CODES.includes(order.firmware))
      missing('firmware', 'firmware must be one of the VK2 firmware codes');
  } else {
    if (!order.year) missing('year');
    if (!order.make) missing('make');
    if (!order.model) missing('model');
  }
  const allowed = issuesFor(order.repair_type) as readonly string[];
  const wrong = order.issues.find((issue) => !allowed.includes(issue));
  if (wrong)
    missing(
      'issues',
      `issues must be from the ${order.repair_type === 'tipm' ? 'TIPM' : 'ECM'} list (${wrong} is not)`,
    );
}

export const RepairOrderInfo = orderFields.superRefine(typeRules);
export type RepairOrderInfo = z.infer<typeof RepairOrderInfo>;

/** Staff only: their own tax percent (0 up to but not 100) and due date, beside the shop's. */
const StaffOverrides = z.object({
  tax_percent: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,3})?$/, 'tax_percent must be a number from 0 up to but not including 100')
    .optional(),
  due_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'due_date must be a date (YYYY-MM-DD)')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'due_date must be a real date')
    .optional(),
});

/**
 * One submit: the customer, the order, and a key the browser makes once per wizard. The same key sent again (a
 * double click, a retry after a lost answer) answers the order made the first time instead of making another.
 */
const submission = {
  request_key: z.uuid({ error: 'request_key must be a UUID' }),
  customer: RepairCustomer,
  order: RepairOrderInfo,
};

export const PublicRepairOrderInput = z.object({
  ...submission,
  /** Left empty by people; bots fill every field. */
  website: z.string().max(200).optional(),
});
export type PublicRepairOrderInput = z.infer<typeof PublicRepairOrderInput>;

export const StaffRepairOrderInput = z.object({ ...submission, overrides: StaffOverrides.optional() });
export type StaffRepairOrderInput = z.infer<typeof StaffRepairOrderInput>;
export type RepairOrderInput = StaffRepairOrderInput & { website?: string };

export const CreatedRepairOrder = z
  .object({
    id: z.number().int(),
    rep_number: z.string(),
    ticket_number: z.string(),
    order_number: z.string(),
    payment_url: z.string().nullable(),
    subtotal: z.string(),
    tax_amount: z.string(),
    tax_percent: z.string(),
    total: z.string(),
    terms: z.number().int(),
    due_date: z.string(),
  })
  .meta({ id: 'CreatedRepairOrder' });
export type CreatedRepairOrder = z.infer<typeof CreatedRepairOrder>;

const created = z.object({ repair_order: CreatedRepairOrder, message: z.string() });

export const createRepairOrder = defineEndpoint({
  method: 'POST',
  path: '/v1/repair_order_submissions',
  summary:
    'Create Repair Order (staff): every field checked again, tax and totals computed here, the shop order created once per request_key (Pay on Account, local pickup, tax line), then the repair order and its repair ticket recorded together',
  tag: 'Repairs',
  access: requires('can_view_ticket_management'),
  body: z.object({ repair_order_submission: StaffRepairOrderInput }),
  status: 201,
  response: created,
});

export const createPublicRepairOrder = defineEndpoint({
  method: 'POST',
  path: '/v1/repair-intake/orders',
  summary:
    'The walk-in intake form (no sign-in, rate-limited): the same flow as the staff wizard, with the shop’s tax and the due date of the chosen terms',
  tag: 'Repairs',
  access: 'public',
  body: z.object({ repair_order_submission: PublicRepairOrderInput }),
  status: 201,
  response: created,
});

const VehicleMake = z.object({ id: z.number().int(), name: z.string(), years: z.array(z.number().int()) });
export type VehicleMake = z.infer<typeof VehicleMake>;

export const listVehicleMakes = defineEndpoint({
  method: 'GET',
  path: '/v1/repair-intake/vehicle-makes',
  summary:
    'The makes the repair type’s shop lists (its top product categories) with their model years, and every year any make has; cached 10 minutes',
  tag: 'Repairs',
  access: 'public',
  query: z.object({ repair_type: RepairType }),
  response: z.object({ makes: z.array(VehicleMake), years: z.array(z.number().int()) }),
});

export const listVehicleModels = defineEndpoint({
  method: 'GET',
  path: '/v1/repair-intake/vehicle-makes/:make_id/models',
  summary: 'The models of one make on the repair type’s shop (its sub-categories); cached 10 minutes',
  tag: 'Repairs',
  access: 'public',
  params: z.object({ make_id: IdParam }),
  query: z.object({ repair_type: RepairType }),
  response: z.object({ models: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

export const listRepairStates = defineEndpoint({
  method: 'GET',
  path: '/v1/repair-intake/states',
  summary: 'US states for the billing address: from the TIPM shop, else the ECM shop; cached 10 minutes',
  tag: 'Repairs',
  access: 'public',
  response: z.object({ states: z.array(z.object({ code: z.string(), name: z.string() })) }),
});

export const RepairTaxQuery = z.object({
  repair_type: RepairType,
  subtotal: orderFields.shape.subtotal,
  state: RepairCustomer.shape.state,
});

export const RepairTax = z.object({ tax_amount: z.string(), tax_percent: z.string(), total: z.string() });
export type RepairTax = z.infer<typeof RepairTax>;

export const calculateRepairTax = defineEndpoint({
  method: 'POST',
  path: '/v1/repair-intake/tax',
  summary: 'The tax the repair type’s shop charges on a subtotal in a state, with the tax percent and the total',
  tag: 'Repairs',
  access: 'public',
  body: RepairTaxQuery,
  response: RepairTax,
});

/** The wizard's and the server's sentences (spec part 2 §2, §8), word for word. */
export const REPAIR_MESSAGES = {
  created: 'Repair service order successfully created!',
  copied: 'Copied payment URL!',
  copyFailed: 'Copy failed.',
  createFailed: 'Failed to create order.',
  productFailed: 'Failed to get product details.',
  categoriesFailed: 'Failed to load vehicle categories.',
  noModels: (make: string) => `No available models for ${make}.`,
  modelsFailed: (make: string | null) => `Failed to load vehicle models for ${make || 'this make'}.`,
  taxFailed: 'Failed to calculate tax.',
  invalidTax: 'Invalid response from server.',
  statesFailed: 'Failed to load states.',
  inProgress: 'This repair order is already being created. Try again in a moment.',
} as const;
