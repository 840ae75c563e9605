import { Badge } from '@mantine/core';
import { RMA_MESSAGES, isWithin30Days, reviewStatusLabel, rmaTypeOf, type RmaRow } from '@makro/domain/rma';
import { WHOLE_TEXT } from '@/ui/badge-styles';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '1234.5' → '$1,234.50'. */
export function money(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '----';
  const value = Number(amount);
  return Number.isFinite(value) ? dollars.format(value) : String(amount);
}

export const customerName = (rma: Pick<RmaRow, 'customer_firstname' | 'customer_lastname'>) =>
  `${rma.customer_firstname} ${rma.customer_lastname}`.trim() || '----';

/** The Within 30 Days column: TRUE under 31 days since the original order, FALSE otherwise, '-' when unknown. */
export function within30DaysText(orderDaysElapsed: number | null): 'TRUE' | 'FALSE' | '-' {
  if (orderDaysElapsed === null) return '-';
  return isWithin30Days(orderDaysElapsed) ? 'TRUE' : 'FALSE';
}

export const rmaTypeLabel = (slug: string) => rmaTypeOf(slug)?.label ?? slug;

const TYPE_COLORS: Record<string, string> = {
  rma_standard_replacement: 'blue',
  rma_immediate_replacement: 'grape',
  rma_repair: 'orange',
  rma_exchange: 'teal',
};

/** The type's badge ('RMA-S', 'EXC-'…) with its name beside it for whoever does not know the codes. */
export function RmaTypeBadge({ type }: { type: string }) {
  const info = rmaTypeOf(type);
  return (
    <Badge
      variant="light"
      color={TYPE_COLORS[type] ?? 'gray'}
      radius="sm"
      styles={WHOLE_TEXT}
      style={{ textTransform: 'none' }}
      title={info?.badge}
    >
      {info?.label ?? type}
    </Badge>
  );
}

const REVIEW_COLORS: Record<string, string> = {
  Pending: 'yellow',
  'Waiting for Payment': 'blue',
  Approved: 'green',
  Rejected: 'red',
  Unknown: 'gray',
};

/** The Under Review tab's status (Pending / Waiting for Payment / Rejected / Unknown). */
export function ReviewStatusBadge({ rma }: { rma: Pick<RmaRow, 'approval_status' | 'is_paid'> }) {
  const label = reviewStatusLabel(rma.approval_status, rma.is_paid);
  return (
    <Badge
      variant="light"
      color={REVIEW_COLORS[label] ?? 'gray'}
      radius="sm"
      styles={WHOLE_TEXT}
      style={{ textTransform: 'none' }}
    >
      {label}
    </Badge>
  );
}

/**
 * Spec part 2 §8: where the shop relay's message holds 'Reason: ', only the text after it up to the first
 * period is shown; otherwise the whole message.
 */
export function shopFailureReason(message: string): string {
  const at = message.indexOf('Reason: ');
  if (at < 0) return message;
  const reason = message.slice(at + 'Reason: '.length);
  const period = reason.indexOf('.');
  return (period < 0 ? reason : reason.slice(0, period)).trim();
}

/** A failed approval's toast: the shop's failure with its reason, or 'Failed to approve RMA Item: …'. */
export function approvalFailure(message: string): { title: string; message: string } {
  if (message.startsWith(RMA_MESSAGES.shopOrderFailed)) {
    return { title: RMA_MESSAGES.shopOrderFailed, message: shopFailureReason(message) };
  }
  return { title: 'Error', message: `${RMA_MESSAGES.approveFailed}: ${message}` };
}
