import { and, eq } from 'drizzle-orm';
import {
  PARTNER_DISCOUNT_AMOUNT,
  PARTNER_SHOPS,
  PARTNER_SHOP_LABELS,
  couponEmailRestrictions,
  type PartnerShop,
} from '@makro/domain/partner-applications';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../platform/db/client';
import { enqueue } from '../../platform/jobs/outbox';
import { outbox } from '../../platform/jobs/tables';
import { PermanentFailure, type OutboxHandler } from '../../platform/jobs/worker';
import { IntegrationError } from '../../integrations/http-client';
import type { CouponInput, StorefrontPort, WooCoupon } from '../../integrations/woocommerce/port';
import { resellerCoupons, resellers } from './tables';
import { couponKey, fullName, type ResellerRow } from './rows';
import { queueDecisionEmail } from './emails';

export const PARTNER_COUPON_KIND = 'partner-coupon';

/** `sync`: the partner's coupon on the shop made or brought up to date; `delete`: removed (a deleted partner). */
export type CouponJob =
  | { action: 'sync'; reseller_id: number; shop: PartnerShop; key: string }
  | { action: 'delete'; reseller_id: number; shop: PartnerShop; code: string; email: string; key: string };

/** The coupon of an approved partner, as both shops hold it (spec part 2 §7 and §9, part 1 §9). */
export function partnerCoupon(row: ResellerRow): CouponInput & { code: string } {
  return {
    code: row.reseller_code,
    discount_type: 'percent',
    amount: String(PARTNER_DISCOUNT_AMOUNT),
    individual_use: true,
    exclude_sale_items: true,
    email_restrictions: couponEmailRestrictions(row.business_email),
    meta_data: [
      { key: 'notification_email', value: row.business_email },
      { key: 'is_a_reseller', value: 'yes' },
      { key: 'company_name', value: row.business_name },
      { key: 'ein_tax_id_verified', value: row.ein_tax_id ? 'yes' : 'no' },
      { key: 'customer_name', value: fullName(row) },
    ],
  } as CouponInput & { code: string };
}

const metaValue = (coupon: WooCoupon, key: string) => coupon.meta_data.find((entry) => entry.key === key)?.value;

/** Only a coupon Makro made for this partner is changed or deleted: never a shop's own coupon of the same code. */
const belongsTo = (coupon: WooCoupon, email: string) =>
  metaValue(coupon, 'is_a_reseller') === 'yes' &&
  String(metaValue(coupon, 'notification_email') ?? '').toLowerCase() === email.toLowerCase();

/** The fields of the wanted coupon that the shop's differs in (restrictions, meta, discount). */
function changesFrom(coupon: WooCoupon, wanted: CouponInput): CouponInput {
  const changes: CouponInput = {};
  if (coupon.discount_type !== wanted.discount_type) changes.discount_type = wanted.discount_type;
  if (Number(coupon.amount) !== Number(wanted.amount)) changes.amount = wanted.amount;
  if (coupon.individual_use !== wanted.individual_use) changes.individual_use = wanted.individual_use;
  if (coupon.exclude_sale_items !== wanted.exclude_sale_items) changes.exclude_sale_items = wanted.exclude_sale_items;
  if (JSON.stringify(coupon.email_restrictions) !== JSON.stringify(wanted.email_restrictions))
    changes.email_restrictions = wanted.email_restrictions;
  const meta = (wanted.meta_data ?? []).filter((entry) => metaValue(coupon, entry.key) !== entry.value);
  if (meta.length > 0) changes.meta_data = meta;
  return changes;
}

async function findByCode(shops: StorefrontPort, shop: PartnerShop, code: string) {
  const { items } = await shops.listCoupons(shop, { code, perPage: 10 });
  return items.find((coupon) => coupon.code.toLowerCase() === code.toLowerCase() && coupon.status !== 'trash');
}

/** Creates the coupon, or finds the one an earlier attempt made (a retry never duplicates) and updates it. */
async function syncCoupon(shops: StorefrontPort, shop: PartnerShop, row: ResellerRow): Promise<WooCoupon> {
  const wanted = partnerCoupon(row);
  let coupon = await findByCode(shops, shop, wanted.code);
  if (!coupon) {
    try {
      return await shops.createCoupon(shop, wanted);
    } catch (error) {
      // Another attempt made it between our look and our create: use that one.
      if (!(error instanceof IntegrationError) || error.status !== 400) throw error;
      coupon = await findByCode(shops, shop, wanted.code);
      if (!coupon) throw error;
    }
  }
  if (!belongsTo(coupon, row.business_email))
    throw new PermanentFailure(
      `${PARTNER_SHOP_LABELS[shop]} already has a coupon ${wanted.code} that is not this partner's; change the code there first.`,
    );
  const changes = changesFrom(coupon, wanted);
  return Object.keys(changes).length === 0 ? coupon : shops.updateCoupon(shop, coupon.id, changes);
}

