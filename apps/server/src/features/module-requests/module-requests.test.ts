import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_REQUEST_MESSAGES } from '@makro/domain/module-requests';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { moduleRequests } from './tables';

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
const legacy = (extra: Record<string, unknown> = {}) => ({
  name: 'Dana Whitfield',
  email: `dana.${(serial += 1)}@example.com`,
  phone_number: '(555) 201-3300',
  module_type: 'tipm',
  condition: 'rebuilt',
  part_number: '68099135AC',
  source: 'tipm',
  ...extra,
});
const vehicle = (extra: Record<string, unknown> = {}) => ({
  name: 'Ray Okoro',
  email: `ray.${(serial += 1)}@example.com`,
  year: 2014,
  make: 'Ram',
  model: '1500',
  vin: '1c6rr7lt5es123456',
  source: 'ecm',
  ...extra,
});

const submit = (request: Record<string, unknown>, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/public/module_requests',
    payload: { module_requests: request },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const list = async (query = '', token = csr) =>
  (await t.call(token, { method: 'GET', url: `/api/v1/module_requests?${query}` })).json();
const reply = (id: number, html: string, token = csr) =>
  t.call(token, {
    method: 'PATCH',
    url: `/api/v1/module_requests/${id}`,
    payload: { module_requests: { status: 'completed', email_reply: html } },
  });
const byEmail = async (email: string) =>
  (await list(`keyword=${encodeURIComponent(email)}`)).module_requests[0] as {
    id: number;
    status: string;
    is_complete: boolean;
    email_reply: string | null;
    reply_error: string | null;
    condition: string | null;
    module_type: string | null;
    vin: string | null;
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

describe('the shops’ public request form', () => {
  it('records a legacy request and a year / make / model one, without a session', async () => {
    const old = legacy();
    const response = await submit(old);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MODULE_REQUEST_MESSAGES.received });
    expect(await byEmail(old.email)).toMatchObject({ module_type: 'TIPM', condition: 'REBUILT', status: 'pending' });
    const fresh = vehicle({ condition: 'Like new' });
    expect((await submit(fresh)).statusCode).toBe(201);
    expect(await byEmail(fresh.email)).toMatchObject({
      module_type: null,
      condition: 'LIKENEW',
      vin: '1C6RR7LT5ES123456',
    });
  });

  it('refuses a missing or invalid e-mail, an unknown module type and half a vehicle with a 400 naming the field', async () => {
    const prefix = 'body.module_requests';
    const { email: _email, ...noEmail } = legacy();
    const cases: [Record<string, unknown>, string][] = [
      [noEmail, `${prefix}.email`],
      [legacy({ email: 'dana@example' }), `${prefix}.email`],
      [legacy({ module_type: 'CARBURETOR' }), `${prefix}.module_type`],
      [legacy({ module_type: '' }), `${prefix}.module_type`],
      [vehicle({ model: '' }), `${prefix}.model`],
      [legacy({ condition: 'broken' }), `${prefix}.condition`],
      [legacy({ vin: 'SHORT' }), `${prefix}.vin`],
      [legacy({ source: 'amazon' }), `${prefix}.source`],
      [legacy({ name: '  ' }), `${prefix}.name`],
    ];
    const before = (await list()).total_count;
    for (const [body, field] of cases) {
      const response = await submit(body);
      expect([response.statusCode, fieldOf(response)]).toEqual([400, field]);
    }
    expect((await list()).total_count).toBe(before);
  });

  it('refuses a filled honeypot and limits each address', async () => {
    const response = await submit(legacy({ website: 'http://spam.example' }));
    expect([response.statusCode, fieldOf(response)]).toEqual([400, 'body.module_requests.website']);
    let last = 0;
    for (let attempt = 0; attempt < 125 && last !== 429; attempt += 1)
      last = (await submit({ name: 'bot' }, '203.0.113.9')).statusCode;
    expect(last).toBe(429);
    // Another address is not limited by that one.
    expect((await submit(legacy(), '203.0.113.10')).statusCode).toBe(201);
  });
});

