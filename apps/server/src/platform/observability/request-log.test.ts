import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { outbox } from '../jobs/tables';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

let t: TestApp;
const lines: LogLine[] = [];
const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  t = await buildTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
    beforeListen: (app) => {
      app.get('/api/test-only/fails', async () => {
        throw new Error('a bug on our side');
      });
    },
  });
});
afterAll(() => t.close());

describe('request ids', () => {
  it('are on every answer: success, 404, refused, invalid, failed, a malformed address', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/v1/no-such-route' }),
      t.app.inject({ method: 'GET', url: '/api/v1/users/show_info' }),
      t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { username: 1 } }),
      t.app.inject({ method: 'GET', url: '/api/test-only/fails' }),
      // Refused by the router, before any hook runs.
      t.app.inject({ method: 'GET', url: '/api/v1/users/%E0%A4%A' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 401, 400, 500, 400]);
    for (const answer of answers) expect(answer.headers['x-request-id']).toMatch(UUID);
    expect(new Set(answers.map((answer) => answer.headers['x-request-id'])).size).toBe(answers.length);
  });

  it('keep a safe incoming X-Request-Id (a proxy’s) and replace an unsafe one', async () => {
    const idFor = async (given: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } })).headers[
        'x-request-id'
      ];
    expect(await idFor('proxy-7f3a.01_B')).toBe('proxy-7f3a.01_B');
    for (const unsafe of ['has spaces', 'quote"and{brace}', 'x'.repeat(65), '']) {
      expect(await idFor(unsafe)).toMatch(UUID);
    }
  });
});

describe('the request log', () => {
  it('writes one line per request: id, method, route pattern, URL, status, duration and who asked', async () => {
    const token = await t.loginAs('technician');
    const answer = await t.call(token, {
      method: 'GET',
      url: '/api/v1/users/show_info?fresh=1',
      headers: { 'x-request-id': 'one-line-test' },
    });
    expect(answer.statusCode).toBe(200);
    const written = linesOf('one-line-test');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      msg: 'request answered',
      method: 'GET',
      route: '/api/v1/users/show_info',
      url: '/api/v1/users/show_info?fresh=1',
      status: 200,
      userId: answer.json().data.id,
    });
    expect(written[0]?.durationMs).toEqual(expect.any(Number));
  });

  it('writes a failure once, with the id, next to its request line', async () => {
    await t.app.inject({ method: 'GET', url: '/api/test-only/fails', headers: { 'x-request-id': 'failure-test' } });
    const written = linesOf('failure-test');
    expect(written.map((line) => line.msg).sort()).toEqual(['request answered', 'request failed']);
    expect(written.find((line) => line.msg === 'request failed')).toMatchObject({ level: 50 });
  });

  it('leaves out the simulators’ own traffic', async () => {
    await t.app.inject({ method: 'GET', url: '/sandbox/mailersend/messages', headers: { 'x-request-id': 'sim' } });
    expect(linesOf('sim')).toEqual([]);
  });
});

describe('side effects', () => {
  it('keep the id of the request that queued them, and the worker logs each attempt with it', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/passwords/forgot',
      payload: { login: 'technician' },
      headers: { 'x-request-id': 'reset-mail-request' },
    });
    expect(answer.statusCode).toBe(200);
    const [entry] = await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(entry).toMatchObject({ kind: 'email', request_id: 'reset-mail-request' });

    await t.runOutbox();
    expect(linesOf('reset-mail-request').map((line) => line.msg)).toContain('outbox entry done');
  });
});
