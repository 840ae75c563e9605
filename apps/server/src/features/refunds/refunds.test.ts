import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedCatalog } from '../../test/shops';
import { paidOrder, processorTransactions, rentalReturn, shopRefunds } from '../../test/paid-orders';

let t: TestApp;
let csr: string;
let manager: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
  csr = await t.loginAs('csr');
  manager = await t.loginAs('csr_manager');
  admin = await t.loginAs('administrator');
});
afterAll(() => t.close());
afterEach(async () => {
  await t.app.inject({ method: 'DELETE', url: '/sandbox/braintree/_faults' });
  await t.app.inject({ method: 'DELETE', url: '/sandbox/woocommerce/_faults' });
});

const quote = (query: string, token = csr) =>
  t.call(token, { method: 'GET', url: `/api/v1/refund_histories/quote?${query}` });
const create = (refund: Record<string, unknown>, token = csr) =>
  t.call(token, { method: 'POST', url: '/api/v1/refund_histories', payload: { refund_history: refund } });
const decide = (id: number, body: Record<string, unknown>, token = manager) =>
  t.call(token, { method: 'PATCH', url: `/api/v1/refund_histories/${id}/update_status`, payload: body });
const show = async (ticket: string) =>
  (await t.call(admin, { method: 'GET', url: `/api/v1/refund_histories?ticket_number=${ticket}` })).json()
    .refund_histories[0];
const request = (number: string, extra: Record<string, unknown> = {}) => ({
  ticket_number: number,
  department: 'tipm',
  reason: 'late shipment',
  refund_amount: '25.00',
  notes: 'Shipped three days late',
  ...extra,
});

/** Runs the outbox until nothing is due (retries back off by milliseconds in tests). */
async function drain() {
  for (let round = 0; round < 40; round += 1) {
    await t.runOutbox();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('quoting an order for the refund form', () => {
  it('gives the order, its customer and what it has left to refund', async () => {
    const order = await paidOrder(t, 'tipm', ['68099135AC-REBUILT']);
    const response = await quote(`ticket_number=${order.number}&department=tipm`);
    expect(response.statusCode).toBe(200);
    expect(response.json().quote).toMatchObject({
      order_number: order.number,
      order_total: order.total,
      refunded: '0.00',
      refundable: order.total,
      rental: null,
    });
  });

  it("says the order does not exist on the shop it was looked for on, in the spec's words", async () => {
    const order = await paidOrder(t, 'tipm', ['68099135AC-REBUILT'], null);
    const response = await quote(`ticket_number=${order.number}&department=ecm`);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      message: `${order.number} does not exist on ECM`,
      details: { fields: [{ field: 'query.ticket_number' }] },
    });
  });

  it('holds the rental rules: REN- prefix, an existing rental, days rented, a rentable line, total less fee', async () => {
    const rented = await paidOrder(t, 'tipm', ['68099135AC-REBUILT'], null);
    const accessory = await paidOrder(t, 'tipm', ['FPBYPASS-KIT'], null);
    await rentalReturn(t, 'tipm', rented.number);
    await rentalReturn(t, 'tipm', accessory.number);
    const message = async (query: string) =>
      (await quote(`department=tipm&reason=rental&${query}`)).json().error.message;
    expect(await message(`ticket_number=${rented.number}&total_days_rented=12`)).toBe(
      'Rental Number starts with "REN-"',
    );
    expect(await message('ticket_number=REN-999999&total_days_rented=12')).toBe('Rental Ticket does not exist');
    expect(await message(`ticket_number=REN-${rented.number}`)).toBe('Days rented is required for a rental refund');
    expect(await message(`ticket_number=REN-${accessory.number}&total_days_rented=12`)).toBe(
      'Is not a valid Rental Item',
    );
    const { quote: rental } = (
      await quote(`department=tipm&reason=rental&ticket_number=ren-${rented.number}&total_days_rented=15`)
    ).json();
    // Rebuilt: 120 + 12 a day for the 5 days past the tenth.
    expect(rental.rental).toEqual({
      days: 15,
      fee: '180.00',
      refund_amount: (Number(rented.total) - 180).toFixed(2),
    });
  });
});

