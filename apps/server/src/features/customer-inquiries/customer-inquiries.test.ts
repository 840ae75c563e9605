import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_INQUIRY_MESSAGES } from '@makro/domain/customer-inquiries';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { rmaSubmissions, shopOrders, tickets } from '../../schema';

let t: TestApp;
let admin: string;
let csr: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('administrator');
  csr = await t.loginAs('csr');
});
afterAll(() => t.close());
afterEach(() => t.app.inject({ method: 'DELETE', url: '/sandbox/mailersend/_faults' }));

let serial = 0;
const inquiry = (extra: Record<string, unknown> = {}) => ({
  name: 'Dana Whitfield',
  email: `dana.${(serial += 1)}@example.com`,
  phone: '(555) 201-3300',
  subject: 'Where is my TIPM?',
  message: 'I ordered a rebuilt TIPM last week and have no tracking number yet.',
  order_number: '#100234',
  source: 'tipm',
  ...extra,
});

const submit = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/public/customer_inquiries', payload: { customer_inquiries: body } });
const list = async (query = '', token = csr) =>
  (await t.call(token, { method: 'GET', url: `/api/v1/customer_inquiries?${query}` })).json();
const patch = (id: number, change: Record<string, unknown>, token = csr) =>
  t.call(token, { method: 'PATCH', url: `/api/v1/customer_inquiries/${id}`, payload: { customer_inquiries: change } });
const reply = (id: number, html: string, token = csr) => patch(id, { status: 'answered', email_reply: html }, token);
const byEmail = async (email: string) =>
  (await list(`keyword=${encodeURIComponent(email)}`)).customer_inquiries[0] as {
    id: number;
    status: string;
    email_reply: string | null;
    reply_error: string | null;
    reply_pending: boolean;
    order_number: string | null;
  };
const fieldOf = (response: { json: () => { error: { details?: { fields?: { field: string }[] } } } }) =>
  response.json().error.details?.fields?.[0]?.field;
const mailsTo = async (email: string) => (await t.mailbox()).filter((mail) => mail.to[0]?.email === email);
async function drain() {
  for (let round = 0; round < 20; round += 1) {
    await t.runOutbox();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
async function newInquiry(extra: Record<string, unknown> = {}) {
  const body = inquiry(extra);
  expect((await submit(body)).statusCode).toBe(201);
  return { ...body, id: (await byEmail(body.email as string)).id };
}

describe('the shops’ public contact form', () => {
  it('records an inquiry without a session, waiting, and tells the inbox’s people', async () => {
    const body = inquiry({ email: 'Mixed.Case@Example.com' });
    const response = await submit(body);
    expect([response.statusCode, response.json().message]).toEqual([201, CUSTOMER_INQUIRY_MESSAGES.received]);
    expect(await byEmail('mixed.case@example.com')).toMatchObject({ status: 'waiting', order_number: '100234' });
    const bell = await t.call(csr, { method: 'GET', url: '/api/v1/notifications' });
    expect(JSON.stringify(bell.json())).toContain('Dana Whitfield: Where is my TIPM?');
    const badges = await t.call(csr, { method: 'GET', url: '/api/v1/menu-badges' });
    expect(badges.json().badges['/customer-inquiry']).toBeGreaterThan(0);
  });

  it('refuses a filled honeypot and invalid fields, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [inquiry({ website: 'http://spam.example' }), 'body.customer_inquiries.website'],
      [inquiry({ email: 'not-an-address' }), 'body.customer_inquiries.email'],
      [inquiry({ message: 'x'.repeat(5_001) }), 'body.customer_inquiries.message'],
      [inquiry({ subject: '   ' }), 'body.customer_inquiries.subject'],
      [inquiry({ source: 'amazon' }), 'body.customer_inquiries.source'],
      [inquiry({ phone: 'call me' }), 'body.customer_inquiries.phone'],
    ];
    for (const [body, field] of cases) {
      const response = await submit(body);
      expect([response.statusCode, fieldOf(response)]).toEqual([400, field]);
    }
  });
});

