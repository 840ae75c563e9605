import type { MenuBadges } from '@makro/domain/notifications';
import { RMA_REVIEW_PERMISSION } from '@makro/domain/rma';
import type { Permission } from '@makro/domain/shared';
import type { Actor } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/client';
import { pendingRefundCount } from '../refunds/service';
import { pendingRmaCount } from '../rma/service';
import { usersAwaitingActivation } from '../users/service';
import { waitingModuleRequestCount } from '../module-requests/service';
import { pendingPartnerCount } from '../partner-applications/service';
import { waitingInquiryCount } from '../customer-inquiries/service';

interface BadgeSource {
  path: string;
  /** Only people who may act on what is counted see the count. */
  permission: Permission;
  count: (db: DbOrTx) => Promise<number>;
}

const SOURCES: BadgeSource[] = [
  { path: '/refunds', permission: 'can_approve_refund_requests', count: pendingRefundCount },
  { path: '/rma-tickets', permission: RMA_REVIEW_PERMISSION, count: pendingRmaCount },
  { path: '/users', permission: 'can_view_user_management', count: usersAwaitingActivation },
  { path: '/customer-inquiry', permission: 'can_view_customer_inquiry', count: waitingInquiryCount },
  { path: '/module-request', permission: 'can_view_module_request', count: waitingModuleRequestCount },
  { path: '/partner-application', permission: 'can_view_partner_application', count: pendingPartnerCount },
];

/** The side menu's live counts for this person, counted at once. */
export async function menuBadges(db: DbOrTx, actor: Actor): Promise<MenuBadges> {
  const mine = SOURCES.filter((source) => actor.permissions.includes(source.permission));
  const counts = await Promise.all(mine.map((source) => source.count(db)));
  return { badges: Object.fromEntries(mine.map((source, index) => [source.path, counts[index]!])) };
}
