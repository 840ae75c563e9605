import type { PaymentTransaction as TransactionView } from '@makro/domain/refunds';
import type { Config } from '../../config';
import { notFound, upstreamFailed } from '../../platform/http/errors';
import { PaymentError, type PaymentTransaction, type PaymentsPort } from '../../integrations/braintree/port';

const toView = (transaction: PaymentTransaction): TransactionView => ({
  id: transaction.id,
  type: transaction.type,
  amount: transaction.amount,
  status: transaction.status,
  created_at: transaction.createdAt,
  card: transaction.card,
  refunded_transaction_id: transaction.refundedTransactionId,
});

async function processor<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentError) throw upstreamFailed(`Braintree: ${error.message}`);
    throw error;
  }
}

/** The processor's transactions of a shop order, newest first; refunds only when asked for. */
export async function orderTransactions(payments: PaymentsPort, orderNumber: string, withRefunds: boolean) {
  const transactions = await processor(() => payments.transactionsForOrder(orderNumber));
  return transactions
    .filter((transaction) => withRefunds || transaction.type === 'sale')
    .map(toView)
    .reverse();
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The receipt's own policy: no script at all, only its inline styles. */
export const RECEIPT_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/**
 * A printable receipt of a refund (or sale), rendered from the processor's transaction: Braintree has no
 * receipt endpoint. Every value is escaped; the page carries no script.
 */
export async function receiptHtml(payments: PaymentsPort, company: Config['company'], id: string): Promise<string> {
  const transaction = await processor(() => payments.transaction(id));
  if (!transaction) throw notFound(`Transaction ${id} was not found.`);
  const refund = transaction.type === 'credit';
  const when = new Date(transaction.createdAt).toLocaleString('en-US', {
    timeZone: 'America/Los_Angeles',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const row = (label: string, value: string) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  const rows = [
    row('Transaction', transaction.id),
    row('Order', transaction.orderId ?? '—'),
    row('Date', when),
    row(refund ? 'Refund Amount' : 'Amount', `$${transaction.amount}`),
    row('Status', transaction.status.replace(/_/g, ' ')),
    row('Card', transaction.card ? `${transaction.card.brand} ending in ${transaction.card.last4}` : '—'),
    ...(transaction.refundedTransactionId ? [row('Refund of', transaction.refundedTransactionId)] : []),
  ].join('');
  const title = `${refund ? 'Refund receipt' : 'Payment receipt'} ${transaction.id}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:40px auto;color:#1d2433}h1{font-size:22px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:8px;border-bottom:1px solid #dde}
th{width:40%;color:#556}footer{margin-top:32px;font-size:13px;color:#667}</style></head>
<body><h1>${escapeHtml(company.name)}</h1><h2>${escapeHtml(title)}</h2><table>${rows}</table>
<footer>${escapeHtml(company.name)} · ${escapeHtml(company.address)} · ${escapeHtml(company.phone)}</footer></body></html>`;
}