describe('the inbox', () => {
  it('pages 20 at a time and filters by keyword, shop and status; the permission is needed', async () => {
    const ecm = await newInquiry({ source: 'ecm', subject: 'ECM flash question zebra' });
    const answer = await list('keyword=zebra');
    expect(answer.customer_inquiries.map((row: { id: number }) => row.id)).toEqual([ecm.id]);
    expect((await list('source=ecm&keyword=zebra')).total_count).toBe(1);
    expect((await list('source=tipm&keyword=zebra')).total_count).toBe(0);
    expect((await list('status=closed&keyword=zebra')).total_count).toBe(0);
    expect((await list('per_page=1')).customer_inquiries).toHaveLength(1);
    const technician = await t.loginAs('technician');
    expect((await t.call(technician, { method: 'GET', url: '/api/v1/customer_inquiries' })).statusCode).toBe(403);
    expect((await t.call(csr, { method: 'GET', url: '/api/v1/customer_inquiries?status=open' })).statusCode).toBe(400);
  });
});

describe('replying', () => {
  it('refuses an empty body with Email Body missing! on the field', async () => {
    const { id } = await newInquiry();
    for (const html of ['<p></p>', '<script>x()</script>', '   ']) {
      const response = await reply(id, html);
      expect([response.statusCode, response.json().error.message, fieldOf(response)]).toEqual([
        400,
        CUSTOMER_INQUIRY_MESSAGES.emailBodyMissing,
        'body.customer_inquiries.email_reply',
      ]);
    }
  });

  it('sends the sanitised reply once, then the inquiry is answered', async () => {
    const { id, email } = await newInquiry();
    const html = '<p onclick="x()">It ships <strong>today</strong>.</p><script>steal()</script>';
    const clean = '<p>It ships <strong>today</strong>.</p>';
    const first = await reply(id, html);
    // Without a running worker the reply waits in the outbox: still waiting, the reply kept.
    expect(first.json()).toMatchObject({ sent: false, customer_inquiry: { status: 'waiting', reply_pending: true } });
    await drain();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template_id: 'generic', subject: 'Re: Where is my TIPM?' });
    expect(mails[0]!.personalization[0]!.data).toMatchObject({ message: clean, name: 'Dana Whitfield' });
    expect(await byEmail(email)).toMatchObject({ status: 'answered', email_reply: clean, reply_pending: false });

    const again = await reply(id, html);
    expect([again.statusCode, again.json().message]).toEqual([200, CUSTOMER_INQUIRY_MESSAGES.sent(email)]);
    await drain();
    expect(await mailsTo(email)).toHaveLength(1);
    const other = await reply(id, '<p>Something else</p>');
    expect([other.statusCode, fieldOf(other)]).toEqual([409, 'body.customer_inquiries.email_reply']);
  });

  it('keeps the inquiry waiting with the reply when MailerSend refuses it; a retry sends it once', async () => {
    const { id, email } = await newInquiry();
    await t.app.inject({ method: 'PUT', url: '/sandbox/mailersend/_faults', payload: { fail_status: 422 } });
    await reply(id, '<p>Sorry, <em>not yet</em>.</p>');
    await drain();
    expect(await byEmail(email)).toMatchObject({
      status: 'waiting',
      email_reply: '<p>Sorry, <em>not yet</em>.</p>',
      reply_error: expect.stringContaining('422'),
    });
    expect(await mailsTo(email)).toHaveLength(0);
    await t.app.inject({ method: 'DELETE', url: '/sandbox/mailersend/_faults' });
    await reply(id, '<p>Sorry, <em>not yet</em>.</p>');
    await drain();
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await byEmail(email)).toMatchObject({ status: 'answered', reply_error: null });
  });

  it('closes (a queued reply is then not sent) and reopens; a closed inquiry takes no reply', async () => {
    const { id, email } = await newInquiry();
    await reply(id, '<p>On its way</p>');
    const closed = await patch(id, { status: 'closed' });
    expect(closed.json()).toMatchObject({ message: 'Inquiry closed.', customer_inquiry: { status: 'closed' } });
    await drain();
    expect(await mailsTo(email)).toHaveLength(0);
    expect([(await reply(id, '<p>Hi</p>')).statusCode]).toEqual([409]);
    const reopened = await patch(id, { status: 'waiting' });
    expect(reopened.json().customer_inquiry.status).toBe('waiting');
    // The reply passed over while it was closed goes out when it is sent again, once.
    await reply(id, '<p>On its way</p>');
    await drain();
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await byEmail(email)).status).toBe('answered');
    expect((await patch(id, { status: 'bogus' })).statusCode).toBe(400);
    expect((await patch(999_999, { status: 'closed' })).statusCode).toBe(404);
  });
});

