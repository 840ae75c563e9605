import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PayoutStatus, RefundDepartment, RefundHistory, RefundStatus } from '@makro/domain/refunds';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { outbox } from '../../platform/jobs/tables';
import { refundHistories } from './tables';

export type RefundRow = typeof refundHistories.$inferSelect;

/** The outbox keys of a refund's side effects: its payout and the two e-mails an approval sends. */
export const payoutKey = (id: number) => `refund-payout:${id}`;
export const emailKey = (id: number, to: 'customer' | 'requester') => `refund-email-${to}:${id}`;

const requester = alias(users, 'requester');
const approver = alias(users, 'approver');

export function selectRefunds(db: DbOrTx) {
  return db
    .select({ refund: refundHistories, requester, approver })
    .from(refundHistories)
    .leftJoin(requester, eq(requester.id, refundHistories.requested_by_user_id))
    .leftJoin(approver, eq(approver.id, refundHistories.approved_by_user_id));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRefunds>['execute']>>[number];

const person = (user: typeof users.$inferSelect | null) =>
  user ? { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() } : null;

interface SideEffect {
  idempotency_key: string;
  status: string;
  last_error: string | null;
  payload: unknown;
}

function payoutOf(refund: RefundRow, effects: Map<string, SideEffect>): RefundHistory['payout'] {
  const entry = effects.get(payoutKey(refund.id));
  const status: PayoutStatus = refund.processor_transaction_id
    ? 'refunded'
    : !entry
      ? 'none'
      : entry.status === 'failed'
        ? 'failed'
        : 'pending';
  return {
    status,
    error: status === 'failed' ? (entry?.last_error ?? null) : null,
    processor_transaction_id: refund.processor_transaction_id,
  };
}

function notificationsOf(refund: RefundRow, effects: Map<string, SideEffect>): RefundHistory['notifications'] {
  return (['customer', 'requester'] as const).flatMap((to) => {
    const entry = effects.get(emailKey(refund.id, to));
    if (!entry) return [];
    const email = (entry.payload as { to?: { email?: string } }).to?.email ?? '';
    const status = entry.status === 'sent' ? 'sent' : entry.status === 'failed' ? 'failed' : 'pending';
    return [{ email, status } as const];
  });
}

/** The refunds as the API answers them, with their payout and e-mails read from the outbox in one query. */
export async function toRefundHistories(db: DbOrTx, rows: Selected[]): Promise<RefundHistory[]> {
  const keys = rows.flatMap(({ refund }) => [
    payoutKey(refund.id),
    emailKey(refund.id, 'customer'),
    emailKey(refund.id, 'requester'),
  ]);
  const effects = new Map<string, SideEffect>();
  if (keys.length > 0) {
    const entries = await db
      .select({
        idempotency_key: outbox.idempotency_key,
        status: outbox.status,
        last_error: outbox.last_error,
        payload: outbox.payload,
      })
      .from(outbox)
      .where(inArray(outbox.idempotency_key, keys));
    for (const entry of entries) effects.set(entry.idempotency_key, entry);
  }
  return rows.map(({ refund, requester: by, approver: approvedBy }) => ({
    id: refund.id,
    transaction_id: refund.transaction_id,
    ticket_number: refund.ticket_number,
    part_number: refund.part_number,
    customer_name: refund.customer_name,
    customer_email: refund.customer_email,
    refund_amount: refund.refund_amount,
    reason: refund.reason,
    total_days_rented: refund.total_days_rented,
    notes: refund.notes,
    status: refund.status as RefundStatus,
    department: refund.department as RefundDepartment,
    date_requested: refund.date_requested.toISOString(),
    date_refunded: refund.date_refunded?.toISOString() ?? null,
    requested_by: person(by),
    approved_by: person(approvedBy),
    payout: payoutOf(refund, effects),
    notifications: notificationsOf(refund, effects),
  }));
}

export async function refundHistoryById(db: DbOrTx, id: number): Promise<RefundHistory | undefined> {
  const rows = await selectRefunds(db).where(eq(refundHistories.id, id));
  return (await toRefundHistories(db, rows))[0];
}

export const byTicket = (ticketNumber: string) =>
  sql`lower(${refundHistories.ticket_number}) = ${ticketNumber.toLowerCase()}`;
