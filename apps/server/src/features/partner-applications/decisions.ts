import { and, eq } from 'drizzle-orm';
import {
  PARTNER_EDIT_KEYS,
  PARTNER_MESSAGES,
  PARTNER_SHOPS,
  PARTNER_SHOP_LABELS,
  type PartnerDecision,
  type PartnerEditFields,
  type Reseller,
  type UpdateResellerBody,
} from '@makro/domain/partner-applications';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { FileStorage } from '../../platform/storage';
import { resellerCoupons, resellers } from './tables';
import { resellerOr404, type ResellerRow } from './rows';
import { enqueueCouponDeletion, enqueueCouponSync } from './coupons';
import { queueDecisionEmail } from './emails';

async function lockReseller(tx: DbOrTx, id: number): Promise<ResellerRow> {
  const [row] = await tx.select().from(resellers).where(eq(resellers.id, id)).for('update');
  if (!row) throw notFound(`Partner application ${id} does not exist.`);
  return row;
}

const shopsNamed = (coupons: Reseller['coupons'], status: string) =>
  coupons
    .filter((coupon) => coupon.status === status)
    .map((coupon) => PARTNER_SHOP_LABELS[coupon.shop])
    .join(' and ');

const SETTLE_WAIT_MS = 6_000;

/**
 * With the outbox worker running, the person deciding waits a few seconds for the coupons and the e-mail, so
 * the toast can say the e-mail went out; past that it says what is still on its way.
 */
async function settled(ctx: ServiceContext, id: number): Promise<Reseller> {
  const deadline = Date.now() + (ctx.config.backgroundJobs ? SETTLE_WAIT_MS : 0);
  for (;;) {
    const reseller = await resellerOr404(ctx.db, id);
    const couponsDone = reseller.coupons.every((coupon) => coupon.status !== 'pending');
    const couponsMade = reseller.coupons.every((coupon) => coupon.status === 'created');
    const emailDone = reseller.notification !== null && reseller.notification.status !== 'pending';
    if ((couponsDone && (!couponsMade || emailDone)) || Date.now() >= deadline) return reseller;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The toast after a decision or a resend (spec part 2 §8 for the e-mail's outcome). */
export function decisionMessage(reseller: Reseller): string {
  const failed = shopsNamed(reseller.coupons, 'failed');
  if (failed) {
    const error = reseller.coupons.find((coupon) => coupon.status === 'failed')?.error ?? null;
    return PARTNER_MESSAGES.couponsFailed(failed, error);
  }
  const pending = shopsNamed(reseller.coupons, 'pending');
  if (pending) return PARTNER_MESSAGES.approvedPending(pending);
  const email = reseller.notification;
  if (!email) return PARTNER_MESSAGES.emailPending(reseller.business_email);
  if (email.status === 'sent') return PARTNER_MESSAGES.emailSent(email.email);
  if (email.status === 'failed') return PARTNER_MESSAGES.emailFailed;
  return reseller.status === 'rejected'
    ? PARTNER_MESSAGES.rejectedPending(email.email)
    : PARTNER_MESSAGES.emailPending(email.email);
}

/** Approves (a coupon on each shop, then the e-mail) or rejects (the e-mail) a pending application. */
async function decide(ctx: ServiceContext, id: number, decision: PartnerDecision): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockReseller(tx, id);
    if (row.status !== 'pending')
      throw conflict(PARTNER_MESSAGES.alreadyDecided(row.status), [
        { field: 'body.resellers.status', message: `is already ${row.status}` },
      ]);
    const [decided] = await tx
      .update(resellers)
      .set({ status: decision, decided_at: new Date(), decided_by_user_id: ctx.actor.user.id })
      .where(eq(resellers.id, id))
      .returning();
    if (decision === 'approved') {
      await tx
        .insert(resellerCoupons)
        .values(PARTNER_SHOPS.map((shop) => ({ reseller_id: id, shop, status: 'pending' })))
        .onConflictDoNothing();
      await enqueueCouponSync(tx, decided!);
    } else {
      await queueDecisionEmail(tx, ctx.config, decided!, 'rejected');
    }
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: decision === 'approved' ? 'approve' : 'reject',
      entity: 'reseller',
      entityId: id,
      before: { status: row.status },
      after: { status: decision },
    });
  });
}

/** The fields that travel on the coupons (meta): a change there updates both shops' coupons. */
const COUPON_FIELDS = ['firstname', 'lastname', 'business_name', 'ein_tax_id'] as const;

