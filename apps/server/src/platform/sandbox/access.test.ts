import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_BRAINTREE,
  SANDBOX_MAILERSEND_TOKEN,
  SANDBOX_REVIEWS_TOKEN,
  SANDBOX_SHIPSTATION,
  SANDBOX_SLACK_TOKEN,
  SANDBOX_WOO,
} from '../../config';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Someone on the network: what `HOST=0.0.0.0` demos and production behind a proxy let in. */
const REMOTE = '203.0.113.7';

const inspectionRoutes: InjectOptions[] = [
  { method: 'GET', url: '/sandbox/mailersend/messages' },
  { method: 'GET', url: '/sandbox/mailersend/' },
  { method: 'HEAD', url: '/sandbox/mailersend/' },
  { method: 'PUT', url: '/sandbox/mailersend/_faults', payload: { latency_ms: 0 } },
  { method: 'DELETE', url: '/sandbox/mailersend/_faults' },
  { method: 'PUT', url: '/sandbox/woocommerce/_faults', payload: { latency_ms: 0 } },
  { method: 'DELETE', url: '/sandbox/woocommerce/_faults' },
  { method: 'PUT', url: '/sandbox/slack/_faults', payload: { latency_ms: 0 } },
  { method: 'DELETE', url: '/sandbox/slack/_faults' },
  { method: 'PUT', url: '/sandbox/reviews/_faults', payload: { latency_ms: 0 } },
  { method: 'DELETE', url: '/sandbox/reviews/_faults' },
  { method: 'PUT', url: '/sandbox/braintree/_faults', payload: { latency_ms: 0 } },
  { method: 'DELETE', url: '/sandbox/braintree/_faults' },
  { method: 'GET', url: '/sandbox/braintree/_transactions?order_id=1' },
  // A malformed amount: refused after the guard, so no sale is made when the guard lets it through.
  { method: 'POST', url: '/sandbox/braintree/_transactions', payload: { order_id: '1', amount: 'NOPE' } },
  { method: 'PUT', url: '/sandbox/shipstation/_faults', payload: { latency_ms: 0 } },
  { method: 'DELETE', url: '/sandbox/shipstation/_faults' },
  { method: 'GET', url: '/sandbox/shipstation/_orders?order_number=1' },
  // No such store, no such limit: refused after the guard, so nothing changes when the guard lets them through.
  { method: 'POST', url: '/sandbox/shipstation/_orders', payload: { order_number: 'X-1', store_id: 1 } },
  { method: 'PUT', url: '/sandbox/shipstation/_rate_limit', payload: { limit: 0, window_seconds: 60 } },
  { method: 'DELETE', url: '/sandbox/shipstation/_rate_limit' },
  // An unknown SKU: the order is refused after the guard, so nothing is placed when the guard lets it through.
  { method: 'POST', url: '/sandbox/woocommerce/tipm/_simulate/orders', payload: { line_items: [{ sku: 'NOPE' }] } },
  { method: 'POST', url: '/sandbox/woocommerce/ecm/_simulate/orders', payload: { line_items: [{ sku: 'NOPE' }] } },
];
const name = (route: InjectOptions) => `${route.method} ${route.url}`;

describe('sandbox inspection and control routes', () => {
  it.each(inspectionRoutes.map((route) => [name(route), route] as const))(
    '%s: 401 in the envelope from the network without a session',
    async (_name, route) => {
      const response = await t.app.inject({ ...route, remoteAddress: REMOTE });
      expect(response.statusCode).toBe(401);
      if (route.method !== 'HEAD') expect(response.json().error).toMatchObject({ code: 'unauthenticated' });
    },
  );

  it.each(inspectionRoutes.map((route) => [name(route), route] as const))(
    '%s: works from the network with an administrator session',
    async (_name, route) => {
      const token = await t.loginAs('administrator');
      const response = await t.call(token, { ...route, remoteAddress: REMOTE });
      expect(response.statusCode).not.toBe(401);
      expect(response.statusCode).not.toBe(403);
      expect(response.statusCode).toBeLessThan(500);
    },
  );

  it.each(inspectionRoutes.map((route) => [name(route), route] as const))(
    '%s: 403 in the envelope with a technician session, also from this machine',
    async (_name, route) => {
      const token = await t.loginAs('technician');
      for (const remoteAddress of [REMOTE, '127.0.0.1']) {
        const response = await t.call(token, { ...route, remoteAddress });
        expect(response.statusCode).toBe(403);
        if (route.method !== 'HEAD') expect(response.json().error).toMatchObject({ code: 'forbidden' });
      }
    },
  );

  it.each(inspectionRoutes.map((route) => [name(route), route] as const))(
    '%s: works from this machine without a session',
    async (_name, route) => {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const response = await t.app.inject({ ...route, remoteAddress });
        expect(response.statusCode).toBeLessThan(401);
      }
    },
  );

  it('shows the mailbox page and its JSON to an administrator from the network', async () => {
    const token = await t.loginAs('administrator');
    const page = await t.call(token, { method: 'GET', url: '/sandbox/mailersend/', remoteAddress: REMOTE });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    const messages = await t.call(token, { method: 'GET', url: '/sandbox/mailersend/messages', remoteAddress: REMOTE });
    expect(messages.statusCode).toBe(200);
    expect(Array.isArray(messages.json())).toBe(true);
  });

  it('refuses an expired or unknown token even from this machine', async () => {
    const response = await t.call('not-a-session', { method: 'GET', url: '/sandbox/mailersend/messages' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'unauthenticated' });
  });

  it('does not count a request a proxy on this machine forwarded as a local one', async () => {
    for (const headers of [
      { 'x-forwarded-for': REMOTE },
      { forwarded: `for=${REMOTE}` },
      { 'x-real-ip': REMOTE },
      { 'x-forwarded-host': 'makro.example.com' },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/sandbox/mailersend/messages', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
    }
  });

  it('does not answer a local request for another host name (DNS rebinding from a web page)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sandbox/mailersend/messages',
      headers: { host: 'attacker.example:3000' },
    });
    expect(response.statusCode).toBe(401);
    for (const host of ['localhost:3000', '127.0.0.1:3999', '[::1]:3000', 'localhost']) {
      const local = await t.app.inject({ method: 'GET', url: '/sandbox/mailersend/messages', headers: { host } });
      expect(local.statusCode, host).toBe(200);
    }
  });
});

