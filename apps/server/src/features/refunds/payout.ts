import { and, eq, isNull } from 'drizzle-orm';
import { reasonLabel, refundedTransactionId, type RefundDepartment } from '@makro/domain/refunds';
import { toCents, fromCents } from '@makro/domain/shared';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { companyPersonalization, queueEmail } from '../../platform/mail/email';
import { PermanentFailure, type OutboxHandler } from '../../platform/jobs/worker';
import type { StorefrontPort, WooOrder } from '../../integrations/woocommerce/port';
import { PaymentError, type PaymentTransaction, type PaymentsPort } from '../../integrations/braintree/port';
import { refundHistories } from './tables';
import { emailKey, type RefundRow } from './rows';
import { shopOrderOr422 } from './order-quote';

export const PAYOUT_KIND = 'refund.payout';

export interface PayoutDeps {
  db: Db;
  shops: StorefrontPort;
  payments: PaymentsPort;
  config: Config;
}

/** What Makro writes on the processor's refund and the shop's refund note, so a retry finds what it did. */
export const payoutReference = (refundId: number) => `makro-refund-${refundId}`;

const REFUNDABLE_SALES = ['settled', 'settling'];

function leftOnSale(sale: PaymentTransaction, all: readonly PaymentTransaction[]): bigint {
  const credited = all
    .filter((candidate) => candidate.type === 'credit' && candidate.refundedTransactionId === sale.id)
    .reduce((sum, credit) => sum + toCents(credit.amount), 0n);
  return toCents(sale.amount) - credited;
}

/** The processor's refund of this payout: the one it already made (found by reference), or a new one. */
async function processorRefund(payments: PaymentsPort, order: WooOrder, refund: RefundRow, reference: string) {
  const transactions = await payments.transactionsForOrder(order.number);
  const made = transactions.find((candidate) => candidate.type === 'credit' && candidate.reference === reference);
  if (made) return made;
  const sale = transactions.find(
    (candidate) =>
      candidate.type === 'sale' &&
      REFUNDABLE_SALES.includes(candidate.status) &&
      leftOnSale(candidate, transactions) >= toCents(refund.refund_amount),
  );
  if (!sale) return null;
  return payments.refund(sale.id, fromCents(toCents(refund.refund_amount)), reference);
}

/**
 * Pays one approved refund back, at most once whatever happens around it: the processor's refund carries our
 * reference and is looked for before a new one is made; the shop's record of it likewise. Orders not paid
 * through the processor are refunded by the shop's own gateway (`api_refund`). Then the record is completed
 * and the two e-mails queued, in one transaction.
 */
export function refundPayoutHandler(deps: PayoutDeps): OutboxHandler {
  return async (payload) => {
    const id = (payload as { refund_id: number }).refund_id;
    const [refund] = await deps.db.select().from(refundHistories).where(eq(refundHistories.id, id));
    if (!refund || refund.status !== 'approved') throw new PermanentFailure(`Refund ${id} is not approved.`);
    if (refund.processor_transaction_id)
      return { result: { processor_transaction_id: refund.processor_transaction_id } };
    const department = refund.department as RefundDepartment;
    const reference = payoutReference(id);
    try {
      const order = await shopOrderOr422(deps.db, deps.shops, department, refund.order_number, 'body');
      const credit = await processorRefund(deps.payments, order, refund, reference);
      const recorded = order.refunds.find((entry) => entry.reason.includes(reference));
      const shopRefund =
        recorded ??
        (await deps.shops.refundOrder(department, order.id, {
          amount: refund.refund_amount,
          reason: `${reasonLabel(refund.reason)} (${reference})`,
          apiRefund: credit === null,
        }));
      const processorId = credit?.id ?? `shop-refund-${shopRefund.id}`;
      await complete(deps, refund, processorId);
      return { result: { processor_transaction_id: processorId } };
    } catch (error) {
      if (error instanceof PaymentError && !error.retryable) throw new PermanentFailure(error.message);
      throw error;
    }
  };
}

async function complete(deps: PayoutDeps, refund: RefundRow, processorId: string) {
  await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(refundHistories)
      .set({
        processor_transaction_id: processorId,
        transaction_id: refundedTransactionId(refund.department as RefundDepartment, refund.id),
        date_refunded: new Date(),
      })
      .where(and(eq(refundHistories.id, refund.id), isNull(refundHistories.processor_transaction_id)))
      .returning();
    if (!done) return;
    const personalization = {
      ...companyPersonalization(deps.config),
      order_ticket_number: refund.ticket_number,
      refund_amount: refund.refund_amount,
      reason: reasonLabel(refund.reason),
    };
    const subject = `Refund for Ticket/Order #${refund.ticket_number}`;
    if (refund.customer_email)
      await queueEmail(tx, emailKey(refund.id, 'customer'), `Refund e-mail to ${refund.customer_email}`, {
        to: { email: refund.customer_email, name: refund.customer_name },
        subject,
        template: 'refund',
        personalization: { ...personalization, name: refund.customer_name },
      });
    const [requester] = refund.requested_by_user_id
      ? await tx.select().from(users).where(eq(users.id, refund.requested_by_user_id))
      : [];
    if (requester?.email)
      await queueEmail(tx, emailKey(refund.id, 'requester'), `Refund approved e-mail to ${requester.email}`, {
        to: { email: requester.email, name: `${requester.first_name} ${requester.last_name}`.trim() },
        subject: `Refund approved: Ticket/Order #${refund.ticket_number}`,
        template: 'csrRefundApproved',
        personalization: { ...personalization, name: requester.first_name },
      });
  });
}
