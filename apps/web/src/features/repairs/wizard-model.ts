import { z } from 'zod';
import {
  DEFAULT_PAYMENT_TERMS,
  REPAIR_ORDER,
  RepairCustomer,
  RepairOrderInfo,
  StaffRepairOrderInput,
  issuesFor,
  type RepairServiceType,
} from '@makro/domain/repairs';

/** The wizard's values, steps and rules (spec part 2 §2, §4 "Repair wizard", §5), apart from its screens. */

export const STEPS = ['Customer Info', 'Order Info', 'Order Summary'] as const;
export type StepIndex = 0 | 1 | 2;

export const LABELS = {
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email Address',
  phone: 'Phone',
  address: 'Address',
  business_name: 'Business Name',
  city: 'Town / City',
  state: 'State',
  zip: 'Zip / Postal Code',
  country: 'Country',
  vin: 'VIN',
  repair_type: 'Repair Type',
  year: 'Year',
  make: 'Make',
  model: 'Model',
  firmware: 'Firmware Code',
  engine: 'Engine Size (L)',
  subtotal: 'Repair Subtotal',
  terms: 'Payment Terms (Days)',
  issues: 'Issues',
  description: 'Failure Description',
  po_number: 'PO Number',
  tax_percent: 'Tax %',
  due_date: 'Due Date',
} as const;

export interface WizardValues {
  customer: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    address: string;
    business_name: string;
    city: string;
    state: string;
    zip: string;
    country: 'US';
  };
  order: {
    vin: string;
    repair_type: RepairServiceType | null;
    year: number | null;
    make_id: number | null;
    make: string;
    model_id: number | null;
    model: string;
    firmware: string;
    engine: string;
    subtotal: number | string;
    terms: number;
    issues: string[];
    description: string;
    po_number: string;
  };
  overrides: { tax_percent: string; due_date: string };
  website: string;
}

/** A fresh wizard: first name 'Walk-in' and state CA until changed (spec part 2 §5 "Defaults when empty"), 90 days. */
export const initialValues = (): WizardValues => ({
  customer: {
    first_name: REPAIR_ORDER.walkInFirstName,
    last_name: '',
    email: '',
    phone: '',
    address: '',
    business_name: '',
    city: '',
    state: REPAIR_ORDER.defaultState,
    zip: '',
    country: REPAIR_ORDER.country,
  },
  order: {
    vin: '',
    repair_type: null,
    year: null,
    make_id: null,
    make: '',
    model_id: null,
    model: '',
    firmware: '',
    engine: '',
    subtotal: '',
    terms: DEFAULT_PAYMENT_TERMS,
    issues: [],
    description: '',
    po_number: '',
  },
  overrides: { tax_percent: '', due_date: '' },
  website: '',
});

/** The schema of the whole form: the contract's parts, so the browser checks exactly what the server will. */
export const wizardSchema = z.object({
  customer: RepairCustomer,
  order: RepairOrderInfo,
  overrides: z.object({ tax_percent: z.string(), due_date: z.string() }),
  website: z.string().max(200),
});

const STEP_SCHEMAS = { 0: RepairCustomer, 1: RepairOrderInfo } as const;
const STEP_PART = { 0: 'customer', 1: 'order' } as const;

/** The field errors of one step, keyed by form path ('customer.first_name'); none when the step is valid. */
export function stepErrors(step: 0 | 1, values: WizardValues): Record<string, string> {
  const result = STEP_SCHEMAS[step].safeParse(values[STEP_PART[step]]);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[`${STEP_PART[step]}.${issue.path.join('.')}`] ??= issue.message;
  return errors;
}

/** What a change of repair type leaves: no vehicle, no firmware, only the issues the new type lists (spec §4). */
export function afterTypeChange(order: WizardValues['order'], type: RepairServiceType | null): WizardValues['order'] {
  const allowed = type ? (issuesFor(type) as readonly string[]) : [];
  return {
    ...order,
    repair_type: type,
    year: null,
    make_id: null,
    make: '',
    model_id: null,
    model: '',
    firmware: '',
    issues: order.issues.filter((issue) => allowed.includes(issue)),
  };
}

const blankToUndefined = (value: string) => (value.trim() ? value : undefined);

/** The request as the API takes it, with the wizard's key; the staff modal adds its overrides. */
export function requestBody(values: WizardValues, requestKey: string, mode: 'staff' | 'public') {
  const { order, customer } = values;
  const body = {
    request_key: requestKey,
    customer: { ...customer, business_name: blankToUndefined(customer.business_name) },
    order: {
      ...order,
      repair_type: order.repair_type!,
      vin: blankToUndefined(order.vin),
      engine: blankToUndefined(order.engine),
      firmware: blankToUndefined(order.firmware),
      po_number: blankToUndefined(order.po_number),
      subtotal: String(order.subtotal),
    },
  };
  if (mode === 'public') return { ...body, ...(values.website ? { website: values.website } : {}) };
  const overrides = {
    tax_percent: blankToUndefined(values.overrides.tax_percent),
    due_date: blankToUndefined(values.overrides.due_date),
  };
  return { ...body, overrides } satisfies z.input<typeof StaffRepairOrderInput>;
}
