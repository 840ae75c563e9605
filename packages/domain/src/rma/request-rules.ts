import { fromCents, toCents } from '../shared/money';

/** Spec part 1 §3: the four kinds of return, with the badge and the placeholder product each order line uses. */
export const RMA_TYPES = [
  { slug: 'rma_standard_replacement', label: 'Standard Replacement', badge: 'RMA-S', sku: 'RMA-STANDARD-MISC' },
  { slug: 'rma_immediate_replacement', label: 'Immediate Replacement', badge: 'RMA-I', sku: 'RMA-IMMEDIATE-MISC' },
  { slug: 'rma_repair', label: 'Repair', badge: 'RMA-R', sku: 'RMA-REPAIR-MISC' },
  { slug: 'rma_exchange', label: 'Exchange', badge: 'EXC-', sku: 'RMA-EXCHANGE-MISC' },
] as const;
export type RmaTypeSlug = (typeof RMA_TYPES)[number]['slug'];
export const RMA_TYPE_SLUGS = RMA_TYPES.map((type) => type.slug) as [RmaTypeSlug, ...RmaTypeSlug[]];
export const rmaTypeOf = (slug: string) => RMA_TYPES.find((type) => type.slug === slug);

/** Which fields each type asks for (spec part 2 §4 "Public RMA form"). */
export function rmaFieldsFor(type: RmaTypeSlug): { vin: boolean; issues: boolean; replacement: boolean } {
  if (type === 'rma_exchange') return { vin: false, issues: false, replacement: true };
  if (type === 'rma_immediate_replacement') return { vin: false, issues: true, replacement: false };
  return { vin: true, issues: true, replacement: false };
}

/** Spec part 1 §3: what a customer can say went wrong. */
export const RMA_ISSUE_CATEGORIES = ['Lighting', 'Transmission', 'HVAC', 'Starting', 'Cluster', 'Other'] as const;

export const RMA_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RmaApprovalStatus = (typeof RMA_APPROVAL_STATUSES)[number];

/** The Under Review tab's words for a request (spec part 2 §4 "RMA"). */
export function reviewStatusLabel(approval: string, isPaid: boolean): string {
  if (approval === 'pending') return 'Pending';
  if (approval === 'approved') return isPaid ? 'Approved' : 'Waiting for Payment';
  if (approval === 'rejected') return 'Rejected';
  return 'Unknown';
}

/** `{site}-RMAREQ-{order}` or `{site}-EXCREQ-{order}` (spec part 2 §9). */
export function rmaNumber(site: 'tipm' | 'ecm', type: RmaTypeSlug, orderNumber: string): string {
  return `${site}-${type === 'rma_exchange' ? 'EXCREQ' : 'RMAREQ'}-${orderNumber}`;
}

/** The shop an RMA number names: the power-module site if it holds its slug, else the engine-module site. */
export const siteOfRmaNumber = (number: string): 'tipm' | 'ecm' => (/tipm/i.test(number) ? 'tipm' : 'ecm');

/** Spec part 1 §9: RMA payment terms, for exchanges the customer pays on account. */
export const RMA_PAYMENT_TERMS_DAYS = 30;
export const RMA_PAGE_SIZES = { approved: 20, review: 10 } as const;
export const RMA_ORDER_DEBOUNCE_MS = 900;
export const RMA_PART_DEBOUNCE_MS = 600;
export const RMA_SEARCH_DEBOUNCE_MS = 300;
export const RMA_ORDER_MIN_LENGTH = 5;
export const VIN_LENGTH = 17;

/** The portal's sentences (spec part 2 §5, §8), word for word. */
export const RMA_MESSAGES = {
  orderMissing: (order: string) =>
    `${order} does not exist in our system. Please check the order number and try again.`,
  emailMismatch: 'The email address does not match the order number. Please check and try again.',
  badPrefix: 'Orders with RMA- or REN- are invalid.',
  alreadyExists: (order: string) => `${order} already exists in our RMA system.`,
  verified: (order: string) => `Order #${order} verified.`,
  submitted: 'Your RMA request has been submitted successfully. We will contact you shortly.',
  submitFailed: 'There was an error submitting your RMA request. Please try again later.',
  approved: 'RMA Item approved successfully',
  approveFailed: 'Failed to approve RMA Item',
  shopOrderFailed: 'Failed to create WooCommerce order',
  removed: 'RMA Item removed successfully',
  removeFailed: 'Failed to remove RMA Item',
  nonPositive:
    'The total amount to charge or refund is less than or equal to zero, please adjust the amounts accordingly.',
} as const;

/** Order numbers a return cannot be made against, and the repair orders that can only be repaired. */
export const isRefusedOrderNumber = (order: string) => /RMA-|REN-/i.test(order);
export const forcesRepair = (order: string) => /REP-/i.test(order);

/** A shipping fee as typed: a number of at least 0 with at most two decimals, or nothing. */
export function validShippingFee(fee: string | number | null | undefined): string | null {
  if (fee === null || fee === undefined || fee === '') return null;
  const text = typeof fee === 'number' ? String(fee) : fee.trim();
  return /^\d{1,7}(\.\d{1,2})?$/.test(text) ? fromCents(toCents(text)) : null;
}

export interface ExchangePrice {
  /** Replacement price less what the customer paid for the original. */
  difference: string;
  /** What the customer needs to pay. */
  total: string;
  /** What we need to refund. */
  refund: string;
  /** Approve is allowed: something to charge or refund. */
  valid: boolean;
}

/**
 * Exchange pricing (spec part 2 §4): the difference between the replacement and the original's first line;
 * dearer means the customer pays it, cheaper means we refund it. A valid shipping fee is added to what the
 * customer pays, or taken off what we refund (past zero it becomes something to pay). An invalid or empty fee
 * counts as none. With nothing to charge or refund the exchange cannot be approved as it stands.
 */
export function exchangePrice(input: {
  replacementPrice: string;
  originalPrice: string;
  shippingFee?: string | number | null;
}): ExchangePrice {
  const difference = toCents(input.replacementPrice) - toCents(input.originalPrice);
  const fee = validShippingFee(input.shippingFee ?? null);
  const net = difference + (fee ? toCents(fee) : 0n);
  const total = net > 0n ? net : 0n;
  const refund = net < 0n ? -net : 0n;
  return {
    difference: fromCents(difference),
    total: fromCents(total),
    refund: fromCents(refund),
    valid: total + refund > 0n,
  };
}

/** Spec part 2 §4: paid unless the exchange leaves something for the customer to pay. */
export const rmaOrderIsPaid = (type: RmaTypeSlug, total: string) => type !== 'rma_exchange' || toCents(total) <= 0n;
