import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESET_LINK_INVALID, RESET_LINK_INVALID_CODE, RESET_LINK_SENT } from '@makro/domain/users';
import { users } from '../../platform/auth/tables';
import { passwordResets } from './tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://makro.example.com/' } });
});
afterAll(() => t.close());
beforeEach(() => t.db.execute(sql`delete from rate_limit_buckets`));

const forgot = (login: string) => t.app.inject({ method: 'POST', url: '/api/v1/passwords/forgot', payload: { login } });
const reset = (token: string, password: string, confirmation = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/passwords/reset',
    payload: { token, password, password_confirmation: confirmation },
  });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { username, password } });

/** The one answer to every link that cannot be used: a sentence for people, a code for the page. */
const INVALID_LINK = {
  error: {
    code: RESET_LINK_INVALID_CODE,
    message: RESET_LINK_INVALID,
    details: { fields: [{ field: 'body.token', message: RESET_LINK_INVALID }] },
  },
};

async function latestResetToken(): Promise<string> {
  await t.runOutbox();
  const [mail] = await t.mailbox();
  expect(mail?.template_id).toBe('reset-password');
  const url = new URL(mail!.personalization[0]!.data.resetUrl!);
  expect(`${url.origin}${url.pathname}`).toBe('https://makro.example.com/reset-password');
  return url.searchParams.get('token')!;
}

describe('forgot password and reset', () => {
  it('answers the same for a known and an unknown account, and mails only the known one', async () => {
    const before = (await t.mailbox()).length;
    const unknown = await forgot('nobody-here');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(RESET_LINK_SENT);
    await t.runOutbox();
    expect((await t.mailbox()).length).toBe(before);
    const known = await forgot('CSR@makro.example');
    expect(known.json()).toEqual(unknown.json());
    await t.runOutbox();
    expect((await t.mailbox()).length).toBe(before + 1);
  });

  it('sets the new password once, ends every session, and the link cannot be used again', async () => {
    const session = await t.loginAs('technician');
    await forgot('technician');
    const token = await latestResetToken();
    expect((await reset(token, 'new-secret-1', 'different')).json().error.message).toContain("Passwords don't match");
    const done = await reset(token, 'new-secret-1');
    expect(done.statusCode).toBe(200);
    expect((await t.call(session, { method: 'GET', url: '/api/v1/users/show_info' })).statusCode).toBe(401);
    expect((await login('technician', 'new-secret-1')).statusCode).toBe(200);
    expect((await login('technician', 'makro-demo')).statusCode).toBe(401);
    const again = await reset(token, 'another-secret');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(INVALID_LINK);
  });

  it('answers a malformed or unknown token with the same sentence as a used one, not a validation message', async () => {
    for (const token of ['abc', '', 'x'.repeat(500), 'not a token at all, with spaces!', 'A'.repeat(43)]) {
      const response = await reset(token, 'new-secret-2');
      expect(response.statusCode, token).toBe(422);
      expect(response.json(), token).toEqual(INVALID_LINK);
    }
  });

  it('refuses an expired link, and a wrong mismatch leaves the link usable', async () => {
    await forgot('rtgrim');
    const token = await latestResetToken();
    expect((await reset(token, 'abcdefgh', 'abcdefgX')).statusCode).toBe(400);
    await t.db.update(passwordResets).set({ expires_at: sql`now() - interval '1 minute'` });
    const expired = await reset(token, 'abcdefgh');
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual(INVALID_LINK);
  });

  it('lets an administrator send the link from the user list', async () => {
    const admin = await t.loginAs('administrator');
    const [csr] = await t.db.select().from(users).where(eq(users.username, 'csr_manager'));
    const response = await t.call(admin, { method: 'POST', url: `/api/v1/users/${csr!.id}/password_reset` });
    expect(response.json()).toEqual({ success: true, email: 'csr.manager@makro.example' });
    const token = await latestResetToken();
    expect((await reset(token, 'brand-new-pass')).statusCode).toBe(200);
    expect((await login('csr_manager', 'brand-new-pass')).statusCode).toBe(200);
  });

  it('keeps the reset link out of the database once the e-mail is sent', async () => {
    const stored = await t.db.execute(sql`select payload from outbox where status = 'sent' and kind = 'email'`);
    const text = JSON.stringify((stored as unknown as { rows: unknown[] }).rows);
    expect(text).not.toContain('reset-password?token=');
    expect(text).toContain('(removed after sending)');
  });
});
