import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
const webDist = mkdtempSync(path.join(os.tmpdir(), 'makro-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Makro</title>');

beforeAll(async () => {
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(() => t.close());

describe('the HTTP surface', () => {
  it('answers health with the version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', version: '2.0.0', database: expect.any(String) });
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/users/login', '/api/v1/users/show_info', '/api/v1/sessions/logout']),
    );
    expect(doc.paths['/api/v1/users/show_info'].get.security).toEqual([{ bearer: [] }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers an unknown API path with the error envelope and 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('serves the web app for deep links so a reload keeps the page', async () => {
    for (const url of ['/', '/dashboard', '/rma-tickets/TIPM-RMAREQ-12345']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Makro</title>');
    }
  });
});

describe('request bodies', () => {
  it('takes an empty JSON body as no body', async () => {
    const admin = await t.loginAs('administrator');
    const response = await t.call(admin, {
      method: 'POST',
      url: '/api/v1/users/2/password_reset',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a body that is not JSON with a 400 naming the body, the shape of every 400 and 409', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'bad_request',
      details: { fields: [{ field: 'body', message: expect.any(String) }] },
    });
  });
});
