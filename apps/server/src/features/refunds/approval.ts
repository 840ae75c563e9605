import { eq } from 'drizzle-orm';
import { REFUND_MESSAGES, type RefundHistory } from '@makro/domain/refunds';
import { toCents } from '@makro/domain/shared';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import { enqueue, requeue } from '../../platform/jobs/outbox';
import { outbox } from '../../platform/jobs/tables';
import { conflict, notFound, unprocessable } from '../../platform/http/errors';
import type { StorefrontPort } from '../../integrations/woocommerce/port';
import { refundHistories } from './tables';
import { payoutKey, refundHistoryById, type RefundRow } from './rows';
import { quoteRefund } from './order-quote';
import { PAYOUT_KIND } from './payout';
import { tellRequester } from './notifications';

/** Approves in the caller's transaction and queues the payout there: the record and the money go together. */
export async function approveInTransaction(tx: Tx, ctx: ServiceContext, row: RefundRow): Promise<void> {
  await tx
    .update(refundHistories)
    .set({ status: 'approved', approved_by_user_id: ctx.actor.user.id })
    .where(eq(refundHistories.id, row.id));
  await enqueue(tx, {
    kind: PAYOUT_KIND,
    idempotencyKey: payoutKey(row.id),
    description: `Refund ${row.refund_amount} on ${row.department.toUpperCase()} order ${row.order_number}`,
    payload: { refund_id: row.id },
  });
  await writeAudit(tx, {
    actorUserId: ctx.actor.user.id,
    action: 'approve',
    entity: 'refund',
    entityId: row.id,
    before: { status: row.status },
    after: { status: 'approved' },
  });
  await tellRequester(tx, row, 'approved', ctx.actor.user.id);
}

const PAYOUT_WAIT_MS = 6_000;

/**
 * With the outbox worker running, a person approving waits a few seconds for the money to go back and the
 * e-mails to go out, so the answer can say they did; past that (a slow processor) it says they are on their way.
 */
export async function settledPayout(ctx: ServiceContext, id: number): Promise<RefundHistory> {
  const deadline = Date.now() + (ctx.config.backgroundJobs ? PAYOUT_WAIT_MS : 0);
  for (;;) {
    const refund = (await refundHistoryById(ctx.db, id))!;
    const settled =
      refund.payout.status !== 'pending' && refund.notifications.every((email) => email.status !== 'pending');
    if (settled || Date.now() >= deadline) return refund;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export function approvalMessage(refund: RefundHistory): string {
  if (refund.status === 'rejected') return `Refund request for ticket #${refund.ticket_number} rejected.`;
  if (refund.status === 'pending') return REFUND_MESSAGES.requestCreated(refund.ticket_number);
  if (refund.payout.status === 'refunded') return REFUND_MESSAGES.refunded(refund.ticket_number);
  if (refund.payout.status === 'failed')
    return `Ticket/Order #${refund.ticket_number} was approved, but the refund failed: ${refund.payout.error ?? 'unknown error'}. An administrator can retry it.`;
  return `Ticket/Order #${refund.ticket_number} approved; the refund is on its way to the payment processor.`;
}

async function lockRefund(tx: DbOrTx, id: number): Promise<RefundRow> {
  const [row] = await tx.select().from(refundHistories).where(eq(refundHistories.id, id)).for('update');
  if (!row) throw notFound(`Refund ${id} does not exist.`);
  return row;
}

/**
 * Approves or rejects a pending request. Asking again for what is already so (a double click, a retried
 * request, twenty approvers at once) answers the refund as it is and queues nothing more.
 */
export async function decideRefund(
  ctx: ServiceContext,
  shops: StorefrontPort,
  id: number,
  decision: { status: 'approved' | 'rejected'; refund_amount?: string },
): Promise<RefundHistory> {
  const current = (await refundHistoryById(ctx.db, id)) ?? null;
  if (!current) throw notFound(`Refund ${id} does not exist.`);
  if (decision.refund_amount !== undefined && decision.refund_amount !== current.refund_amount)
    throw unprocessable(
      `refund_amount must be the requested ${current.refund_amount}; edit the request to change it.`,
      [{ field: 'body.refund_amount', message: `must be the requested ${current.refund_amount}` }],
    );
  if (current.status === 'pending' && decision.status === 'approved') {
    // The order may have been refunded elsewhere since the request: the amount must still fit.
    const { quote } = await quoteRefund(ctx.db, shops, current, { ticket: 'body', days: 'body' });
    if (toCents(quote.refundable) < toCents(current.refund_amount))
      throw unprocessable(
        `Order ${quote.order_number} has only ${quote.refundable} left to refund; edit the request first.`,
        [{ field: 'body.refund_amount', message: `must not be more than ${quote.refundable}` }],
      );
  }
  await ctx.db.transaction(async (tx) => {
    const row = await lockRefund(tx, id);
    if (row.status === decision.status) return;
    if (row.status !== 'pending')
      throw conflict(`Refund ${id} is already ${row.status}.`, [
        { field: 'body.status', message: `is already ${row.status}` },
      ]);
    if (decision.status === 'approved') return approveInTransaction(tx, ctx, row);
    await tx
      .update(refundHistories)
      .set({ status: 'rejected', approved_by_user_id: ctx.actor.user.id })
      .where(eq(refundHistories.id, id));
    await writeAudit(tx, { actorUserId: ctx.actor.user.id, action: 'reject', entity: 'refund', entityId: id });
    await tellRequester(tx, row, 'rejected', ctx.actor.user.id);
  });
  ctx.nudgeOutbox();
  return settledPayout(ctx, id);
}

/** An administrator's retry of a failed payout: the same outbox entry, so it still refunds at most once. */
export async function retryPayout(ctx: ServiceContext, id: number): Promise<RefundHistory> {
  const refund = await refundHistoryById(ctx.db, id);
  if (!refund) throw notFound(`Refund ${id} does not exist.`);
  if (refund.payout.status !== 'failed')
    throw conflict(`Refund ${id} has no failed payout to retry (it is ${refund.payout.status}).`, 'params.id');
  const [entry] = await ctx.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.idempotency_key, payoutKey(id)));
  await requeue(ctx.db, entry!.id);
  ctx.nudgeOutbox();
  return settledPayout(ctx, id);
}
