import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, DEFAULT_PERMISSIONS, defineEndpoint, grants, requires } from '@makro/domain/shared';
import { defineRoute, registeredEndpoints } from '../http/define-route';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { userPermissions, users } from './tables';

/** A route that exists only in this test, guarded like every real one. */
const refundProbe = defineEndpoint({
  method: 'GET',
  path: '/v1/test/refund-probe',
  summary: 'test only',
  tag: 'Test',
  access: requires('can_refunds'),
  response: z.object({ ok: z.literal(true) }),
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    beforeListen: (app) => defineRoute(app, refundProbe, async () => ({ ok: true as const })),
  });
});
afterAll(() => t.close());

const probe = (token?: string) => t.call(token, { method: 'GET', url: '/api/v1/test/refund-probe' });

describe('permission enforcement', () => {
  it.each(ACCOUNT_TYPES)('lets $slug in exactly when its defaults hold the permission', async (type) => {
    const token = await t.loginAs(type.slug);
    const response = await probe(token);
    const allowed = DEFAULT_PERMISSIONS[type.slug].includes('can_refunds');
    expect(response.statusCode).toBe(allowed ? 200 : 403);
    if (!allowed) expect(response.json().error).toMatchObject({ code: 'forbidden' });
  });

  it('answers 401, not 403, without a session', async () => {
    expect((await probe()).statusCode).toBe(401);
  });

  it('applies a per-user grant and a revocation on the next request', async () => {
    const [csr] = await t.db.select().from(users).where(eq(users.username, 'csr'));
    const token = await t.loginAs('csr');
    expect((await probe(token)).statusCode).toBe(403);

    await t.db.insert(userPermissions).values({ user_id: csr!.id, permission: 'can_refunds', granted: true });
    expect((await probe(token)).statusCode).toBe(200);
    const info = await t.call(token, { method: 'GET', url: '/api/v1/users/show_info' });
    expect(info.json().data.permissions).toContain('can_refunds');

    await t.db.update(userPermissions).set({ granted: false }).where(eq(userPermissions.user_id, csr!.id));
    expect((await probe(token)).statusCode).toBe(403);
  });
});

describe('every API route', () => {
  it('declares its access rule, and each permission-guarded one refuses every account type lacking it', async () => {
    expect(registeredEndpoints(t.app).length).toBeGreaterThan(3);
    const guarded = registeredEndpoints(t.app).filter((endpoint) => typeof endpoint.access === 'object');
    expect(guarded).toContain(refundProbe);
    const tokens = new Map<string, string>();
    for (const type of ACCOUNT_TYPES) tokens.set(type.slug, await t.loginAs(type.slug));
    for (const endpoint of guarded) {
      if (typeof endpoint.access !== 'object') continue;
      const url = `/api${endpoint.path.replace(/:(\w+)/g, '1')}`;
      for (const type of ACCOUNT_TYPES) {
        if (grants(endpoint.access, DEFAULT_PERMISSIONS[type.slug], type.slug)) continue;
        const response = await t.call(tokens.get(type.slug), { method: endpoint.method, url, payload: {} });
        expect(response.statusCode, `${endpoint.method} ${url} as ${type.slug}`).toBe(403);
      }
    }
  });

  it('refuses a caller without a session on every non-public route', async () => {
    for (const endpoint of registeredEndpoints(t.app).filter((candidate) => candidate.access !== 'public')) {
      const url = `/api${endpoint.path.replace(/:(\w+)/g, '1')}`;
      const response = await t.call(undefined, { method: endpoint.method, url, payload: {} });
      expect(response.statusCode, `${endpoint.method} ${url}`).toBe(401);
    }
  });
});
