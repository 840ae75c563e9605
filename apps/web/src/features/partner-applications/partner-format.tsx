import { Badge, Group, Tooltip } from '@mantine/core';
import {
  PARTNER_SHOP_LABELS,
  PARTNER_STATUS_LABELS,
  type PartnerStatus,
  type Reseller,
} from '@makro/domain/partner-applications';
import type { DecisionAnswer } from '@/features/partner-applications/api';
import { toast } from '@/lib/notify';
import { WHOLE_TEXT } from '@/ui/badge-styles';

const STATUS_COLORS: Record<PartnerStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

/** Approved and rejected are final: a fixed badge (spec part 2 §4). */
export function PartnerStatusBadge({ status }: { status: PartnerStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm" styles={WHOLE_TEXT}>
      {PARTNER_STATUS_LABELS[status]}
    </Badge>
  );
}

const COUPON_COLORS = { created: 'teal', pending: 'yellow', failed: 'red' } as const;

/** An approved partner's coupon on each shop: made, pending (retrying) or failed, with the shop's words. */
export function CouponStates({ coupons }: { coupons: Reseller['coupons'] }) {
  if (coupons.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {coupons.map((coupon) => {
        const shop = PARTNER_SHOP_LABELS[coupon.shop];
        const label = coupon.status === 'created' ? shop : `${shop} ${coupon.status}`;
        const badge = (
          <Badge
            key={coupon.shop}
            size="xs"
            variant="dot"
            color={COUPON_COLORS[coupon.status]}
            styles={WHOLE_TEXT}
            aria-label={`Coupon ${coupon.status} on ${shop}`}
          >
            {label}
          </Badge>
        );
        const hint =
          coupon.status === 'created'
            ? `Coupon on ${shop}`
            : `Coupon ${coupon.status} on ${shop}${coupon.error ? `: ${coupon.error}` : ''}`;
        return (
          <Tooltip key={coupon.shop} label={hint} withArrow multiline maw={320}>
            {badge}
          </Tooltip>
        );
      })}
    </Group>
  );
}

/** The server's sentence after a decision or resend, coloured by what happened to the coupons and the e-mail. */
export function toastDecision({ reseller, message }: DecisionAnswer): void {
  const failed =
    reseller.notification?.status === 'failed' || reseller.coupons.some((coupon) => coupon.status === 'failed');
  const sent = reseller.notification?.status === 'sent';
  toast(failed ? 'error' : sent ? 'success' : 'info', message);
}

export const EMPTY = '----';