describe('requesting a refund', () => {
  it('makes a pending request for staff without can_refunds, in the spec words', async () => {
    const order = await paidOrder(t, 'tipm', ['68099135AC-REBUILT']);
    const response = await create(request(order.number.toLowerCase()));
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(`Refund request for ticket #${order.number} created!`);
    expect(response.json().refund_history).toMatchObject({
      status: 'pending',
      ticket_number: order.number,
      refund_amount: '25.00',
      requested_by: { name: 'Chris Baker' },
      payout: { status: 'none' },
    });
    expect(response.json().refund_history.transaction_id).toMatch(/^TIPM-REQUEST-[A-Z2-9]{5}$/);
    expect(await processorTransactions(t, order.number)).toHaveLength(1);
  });

  it('refuses a second pending request for the ticket, even when two race', async () => {
    const order = await paidOrder(t, 'tipm', ['68099135AC-REBUILT']);
    const answers = await Promise.all([create(request(order.number)), create(request(order.number))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json().error;
    expect(refused.message).toBe(
      `A refund request for #${order.number} still exist. Have it approve before creating a new request`,
    );
    expect(
      (await t.call(csr, { method: 'GET', url: `/api/v1/refund_histories?ticket_number=${order.number}` })).json()
        .total_count,
    ).toBe(1);
  });

  it('holds the amount rules: at least 1, at most what the order has left, a rental at most total less fee', async () => {
    const order = await paidOrder(t, 'tipm', ['68099135AC-REBUILT']);
    const tooSmall = await create(request(order.number, { refund_amount: '0.50' }));
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json().error.details.fields).toEqual([
      { field: 'body.refund_history.refund_amount', message: 'must be at least 1.00' },
    ]);
    const tooMuch = await create(request(order.number, { refund_amount: (Number(order.total) + 1).toFixed(2) }));
    expect(tooMuch.statusCode).toBe(422);
    await rentalReturn(t, 'tipm', order.number);
    const rental = await create(
      request(`REN-${order.number}`, { reason: 'rental', total_days_rented: 15, refund_amount: order.total }),
    );
    expect(rental.statusCode).toBe(422);
    expect(rental.json().error.details.fields[0].field).toBe('body.refund_history.refund_amount');
  });

  it('answers 400 naming the field for missing or malformed input', async () => {
    for (const [refund, field] of [
      [{ ...request('123456'), notes: ' ' }, 'body.refund_history.notes'],
      [{ ...request('123456'), reason: 'because' }, 'body.refund_history.reason'],
      [{ ...request('123456'), department: 'amazon' }, 'body.refund_history.department'],
      [{ ...request('123456'), refund_amount: '12.345' }, 'body.refund_history.refund_amount'],
      [{ ...request('123456'), ticket_number: 'bad number!' }, 'body.refund_history.ticket_number'],
    ] as const) {
      const response = await create(refund);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.details.fields[0].field).toBe(field);
    }
  });

  it('lets the requester and administrators edit a pending request, no one else', async () => {
    const order = await paidOrder(t, 'tipm', ['68099135AC-REBUILT']);
    const { id } = (await create(request(order.number))).json().refund_history;
    const edit = (token: string, amount: string) =>
      t.call(token, {
        method: 'PATCH',
        url: `/api/v1/refund_histories/${id}`,
        payload: { refund_history: { reason: 'shipping', refund_amount: amount, notes: 'Shipping refund' } },
      });
    expect((await edit(csr, '30.00')).json().refund_history).toMatchObject({
      status: 'pending',
      refund_amount: '30.00',
    });
    expect((await edit(manager, '31.00')).statusCode).toBe(403);
    expect((await edit(admin, '32.00')).json().refund_history.refund_amount).toBe('32.00');
    expect((await edit(csr, '0.50')).statusCode).toBe(422);
  });
});

