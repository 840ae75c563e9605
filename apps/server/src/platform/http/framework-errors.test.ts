import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A raw request over the socket: Node answers some failures before Fastify's inject would see them. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('answers given before any route runs', () => {
  it('answers a too long path segment 414 in the envelope, without echoing it', async () => {
    // The router refuses it before the access check: no session is needed to see the answer.
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/users/${'9'.repeat(5000)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json().error).toMatchObject({ code: 'bad_request', message: expect.any(String) });
    expect(response.body).not.toContain('99999');
  });

  it('answers a malformed %-escape 400 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
  });

  it('answers headers larger than the limit 431 in the envelope', async () => {
    const response = await rawGet('/api/health', { 'x-filler': 'a'.repeat(20_000) });
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body).error).toMatchObject({ code: 'bad_request', message: expect.any(String) });
  });
});