describe('the simulated vendor APIs keep their own authentication', () => {
  it('MailerSend accepts an e-mail with its API token from the network', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/mailersend/v1/email',
      remoteAddress: REMOTE,
      headers: { authorization: `Bearer ${SANDBOX_MAILERSEND_TOKEN}` },
      payload: {
        from: { email: 'noreply@makro.test' },
        to: [{ email: 'someone@makro.test' }],
        subject: 'Hello',
        text: 'Hello',
      },
    });
    expect(response.statusCode).toBe(202);
    const wrongToken = await t.app.inject({
      method: 'POST',
      url: '/sandbox/mailersend/v1/email',
      remoteAddress: REMOTE,
      headers: { authorization: 'Bearer wrong' },
      payload: {},
    });
    expect(wrongToken.statusCode).toBe(401);
    expect(wrongToken.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it("Slack's users.list, its avatars, the reviews API and WooCommerce REST answer from the network", async () => {
    const slack = await t.app.inject({
      method: 'GET',
      url: '/sandbox/slack/api/users.list',
      remoteAddress: REMOTE,
      headers: { authorization: `Bearer ${SANDBOX_SLACK_TOKEN}` },
    });
    expect(slack.json()).toMatchObject({ ok: true });
    const member = slack.json<{ members: { id: string }[] }>().members[0]!;
    const avatar = await t.app.inject({
      method: 'GET',
      url: `/sandbox/slack/avatars/${member.id}.svg`,
      remoteAddress: REMOTE,
    });
    expect(avatar.statusCode).toBe(200);

    const siteId = Object.values(t.config.reviews.siteIds)[0]!;
    const reviews = await t.app.inject({
      method: 'GET',
      url: `/sandbox/reviews/reviews/${siteId}?token=${SANDBOX_REVIEWS_TOKEN}`,
      remoteAddress: REMOTE,
    });
    expect(reviews.statusCode).toBe(200);

    const credentials = `consumer_key=${SANDBOX_WOO.consumerKey}&consumer_secret=${SANDBOX_WOO.consumerSecret}`;
    const products = await t.app.inject({
      method: 'GET',
      url: `/sandbox/woocommerce/tipm/wp-json/wc/v3/products?${credentials}`,
      remoteAddress: REMOTE,
    });
    expect(products.statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/sandbox/woocommerce/tipm/wp-json/wc/v3/products',
      remoteAddress: REMOTE,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'woocommerce_rest_cannot_view' });
  });

  it("Braintree's GraphQL API answers its API keys from the network, and refuses others as Braintree does", async () => {
    const keys = (publicKey: string, privateKey: string) =>
      `Basic ${Buffer.from(`${publicKey}:${privateKey}`).toString('base64')}`;
    const ping = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/braintree/graphql',
        remoteAddress: REMOTE,
        headers: { authorization, 'braintree-version': '2019-01-01' },
        payload: { query: '{ ping }' },
      });
    const ok = await ping(keys(SANDBOX_BRAINTREE.publicKey, SANDBOX_BRAINTREE.privateKey));
    expect(ok.json()).toMatchObject({ data: { ping: 'pong' } });
    const wrong = await ping(keys(SANDBOX_BRAINTREE.publicKey, 'wrong'));
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({ data: null, errors: [{ extensions: { errorClass: 'AUTHENTICATION' } }] });
  });

  it("ShipStation's API answers its key and secret from the network, and refuses others as ShipStation does", async () => {
    const stores = (key: string, secret: string) =>
      t.app.inject({
        method: 'GET',
        url: '/sandbox/shipstation/stores',
        remoteAddress: REMOTE,
        headers: { authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}` },
      });
    const ok = await stores(SANDBOX_SHIPSTATION.apiKey, SANDBOX_SHIPSTATION.apiSecret);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-rate-limit-limit']).toBe('40');
    const wrong = await stores(SANDBOX_SHIPSTATION.apiKey, 'wrong');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ Message: 'Authorization has been denied for this request.' });
  });
});
