import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, DEFAULT_PERMISSIONS } from '@makro/domain/shared';
import { sessions, users } from '../../platform/auth/tables';
import { auditLog } from '../../platform/audit/tables';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (username: unknown, password: unknown, remoteAddress = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { username, password }, remoteAddress });

describe('POST /api/v1/users/login', () => {
  it.each(ACCOUNT_TYPES)('signs in the $slug demo user with its default permissions', async (type) => {
    const response = await login(type.slug, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user_info).toMatchObject({
      username: type.slug,
      account_type: { id: type.id, slug: type.slug, title: type.title },
      is_active: true,
    });
    expect([...body.user_info.permissions].sort()).toEqual([...DEFAULT_PERMISSIONS[type.slug]].sort());
    expect(body.user_info).toHaveProperty('email');
    expect(body.user_info).not.toHaveProperty('password_hash');
  });

  it('accepts the username in any letter case', async () => {
    expect((await login('CSR', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 "Invalid credentials!" for a wrong password or an unknown user, alike', async () => {
    for (const response of [await login('csr', 'wrong-password'), await login('nobody', TEST_PASSWORD)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'unauthenticated', message: 'Invalid credentials!' } });
    }
  });

  it('refuses a deactivated user even with the right password', async () => {
    await t.db.update(users).set({ is_active: false }).where(eq(users.username, 'reports_manager'));
    const response = await login('reports_manager', TEST_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Invalid credentials!');
    await t.db.update(users).set({ is_active: true }).where(eq(users.username, 'reports_manager'));
  });

  it('answers 400 naming the missing field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('body.username: username is required');
    const empty = await login('   ', 'x');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields[0].field).toBe('body.username');
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
  });

  it('stores only a hash of the token and records the login in the audit log', async () => {
    const token = (await login('technician', TEST_PASSWORD)).json().token as string;
    const stored = await t.db.select().from(sessions);
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
    const [technician] = await t.db.select().from(users).where(eq(users.username, 'technician'));
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(technician?.id)));
    expect(entries.map((entry) => entry.action)).toContain('login');
  });
});

describe('login rate limits', () => {
  it('locks a username after 10 wrong passwords, even for the right one, and says when to retry', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login('tech_manager', 'nope', `10.1.0.${attempt}`)).statusCode).toBe(401);
    }
    const locked = await login('tech_manager', TEST_PASSWORD, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/^Too many login attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('csr_manager', TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it('locks an address after 30 wrong passwords across usernames', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await login(`guess${attempt}`, 'nope', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login('inventory_manager', TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await login('inventory_manager', TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('GET /api/v1/users/show_info and DELETE /api/v1/sessions/logout', () => {
  it('answers the signed-in user with effective permissions', async () => {
    const token = await t.loginAs('rtgrim');
    const response = await t.call(token, { method: 'GET', url: '/api/v1/users/show_info' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ username: 'rtgrim', permissions: ['can_view_grim'] });
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'not-a-real-token'],
  ])('answers 401 with %s', async (_label, token) => {
    const response = await t.call(token, { method: 'GET', url: '/api/v1/users/show_info' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Token Expired. Please Login!');
  });

  it('answers 401 once the session has been idle past its expiry', async () => {
    const token = await t.loginAs('csr');
    await t.db.update(sessions).set({ expires_at: sql`now() - interval '1 second'` });
    expect((await t.call(token, { method: 'GET', url: '/api/v1/users/show_info' })).statusCode).toBe(401);
  });

  it('extends the expiry while the session is used', async () => {
    const token = await t.loginAs('csr');
    const soon = new Date(Date.now() + 60_000);
    await t.db
      .update(sessions)
      .set({ expires_at: soon, last_seen_at: sql`now() - interval '5 minutes'` })
      .where(sql`${sessions.revoked_at} is null and ${sessions.expires_at} > now()`);
    expect((await t.call(token, { method: 'GET', url: '/api/v1/users/show_info' })).statusCode).toBe(200);
    const [latest] = await t.db
      .select()
      .from(sessions)
      .orderBy(sql`${sessions.id} desc`)
      .limit(1);
    expect(latest!.expires_at.getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });

  it('answers 401 for a deactivated user at once', async () => {
    const token = await t.loginAs('operations_manager');
    await t.db.update(users).set({ is_active: false }).where(eq(users.username, 'operations_manager'));
    expect((await t.call(token, { method: 'GET', url: '/api/v1/users/show_info' })).statusCode).toBe(401);
  });

  it('revokes the token on logout: the same token is refused afterwards, other sessions live on', async () => {
    const token = await t.loginAs('administrator');
    const other = await t.loginAs('administrator');
    const response = await t.call(token, { method: 'DELETE', url: '/api/v1/sessions/logout' });
    expect(response.statusCode).toBe(200);
    expect((await t.call(token, { method: 'GET', url: '/api/v1/users/show_info' })).statusCode).toBe(401);
    expect((await t.call(token, { method: 'DELETE', url: '/api/v1/sessions/logout' })).statusCode).toBe(401);
    expect((await t.call(other, { method: 'GET', url: '/api/v1/users/show_info' })).statusCode).toBe(200);
  });
});
