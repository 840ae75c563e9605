import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../platform/auth/tables';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../../test/build-test-app';

const login = (t: TestApp, username: string, password: string, remoteAddress: string, headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { username, password }, remoteAddress, headers });

describe('login limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('checks at most 10 of 20 wrong passwords sent at once; the rest answer 429 unchecked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(t, 'technician', 'wrong-password', '10.20.0.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expect((await login(t, 'technician', TEST_PASSWORD, '10.20.0.2')).statusCode).toBe(429);
  });

  it('counts 40 wrong passwords from one address at once against its limit of 30', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => login(t, `nobody${index}`, 'wrong-password', '10.21.0.1')),
    );
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(30);
    expect(answers.every((answer) => [401, 429].includes(answer.statusCode))).toBe(true);
  });

  it('keeps signing in, from a limited address, the accounts that signed in from it before', async () => {
    const office = '10.22.0.1';
    expect((await login(t, 'csr', TEST_PASSWORD, office)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await login(t, `guess${attempt}`, 'nope', office)).statusCode).toBe(401);
    }
    // Someone in the office is guessing: the address is limited for usernames it has not signed in before …
    expect((await login(t, 'guess99', 'nope', office)).statusCode).toBe(429);
    expect((await login(t, 'csr_manager', TEST_PASSWORD, office)).statusCode).toBe(429);
    // … but the colleague who signs in from there every day still gets in, and a wrong password is still counted.
    expect((await login(t, 'csr', TEST_PASSWORD, office)).statusCode).toBe(200);
    expect((await login(t, 'csr', 'nope', office)).statusCode).toBe(401);
    expect((await login(t, 'csr_manager', TEST_PASSWORD, '10.22.0.2')).statusCode).toBe(200);
  });

  it('does not count the refused, unchecked attempts of a limited address against the username', async () => {
    const attacker = '10.23.0.1';
    for (let attempt = 0; attempt < 30; attempt++) await login(t, `probe${attempt}`, 'nope', attacker);
    for (let attempt = 0; attempt < 15; attempt++) {
      expect((await login(t, 'inventory_manager', 'nope', attacker)).statusCode).toBe(429);
    }
    expect((await login(t, 'inventory_manager', TEST_PASSWORD, '10.23.0.2')).statusCode).toBe(200);
  });

  it('gives a successful sign-in its address hit back', async () => {
    const shared = '10.24.0.1';
    for (let attempt = 0; attempt < 40; attempt++) {
      expect((await login(t, 'operations_manager', TEST_PASSWORD, shared)).statusCode).toBe(200);
    }
    expect((await login(t, 'tech_manager', TEST_PASSWORD, shared)).statusCode).toBe(200);
  });
});

const lastSessionIp = async (t: TestApp, username: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.username, username));
  const [session] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.user_id, user!.id))
    .orderBy(desc(sessions.id))
    .limit(1);
  return session?.ip;
};

describe('TRUST_PROXY', () => {
  const forwarded = { 'x-forwarded-for': '203.0.113.9' };

  it('ignores X-Forwarded-For by default, so a client cannot choose its address', async () => {
    const t = await buildTestApp();
    try {
      expect((await login(t, 'csr', TEST_PASSWORD, '10.30.0.1', forwarded)).statusCode).toBe(200);
      expect(await lastSessionIp(t, 'csr')).toBe('10.30.0.1');
      // Sending a fresh X-Forwarded-For with every guess does not escape the address limit.
      for (let attempt = 0; attempt < 30; attempt++) {
        const spoofed = { 'x-forwarded-for': `198.51.100.${attempt}` };
        expect((await login(t, `guess${attempt}`, 'nope', '10.30.0.2', spoofed)).statusCode).toBe(401);
      }
      expect((await login(t, 'guess99', 'nope', '10.30.0.2', { 'x-forwarded-for': '198.51.100.99' })).statusCode).toBe(
        429,
      );
    } finally {
      await t.close();
    }
  });

  it('takes the client address from a trusted proxy only', async () => {
    const t = await buildTestApp({ env: { TRUST_PROXY: '10.31.0.1,192.168.0.0/16' } });
    try {
      expect((await login(t, 'csr', TEST_PASSWORD, '10.31.0.1', forwarded)).statusCode).toBe(200);
      expect(await lastSessionIp(t, 'csr')).toBe('203.0.113.9');
      expect((await login(t, 'csr', TEST_PASSWORD, '192.168.4.4', forwarded)).statusCode).toBe(200);
      expect(await lastSessionIp(t, 'csr')).toBe('203.0.113.9');
      expect((await login(t, 'csr', TEST_PASSWORD, '10.31.0.2', forwarded)).statusCode).toBe(200);
      expect(await lastSessionIp(t, 'csr')).toBe('10.31.0.2');
    } finally {
      await t.close();
    }
  });
});
