import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  REFUND_MESSAGES,
  amountProblem,
  requestTransactionId,
  type ListRefundsQuery,
  type RefundHistory,
  type RefundDepartment,
  type RefundQuote,
} from '@makro/domain/refunds';
import { pageInfo, toCents } from '@makro/domain/shared';
import type { z } from 'zod';
import type { NewRefund, RefundChanges } from '@makro/domain/refunds';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { isUniqueViolation } from '../../platform/db/errors';
import { writeAudit } from '../../platform/audit/audit';
import { isAdministrator } from '../../platform/auth/access';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/http/errors';
import { tellApprovers } from './notifications';
import type { StorefrontPort } from '../../integrations/woocommerce/port';
import { refundHistories, refundSearchText } from './tables';
import { quoteRefund } from './order-quote';
import { refundHistoryById, selectRefunds, toRefundHistories, byTicket } from './rows';
import { approveInTransaction } from './approval';

type NewRefundInput = z.infer<typeof NewRefund>['refund_history'];
type RefundChangesInput = z.infer<typeof RefundChanges>['refund_history'];

function listFilters(query: ListRefundsQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(refundHistories.status, query.status));
  if (query.department) filters.push(eq(refundHistories.department, query.department));
  if (query.reason) filters.push(eq(refundHistories.reason, query.reason));
  if (query.ticket_number) filters.push(byTicket(query.ticket_number));
  if (query.keyword)
    filters.push(sql`${refundSearchText(refundHistories)} like ${`%${escapeLike(query.keyword.toLowerCase())}%`}`);
  return filters;
}

export async function listRefunds(db: DbOrTx, query: ListRefundsQuery) {
  const where = and(...listFilters(query));
  const [total] = await db.select({ n: count() }).from(refundHistories).where(where);
  const [pending] = await db.select({ n: count() }).from(refundHistories).where(eq(refundHistories.status, 'pending'));
  const rows = await selectRefunds(db)
    .where(where)
    .orderBy(desc(refundHistories.created_at), desc(refundHistories.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    refund_histories: await toRefundHistories(db, rows),
    ...pageInfo(total?.n ?? 0, query),
    pending_count: pending?.n ?? 0,
  };
}

export async function refundOr404(db: DbOrTx, id: number): Promise<RefundHistory> {
  const refund = await refundHistoryById(db, id);
  if (!refund) throw notFound(`Refund ${id} does not exist.`);
  return refund;
}

const FIELDS = {
  ticket: 'body.refund_history.ticket_number',
  days: 'body.refund_history.total_days_rented',
  amount: 'body.refund_history.refund_amount',
} as const;

/** The amount rules the form shows, held here: at least 1, at most what is left, a rental at most total less fee. */
function checkAmount(amount: string, quote: RefundQuote) {
  const problem = amountProblem(amount, quote.refundable);
  if (problem) throw unprocessable(`refund_amount ${problem}`, [{ field: FIELDS.amount, message: problem }]);
  if (quote.rental && toCents(amount) > toCents(quote.rental.refund_amount)) {
    const message = `must not be more than ${quote.rental.refund_amount}: the order total less the rental fee of ${quote.rental.fee}`;
    throw unprocessable(`refund_amount ${message}`, [{ field: FIELDS.amount, message }]);
  }
}

const duplicate = (ticket: string) =>
  conflict(REFUND_MESSAGES.duplicate(ticket), [{ field: FIELDS.ticket, message: REFUND_MESSAGES.duplicateTitle }]);

/**
 * A refund request; with can_refunds the refund itself, approved at once and queued for payout in the same
 * transaction. The order is checked on its shop and the amount against what it has left.
 */
export async function createRefund(ctx: ServiceContext, shops: StorefrontPort, input: NewRefundInput) {
  const { quote } = await quoteRefund(ctx.db, shops, input, FIELDS);
  checkAmount(input.refund_amount, quote);
  const direct = ctx.actor.permissions.includes('can_refunds');
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(refundHistories)
        .values({
          transaction_id: requestTransactionId(input.department),
          ticket_number: input.ticket_number,
          order_number: quote.order_number,
          department: input.department,
          part_number: quote.part_numbers.join(', ') || null,
          customer_name: quote.customer_name || 'Customer',
          customer_email: quote.customer_email,
          refund_amount: input.refund_amount,
          reason: input.reason,
          total_days_rented: input.total_days_rented ?? null,
          notes: input.notes,
          requested_by_user_id: ctx.actor.user.id,
        })
        .returning();
      await writeAudit(tx, {
        actorUserId: ctx.actor.user.id,
        action: 'create',
        entity: 'refund',
        entityId: row!.id,
        after: row,
      });
      if (direct) await approveInTransaction(tx, ctx, row!);
      else await tellApprovers(tx, row!);
      return row!.id;
    });
  } catch (error) {
    // The one-pending-request index refused a second request that raced the first.
    if (isUniqueViolation(error)) throw duplicate(input.ticket_number);
    throw error;
  }
  if (direct) ctx.nudgeOutbox();
  return { id, direct };
}

