import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_UNLOCK_PASSWORD } from '@makro/domain/users';
import { TEST_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app';

describe('my account: the lock screen and my picture', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const unlock = (token: string | undefined, password: string) =>
    t.call(token, { method: 'POST', url: '/api/v1/sessions/unlock', payload: { password } });

  it('unlocks with the person’s own password and keeps the session', async () => {
    const token = await t.loginAs('csr');
    const answer = await unlock(token, TEST_PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'Unlocked' });
    expect((await t.call(token, { method: 'GET', url: '/api/v1/users/show_info' })).statusCode).toBe(200);
  });

  it('refuses a wrong password on its field, and the fifth wrong one signs the session out', async () => {
    const token = await t.loginAs('technician');
    const wrong = await unlock(token, 'not-my-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe(WRONG_UNLOCK_PASSWORD);
    expect(JSON.stringify(wrong.json().error.details)).toContain('body.password');
    for (let attempt = 2; attempt <= 4; attempt += 1) expect((await unlock(token, 'guess')).statusCode).toBe(422);
    const fifth = await unlock(token, 'guess');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().error.message).toContain('Too many wrong passwords');
    expect((await t.call(token, { method: 'GET', url: '/api/v1/users/show_info' })).statusCode).toBe(401);
    // The person's logins are not blocked by it.
    expect(await t.loginAs('technician')).toBeTruthy();
  });

  it('forgets wrong passwords once the right one is given', async () => {
    const token = await t.loginAs('csr_manager');
    for (let attempt = 1; attempt <= 4; attempt += 1) await unlock(token, 'guess');
    expect((await unlock(token, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await unlock(token, 'guess')).statusCode).toBe(422);
  });

  it('needs a session and a password', async () => {
    expect((await unlock(undefined, TEST_PASSWORD)).statusCode).toBe(401);
    const empty = await unlock(await t.loginAs('csr'), '');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('body.password');
  });

  it('fetches the team chat’s pictures on request and answers the person as stored', async () => {
    const token = await t.loginAs('administrator');
    const answer = await t.call(token, { method: 'POST', url: '/api/v1/users/me/avatar' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ username: 'administrator' });
    expect(answer.json().data).toHaveProperty('avatar');
  });
});
