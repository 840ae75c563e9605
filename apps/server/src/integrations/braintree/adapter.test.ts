import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_BRAINTREE } from '../../config';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedShopDemoData } from '../woocommerce/simulator/demo-data';
import { wcOrders } from '../woocommerce/simulator/tables';
import { BRAINTREE_VERSION, createBraintreeAdapter } from './live-adapter';
import { PaymentError, type PaymentTransaction } from './port';
import { seedBraintreeDemoData } from './simulator/demo-data';
import { braintreeTransactions } from './simulator/tables';

let t: TestApp;
let graphqlUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  const address = t.app.server.address();
  graphqlUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sandbox/braintree/graphql`;
});
afterAll(() => t.close());
afterEach(async () => {
  await t.app.inject({ method: 'DELETE', url: '/sandbox/braintree/_faults' });
});

const adapter = (publicKey = SANDBOX_BRAINTREE.publicKey, privateKey = SANDBOX_BRAINTREE.privateKey) =>
  createBraintreeAdapter({ graphqlUrl: () => graphqlUrl, publicKey, privateKey, timeoutMs: 5_000 });

let nextOrder = 500_000;
/** A sale as the shop's checkout makes it, through the sandbox seeding route. */
async function sale(fields: Record<string, unknown> = {}): Promise<{ legacy_id: string; order_id: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/sandbox/braintree/_transactions',
    payload: { order_id: String((nextOrder += 1)), amount: '120.00', ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a PaymentError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(PaymentError);
      return error as PaymentError;
    },
  );

describe('Braintree GraphQL adapter against the simulator over HTTP', () => {
  it('finds an order’s sales and their refunds, oldest first, in our terms', async () => {
    const paid = await sale({
      amount: '250.50',
      card_brand: 'AMERICAN_EXPRESS',
      card_last4: '0005',
      created_at: '2025-03-01T10:00:00Z',
    });
    const second = await sale({ order_id: paid.order_id, amount: '19.99', created_at: '2025-03-02T10:00:00Z' });
    await sale({ amount: '5.00' }); // another order
    const refund = await adapter().refund(paid.legacy_id, '50.25', 'TIPM-17');

    const transactions = await adapter().transactionsForOrder(paid.order_id);
    expect(transactions.map((transaction) => [transaction.type, transaction.id])).toEqual([
      ['sale', paid.legacy_id],
      ['sale', second.legacy_id],
      ['credit', refund.id],
    ]);
    expect(transactions[0]).toEqual<PaymentTransaction>({
      id: paid.legacy_id,
      type: 'sale',
      amount: '250.50',
      status: 'settled',
      orderId: paid.order_id,
      createdAt: '2025-03-01T10:00:00.000000Z',
      card: { brand: 'American Express', last4: '0005' },
      refundedTransactionId: null,
      reference: null,
    });
    expect(transactions[1]!.card).toEqual({ brand: 'Visa', last4: '1111' });
    expect(transactions[2]).toMatchObject({
      type: 'credit',
      amount: '50.25',
      status: 'submitted_for_settlement',
      orderId: paid.order_id,
      card: { brand: 'American Express', last4: '0005' },
      refundedTransactionId: paid.legacy_id,
      reference: 'TIPM-17',
    });
    expect(await adapter().transactionsForOrder('no-such-order')).toEqual([]);
  });

  it('pages through an order with more sales than one search page', async () => {
    const first = await sale();
    for (let index = 0; index < 54; index += 1) await sale({ order_id: first.order_id, amount: '1.00' });
    const transactions = await adapter().transactionsForOrder(first.order_id);
    expect(transactions).toHaveLength(55);
    expect(new Set(transactions.map((transaction) => transaction.id)).size).toBe(55);
  });

  it('reads one transaction, a sale or a credit, by its legacy id; null when there is none', async () => {
    const paid = await sale({ card_brand: 'MASTERCARD', card_last4: '4444' });
    const credit = await adapter().refund(paid.legacy_id, '20.00', 'ECM-3');
    expect(await adapter().transaction(paid.legacy_id)).toMatchObject({
      id: paid.legacy_id,
      type: 'sale',
      amount: '120.00',
      card: { brand: 'MasterCard', last4: '4444' },
    });
    expect(await adapter().transaction(credit.id)).toEqual(credit);
    expect(credit).toMatchObject({ type: 'credit', orderId: paid.order_id, refundedTransactionId: paid.legacy_id });
    expect(await adapter().transaction('zzzzzzzz')).toBeNull();
  });

  it('refunds part, refuses more than remains (91521), refunds the rest, then refuses any more (91512)', async () => {
    const paid = await sale({ amount: '120.00' });
    const part = await adapter().refund(paid.legacy_id, '40.00', 'TIPM-1');
    expect(part).toMatchObject({ type: 'credit', amount: '40.00', reference: 'TIPM-1' });
    expect(part.id).toMatch(/^[a-z0-9]{8}$/);

    const tooMuch = await failure(adapter().refund(paid.legacy_id, '80.01', 'TIPM-2'));
    expect(tooMuch).toMatchObject({ code: '91521', message: 'Refund amount is too large.', retryable: false });

    const rest = await adapter().refund(paid.legacy_id, '80.00', 'TIPM-2');
    expect(rest).toMatchObject({ amount: '80.00', reference: 'TIPM-2' });
    expect(rest.id).not.toBe(part.id);

    const third = await failure(adapter().refund(paid.legacy_id, '0.01', 'TIPM-3'));
    expect(third).toMatchObject({ code: '91512', retryable: false });

    const credits = (await adapter().transactionsForOrder(paid.order_id)).filter((item) => item.type === 'credit');
    expect(credits.map((credit) => credit.amount)).toEqual(['40.00', '80.00']);
  });

  it('refuses a zero or malformed amount with Braintree’s codes', async () => {
    const paid = await sale();
    expect(await failure(adapter().refund(paid.legacy_id, '0.00', 'TIPM-9'))).toMatchObject({ code: '81531' });
    expect(await failure(adapter().refund(paid.legacy_id, '1.005', 'TIPM-9'))).toMatchObject({ code: '81503' });
  });

  it('answers the refund it already made when the same reference comes again, refunding once', async () => {
    const paid = await sale();
    const first = await adapter().refund(paid.legacy_id, '30.00', 'TIPM-44');
    const again = await adapter().refund(paid.legacy_id, '30.00', 'TIPM-44');
    expect(again).toEqual(first);
    const rows = await t.db
      .select()
      .from(braintreeTransactions)
      .where(
        and(eq(braintreeTransactions.kind, 'refund'), eq(braintreeTransactions.refunded_legacy_id, paid.legacy_id)),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.order_id).toBe(`${paid.order_id}/TIPM-44`);
  });

  it('lets parallel refunds of one sale take no more than it has', async () => {
    const paid = await sale({ amount: '100.00' });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) => adapter().refund(paid.legacy_id, '30.00', `TIPM-P${index}`)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.map((result) => (result as PromiseRejectedResult).reason.code)).toEqual(['91521', '91521']);
  });

  it('refuses to refund a sale that has not settled (91506), and finds no sale for a credit’s or an unknown id', async () => {
    const fresh = await sale({ status: 'SUBMITTED_FOR_SETTLEMENT' });
    const unsettled = await failure(adapter().refund(fresh.legacy_id, '10.00', 'TIPM-5'));
    expect(unsettled).toMatchObject({
      code: '91506',
      message: 'Cannot refund a transaction unless it is settled.',
      retryable: false,
    });
    const voided = await sale({ status: 'VOIDED' });
    expect(await failure(adapter().refund(voided.legacy_id, '10.00', 'TIPM-5'))).toMatchObject({ code: '91506' });
    // A day after submission the nightly batch has settled it.
    const yesterday = await sale({
      status: 'SUBMITTED_FOR_SETTLEMENT',
      created_at: new Date(Date.now() - 25 * 3_600_000).toISOString(),
    });
    expect(await adapter().transaction(yesterday.legacy_id)).toMatchObject({ status: 'settled' });
    await expect(adapter().refund(yesterday.legacy_id, '10.00', 'TIPM-6')).resolves.toMatchObject({ amount: '10.00' });

    const paid = await sale();
    const credit = await adapter().refund(paid.legacy_id, '1.00', 'TIPM-7');
    // A credit's legacy id names no sale (GraphQL ids of refunds are another type).
    expect(await failure(adapter().refund(credit.id, '1.00', 'TIPM-8'))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await failure(adapter().refund('zzzzzzzz', '1.00', 'TIPM-8'))).toMatchObject({
      code: 'NOT_FOUND',
      retryable: false,
    });
  });

  it('reports wrong credentials as an AUTHENTICATION failure that a retry will not fix', async () => {
    const error = await failure(adapter(SANDBOX_BRAINTREE.publicKey, 'wrong').transactionsForOrder('1'));
    expect(error).toMatchObject({ code: 'AUTHENTICATION', retryable: false, status: 200 });
  });

  it('reports a 5xx as a retryable UNAVAILABLE failure, and works again once it clears', async () => {
    const paid = await sale();
    await t.app.inject({
      method: 'PUT',
      url: '/sandbox/braintree/_faults',
      payload: { fail_status: 503, fail_times: 1 },
    });
    const error = await failure(adapter().refund(paid.legacy_id, '10.00', 'TIPM-10'));
    expect(error).toMatchObject({ code: 'UNAVAILABLE', retryable: true, status: 503 });
    await expect(adapter().refund(paid.legacy_id, '10.00', 'TIPM-10')).resolves.toMatchObject({ amount: '10.00' });
  });

  it('reports a timeout as retryable UNAVAILABLE', async () => {
    await t.app.inject({ method: 'PUT', url: '/sandbox/braintree/_faults', payload: { latency_ms: 400 } });
    const slow = createBraintreeAdapter({
      graphqlUrl: () => graphqlUrl,
      publicKey: SANDBOX_BRAINTREE.publicKey,
      privateKey: SANDBOX_BRAINTREE.privateKey,
      timeoutMs: 100,
    });
    expect(await failure(slow.transactionsForOrder('1'))).toMatchObject({ code: 'UNAVAILABLE', retryable: true });
  });

  it('lists an order’s transactions on the inspection route, in the port’s words', async () => {
    const paid = await sale({ card_brand: 'American Express', card_last4: '0005' });
    const credit = await adapter().refund(paid.legacy_id, '12.00', 'ECM-8');
    const listed = await t.app.inject({
      method: 'GET',
      url: `/sandbox/braintree/_transactions?order_id=${paid.order_id}`,
    });
    expect(listed.json()).toMatchObject([
      { id: paid.legacy_id, type: 'sale', amount: '120.00', card_brand: 'AMERICAN_EXPRESS', reference: null },
      {
        id: credit.id,
        type: 'credit',
        amount: '12.00',
        order_id: paid.order_id,
        refunded_transaction_id: paid.legacy_id,
        reference: 'ECM-8',
      },
    ]);
  });

  it('answers only the operations it knows, with Braintree’s headers', async () => {
    const authorization = `Basic ${Buffer.from(`${SANDBOX_BRAINTREE.publicKey}:${SANDBOX_BRAINTREE.privateKey}`).toString('base64')}`;
    const post = (
      payload: Record<string, unknown>,
      headers: Record<string, string> = { 'braintree-version': BRAINTREE_VERSION },
    ) =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/braintree/graphql',
        headers: { authorization, ...headers },
        payload,
      });
    const ping = await post({ query: '{ ping }' });
    expect(ping.json()).toMatchObject({ data: { ping: 'pong' } });
    const unknown = await post({ query: 'query Viewer { viewer { id } }' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().errors[0].extensions).toEqual({ errorClass: 'VALIDATION' });
    const noVersion = await post({ query: '{ ping }' }, {});
    expect(noVersion.json().errors[0].extensions.errorClass).toBe('UNSUPPORTED_CLIENT');
  });
});

describe('demo data', () => {
  it('gives every card-paid simulated order its sale and every shop refund its credit, once', async () => {
    const now = new Date();
    await seedShopDemoData(t.db, { endDate: now, days: 20, ordersPerDay: { tipm: 10, ecm: 5 }, seed: 7 });
    await seedBraintreeDemoData(t.db, now);
    await seedBraintreeDemoData(t.db, now);

    const orders = await t.db.select().from(wcOrders).where(eq(wcOrders.payment_method, 'braintree_credit_card'));
    const paid = orders.filter((order) => order.date_paid_gmt !== null);
    const old = paid.find(
      (order) =>
        order.date_paid_gmt!.getTime() < now.getTime() - 2 * 86_400_000 && (order.refunds as unknown[]).length === 0,
    )!;
    const [oldSale, ...rest] = await adapter().transactionsForOrder(old.number);
    expect(rest).toEqual([]);
    expect(oldSale).toMatchObject({
      id: old.transaction_id,
      type: 'sale',
      amount: old.total,
      status: 'settled',
      orderId: old.number,
      createdAt: old.date_paid_gmt!.toISOString().replace('Z', '000Z'),
    });
    expect(['Visa', 'MasterCard', 'American Express', 'Discover']).toContain(oldSale!.card!.brand);
    expect(oldSale!.card!.last4).toMatch(/^\d{4}$/);

    const sales = await t.db.select().from(braintreeTransactions).where(eq(braintreeTransactions.kind, 'sale'));
    const demoSales = sales.filter((row) => paid.some((order) => order.transaction_id === row.legacy_id));
    expect(demoSales).toHaveLength(paid.length);
    const brands = new Set(demoSales.map((row) => row.card_brand));
    expect(brands.size).toBeGreaterThanOrEqual(3);

    const refunded = paid.find((order) => (order.refunds as unknown[]).length > 0);
    if (refunded) {
      const transactions = await adapter().transactionsForOrder(refunded.number);
      expect(transactions.map((transaction) => transaction.type)).toEqual(['sale', 'credit']);
      expect(transactions[1]).toMatchObject({ amount: refunded.total, refundedTransactionId: refunded.transaction_id });
    }

    // A new user can refund a demo order's payment.
    await expect(adapter().refund(old.transaction_id, '1.00', 'TIPM-DEMO')).resolves.toMatchObject({
      type: 'credit',
      amount: '1.00',
    });
  }, 60_000);
});
