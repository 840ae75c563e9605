import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'makro-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><script type="module" src="/assets/a.js"></script>',
    );
    writeFileSync(path.join(webDist, 'assets', 'a.js'), 'console.log(1)');
    t = await buildTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/api/health', '/login', '/api/v1/users/show_info', '/sandbox/mailersend/'])(
    'sends the CSP, nosniff, frame denial and the referrer policy on %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeLessThan(500);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'https:']);
      expect(csp).not.toHaveProperty('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers).not.toHaveProperty('strict-transport-security');
    },
  );

  it('sends a hashed script only what a script needs: nosniff and the resource policy, no document policies', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/a.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy']) {
      expect(response.headers, header).not.toHaveProperty(header);
    }
  });

  it('gives the API docs their own policy, still without inline or foreign script', async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    }
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('ignores X-Forwarded-Proto from a proxy it does not trust: no HSTS over plain HTTP', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers).not.toHaveProperty('strict-transport-security');
  });
});

describe('HSTS behind a trusted proxy', () => {
  it('is sent only when the trusted proxy says the request came over HTTPS', async () => {
    const t = await buildTestApp({ env: { TRUST_PROXY: 'loopback' } });
    try {
      const https = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers).not.toHaveProperty('strict-transport-security');
      const untrusted = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '203.0.113.5',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(untrusted.headers).not.toHaveProperty('strict-transport-security');
    } finally {
      await t.close();
    }
  });
});