/** The requester edits their own pending request, an administrator any pending one; it stays pending. */
export async function updateRefund(
  ctx: ServiceContext,
  shops: StorefrontPort,
  id: number,
  changes: RefundChangesInput,
) {
  const before = await refundOr404(ctx.db, id);
  if (before.requested_by?.id !== ctx.actor.user.id && !isAdministrator(ctx.actor))
    throw forbidden('Only the requester or an administrator can edit this refund request.');
  if (before.status !== 'pending')
    throw conflict(`Refund ${id} is ${before.status}; only a pending request can be edited.`, 'body.refund_history');
  const { quote } = await quoteRefund(
    ctx.db,
    shops,
    { ...before, ...changes, ticket_number: before.ticket_number, department: before.department },
    FIELDS,
  );
  checkAmount(changes.refund_amount, quote);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refundHistories)
      .set({
        reason: changes.reason,
        refund_amount: changes.refund_amount,
        notes: changes.notes,
        total_days_rented: changes.total_days_rented ?? null,
      })
      .where(and(eq(refundHistories.id, id), eq(refundHistories.status, 'pending')))
      .returning();
    if (!row) throw conflict(`Refund ${id} is no longer pending.`, 'body.refund_history');
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'update',
      entity: 'refund',
      entityId: id,
      before,
      after: row,
    });
  });
}

/** Administrators delete requests; a refund that was approved stays, because money moved or is moving. */
export async function deleteRefund(ctx: ServiceContext, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(refundHistories).where(eq(refundHistories.id, id)).for('update');
    if (!row) throw notFound(`Refund ${id} does not exist.`);
    if (row.status === 'approved')
      throw conflict(`Refund ${id} was approved and paid back; it cannot be deleted.`, 'params.id');
    await tx.delete(refundHistories).where(eq(refundHistories.id, id));
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'delete',
      entity: 'refund',
      entityId: id,
      before: row,
    });
  });
}

/**
 * A pending refund request opened by another feature in its own transaction (an exchange that costs the
 * customer less). One pending request per ticket still holds: a second is not made.
 */
export async function requestRefundInTransaction(
  tx: DbOrTx,
  request: {
    orderNumber: string;
    department: RefundDepartment;
    amount: string;
    customerName: string;
    customerEmail: string | null;
    partNumber: string | null;
    notes: string;
    requestedBy: number | null;
  },
): Promise<void> {
  const [created] = await tx
    .insert(refundHistories)
    .values({
      transaction_id: requestTransactionId(request.department),
      ticket_number: request.orderNumber,
      order_number: request.orderNumber,
      department: request.department,
      part_number: request.partNumber,
      customer_name: request.customerName,
      customer_email: request.customerEmail,
      refund_amount: request.amount,
      reason: 'rma exchange',
      notes: request.notes,
      requested_by_user_id: request.requestedBy,
    })
    .onConflictDoNothing()
    .returning();
  if (created) await tellApprovers(tx, created);
}

/** Requests waiting for an approver: the menu's Refunds count. */
export async function pendingRefundCount(db: DbOrTx): Promise<number> {
  const [pending] = await db.select({ n: count() }).from(refundHistories).where(eq(refundHistories.status, 'pending'));
  return pending?.n ?? 0;
}
