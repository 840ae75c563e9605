import { useMemo } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { z } from 'zod';
import {
  RMA_ORDER_DEBOUNCE_MS,
  RMA_ORDER_MIN_LENGTH,
  RMA_PART_DEBOUNCE_MS,
  RMA_TYPE_SLUGS,
  RmaRequestInput,
  VIN_LENGTH,
  VerifyRmaOrder,
  rmaFieldsFor,
  type RmaTypeSlug,
} from '@makro/domain/rma';
import {
  useReplacementPart,
  useVerifyOrder,
  type ReplacementQuery,
  type VerifyOrderBody,
} from '@/features/rma/public-rma-api';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/contract-form';

/** The RMA request form's rules, values and look-ups (spec part 2 §5), apart from its fields. */

export const RMA_FORM_LABELS = {
  rma_type: 'RMA Type',
  original_order_number: 'Original Order Number',
  customer_email: 'Email Address',
  correct_order_partnumber_sku: 'Replacement Part Number',
  original_issues: 'Previous Issues',
  original_issues_desc: 'Previous Issues Notes',
  new_issues: 'Current Issues',
  new_issues_desc: 'Current Issues Notes',
  vin: 'VIN',
} as const;

/** Spec part 2 §8: the order check could not be made at all. */
export const ORDER_CHECK_FAILED = 'Network or server error. Please try again.';
export const NO_SUCH_PART = 'No product with that part number';
/** Spec part 2 §8 ("Failed to get product details."). */
export const PART_LOOKUP_FAILED = 'Failed to get product details.';
/** Spec part 2 §5: the field asks for 6 characters, the check starts at 5. */
export const ORDER_FIELD_MIN_LENGTH = 6;

export const NO_FIELDS = { vin: false, issues: false, replacement: false };
export const fieldsOf = (type: RmaTypeSlug | null | undefined) => (type ? rmaFieldsFor(type) : NO_FIELDS);

const issues = RmaRequestInput.shape.original_issues.unwrap();
const notes = z.string().trim().max(2000);
const VIN_PATTERN = new RegExp(`^[A-HJ-NPR-Z0-9]{${VIN_LENGTH}}$`);
/** Required where it shows (the server refuses a standard or repair request without one), exactly 17 characters. */
const vinRule = (required: boolean) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((value, ctx) => {
      if (!value && required) ctx.addIssue({ code: 'custom', message: 'vin is required' });
      else if (value && !VIN_PATTERN.test(value))
        ctx.addIssue({ code: 'custom', message: `vin must be exactly ${VIN_LENGTH} letters and digits` });
    });

/**
 * The contract's request with the form's own rules (spec part 2 §5) for the type chosen: a type is required, the
 * order number has 6 characters at least, the replacement part number is required for an exchange, the issue
 * lists are required where they show, and so is the VIN, of exactly 17 characters. Hidden fields are empty.
 */
export function formSchema(type: RmaTypeSlug | null) {
  const shown = fieldsOf(type);
  return z.object({
    rma_type: z.enum(RMA_TYPE_SLUGS, { error: 'rma_type is required' }),
    original_order_number: RmaRequestInput.shape.original_order_number.min(
      ORDER_FIELD_MIN_LENGTH,
      `original_order_number must be at least ${ORDER_FIELD_MIN_LENGTH} characters`,
    ),
    customer_email: RmaRequestInput.shape.customer_email,
    correct_order_partnumber_sku: shown.replacement
      ? z.string().trim().min(1, 'correct_order_partnumber_sku is required').max(64).toUpperCase()
      : z.string().trim().max(64).toUpperCase(),
    original_issues: shown.issues ? issues.min(1, 'original_issues is required') : issues,
    original_issues_desc: notes,
    new_issues: shown.issues ? issues.min(1, 'new_issues is required') : issues,
    new_issues_desc: notes,
    vin: vinRule(shown.vin),
    website: z.string().max(200),
  });
}
export type FormOutput = z.output<ReturnType<typeof formSchema>>;

export interface FormValues {
  rma_type: RmaTypeSlug | null;
  original_order_number: string;
  customer_email: string;
  correct_order_partnumber_sku: string;
  original_issues: string[];
  original_issues_desc: string;
  new_issues: string[];
  new_issues_desc: string;
  vin: string;
  website: string;
}