describe('the tracker', () => {
  beforeAll(async () => {
    const base = { name: 'Bulk Customer', source: 'tipm', status: 'pending' };
    await t.db.insert(moduleRequests).values([
      ...Array.from({ length: 22 }, (_, index) => ({
        ...base,
        email: `bulk.${index}@example.com`,
        module_type: 'PCM',
      })),
      { ...base, email: 'abs.only@example.com', module_type: 'ABS', part_number: 'P56044691AA' },
      { ...base, email: 'answered@example.com', module_type: 'BCM', status: 'completed', email_reply: '<p>Done</p>' },
    ]);
  });

  it('pages by 20, splits legacy from year / make / model requests and filters by module type', async () => {
    const legacyPage = await list('module_type=has_module_type');
    expect(legacyPage.module_requests).toHaveLength(20);
    expect(legacyPage.total_pages).toBe(Math.ceil(legacyPage.total_count / 20));
    expect(legacyPage.module_requests.every((request: { module_type: string }) => request.module_type)).toBe(true);
    const newer = await list('has_year_make_model=true');
    expect(newer.total_count).toBeGreaterThan(0);
    expect(newer.module_requests.every((request: { year: number | null }) => request.year !== null)).toBe(true);
    const abs = await list('module_type=ABS');
    expect(abs.module_requests.map((request: { email: string }) => request.email)).toEqual(['abs.only@example.com']);
    expect((await list('keyword=P56044691')).total_count).toBe(1);
    expect((await list('module_type=WIPER')).error.details.fields[0].field).toBe('query.module_type');
  });

  it('counts the requests waiting for a reply for the menu badge', async () => {
    const all = await list('per_page=100');
    const waiting = all.module_requests.filter((request: { is_complete: boolean }) => !request.is_complete).length;
    expect(all.waiting_count).toBe(waiting);
    expect((await list('status=waiting&per_page=1')).total_count).toBe(waiting);
    expect(
      (await list('status=completed')).module_requests.every((r: { status: string }) => r.status === 'completed'),
    ).toBe(true);
  });

  it('is for staff with the module request permission', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/module_requests' })).statusCode).toBe(401);
    const grim = await t.loginAs('rtgrim');
    expect((await t.call(grim, { method: 'GET', url: '/api/v1/module_requests' })).statusCode).toBe(403);
  });
});

describe('replying', () => {
  it('says Email Body missing! for an empty body, or one that is empty once sanitised', async () => {
    const request = legacy();
    await submit(request);
    const { id } = await byEmail(request.email);
    for (const html of ['', '<p></p>', '<p><br></p>', '<script>alert(1)</script>']) {
      const response = await reply(id, html);
      expect([response.statusCode, response.json().error.message, fieldOf(response)]).toEqual([
        400,
        MODULE_REQUEST_MESSAGES.emailBodyMissing,
        'body.module_requests.email_reply',
      ]);
    }
    expect((await byEmail(request.email)).status).toBe('pending');
  });

  it('sends the sanitised reply with the generic template once, then completes the request', async () => {
    const request = legacy();
    await submit(request);
    const { id } = await byEmail(request.email);
    const html =
      '<p onclick="x()">We have it <strong>in stock</strong>: <a href="javascript:alert(1)">pay</a> ' +
      '<a href="https://tipm.example/p/68099135AC">here</a></p><script>steal()</script>';
    const clean =
      '<p>We have it <strong>in stock</strong>: <a>pay</a> ' +
      '<a href="https://tipm.example/p/68099135AC" target="_blank" rel="noopener noreferrer nofollow">here</a></p>';
    const first = await reply(id, html);
    expect(first.statusCode).toBe(200);
    // Without a running worker the reply waits in the outbox: still Waiting for Reply, the reply kept.
    expect(first.json()).toMatchObject({ sent: false, module_request: { status: 'sending', is_complete: false } });
    expect((await byEmail(request.email)).email_reply).toBe(clean);
    await drain();
    const mails = await mailsTo(request.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template_id: 'generic', subject: 'About your module request: TIPM (68099135AC)' });
    expect(mails[0]!.personalization[0]!.data).toMatchObject({ message: clean, name: 'Dana Whitfield' });
    expect(await byEmail(request.email)).toMatchObject({ status: 'completed', is_complete: true, email_reply: clean });

    // A second click answers sent and sends nothing more; another text is refused.
    const again = await reply(id, html);
    expect([again.statusCode, again.json().message]).toEqual([200, MODULE_REQUEST_MESSAGES.sent(request.email)]);
    await drain();
    expect(await mailsTo(request.email)).toHaveLength(1);
    const other = await reply(id, '<p>Something else</p>');
    expect([other.statusCode, fieldOf(other)]).toEqual([409, 'body.module_requests.email_reply']);
  });

  it('keeps the reply and the request waiting when MailerSend refuses it, and a retry sends it once', async () => {
    const request = vehicle({ name: 'Ray, Okoro' });
    await submit(request);
    const { id } = await byEmail(request.email);
    await t.app.inject({ method: 'PUT', url: '/sandbox/mailersend/_faults', payload: { fail_status: 422 } });
    await reply(id, '<p>Sorry, <em>none</em> today.</p>');
    await drain();
    expect(await byEmail(request.email)).toMatchObject({
      status: 'pending',
      is_complete: false,
      email_reply: '<p>Sorry, <em>none</em> today.</p>',
      reply_error: expect.stringContaining('422'),
    });
    expect(await mailsTo(request.email)).toHaveLength(0);

    await t.app.inject({ method: 'DELETE', url: '/sandbox/mailersend/_faults' });
    await reply(id, '<p>Sorry, <em>none</em> today.</p>');
    await reply(id, '<p>Sorry, <em>none</em> today.</p>');
    await drain();
    const mails = await mailsTo(request.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to[0]!.name).toBe('Ray Okoro');
    expect(await byEmail(request.email)).toMatchObject({ status: 'completed', reply_error: null });
  });

  it('sends only the latest reply when the text changed before the first went out', async () => {
    const request = legacy();
    await submit(request);
    const { id } = await byEmail(request.email);
    await reply(id, '<p>First draft</p>');
    await reply(id, '<p>Final answer</p>');
    await drain();
    const mails = await mailsTo(request.email);
    expect(mails.map((mail) => mail.personalization[0]!.data.message)).toEqual(['<p>Final answer</p>']);
  });

  it('sends a reply that was passed over for a newer one when it is chosen again, once', async () => {
    const request = legacy();
    await submit(request);
    const { id } = await byEmail(request.email);
    await reply(id, '<p>First draft</p>');
    await reply(id, '<p>Second draft</p>');
    // The first draft's entry runs first and is passed over; the second is refused by MailerSend for good.
    await t.app.inject({ method: 'PUT', url: '/sandbox/mailersend/_faults', payload: { fail_status: 422 } });
    await drain();
    await t.app.inject({ method: 'DELETE', url: '/sandbox/mailersend/_faults' });
    expect(await mailsTo(request.email)).toHaveLength(0);
    await reply(id, '<p>First draft</p>');
    await drain();
    const mails = await mailsTo(request.email);
    expect(mails.map((mail) => mail.personalization[0]!.data.message)).toEqual(['<p>First draft</p>']);
    expect(await byEmail(request.email)).toMatchObject({ status: 'completed', email_reply: '<p>First draft</p>' });
  });

  it('answers 404 for an unknown request and 403 without the permission', async () => {
    expect((await reply(999_999, '<p>Hi</p>')).statusCode).toBe(404);
    expect((await reply(1, '<p>Hi</p>', await t.loginAs('technician'))).statusCode).toBe(403);
  });
});