async function attemptsOf(db: Db, key: string): Promise<number> {
  const [entry] = await db.select({ attempts: outbox.attempts }).from(outbox).where(eq(outbox.idempotency_key, key));
  return entry?.attempts ?? 0;
}

export interface CouponDeps {
  db: Db;
  shops: StorefrontPort;
  config: Config;
}

/**
 * Performs one coupon job. A sync records the shop's coupon on the partner (`created`); once every shop holds
 * it, the approval e-mail is queued (once). A failure is written on the partner's coupon row, which stays
 * pending while the outbox retries and shows failed when it gives up, so a half-made approval never looks done.
 */
export function partnerCouponHandler(deps: CouponDeps): OutboxHandler {
  return async (payload) => {
    const job = payload as CouponJob;
    if (job.action === 'delete') {
      const coupon = await findByCode(deps.shops, job.shop, job.code);
      if (!coupon || !belongsTo(coupon, job.email)) return { result: { deleted: false } };
      await deps.shops.deleteCoupon(job.shop, coupon.id);
      return { result: { deleted: true, coupon_id: coupon.id } };
    }
    const [row] = await deps.db.select().from(resellers).where(eq(resellers.id, job.reseller_id));
    // Deleted (its coupons go with it) or not approved: nothing to make.
    if (!row || row.status !== 'approved') return { result: { skipped: true } };
    const mine = and(eq(resellerCoupons.reseller_id, row.id), eq(resellerCoupons.shop, job.shop));
    try {
      const coupon = await syncCoupon(deps.shops, job.shop, row);
      await deps.db.transaction(async (tx) => {
        await tx.update(resellerCoupons).set({ status: 'created', coupon_id: coupon.id, last_error: null }).where(mine);
        await emailWhenEveryCouponExists(tx, deps.config, row);
      });
      return { result: { coupon_id: coupon.id } };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final =
        error instanceof PermanentFailure || (await attemptsOf(deps.db, job.key)) >= deps.config.outbox.maxAttempts;
      await deps.db
        .update(resellerCoupons)
        .set({ status: final ? 'failed' : 'pending', last_error: message.slice(0, 500) })
        .where(mine);
      throw error;
    }
  };
}

async function emailWhenEveryCouponExists(tx: DbOrTx, config: Config, row: ResellerRow) {
  const coupons = await tx.select().from(resellerCoupons).where(eq(resellerCoupons.reseller_id, row.id));
  const ready = PARTNER_SHOPS.every((shop) =>
    coupons.some((coupon) => coupon.shop === shop && coupon.status === 'created'),
  );
  if (ready) await queueDecisionEmail(tx, config, row, 'approved');
}

/** Queues a coupon job for each shop (in the caller's transaction); `suffix` tells later syncs from the first. */
export async function enqueueCouponSync(tx: DbOrTx, row: ResellerRow, suffix = ''): Promise<void> {
  for (const shop of PARTNER_SHOPS) {
    const key = `${couponKey(row.id, shop)}${suffix}`;
    await enqueue<CouponJob>(tx, {
      kind: PARTNER_COUPON_KIND,
      idempotencyKey: key,
      description: `Partner coupon ${row.reseller_code} on ${PARTNER_SHOP_LABELS[shop]}`,
      payload: { action: 'sync', reseller_id: row.id, shop, key },
    });
  }
}

export async function enqueueCouponDeletion(tx: DbOrTx, row: ResellerRow): Promise<void> {
  for (const shop of PARTNER_SHOPS) {
    const key = `${couponKey(row.id, shop)}:delete`;
    await enqueue<CouponJob>(tx, {
      kind: PARTNER_COUPON_KIND,
      idempotencyKey: key,
      description: `Delete partner coupon ${row.reseller_code} on ${PARTNER_SHOP_LABELS[shop]}`,
      payload: { action: 'delete', reseller_id: row.id, shop, code: row.reseller_code, email: row.business_email, key },
    });
  }
}