export const emptyValues = (): FormValues => ({
  rma_type: null,
  original_order_number: '',
  customer_email: '',
  correct_order_partnumber_sku: '',
  original_issues: [],
  original_issues_desc: '',
  new_issues: [],
  new_issues_desc: '',
  vin: '',
  website: '',
});

/** The request as the API takes it: only the fields the type shows, empty values left out (spec part 2 §3). */
export function requestBody(values: FormOutput, mode: 'public' | 'staff'): RmaRequestInput {
  const shown = rmaFieldsFor(values.rma_type);
  const body: RmaRequestInput = {
    rma_type: values.rma_type,
    original_order_number: values.original_order_number,
    customer_email: values.customer_email,
  };
  if (shown.replacement) body.correct_order_partnumber_sku = values.correct_order_partnumber_sku;
  if (shown.issues) {
    body.original_issues = values.original_issues;
    if (values.original_issues_desc) body.original_issues_desc = values.original_issues_desc;
    body.new_issues = values.new_issues;
    if (values.new_issues_desc) body.new_issues_desc = values.new_issues_desc;
  }
  if (shown.vin && values.vin) body.vin = values.vin;
  if (mode === 'public' && values.website) body.website = values.website;
  return body;
}

/** What to verify, or null while the order number is too short or the e-mail is not an address yet. */
export function verifyInput(order: string, email: string): VerifyOrderBody | null {
  if (order.trim().length < RMA_ORDER_MIN_LENGTH) return null;
  const checked = VerifyRmaOrder.safeParse({ original_order_number: order, customer_email: email });
  return checked.success
    ? { original_order_number: checked.data.original_order_number, customer_email: checked.data.customer_email }
    : null;
}

/** A refusal of the order check lands, in the server's whole sentence, on the field it names. */
export function checkFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = Object.keys(serverFieldErrors(error, 'body.'));
  return Object.fromEntries(fields.map((field) => [field, error.message]));
}

export const isUnreachable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * The order check: 900 ms after typing stops, once the order number has 5 characters and the e-mail is an
 * address. Its answer counts only while it is about what the form says now.
 */
export function useOrderCheck(order: string, email: string) {
  const wanted = verifyInput(order, email);
  const wantedKey = JSON.stringify(wanted);
  const [settledKey] = useDebouncedValue(wantedKey, RMA_ORDER_DEBOUNCE_MS);
  const settled = useMemo(() => JSON.parse(settledKey) as VerifyOrderBody | null, [settledKey]);
  const verify = useVerifyOrder(settled);
  const current = wanted !== null && settledKey === wantedKey;
  const verified = current && verify.isSuccess ? verify.data : null;
  const failed = current && verify.isError ? verify.error : null;
  const fieldErrors = failed ? checkFieldErrors(failed) : {};
  const problem =
    failed && Object.keys(fieldErrors).length === 0
      ? isUnreachable(failed)
        ? ORDER_CHECK_FAILED
        : failed.message
      : null;
  return {
    key: settledKey,
    waiting: wanted !== null && (!current || verify.isFetching),
    verified,
    fieldErrors,
    problem,
    recheck: () => void verify.refetch(),
    emailMissing: order.trim().length >= RMA_ORDER_MIN_LENGTH && wanted === null,
  };
}

/** The replacement part's product on the verified order's shop, 600 ms after typing stops. */
export function usePartLookup(sku: string, site: ReplacementQuery['site'] | null) {
  const code = sku.trim().toUpperCase();
  const wanted = site && code.length >= 3 ? { site, sku: code } : null;
  const wantedKey = JSON.stringify(wanted);
  const [settledKey] = useDebouncedValue(wantedKey, RMA_PART_DEBOUNCE_MS);
  const settled = useMemo(() => JSON.parse(settledKey) as ReplacementQuery | null, [settledKey]);
  const lookup = useReplacementPart(settled);
  const current = wanted !== null && settledKey === wantedKey;
  const failed = current && lookup.isError ? lookup.error : null;
  return {
    product: current && lookup.isSuccess ? lookup.data.product : null,
    loading: wanted !== null && (!current || lookup.isFetching),
    error: failed ? (failed instanceof ApiError && failed.status === 404 ? NO_SUCH_PART : PART_LOOKUP_FAILED) : null,
  };
}
