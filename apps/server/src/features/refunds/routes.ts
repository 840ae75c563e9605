import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/refunds';
import { REFUND_MESSAGES } from '@makro/domain/refunds';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import * as refunds from './service';

export async function refundsRoutes(app: FastifyInstance): Promise<void> {
  const shops = () => app.integrations.shops;
  const payments = () => app.integrations.payments;

  defineRoute(app, contracts.listRefundHistories, ({ query }) => refunds.listRefunds(app.db, query));
  defineRoute(app, contracts.quoteRefund, async ({ query }) => ({
    quote: (
      await refunds.quoteRefund(app.db, shops(), query, {
        ticket: 'query.ticket_number',
        days: 'query.total_days_rented',
      })
    ).quote,
  }));
  defineRoute(app, contracts.createRefundHistory, async ({ request, body }) => {
    const ctx = contextFor(request);
    const { id, direct } = await refunds.createRefund(ctx, shops(), body.refund_history);
    const refund = direct ? await refunds.settledPayout(ctx, id) : await refunds.refundOr404(app.db, id);
    const message = direct
      ? refunds.approvalMessage(refund)
      : REFUND_MESSAGES.requestCreated(body.refund_history.ticket_number);
    return { refund_history: refund, message };
  });
  defineRoute(app, contracts.updateRefundHistory, async ({ request, params, body }) => {
    await refunds.updateRefund(contextFor(request), shops(), params.id, body.refund_history);
    return { refund_history: await refunds.refundOr404(app.db, params.id) };
  });
  defineRoute(app, contracts.updateRefundStatus, async ({ request, params, body }) => {
    const refund = await refunds.decideRefund(contextFor(request), shops(), params.id, body);
    return { refund_history: refund, message: refunds.approvalMessage(refund) };
  });
  defineRoute(app, contracts.retryRefundPayout, async ({ request, params }) => ({
    refund_history: await refunds.retryPayout(contextFor(request), params.id),
  }));
  defineRoute(app, contracts.deleteRefundHistory, async ({ request, params }) => {
    await refunds.deleteRefund(contextFor(request), params.id);
    return { success: true as const };
  });
  defineRoute(app, contracts.listOrderTransactions, async ({ params, query }) => ({
    transactions: await refunds.orderTransactions(payments(), params.orderNumber, query.refund),
  }));
  defineRoute(app, contracts.refundReceipt, async ({ params, reply }) => {
    const html = await refunds.receiptHtml(payments(), app.config.company, params.transactionId);
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', refunds.RECEIPT_CSP)
      .header('content-disposition', `inline; filename="receipt-${params.transactionId}.html"`)
      .send(html);
    return '';
  });
}
