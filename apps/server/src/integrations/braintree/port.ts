import { IntegrationError } from '../http-client';

/** A Braintree payment in Makro's terms: a sale of a shop order, or a refund (credit) of one. */
export interface PaymentTransaction {
  /** Braintree's legacy id (what the Control Panel and the SDKs show), e.g. "k3j9x2ab". */
  id: string;
  /** credit = a refund */
  type: 'sale' | 'credit';
  /** Decimal string, "120.00", never a float; positive for credits too. */
  amount: string;
  /** Lower-case gateway status: settled, settling, submitted_for_settlement, voided, … */
  status: string;
  /** The shop order number (a credit's is its sale's). */
  orderId: string | null;
  /** ISO 8601 (UTC). */
  createdAt: string;
  /** Brand as people read it: "Visa", "MasterCard", "American Express", "Discover"; null for non-card payments. */
  card: { brand: string; last4: string } | null;
  /** For credits: the sale they refund. */
  refundedTransactionId: string | null;
  /** For credits Makro made: the reference it passed (our refund's id), so a retry can find the refund it already made. */
  reference: string | null;
}

/**
 * Why a Braintree call failed. `code` is Braintree's legacyCode when it gave one ('91506' not settled, '91521'
 * amount too large, '91512' already fully refunded, '81531' amount not above zero, '81503' amount format,
 * '91505' cannot refund a credit), else 'AUTHENTICATION', 'AUTHORIZATION', 'NOT_FOUND', 'VALIDATION',
 * 'RESOURCE_LIMIT' or 'UNAVAILABLE' (5xx, timeouts, unreachable). `retryable` says whether the same call may
 * succeed later. A retryable failure of `refund` may still have refunded: look for the reference first
 * (`refund` itself does).
 */
export class PaymentError extends IntegrationError {
  constructor(
    readonly code: string,
    message: string,
    readonly retryable: boolean,
    status?: number,
    body?: unknown,
  ) {
    super('Braintree', message, status, body);
    this.name = 'PaymentError';
  }
}

/** What Makro needs from the payment processor. */
export interface PaymentsPort {
  /** Every sale of a shop order and every refund of them, oldest first. */
  transactionsForOrder(orderNumber: string): Promise<PaymentTransaction[]>;
  /** One transaction (sale or credit) by its legacy id, or null. For rendering a receipt. */
  transaction(id: string): Promise<PaymentTransaction | null>;
  /**
   * Refunds part or all of a settled/settling sale; the result is the new credit transaction. `reference`
   * (our refund's id) is stored on the refund and comes back as `reference`. When the sale already has a
   * refund with this reference, that refund is returned and nothing is refunded again.
   */
  refund(saleId: string, amount: string, reference: string): Promise<PaymentTransaction>;
}
