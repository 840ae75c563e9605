// The partner applications feature's public face.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { resellers } from './tables';

/**
 * Lower-cased coupon codes of approved partners: an order that used one of them is a partner order
 * (the order reports tell partner orders from retail ones with it).
 */
export async function partnerCouponCodes(db: DbOrTx): Promise<Set<string>> {
  const rows = await db
    .select({ code: resellers.reseller_code })
    .from(resellers)
    .where(eq(resellers.status, 'approved'));
  return new Set(rows.map((row) => row.code.toLowerCase()));
}

export { PARTNER_COUPON_KIND, partnerCouponHandler, partnerCoupon, enqueueCouponSync } from './coupons';
export { pendingPartnerCount } from './list';