describe('deleting', () => {
  it('is an administrator’s, for good', async () => {
    const request = legacy();
    await submit(request);
    const { id } = await byEmail(request.email);
    const remove = (token: string, query = '?force_destroy=true') =>
      t.call(token, { method: 'DELETE', url: `/api/v1/module_requests/${id}${query}` });
    expect((await remove(csr)).statusCode).toBe(403);
    expect([(await remove(admin, '?force_destroy=false')).statusCode]).toEqual([400]);
    expect((await remove(admin)).json()).toEqual({ success: true });
    expect(await byEmail(request.email)).toBeUndefined();
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

  const send = (id: number, html: string) =>
    live.call(token, {
      method: 'PATCH',
      url: `/api/v1/module_requests/${id}`,
      payload: { module_requests: { status: 'completed', email_reply: html } },
    });
  const newRequest = async (email: string) => {
    await live.app.inject({
      method: 'POST',
      url: '/api/v1/public/module_requests',
      payload: { module_requests: legacy({ email }) },
    });
    const answer = await live.call(token, { method: 'GET', url: `/api/v1/module_requests?keyword=${email}` });
    return answer.json().module_requests[0].id as number;
  };

  it('answers Email notification sent to … once MailerSend accepted it, the request completed', async () => {
    const id = await newRequest('live.one@example.com');
    const response = await send(id, '<p><strong>Yes</strong></p>');
    expect(response.json()).toMatchObject({
      message: 'Email notification sent to live.one@example.com',
      sent: true,
      module_request: { status: 'completed', is_complete: true },
    });
  });

  it('answers Error sending email notification. when MailerSend fails, the request still waiting', async () => {
    const id = await newRequest('live.two@example.com');
    await live.app.inject({ method: 'PUT', url: '/sandbox/mailersend/_faults', payload: { fail_status: 503 } });
    const response = await send(id, '<p>Later</p>');
    await live.app.inject({ method: 'DELETE', url: '/sandbox/mailersend/_faults' });
    expect([response.statusCode, response.json().error.message]).toEqual([502, 'Error sending email notification.']);
    const answer = await live.call(token, { method: 'GET', url: '/api/v1/module_requests?keyword=live.two' });
    expect(answer.json().module_requests[0]).toMatchObject({ status: 'pending', email_reply: '<p>Later</p>' });
    // The retry now sends the kept reply.
    const retried = await send(id, '<p>Later</p>');
    expect(retried.json()).toMatchObject({ sent: true, message: 'Email notification sent to live.two@example.com' });
  });
});
