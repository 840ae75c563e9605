import { Badge, Tooltip } from '@mantine/core';
import type { RefundHistory } from '@makro/domain/refunds';
import { WHOLE_TEXT } from '@/ui/badge-styles';

/** How a refund stands, in words and colour: a request, or an approved refund and where its money is. */
export function refundStatus(refund: Pick<RefundHistory, 'status' | 'payout'>): { label: string; color: string } {
  if (refund.status === 'pending') return { label: 'Pending request', color: 'blue' };
  if (refund.status === 'rejected') return { label: 'Rejected', color: 'gray' };
  switch (refund.payout.status) {
    case 'refunded':
      return { label: 'Refunded', color: 'green' };
    case 'pending':
      return { label: 'Refund pending', color: 'yellow' };
    case 'failed':
      return { label: 'Refund failed', color: 'red' };
    default:
      return { label: 'Approved', color: 'teal' };
  }
}

export function RefundStatusBadge({ refund }: { refund: Pick<RefundHistory, 'status' | 'payout'> }) {
  const { label, color } = refundStatus(refund);
  const badge = (
    <Badge color={color} variant="light" radius="sm" styles={WHOLE_TEXT}>
      {label}
    </Badge>
  );
  const error = refund.status === 'approved' && refund.payout.status === 'failed' ? refund.payout.error : null;
  return error ? (
    <Tooltip label={error} withArrow multiline maw={320}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
