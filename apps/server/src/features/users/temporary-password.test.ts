import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@makro/domain/shared';
import { CURRENT_PASSWORD_WRONG, PASSWORD_CHANGE_REQUIRED, TEMPORARY_PASSWORD_DAYS } from '@makro/domain/users';
import { users } from '../../platform/auth/tables';
import { auditLog } from '../../platform/audit/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('administrator');
});
afterAll(() => t.close());
beforeEach(() => t.db.execute(sql`delete from rate_limit_buckets`));

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { username, password } });
const change = (token: string, current_password: string, password: string, password_confirmation = password) =>
  t.call(token, {
    method: 'POST',
    url: '/api/v1/users/password',
    payload: { current_password, password, password_confirmation },
  });

const PASSWORD_CHANGE_REQUIRED_BODY = {
  error: { code: 'password_change_required', message: PASSWORD_CHANGE_REQUIRED },
};

/** An administrator creates the account; the password is read back from the welcome e-mail, as its owner would. */
async function createdByAdministrator(username: string, accountTypeId = 4): Promise<string> {
  const email = `${username}@example.com`;
  const created = await t.call(admin, {
    method: 'POST',
    url: '/api/v1/users',
    payload: {
      user: {
        username,
        password: 'Welcome-1',
        password_confirmation: 'Welcome-1',
        email,
        account_type_id: accountTypeId,
        first_name: 'New',
        last_name: 'Person',
      },
    },
  });
  expect(created.statusCode).toBe(201);
  await t.runOutbox();
  const mail = (await t.mailbox()).find((message) => message.to[0]?.email === email);
  expect(mail?.template_id).toBe('new-user');
  return mail!.personalization[0]!.data.password!;
}

describe('a password that came by e-mail is temporary', () => {
  it('signs in only to be replaced: every other route answers 403 until a new password is chosen', async () => {
    const mailed = await createdByAdministrator('temp.one');
    const signedIn = await login('temp.one', mailed);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user_info).toMatchObject({ username: 'temp.one', must_change_password: true });
    const token = signedIn.json().token as string;

    const info = await t.call(token, { method: 'GET', url: '/api/v1/users/show_info' });
    expect(info.statusCode).toBe(200);
    expect(info.json().data.must_change_password).toBe(true);

    // A session route and a permission route alike; checked before validation, like every access rule.
    for (const url of ['/api/v1/inventories', '/api/v1/users?page=abc']) {
      const refused = await t.call(token, { method: 'GET', url });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual(PASSWORD_CHANGE_REQUIRED_BODY);
    }

    const wrongCurrent = await change(token, 'not-the-one', 'My-own-pass-1');
    expect(wrongCurrent.statusCode).toBe(422);
    expect(wrongCurrent.json().error.details.fields).toEqual([
      { field: 'body.current_password', message: CURRENT_PASSWORD_WRONG },
    ]);
    const tooShort = await change(token, mailed, 'short');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.details.fields[0].field).toBe('body.password');
    const mismatch = await change(token, mailed, 'My-own-pass-1', 'My-own-pass-2');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details.fields[0].field).toBe('body.password_confirmation');

    const changed = await change(token, mailed, 'My-own-pass-1');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user_info.must_change_password).toBe(false);

    // The same session goes on, now with everything its permissions allow.
    expect((await t.call(token, { method: 'GET', url: '/api/v1/inventories' })).statusCode).toBe(200);
    expect(
      (await t.call(token, { method: 'GET', url: '/api/v1/users/show_info' })).json().data.must_change_password,
    ).toBe(false);
    expect((await login('temp.one', mailed)).statusCode).toBe(401);
    const again = await login('temp.one', 'My-own-pass-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().user_info.must_change_password).toBe(false);

    const [user] = await t.db.select().from(users).where(eq(users.username, 'temp.one'));
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, String(user!.id))));
    expect(audit.map((row) => row.action)).toContain('password_change');
  });

  it(`expires ${TEMPORARY_PASSWORD_DAYS} days after the account was made, answering like a wrong password`, async () => {
    const mailed = await createdByAdministrator('temp.two');
    const [user] = await t.db.select().from(users).where(eq(users.username, 'temp.two'));
    const days = (user!.password_temporary_until!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(TEMPORARY_PASSWORD_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(TEMPORARY_PASSWORD_DAYS);

    await t.db
      .update(users)
      .set({ password_temporary_until: sql`now() - interval '1 second'` })
      .where(eq(users.id, user!.id));
    const expired = await login('temp.two', mailed);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual((await login('temp.two', 'a-wrong-password')).json());
    expect(expired.json().error.message).toBe(MESSAGES.invalidCredentials);
  });

  it('is made permanent by a reset link too', async () => {
    await createdByAdministrator('temp.three');
    await t.app.inject({ method: 'POST', url: '/api/v1/passwords/forgot', payload: { login: 'temp.three' } });
    await t.runOutbox();
    const mail = (await t.mailbox()).find(
      (message) => message.template_id === 'reset-password' && message.to[0]?.email === 'temp.three@example.com',
    );
    const token = new URL(mail!.personalization[0]!.data.resetUrl!).searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/passwords/reset',
      payload: { token, password: 'Reset-pass-1', password_confirmation: 'Reset-pass-1' },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await login('temp.three', 'Reset-pass-1');
    expect(signedIn.json().user_info.must_change_password).toBe(false);
    expect((await t.call(signedIn.json().token, { method: 'GET', url: '/api/v1/inventories' })).statusCode).toBe(200);
  });

  it('keeps an administrator with a temporary password out of the sandbox inspection routes too', async () => {
    const mailed = await createdByAdministrator('temp.admin', 1);
    const token = (await login('temp.admin', mailed)).json().token as string;
    const mailbox = await t.call(token, { method: 'GET', url: '/sandbox/mailersend/messages' });
    expect(mailbox.statusCode).toBe(403);
    expect(mailbox.json()).toEqual(PASSWORD_CHANGE_REQUIRED_BODY);
    expect((await change(token, mailed, 'Admin-own-pass-1')).statusCode).toBe(200);
    expect((await t.call(token, { method: 'GET', url: '/sandbox/mailersend/messages' })).statusCode).toBe(200);
  });

  it('leaves the seeded and demo accounts alone', async () => {
    const info = await t.call(admin, { method: 'GET', url: '/api/v1/users/show_info' });
    expect(info.json().data.must_change_password).toBe(false);
  });
});