async function edit(ctx: ServiceContext, id: number, changes: Partial<PartnerEditFields>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockReseller(tx, id);
    if (row.status !== 'approved')
      throw conflict(PARTNER_MESSAGES.editApprovedOnly, [
        { field: 'body.resellers', message: PARTNER_MESSAGES.editApprovedOnly },
      ]);
    const values = Object.fromEntries(
      PARTNER_EDIT_KEYS.filter((key) => changes[key] !== undefined).map((key) => [key, changes[key] ?? null]),
    ) as Partial<ResellerRow>;
    const changed = (Object.keys(values) as (keyof ResellerRow)[]).filter((key) => values[key] !== row[key]);
    if (changed.length === 0) return;
    const [updated] = await tx.update(resellers).set(values).where(eq(resellers.id, id)).returning();
    if (COUPON_FIELDS.some((field) => changed.includes(field))) {
      await tx
        .update(resellerCoupons)
        .set({ status: 'pending', last_error: null })
        .where(and(eq(resellerCoupons.reseller_id, id), eq(resellerCoupons.status, 'failed')));
      await enqueueCouponSync(tx, updated!, `:edit:${updated!.updated_at.getTime()}`);
    }
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'update',
      entity: 'reseller',
      entityId: id,
      before: Object.fromEntries(changed.map((key) => [key, row[key]])),
      after: Object.fromEntries(changed.map((key) => [key, values[key]])),
    });
  });
}

/** PATCH: a decision (status alone) or an edit (the edit fields, ZIP required; status, if sent, unchanged). */
export async function updateReseller(
  ctx: ServiceContext,
  id: number,
  body: UpdateResellerBody['resellers'],
): Promise<{ reseller: Reseller; message: string }> {
  const editing = PARTNER_EDIT_KEYS.some((key) => body[key] !== undefined);
  if (!editing) {
    if (!body.status)
      throw badRequest('body.resellers.status: is required (approved or rejected)', [
        { field: 'body.resellers.status', message: 'is required (approved or rejected)' },
      ]);
    await decide(ctx, id, body.status);
    ctx.nudgeOutbox();
    const reseller = await settled(ctx, id);
    return { reseller, message: decisionMessage(reseller) };
  }
  if (body.zip === undefined)
    throw badRequest(`body.resellers.zip: ${PARTNER_MESSAGES.zipRequired}`, [
      { field: 'body.resellers.zip', message: PARTNER_MESSAGES.zipRequired },
    ]);
  if (body.status === 'rejected')
    throw conflict(PARTNER_MESSAGES.editApprovedOnly, [
      { field: 'body.resellers.status', message: 'an edit keeps the application approved' },
    ]);
  await edit(ctx, id, body);
  ctx.nudgeOutbox();
  return { reseller: await resellerOr404(ctx.db, id), message: PARTNER_MESSAGES.updated };
}

export async function resendNotification(
  ctx: ServiceContext,
  id: number,
): Promise<{ reseller: Reseller; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockReseller(tx, id);
    if (row.status !== 'approved') throw conflict(PARTNER_MESSAGES.resendApprovedOnly, 'params.id');
    const current = await resellerOr404(tx, id);
    const missing = current.coupons.filter((coupon) => coupon.status !== 'created');
    if (missing.length > 0)
      throw conflict(
        PARTNER_MESSAGES.couponsPending(missing.map((coupon) => PARTNER_SHOP_LABELS[coupon.shop]).join(' and ')),
        'params.id',
      );
    await queueDecisionEmail(tx, ctx.config, row, 'approved', String(Date.now()));
  });
  ctx.nudgeOutbox();
  const reseller = await settled(ctx, id);
  return { reseller, message: decisionMessage(reseller) };
}

/** Tries again, through the outbox, the coupons whose every retry failed. */
export async function retryCoupons(ctx: ServiceContext, id: number): Promise<{ reseller: Reseller; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockReseller(tx, id);
    const failed = await tx
      .update(resellerCoupons)
      .set({ status: 'pending', last_error: null })
      .where(and(eq(resellerCoupons.reseller_id, id), eq(resellerCoupons.status, 'failed')))
      .returning();
    if (row.status !== 'approved' || failed.length === 0)
      throw conflict(`Partner application ${id} has no failed coupon to retry.`, 'params.id');
    await enqueueCouponSync(tx, row, `:retry:${Date.now()}`);
  });
  ctx.nudgeOutbox();
  const reseller = await settled(ctx, id);
  return { reseller, message: decisionMessage(reseller) };
}

/**
 * An administrator's delete: the application and its licence document go; an approved partner's coupons are
 * deleted from both shops through the outbox, so the discount stops working.
 */
export async function deleteReseller(ctx: ServiceContext, storage: FileStorage, id: number): Promise<void> {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await lockReseller(tx, id);
    await tx.delete(resellers).where(eq(resellers.id, id));
    if (found.status === 'approved') await enqueueCouponDeletion(tx, found);
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'delete',
      entity: 'reseller',
      entityId: id,
      before: { reseller_code: found.reseller_code, business_email: found.business_email, status: found.status },
    });
    return found;
  });
  ctx.nudgeOutbox();
  if (row.file_attachment_path) await storage.remove(row.file_attachment_path).catch(() => undefined);
}
