import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

// A built web app as Vite leaves it: hashed assets with their .br and .gz copies.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'makro-web-'));
const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}` })))};`;
const indexHtml = '<!doctype html><title>Makro</title>';
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), indexHtml);
writeFileSync(path.join(webDist, 'assets/index-Abc123.js'), script);
writeFileSync(path.join(webDist, 'assets/index-Abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDist, 'assets/index-Abc123.js.gz'), gzipSync(script));

let t: TestApp;
// A streamed CSV answer the test releases piece by piece, as the inventory export streams its batches.
let stream: Readable | undefined;

beforeAll(async () => {
  t = await buildTestApp({
    env: { WEB_DIST: webDist },
    beforeListen: (app) => {
      app.get('/api/test/streamed.csv', (_request, reply) => {
        stream = new Readable({ read() {} });
        stream.push('serial,part\n');
        return reply.header('content-type', 'text/csv; charset=utf-8').header('x-total-count', '2').send(stream);
      });
    },
  });
});
afterAll(async () => {
  stream?.destroy();
  await t.close();
});

const asset = '/assets/index-Abc123.js';

describe('the built web app', () => {
  it('sends the brotli copy of a hashed asset when accepted, cached for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one accepting neither', async () => {
    const gzip = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('has index.html revalidated on every load, at / and at a deep link', async () => {
    for (const url of ['/', '/inventory-search']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('answers a hashed asset that is not there (an older build) with 404, not index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-Old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer when accepted, and leaves it alone otherwise', async () => {
    const admin = await t.loginAs('administrator');
    const request = { method: 'GET' as const, url: '/api/v1/users' };
    const plain = await t.call(admin, request);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const compressed = await t.call(admin, { ...request, headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer uncompressed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a streamed CSV answer streaming: each piece reaches the client before the answer ends', async () => {
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    for (const encoding of ['br', 'gzip']) {
      stream = undefined;
      const response = await fetch(`http://127.0.0.1:${address.port}/api/test/streamed.csv`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('x-total-count')).toBe('2');
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      // The answer is still open here: only the header row has been written.
      expect(decoder.decode((await reader.read()).value)).toBe('serial,part\n');
      stream!.push('S1,P1\n');
      expect(decoder.decode((await reader.read()).value)).toBe('S1,P1\n');
      stream!.push('S2,P2\n');
      stream!.push(null);
      let rest = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        rest += decoder.decode(chunk.value);
      expect(rest).toBe('S2,P2\n');
    }
  });

  it('compresses the inventory CSV export and keeps its row count header', async () => {
    const admin = await t.loginAs('administrator');
    const response = await t.call(admin, {
      method: 'GET',
      url: '/api/v1/inventories/export',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['x-total-count']).toMatch(/^\d+$/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toMatch(/^"?Serial Number/);
  });
});
