import { requestJson, type JsonResponse } from '../http-client';
import { PaymentError, type PaymentTransaction, type PaymentsPort } from './port';
import { referenceOf, refundOrderId } from './reference';

export interface BraintreeAdapterOptions {
  /** The GraphQL endpoint, e.g. https://payments.braintree-api.com/graphql; resolved per call (sandbox: this server). */
  graphqlUrl: () => string;
  publicKey: string;
  privateKey: string;
  timeoutMs?: number;
}

/** The API version this adapter is written against (integrations.md §5.2). */
export const BRAINTREE_VERSION = '2019-01-01';
/** Braintree's largest search page. */
const PAGE_SIZE = 50;

const CARD = `
  paymentMethodSnapshot {
    __typename
    ... on CreditCardDetails { brandCode last4 }
    ... on CreditCardTransactionDetails { creditCard { brandCode last4 } }
  }`;

const REFUND_FIELDS = `
  legacyId
  orderId
  createdAt
  status
  amount { value currencyCode }
  refundedTransaction { legacyId orderId }
  ${CARD}`;

const SALE_FIELDS = `
  legacyId
  orderId
  createdAt
  status
  amount { value currencyCode }
  ${CARD}`;

/** The operations the adapter sends; the simulator recognises them by these names. */
export const OPERATIONS = {
  transactionsForOrder: `query MakroTransactionsForOrder($orderId: String!, $first: Int, $after: String) {
  search {
    transactions(input: { orderId: { is: $orderId } }, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { node { ${SALE_FIELDS}
        refunds { ${REFUND_FIELDS} } } }
    }
  }
}`,
  idsFromLegacyId: `query MakroIdsFromLegacyId($legacyId: ID!) {
  sale: idFromLegacyId(legacyId: $legacyId, type: TRANSACTION)
  refund: idFromLegacyId(legacyId: $legacyId, type: REFUND)
}`,
  payment: `query MakroPayment($saleId: ID!, $refundId: ID!) {
  sale: node(id: $saleId) { __typename ... on Transaction { ${SALE_FIELDS}
    refunds { ${REFUND_FIELDS} } } }
  refund: node(id: $refundId) { __typename ... on Refund { ${REFUND_FIELDS} } }
}`,
  refundTransaction: `mutation MakroRefundTransaction($input: RefundTransactionInput!) {
  refundTransaction(input: $input) {
    clientMutationId
    refund { ${REFUND_FIELDS} }
  }
}`,
} as const;

interface Money {
  value: string;
  currencyCode?: string;
}
interface CardSnapshot {
  __typename?: string;
  brandCode?: string | null;
  last4?: string | null;
  creditCard?: { brandCode?: string | null; last4?: string | null } | null;
}
interface RefundNode {
  legacyId: string;
  orderId: string | null;
  createdAt: string;
  status: string;
  amount: Money;
  refundedTransaction: { legacyId: string; orderId: string | null } | null;
  paymentMethodSnapshot: CardSnapshot | null;
}
interface SaleNode {
  legacyId: string;
  orderId: string | null;
  createdAt: string;
  status: string;
  amount: Money;
  paymentMethodSnapshot: CardSnapshot | null;
  refunds?: RefundNode[] | null;
}
interface GraphQLError {
  message?: string;
  path?: (string | number)[];
  extensions?: { legacyCode?: string | null; errorClass?: string };
}
interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: GraphQLError[];
}

const BRANDS: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'MasterCard',
  AMERICAN_EXPRESS: 'American Express',
  DISCOVER: 'Discover',
  JCB: 'JCB',
  MAESTRO: 'Maestro',
  DINERS: 'Diners Club',
  UNION_PAY: 'UnionPay',
  ELO: 'Elo',
  HIPER: 'Hiper',
  HIPERCARD: 'Hipercard',
  UK_MAESTRO: 'UK Maestro',
  SOLO: 'Solo',
  SWITCH: 'Switch',
  LASER: 'Laser',
};

