import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toCents, fromCents } from '@makro/domain/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedCatalog } from '../../test/shops';

let t: TestApp;
let csr: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
  csr = await t.loginAs('csr');
});
afterAll(() => t.close());
afterEach(() => t.app.inject({ method: 'DELETE', url: '/sandbox/woocommerce/_faults' }));

interface Placed {
  id: number;
  number: string;
  total: string;
  billing: { email: string; first_name: string };
  line_items: { sku: string; price: number }[];
}

async function placed(sku = '68099135AC-REBUILT'): Promise<Placed> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/sandbox/woocommerce/tipm/_simulate/orders',
    payload: { line_items: [{ sku, quantity: 1 }], status: 'completed' },
  });
  return response.json<Placed>();
}

const verify = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/rma-submissions/verify', payload: body });
const submit = (rma: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/rma-submissions', payload: { rma_submission: rma } });
const decide = (id: number, body: Record<string, unknown>, token = csr) =>
  t.call(token, { method: 'PATCH', url: `/api/v1/rma-submissions/${id}`, payload: body });
const detail = async (id: number) =>
  (await t.call(csr, { method: 'GET', url: `/api/v1/rma-submissions/${id}` })).json().rma_submission;
const ordersFor = async (rmaNumber: string) =>
  (await t.app.integrations.shops.listOrders('tipm', { search: rmaNumber, perPage: 20 })).items.filter((order) =>
    order.meta_data.some((meta) => meta.value === rmaNumber),
  );
const standard = (order: Placed, extra: Record<string, unknown> = {}) => ({
  rma_type: 'rma_standard_replacement',
  original_order_number: order.number,
  customer_email: order.billing.email,
  original_issues: ['Starting'],
  new_issues: ['Starting'],
  vin: '1C4RJFAG5FC625797',
  ...extra,
});
async function drain() {
  for (let round = 0; round < 30; round += 1) {
    await t.runOutbox();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
async function productPrice(sku: string) {
  const { items } = await t.app.integrations.shops.searchProducts('tipm', { sku });
  return Number(items.find((item) => item.sku === sku)!.price).toFixed(2);
}

describe('the public order check', () => {
  it("holds every rule, in the spec's sentences, naming the field", async () => {
    const order = await placed();
    const message = async (body: Record<string, unknown>) => {
      const response = await verify(body);
      return [response.statusCode, response.json().error?.message, response.json().error?.details?.fields?.[0]?.field];
    };
    expect(await message({ original_order_number: 'RMA-S-12345', customer_email: 'a@b.co' })).toEqual([
      422,
      'Orders with RMA- or REN- are invalid.',
      'body.original_order_number',
    ]);
    expect(await message({ original_order_number: '999999999', customer_email: 'a@b.co' })).toEqual([
      422,
      '999999999 does not exist in our system. Please check the order number and try again.',
      'body.original_order_number',
    ]);
    const wrong = await verify({ original_order_number: order.number, customer_email: 'someone@else.example' });
    expect(wrong.json().error).toMatchObject({
      message: 'The email address does not match the order number. Please check and try again.',
      details: { fields: [{ field: 'body.customer_email' }] },
    });
    expect(wrong.body).not.toContain(order.billing.first_name);
    const right = await verify({
      original_order_number: order.number,
      customer_email: order.billing.email.toUpperCase(),
    });
    expect(right.json()).toEqual({
      message: `Order #${order.number} verified.`,
      order_number: order.number,
      site: 'tipm',
      forced_type: null,
    });
    const repair = await verify({ original_order_number: `REP-${order.number}`, customer_email: order.billing.email });
    expect(repair.json().forced_type).toBe('rma_repair');
  });
});

describe('submitting a request', () => {
  it('checks everything again, stores one RMA, e-mails the confirmation with a status link', async () => {
    const order = await placed();
    const forged = await submit(standard(order, { customer_email: 'someone@else.example' }));
    expect(forged.statusCode).toBe(422);
    expect((await submit(standard(order, { website: 'http://spam.example' }))).statusCode).toBe(400);
    const noIssues = await submit(standard(order, { original_issues: [] }));
    expect(noIssues.json().error.details.fields[0].field).toBe('body.rma_submission.original_issues');

    const created = await submit(standard(order));
    expect(created.statusCode).toBe(201);
    const { rma_submission: rma, message } = created.json();
    expect(message).toBe('Your RMA request has been submitted successfully. We will contact you shortly.');
    expect(rma.rma_number).toBe(`tipm-RMAREQ-${order.number}`);
    expect(rma.status_url).toMatch(/\/rma-status\/[A-Za-z0-9_-]{20,}$/);
    const again = await submit(standard(order));
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(`${order.number} already exists in our RMA system.`);

    await drain();
    const mail = (await t.mailbox()).find((entry) => entry.to[0]!.email === order.billing.email);
    expect(mail?.template_id).toBe('rma-request-submitted');
    expect(mail?.personalization[0]!.data.status_url).toBe(rma.status_url);
    const token = rma.status_url.split('/').pop();
    const status = await t.app.inject({ method: 'GET', url: `/api/v1/rma-status/${token}` });
    expect(status.json().rma).toMatchObject({ rma_number: rma.rma_number, state: 'received' });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/rma-status/${'x'.repeat(32)}` })).statusCode).toBe(404);
  });

  it('lists it for review, for ticket staff only', async () => {
    const order = await placed();
    const { rma_submission: rma } = (await submit(standard(order))).json();
    const review = await t.call(csr, {
      method: 'GET',
      url: `/api/v1/rma-submissions?is_paid=false&keyword=${order.number}`,
    });
    expect(review.json().rows).toEqual([
      expect.objectContaining({ rma_number: rma.rma_number, approval_status_text: 'Pending', ticket: null }),
    ]);
    expect(review.json().pending_count).toBeGreaterThanOrEqual(1);
    const rtgrim = await t.loginAs('rtgrim');
    expect((await t.call(rtgrim, { method: 'GET', url: '/api/v1/rma-submissions' })).statusCode).toBe(403);
  });
});

describe('approving a request', () => {
  it('makes one paid shop order, the RMA ticket and the approval e-mail', async () => {
    const order = await placed();
    const { rma_submission: rma } = (await submit(standard(order))).json();
    const approving = await decide(rma.id, { approval_status: 'approved' });
    expect(approving.statusCode).toBe(200);
    await drain();
    const approved = await detail(rma.id);
    expect(approved).toMatchObject({ approval_status: 'approved', is_paid: true, approval: { status: 'done' } });
    const made = await ordersFor(rma.rma_number);
    expect(made).toHaveLength(1);
    expect(made[0]!.line_items.map((line) => line.name)).toEqual([`Standard Replacement ${rma.rma_number}`]);
    expect(made[0]!.total).toBe('0.00');
    expect(approved.replacement_order_number).toBe(made[0]!.number);
    const ticket = await t.call(csr, { method: 'GET', url: `/api/v1/tickets/${rma.rma_number}` });
    expect(ticket.json().ticket).toMatchObject({ ticket_type: 'rma', tags: ['RMA-S', 'TIPM'] });
    const token = rma.status_url.split('/').pop();
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/rma-status/${token}` })).json().rma.state).toBe(
      'approved',
    );
    expect((await decide(rma.id, { approval_status: 'approved' })).json().message).toBe(
      'RMA Item approved successfully',
    );
  });

  it('puts a dearer exchange on account with a due date, charging the difference plus the shipping fee', async () => {
    const order = await placed('68099135AC-REBUILT');
    const replacement = '68099135AC-NEW';
    const { rma_submission: rma } = (
      await submit({
        rma_type: 'rma_exchange',
        original_order_number: order.number,
        customer_email: order.billing.email,
        correct_order_partnumber_sku: replacement,
      })
    ).json();
    const expected = fromCents(
      toCents(await productPrice(replacement)) - toCents(Number(order.line_items[0]!.price).toFixed(2)) + 1550n,
    );
    const missingFee = await decide(rma.id, { approval_status: 'approved', add_shipping_fee: true });
    expect(missingFee.json().error.details.fields[0].field).toBe('body.shipping_fee');
    await decide(rma.id, { approval_status: 'approved', add_shipping_fee: true, shipping_fee: '15.50', total: '1.00' });
    await drain();
    const [made] = await ordersFor(rma.rma_number);
    // Staff's adjusted total is what the customer pays; the order is on account until they do.
    expect(made!.total).toBe('1.00');
    expect(made!.payment_method_title).toBe('Pay on Account');
    expect(made!.status).toBe('on-hold');
    expect(made!.meta_data.map((meta) => meta.key)).toEqual(
      expect.arrayContaining(['_created_by', '_due_date', '_payment_terms', 'makro_rma_number']),
    );
    expect(await detail(rma.id)).toMatchObject({ approval_status_text: 'Waiting for Payment', is_paid: false });
    expect(Number(expected)).toBeGreaterThan(0);
  });

  it('opens one refund request when the exchange costs the customer less', async () => {
    const order = await placed('68099135AC-NEW');
    const replacement = '68099135AC-REBUILT';
    const { rma_submission: rma } = (
      await submit({
        rma_type: 'rma_exchange',
        original_order_number: order.number,
        customer_email: order.billing.email,
        correct_order_partnumber_sku: replacement,
      })
    ).json();
    const owed = fromCents(
      toCents(Number(order.line_items[0]!.price).toFixed(2)) - toCents(await productPrice(replacement)),
    );
    await decide(rma.id, { approval_status: 'approved' });
    await drain();
    const refunds = await t.call(csr, { method: 'GET', url: `/api/v1/refund_histories?ticket_number=${order.number}` });
    expect(refunds.json().refund_histories).toEqual([
      expect.objectContaining({ status: 'pending', reason: 'rma exchange', refund_amount: owed }),
    ]);
  });

  it('makes one order when the shop fails three times, then recovers', async () => {
    const order = await placed();
    const { rma_submission: rma } = (await submit(standard(order))).json();
    await t.app.inject({
      method: 'PUT',
      url: '/sandbox/woocommerce/_faults',
      payload: { fail_status: 500, fail_times: 3 },
    });
    await decide(rma.id, { approval_status: 'approved' });
    await drain();
    expect(await ordersFor(rma.rma_number)).toHaveLength(1);
    expect((await detail(rma.id)).approval_status).toBe('approved');
  });

  it('makes one order for ten parallel approvals', async () => {
    const order = await placed();
    const { rma_submission: rma } = (await submit(standard(order))).json();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => decide(rma.id, { approval_status: 'approved' })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await drain();
    expect(await ordersFor(rma.rma_number)).toHaveLength(1);
  });

  it('rejects with a reason and tells the customer; a rejected RMA is not approved after', async () => {
    const order = await placed();
    const { rma_submission: rma } = (await submit(standard(order))).json();
    expect((await decide(rma.id, { approval_status: 'rejected' })).statusCode).toBe(400);
    const rejected = await decide(rma.id, { approval_status: 'rejected', rejection_reason: 'Outside the warranty' });
    expect(rejected.json().rma_submission).toMatchObject({
      approval_status: 'rejected',
      rejection_reason: 'Outside the warranty',
    });
    expect((await decide(rma.id, { approval_status: 'approved' })).statusCode).toBe(409);
    await drain();
    expect(
      (await t.mailbox()).some(
        (mail) => mail.personalization[0]?.data.rma_number === rma.rma_number && mail.template_id === 'generic',
      ),
    ).toBe(true);
  });
});