describe('the customer’s other records', () => {
  it('finds shop orders, RMA requests and tickets by the inquiry’s e-mail, case-insensitively', async () => {
    const email = 'related.customer@example.com';
    await t.db.insert(shopOrders).values({
      shop: 'tipm',
      woo_id: 990_001,
      number: '990001',
      status: 'processing',
      date_created_gmt: new Date('2026-11-01T12:00:00Z'),
      date_modified_gmt: new Date('2026-11-01T12:00:00Z'),
      total: '249.00',
      total_tax: '0',
      shipping_total: '0',
      customer_name: 'Related Customer',
      customer_email: 'Related.Customer@example.com',
      raw: {},
    });
    await t.db.insert(rmaSubmissions).values({
      rma_number: 'RMA-990001',
      rma_type: 'rma_standard_replacement',
      data_source: 'tipm',
      original_order_number: '990001',
      customer_firstname: 'Related',
      customer_lastname: 'Customer',
      customer_email: email,
    });
    await t.db.insert(tickets).values({
      ticket_number: 'REP-99001',
      ticket_type: 'repair',
      source: 'tipm',
      customer_first_name: 'Related',
      customer_email: email,
    });
    const { id } = await newInquiry({ email });
    const related = await t.call(csr, { method: 'GET', url: `/api/v1/customer_inquiries/${id}/related` });
    expect(related.json()).toMatchObject({
      orders: [{ shop: 'tipm', number: '990001', total: '249.00' }],
      rmas: [{ rma_number: 'RMA-990001' }],
      tickets: [{ ticket_number: 'REP-99001', ticket_type: 'repair' }],
    });
    const { id: stranger } = await newInquiry();
    expect(
      (await t.call(csr, { method: 'GET', url: `/api/v1/customer_inquiries/${stranger}/related` })).json(),
    ).toEqual({ orders: [], rmas: [], tickets: [] });
  });
});

describe('deleting', () => {
  it('is an administrator’s, for good', async () => {
    const { id, email } = await newInquiry();
    const remove = (token: string) => t.call(token, { method: 'DELETE', url: `/api/v1/customer_inquiries/${id}` });
    expect((await remove(csr)).statusCode).toBe(403);
    expect((await remove(admin)).json()).toEqual({ success: true });
    expect(await byEmail(email)).toBeUndefined();
    expect((await remove(admin)).statusCode).toBe(404);
  });
});

describe('with the outbox worker running', () => {
  let live: TestApp;
  let token: string;
  beforeAll(async () => {
    live = await buildTestApp({ env: { BACKGROUND_JOBS: 'true', OUTBOX_POLL_MS: '100' } });
    token = await live.loginAs('csr');
  });
  afterAll(() => live.close());

  const newId = async (email: string) => {
    await live.app.inject({
      method: 'POST',
      url: '/api/v1/public/customer_inquiries',
      payload: { customer_inquiries: inquiry({ email }) },
    });
    const answer = await live.call(token, { method: 'GET', url: `/api/v1/customer_inquiries?keyword=${email}` });
    return answer.json().customer_inquiries[0].id as number;
  };
  const send = (id: number, html: string) =>
    live.call(token, {
      method: 'PATCH',
      url: `/api/v1/customer_inquiries/${id}`,
      payload: { customer_inquiries: { status: 'answered', email_reply: html } },
    });

  it('answers Email notification sent to … once MailerSend accepted it', async () => {
    const id = await newId('live.one@example.com');
    expect((await send(id, '<p><strong>Yes</strong></p>')).json()).toMatchObject({
      message: 'Email notification sent to live.one@example.com',
      sent: true,
      customer_inquiry: { status: 'answered' },
    });
  });

  it('answers Error sending email notification. when MailerSend fails, the inquiry still waiting', async () => {
    const id = await newId('live.two@example.com');
    await live.app.inject({ method: 'PUT', url: '/sandbox/mailersend/_faults', payload: { fail_status: 503 } });
    const response = await send(id, '<p>Later</p>');
    await live.app.inject({ method: 'DELETE', url: '/sandbox/mailersend/_faults' });
    expect([response.statusCode, response.json().error.message]).toEqual([502, 'Error sending email notification.']);
    const answer = await live.call(token, { method: 'GET', url: '/api/v1/customer_inquiries?keyword=live.two' });
    expect(answer.json().customer_inquiries[0]).toMatchObject({ status: 'waiting', email_reply: '<p>Later</p>' });
    expect((await send(id, '<p>Later</p>')).json()).toMatchObject({ sent: true });
  });
});