/** VISA → "Visa", AMERICAN_EXPRESS → "American Express"; an unknown code in words. */
export function brandName(code: string): string {
  return (
    BRANDS[code] ??
    code
      .toLowerCase()
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

function card(snapshot: CardSnapshot | null | undefined): PaymentTransaction['card'] {
  const details = snapshot?.creditCard ?? snapshot;
  if (!details?.brandCode || !details.last4) return null;
  return { brand: brandName(details.brandCode), last4: details.last4 };
}

function saleTransaction(node: SaleNode): PaymentTransaction {
  return {
    id: node.legacyId,
    type: 'sale',
    amount: node.amount.value,
    status: node.status.toLowerCase(),
    orderId: node.orderId,
    createdAt: node.createdAt,
    card: card(node.paymentMethodSnapshot),
    refundedTransactionId: null,
    reference: null,
  };
}

function creditTransaction(node: RefundNode, sale?: SaleNode): PaymentTransaction {
  const saleOrderId = node.refundedTransaction?.orderId ?? sale?.orderId ?? null;
  return {
    id: node.legacyId,
    type: 'credit',
    amount: node.amount.value,
    status: node.status.toLowerCase(),
    orderId: saleOrderId ?? node.orderId,
    createdAt: node.createdAt,
    card: card(node.paymentMethodSnapshot) ?? card(sale?.paymentMethodSnapshot),
    refundedTransactionId: node.refundedTransaction?.legacyId ?? sale?.legacyId ?? null,
    reference: referenceOf(node.orderId, saleOrderId),
  };
}

const byCreation = (a: PaymentTransaction, b: PaymentTransaction) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id.localeCompare(b.id);

const RETRYABLE_CLASSES = new Set(['INTERNAL', 'SERVICE_AVAILABILITY', 'RESOURCE_LIMIT']);

/** One GraphQL error as a PaymentError: Braintree's legacyCode when present, else its error class. */
function graphQLFailure(error: GraphQLError, response: JsonResponse): PaymentError {
  const errorClass = error.extensions?.errorClass ?? 'INTERNAL';
  const legacyCode = error.extensions?.legacyCode;
  const retryable = !legacyCode && RETRYABLE_CLASSES.has(errorClass);
  const code =
    legacyCode ?? (errorClass === 'INTERNAL' || errorClass === 'SERVICE_AVAILABILITY' ? 'UNAVAILABLE' : errorClass);
  return new PaymentError(
    code,
    error.message ?? `Braintree answered ${errorClass}`,
    retryable,
    response.status,
    response.body,
  );
}

function httpFailure(response: JsonResponse): PaymentError {
  const { status, body } = response;
  const first = (body as GraphQLAnswer<unknown> | null)?.errors?.[0];
  if (status === 401 || status === 403) {
    const code = status === 401 ? 'AUTHENTICATION' : 'AUTHORIZATION';
    return new PaymentError(code, first?.message ?? `Braintree answered ${status}`, false, status, body);
  }
  if (status === 429) return new PaymentError('RESOURCE_LIMIT', 'Braintree is rate limiting', true, status, body);
  const retryable = status >= 500 || status === 408;
  return new PaymentError(
    retryable ? 'UNAVAILABLE' : `HTTP_${status}`,
    first?.message ?? `Braintree answered ${status}`,
    retryable,
    status,
    body,
  );
}

/**
 * Braintree's GraphQL API (integrations.md §5.2): one endpoint, JSON both ways, Basic auth with the API keys
 * and a `Braintree-Version` header. Answers are HTTP 200 with `data` and/or `errors`; a transport failure
 * (timeout, unreachable, 5xx) is a retryable PaymentError 'UNAVAILABLE'.
 */
export function createBraintreeAdapter(options: BraintreeAdapterOptions): PaymentsPort {
  const authorization = `Basic ${Buffer.from(`${options.publicKey}:${options.privateKey}`).toString('base64')}`;

  /** Runs one operation; `tolerate` names error classes that only null their field (NOT_FOUND on node). */
  async function call<T>(query: string, variables: Record<string, unknown>, tolerate: string[] = []): Promise<T> {
    let response: JsonResponse;
    try {
      response = await requestJson({
        service: 'Braintree',
        method: 'POST',
        url: options.graphqlUrl(),
        headers: { authorization, 'braintree-version': BRAINTREE_VERSION },
        body: { query, variables },
        timeoutMs: options.timeoutMs ?? 20_000,
      });
    } catch (error) {
      throw new PaymentError('UNAVAILABLE', error instanceof Error ? error.message : 'Braintree failed', true);
    }
    if (response.status !== 200) throw httpFailure(response);
    const answer = response.body as GraphQLAnswer<T> | null;
    if (!answer || typeof answer !== 'object') {
      throw new PaymentError('UNAVAILABLE', 'Braintree answered without JSON', true, response.status, response.body);
    }
    const fatal = (answer.errors ?? []).find((error) => !tolerate.includes(error.extensions?.errorClass ?? ''));
    if (fatal) throw graphQLFailure(fatal, response);
    if (!answer.data) throw new PaymentError('UNAVAILABLE', 'Braintree answered no data', true, 200, answer);
    return answer.data;
  }

  async function find(legacyId: string): Promise<{ sale: SaleNode | null; refund: RefundNode | null }> {
    const ids = await call<{ sale: string; refund: string }>(OPERATIONS.idsFromLegacyId, { legacyId });
    const found = await call<{ sale: SaleNode | null; refund: RefundNode | null }>(
      OPERATIONS.payment,
      { saleId: ids.sale, refundId: ids.refund },
      ['NOT_FOUND'],
    );
    // A node of another type answers `{__typename}` only.
    return {
      sale: found.sale?.legacyId ? found.sale : null,
      refund: found.refund?.legacyId ? found.refund : null,
    };
  }

  return {
    async transactionsForOrder(orderNumber) {
      const found: PaymentTransaction[] = [];
      let after: string | null = null;
      for (;;) {
        const page: { search: { transactions: { pageInfo: PageInfo; edges: { node: SaleNode }[] } } } = await call(
          OPERATIONS.transactionsForOrder,
          { orderId: orderNumber, first: PAGE_SIZE, after },
        );
        const { pageInfo, edges } = page.search.transactions;
        for (const { node } of edges) {
          found.push(saleTransaction(node), ...(node.refunds ?? []).map((refund) => creditTransaction(refund, node)));
        }
        if (!pageInfo.hasNextPage || !pageInfo.endCursor) break;
        after = pageInfo.endCursor;
      }
      return found.sort(byCreation);
    },

    async transaction(id) {
      if (!id.trim()) return null;
      const { sale, refund } = await find(id);
      if (sale) return saleTransaction(sale);
      return refund ? creditTransaction(refund) : null;
    },

    async refund(saleId, amount, reference) {
      const ids = await call<{ sale: string; refund: string }>(OPERATIONS.idsFromLegacyId, { legacyId: saleId });
      const current = await call<{ sale: SaleNode | null }>(
        OPERATIONS.payment,
        { saleId: ids.sale, refundId: ids.refund },
        ['NOT_FOUND'],
      );
      const sale = current.sale?.legacyId ? current.sale : null;
      if (sale) {
        // A retry after a lost answer: the refund with this reference is already there.
        const earlier = (sale.refunds ?? [])
          .map((refund) => creditTransaction(refund, sale))
          .find((credit) => credit.reference === reference);
        if (earlier) return earlier;
      }
      const result = await call<{ refundTransaction: { refund: RefundNode | null } }>(OPERATIONS.refundTransaction, {
        input: {
          clientMutationId: reference,
          transactionId: ids.sale,
          refund: {
            amount,
            orderId: refundOrderId(sale?.orderId ?? null, reference),
            description: sale?.orderId ? `Refund for order ${sale.orderId}` : 'Refund',
          },
        },
      });
      const refund = result.refundTransaction.refund;
      if (!refund) throw new PaymentError('UNAVAILABLE', 'Braintree answered no refund', true, 200, result);
      return creditTransaction(refund, sale ?? undefined);
    },
  };
}

interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}
