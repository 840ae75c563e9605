import { fromCents, toCents } from '../shared/money';

/**
 * Refunds (spec part 1 §3, part 2 §3–§9): a request moves from pending to approved or rejected; an approved
 * refund is paid back through the payment processor once, then e-mailed about.
 */
export const REFUND_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_DEPARTMENTS = ['tipm', 'ecm'] as const;
export type RefundDepartment = (typeof REFUND_DEPARTMENTS)[number];
export const DEPARTMENT_LABELS: Readonly<Record<RefundDepartment, string>> = { tipm: 'TIPM', ecm: 'ECM' };

/** The reasons as the spec lists them (stored as written), with the label staff read. */
export const REFUND_REASONS = [
  ['rental', 'Rental'],
  ['pre-auth', 'Pre-Auth'],
  ['cancelled', 'Cancelled'],
  ['shipping', 'Shipping'],
  ['test fee', 'Test Fee'],
  ['core refund', 'Core Refund'],
  ['partner discount', 'Partner Discount'],
  ['rvc refund', 'RVC Refund'],
  ['customer conflict', 'Customer Conflict'],
  ['late shipment', 'Late Shipment'],
  ['rma exchange', 'RMA Exchange'],
  ['custom line price difference', 'Custom Line Price Difference'],
  ['repair tested fine', 'Repair Tested Fine'],
  ['other', 'Other'],
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number][0];
export const REFUND_REASON_VALUES = REFUND_REASONS.map(([value]) => value) as [RefundReason, ...RefundReason[]];
export const reasonLabel = (reason: string) => REFUND_REASONS.find(([value]) => value === reason)?.[1] ?? reason;

/** Spec part 2 §9: the smallest refund, and what "repair tested fine" prefills. */
export const MIN_REFUND_AMOUNT = '1.00';
export const REPAIR_TESTED_FINE_AMOUNT = '120.00';
export const REFUND_PAGE_SIZE = 10;
export const REFUND_DEBOUNCE_MS = 900;
/** An order number this long or longer is checked for a pending request (spec: longer than 5 characters). */
export const DUPLICATE_CHECK_MIN_LENGTH = 6;
export const RENTAL_NUMBER_PREFIX = 'REN-';

/** The spec's sentences (part 2 §5, §8), word for word. */
export const REFUND_MESSAGES = {
  rentalPrefix: 'Rental Number starts with "REN-"',
  rentalMissing: 'Rental Ticket does not exist',
  notRental: 'Is not a valid Rental Item',
  orderMissing: (order: string, site: string) => `${order} does not exist on ${site}`,
  duplicateTitle: 'Duplicate!',
  duplicate: (ticket: string) =>
    `A refund request for #${ticket} still exist. Have it approve before creating a new request`,
  requestCreated: (ticket: string) => `Refund request for ticket #${ticket} created!`,
  refunded: (ticket: string) => `Ticket/Order #${ticket} Refunded Successfully`,
  emailSent: (email: string) => `Refund Notif email sent to ${email}`,
  emailFailed: 'Error sending one or more email notifications.',
  saveFailed: 'There was an error saving to Refund History!',
  updateFailed: 'There was an error updating request!',
  checkFailed: 'Unable to check if the request already exist',
} as const;

/** `{DEPT}-REQUEST-{5 characters}` while a request waits (spec part 2 §9). */
export function requestTransactionId(department: RefundDepartment, random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const suffix = Array.from({ length: 5 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  return `${DEPARTMENT_LABELS[department]}-REQUEST-${suffix}`;
}

/** `{DEPT}-{refund id}` once refunded (spec part 2 §9). */
export const refundedTransactionId = (department: RefundDepartment, refundId: number) =>
  `${DEPARTMENT_LABELS[department]}-${refundId}`;

/** What an order can still give back: its total less what was refunded, never below nothing. */
export function refundableAmount(orderTotal: string, refunded: readonly string[]): string {
  // The shops list refunds as negative totals ("-10.00"); what counts is how much went back.
  const given = refunded.reduce((sum, amount) => {
    const cents = toCents(amount);
    return sum + (cents < 0n ? -cents : cents);
  }, 0n);
  const left = toCents(orderTotal) - given;
  return fromCents(left > 0n ? left : 0n);
}

/** Why an amount cannot be refunded, or null: at least 1, at most what is left. */
export function amountProblem(amount: string, refundable: string): string | null {
  if (toCents(amount) < toCents(MIN_REFUND_AMOUNT)) return `must be at least ${MIN_REFUND_AMOUNT}`;
  if (toCents(amount) > toCents(refundable))
    return `must not be more than ${refundable}, what the order has left to refund`;
  return null;
}

/** A rental refund names the rental (REN-…); its shop order is the number without the prefix. */
export function rentalOrderNumber(ticketNumber: string): string | null {
  const upper = ticketNumber.trim().toUpperCase();
  return upper.startsWith(RENTAL_NUMBER_PREFIX) ? upper.slice(RENTAL_NUMBER_PREFIX.length) : null;
}

/** Where a refund's money stands at the processor once approved. */
export const PAYOUT_STATUSES = ['none', 'pending', 'refunded', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
