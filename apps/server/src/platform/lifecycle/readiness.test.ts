import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openTestDatabase } from '../../test/database';
import { createReadiness, type Readiness } from './readiness';

describe('readiness: 503 until started, 200 when ready, 503 again from the start of a shutdown', () => {
  let app: FastifyInstance;
  let readiness: Readiness;
  const ask = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BACKGROUND_JOBS: 'false' });
    readiness = createReadiness();
    app = await buildApp({ config, database: await openTestDatabase(), readiness });
  });
  afterAll(() => app.close());

  it('flips as the process starts and stops, while liveness stays ok', async () => {
    expect(await ask()).toEqual({
      status: 503,
      body: { error: { code: 'not_ready', message: 'The server is starting.' } },
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(await ask()).toEqual({ status: 200, body: { status: 'ready' } });

    readiness.stopping();
    expect(await ask()).toEqual({
      status: 503,
      body: { error: { code: 'not_ready', message: 'The server is shutting down.' } },
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