describe('approving a refund', () => {
  it('needs can_approve_refund_requests', async () => {
    const order = await paidOrder(t, 'tipm', ['68099135AC-REBUILT']);
    const { id } = (await create(request(order.number))).json().refund_history;
    expect((await decide(id, { status: 'approved' }, csr)).statusCode).toBe(403);
  });

  it('pays back once through the processor, records it at the shop, then e-mails the customer and the requester', async () => {
    const order = await paidOrder(t, 'tipm', ['68099135AC-REBUILT']);
    const { id } = (await create(request(order.number))).json().refund_history;
    const approved = await decide(id, { status: 'approved', refund_amount: '25.00' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().refund_history).toMatchObject({ status: 'approved', payout: { status: 'pending' } });
    await drain();
    const refund = await show(order.number);
    expect(refund).toMatchObject({
      status: 'approved',
      transaction_id: `TIPM-${id}`,
      approved_by: { name: 'Carmen Lopez' },
      payout: { status: 'refunded' },
    });
    const credits = (await processorTransactions(t, order.number)).filter((entry) => entry.type === 'credit');
    expect(credits).toEqual([expect.objectContaining({ amount: '25.00', reference: `makro-refund-${id}` })]);
    expect(refund.payout.processor_transaction_id).toBe(credits[0]!.id);
    const recorded = await shopRefunds(t, 'tipm', order.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.reason).toContain(`makro-refund-${id}`);
    const mails = (await t.mailbox()).filter(
      (mail) => mail.personalization[0]?.data.order_ticket_number === order.number,
    );
    expect(mails.map((mail) => mail.to[0]!.email).sort()).toEqual([refund.customer_email, 'csr@makro.example'].sort());
    expect(refund.notifications.every((entry: { status: string }) => entry.status === 'sent')).toBe(true);
  });

  it('refunds once when the processor fails three times, then recovers', async () => {
    const order = await paidOrder(t, 'tipm', ['68099135AC-REBUILT']);
    const { id } = (await create(request(order.number))).json().refund_history;
    await t.app.inject({
      method: 'PUT',
      url: '/sandbox/braintree/_faults',
      payload: { fail_status: 503, fail_times: 3 },
    });
    await decide(id, { status: 'approved' });
    await drain();
    expect((await show(order.number)).payout.status).toBe('refunded');
    expect((await processorTransactions(t, order.number)).filter((entry) => entry.type === 'credit')).toHaveLength(1);
    expect(await shopRefunds(t, 'tipm', order.id)).toHaveLength(1);
  });

  it('refunds once when the shop fails three times after the processor paid', async () => {
    const order = await paidOrder(t, 'tipm', ['68099135AC-REBUILT']);
    const { id } = (await create(request(order.number))).json().refund_history;
    await decide(id, { status: 'approved' });
    await t.app.inject({
      method: 'PUT',
      url: '/sandbox/woocommerce/_faults',
      payload: { fail_status: 500, fail_times: 3 },
    });
    await drain();
    expect((await show(order.number)).payout.status).toBe('refunded');
    expect((await processorTransactions(t, order.number)).filter((entry) => entry.type === 'credit')).toHaveLength(1);
    expect(await shopRefunds(t, 'tipm', order.id)).toHaveLength(1);
    const mails = (await t.mailbox()).filter(
      (mail) => mail.personalization[0]?.data.order_ticket_number === order.number,
    );
    expect(mails).toHaveLength(2);
  });

  it('answers twenty parallel approvals with the same refund, and refunds once', async () => {
    const order = await paidOrder(t, 'tipm', ['68099135AC-REBUILT']);
    const { id } = (await create(request(order.number))).json().refund_history;
    const answers = await Promise.all(Array.from({ length: 20 }, () => decide(id, { status: 'approved' })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await drain();
    expect((await processorTransactions(t, order.number)).filter((entry) => entry.type === 'credit')).toHaveLength(1);
    expect(await shopRefunds(t, 'tipm', order.id)).toHaveLength(1);
  });

  it('asks the shop to refund through its gateway when the processor has no settled sale', async () => {
    const order = await paidOrder(t, 'tipm', ['68099135AC-REBUILT'], { status: 'SUBMITTED_FOR_SETTLEMENT' });
    const { id } = (await create(request(order.number))).json().refund_history;
    await decide(id, { status: 'approved' });
    await drain();
    const refund = await show(order.number);
    expect(refund.payout).toMatchObject({
      status: 'refunded',
      processor_transaction_id: expect.stringMatching(/^shop-refund-/),
    });
    expect((await processorTransactions(t, order.number)).filter((entry) => entry.type === 'credit')).toHaveLength(0);
    expect(await shopRefunds(t, 'tipm', order.id)).toHaveLength(1);
  });

  it('shows a payout that keeps failing as failed, with the error, and lets an administrator retry it once', async () => {
    const order = await paidOrder(t, 'tipm', ['68099135AC-REBUILT']);
    const { id } = (await create(request(order.number))).json().refund_history;
    await t.app.inject({ method: 'PUT', url: '/sandbox/braintree/_faults', payload: { fail_status: 503 } });
    await decide(id, { status: 'approved' });
    await drain();
    const failed = await show(order.number);
    expect(failed).toMatchObject({ status: 'approved', payout: { status: 'failed' } });
    expect(failed.payout.error).toBeTruthy();
    const retry = () => t.call(admin, { method: 'POST', url: `/api/v1/refund_histories/${id}/retry_payout` });
    expect(
      (await t.call(manager, { method: 'POST', url: `/api/v1/refund_histories/${id}/retry_payout` })).statusCode,
    ).toBe(403);
    await t.app.inject({ method: 'DELETE', url: '/sandbox/braintree/_faults' });
    expect((await retry()).statusCode).toBe(200);
    await drain();
    expect((await show(order.number)).payout.status).toBe('refunded');
    expect((await retry()).statusCode).toBe(409);
    expect((await processorTransactions(t, order.number)).filter((entry) => entry.type === 'credit')).toHaveLength(1);
  });

  it('rejects, and then neither approves nor deletes what was decided', async () => {
    const order = await paidOrder(t, 'tipm', ['68099135AC-REBUILT']);
    const { id } = (await create(request(order.number))).json().refund_history;
    expect((await decide(id, { status: 'rejected' })).json().refund_history.status).toBe('rejected');
    const again = await decide(id, { status: 'approved' });
    expect(again.statusCode).toBe(409);
    const paid = await paidOrder(t, 'tipm', ['68099135AC-REBUILT']);
    const direct = await create(request(paid.number), manager);
    expect(direct.json().refund_history.status).toBe('approved');
    const refused = await t.call(admin, {
      method: 'DELETE',
      url: `/api/v1/refund_histories/${direct.json().refund_history.id}`,
    });
    expect(refused.statusCode).toBe(409);
    expect((await t.call(csr, { method: 'DELETE', url: `/api/v1/refund_histories/${id}` })).statusCode).toBe(403);
    expect((await t.call(admin, { method: 'DELETE', url: `/api/v1/refund_histories/${id}` })).json()).toEqual({
      success: true,
    });
  });
});
