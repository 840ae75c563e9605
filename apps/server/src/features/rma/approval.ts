import { eq } from 'drizzle-orm';
import { RMA_MESSAGES, exchangePrice, validShippingFee, type RmaDetail } from '@makro/domain/rma';
import type { z } from 'zod';
import type { RmaDecision } from '@makro/domain/rma';
import { toCents } from '@makro/domain/shared';
import { shopReason } from '@makro/domain/shops';
import type { RmaContext } from './context';
import type { Tx } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import { enqueue, requeue } from '../../platform/jobs/outbox';
import { outbox } from '../../platform/jobs/tables';
import { badRequest, conflict, notFound, unprocessable, upstreamFailed } from '../../platform/http/errors';
import { companyPersonalization, queueEmail } from '../../platform/mail/email';
import { rmaSubmissions } from './tables';
import { RMA_ORDER_KIND, rmaOrderKey } from './shop-order';
import { rmaDetail } from './detail';
import type { RmaRecord } from './requests-list';

type Decision = z.infer<typeof RmaDecision>;

async function lockRma(tx: Tx, id: number): Promise<RmaRecord> {
  const [row] = await tx.select().from(rmaSubmissions).where(eq(rmaSubmissions.id, id)).for('update');
  if (!row) throw notFound(`RMA ${id} does not exist.`);
  return row;
}

/** What the approval charges and refunds: the server's pricing, with staff's adjustments checked. */
function pricing(row: RmaRecord, decision: Decision) {
  if (row.rma_type !== 'rma_exchange') return { total: '0.00', refund: '0.00', fee: null };
  const fee = decision.add_shipping_fee ? validShippingFee(decision.shipping_fee ?? null) : null;
  if (decision.add_shipping_fee && fee === null)
    throw badRequest('shipping_fee: is required when a shipping fee is added', [
      { field: 'body.shipping_fee', message: 'is required when a shipping fee is added' },
    ]);
  if (row.replacement_price === null || row.original_price === null)
    throw unprocessable('This exchange has no replacement price to approve it with.', 'body');
  const proposal = exchangePrice({
    replacementPrice: row.replacement_price,
    originalPrice: row.original_price,
    shippingFee: fee,
  });
  const total = decision.total ?? proposal.total;
  const refund = decision.refund_amount ?? proposal.refund;
  if (toCents(total) + toCents(refund) <= 0n)
    throw unprocessable(RMA_MESSAGES.nonPositive, [{ field: 'body.total', message: RMA_MESSAGES.nonPositive }]);
  if (toCents(refund) > toCents(row.original_price))
    throw unprocessable(`refund_amount must not be more than ${row.original_price}, what the original cost.`, [
      { field: 'body.refund_amount', message: `must not be more than ${row.original_price}` },
    ]);
  return { total, refund, fee };
}

const APPROVAL_WAIT_MS = 8_000;

/** With the worker running, the person approving waits for the shop order, so the answer can say how it went. */
async function settledApproval(ctx: RmaContext, id: number): Promise<RmaDetail> {
  const deadline = Date.now() + (ctx.config.backgroundJobs ? APPROVAL_WAIT_MS : 0);
  for (;;) {
    const detail = await rmaDetail(ctx, id, { withShopOrder: false });
    if (detail.approval.status !== 'pending' || detail.approval.error || Date.now() >= deadline) return detail;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * Approves an RMA (irreversible, once): its price is fixed and one outbox entry queued in one transaction; the
 * entry makes the shop order and completes the approval. Approving again answers how it stands, and retries a
 * failed shop order (the same entry: still one order).
 */
async function approve(
  ctx: RmaContext,
  id: number,
  decision: Decision,
): Promise<{ detail: RmaDetail; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockRma(tx, id);
    if (row.approval_status === 'rejected') throw conflict(`${row.rma_number} was rejected.`, 'body.approval_status');
    if (row.approval_status === 'approved') return;
    const [entry] = await tx
      .select()
      .from(outbox)
      .where(eq(outbox.idempotency_key, rmaOrderKey(id)));
    if (entry) {
      if (entry.status === 'failed') await requeue(tx, entry.id);
      return;
    }
    const price = pricing(row, decision);
    await tx
      .update(rmaSubmissions)
      .set({
        add_shipping_fee: price.fee !== null,
        shipping_fee: price.fee,
        total: price.total,
        refund_amount: price.refund,
      })
      .where(eq(rmaSubmissions.id, id));
    await enqueue(tx, {
      kind: RMA_ORDER_KIND,
      idempotencyKey: rmaOrderKey(id),
      description: `Shop order for ${row.rma_number}`,
      payload: { rma_id: id, approver: ctx.actor.user.id },
    });
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'approve',
      entity: 'rma',
      entityId: id,
      after: price,
    });
  });
  ctx.nudgeOutbox();
  const detail = await settledApproval(ctx, id);
  if (detail.approval.error)
    throw upstreamFailed(
      `${RMA_MESSAGES.shopOrderFailed}: ${shopReason(detail.approval.error) ?? detail.approval.error}`,
    );
  const message =
    detail.approval_status === 'approved'
      ? RMA_MESSAGES.approved
      : `${detail.rma_number} is being approved: the shop order is on its way.`;
  return { detail, message };
}

async function reject(ctx: RmaContext, id: number, decision: Decision) {
  if (!decision.rejection_reason)
    throw badRequest('rejection_reason: is required to reject', [
      { field: 'body.rejection_reason', message: 'is required to reject' },
    ]);
  await ctx.db.transaction(async (tx) => {
    const row = await lockRma(tx, id);
    if (row.approval_status === 'rejected') return;
    if (row.approval_status !== 'pending')
      throw conflict(`${row.rma_number} is already ${row.approval_status}.`, 'body.approval_status');
    await tx
      .update(rmaSubmissions)
      .set({
        approval_status: 'rejected',
        rejection_reason: decision.rejection_reason,
        approved_by_user_id: ctx.actor.user.id,
      })
      .where(eq(rmaSubmissions.id, id));
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'reject',
      entity: 'rma',
      entityId: id,
      after: { reason: decision.rejection_reason },
    });
    await queueEmail(tx, `rma-rejected:${id}`, `RMA rejection to ${row.customer_email}`, {
      to: { email: row.customer_email, name: `${row.customer_firstname} ${row.customer_lastname}`.trim() },
      subject: `Your request ${row.rma_number} was not approved`,
      template: 'generic',
      personalization: {
        ...companyPersonalization(ctx.config),
        name: row.customer_firstname,
        rma_number: row.rma_number,
        message: `We could not approve your request ${row.rma_number}: ${decision.rejection_reason}`,
      },
    });
  });
  ctx.nudgeOutbox();
  const detail = await rmaDetail(ctx, id, { withShopOrder: false });
  return { detail, message: `${detail.rma_number} rejected.` };
}

export function decideRma(ctx: RmaContext, id: number, decision: Decision) {
  return decision.approval_status === 'approved' ? approve(ctx, id, decision) : reject(ctx, id, decision);
}

/** Administrators delete requests that were not approved: an approved one has a shop order and a ticket. */
export async function deleteRma(ctx: RmaContext, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockRma(tx, id);
    if (row.approval_status === 'approved')
      throw conflict(`${row.rma_number} was approved; it cannot be deleted.`, 'params.id');
    await tx.delete(rmaSubmissions).where(eq(rmaSubmissions.id, id));
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'delete',
      entity: 'rma',
      entityId: id,
      before: row,
    });
  });
}
