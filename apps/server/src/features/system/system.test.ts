import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '@makro/domain/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('administrator');
  await t.db
    .execute(sql`insert into outbox (kind, idempotency_key, description, payload, status, attempts, last_error, created_at)
    values ('system_test', 'system-failed', 'Test effect that failed', '{}'::jsonb, 'failed', 6, 'Simulated failure (500)', now() - interval '2 hours'),
           ('system_test', 'system-waiting-1', 'Test effect waiting', '{}'::jsonb, 'pending', 0, null, now() - interval '3 days'),
           ('system_test', 'system-waiting-2', 'Test effect waiting', '{}'::jsonb, 'pending', 0, null, now()),
           ('system_test', 'system-sent', 'Test effect done', '{}'::jsonb, 'sent', 1, null, now())`);
});
afterAll(() => t.close());

const status = async () => {
  const response = await t.call(admin, { method: 'GET', url: '/api/v1/system' });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('the system page', () => {
  it('shows versions, the database, storage and that every service is simulated in sandbox mode', async () => {
    const body = await status();
    expect(body.versions.app).toBe(APP_VERSION);
    expect(body.versions.node).toBe(process.versions.node);
    expect(body.database).toBe(t.app.databaseKind);
    expect(body.versions.database).toMatch(
      body.database === 'pglite' ? /^PGlite \S+ \(PostgreSQL \d+/ : /^PostgreSQL \d+/,
    );
    expect(body.storage).toBe('local');
    expect(body.integrations).toBe('sandbox');
    expect(body.services.map((service: { mode: string }) => service.mode)).toEqual(Array(7).fill('simulated'));
    expect(body.shops.map((shop: { shop: string }) => shop.shop)).toEqual(['tipm', 'ecm']);
    expect(body.uptime_seconds).toBeGreaterThanOrEqual(0);
  });

  it('counts pending and failed side effects by kind, sent ones not, and names when the oldest waiting one was queued', async () => {
    const { outbox } = await status();
    expect(outbox.by_kind.find((row: { kind: string }) => row.kind === 'system_test')).toEqual({
      kind: 'system_test',
      pending: 2,
      failed: 1,
    });
    const ageHours = (Date.now() - Date.parse(outbox.oldest_pending_at)) / 3_600_000;
    expect(Math.round(ageHours)).toBe(72);
  });

  it('lists the failed side effects a page at a time and queues one again on retry', async () => {
    const failed = await t.call(admin, { method: 'GET', url: '/api/v1/system/side_effects?status=failed&per_page=10' });
    expect(failed.json()).toMatchObject({ total_count: 1, failed_count: 1, current_page: 1, total_pages: 1 });
    const [entry] = failed.json().entries;
    expect(entry).toMatchObject({ description: 'Test effect that failed', status: 'failed', attempts: 6 });

    const retried = await t.call(admin, { method: 'POST', url: `/api/v1/system/side_effects/${entry.id}/retry` });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().entry).toMatchObject({ id: entry.id, status: 'pending' });
    expect((await status()).outbox.by_kind.find((row: { kind: string }) => row.kind === 'system_test')).toMatchObject({
      pending: 3,
      failed: 0,
    });
    const again = await t.call(admin, { method: 'POST', url: `/api/v1/system/side_effects/${entry.id}/retry` });
    expect(again.statusCode).toBe(422);
  });

  it('answers 404 for a side effect that does not exist', async () => {
    const response = await t.call(admin, { method: 'POST', url: '/api/v1/system/side_effects/999999/retry' });
    expect(response.statusCode).toBe(404);
  });

  it.each(['operations_manager', 'csr_manager', 'technician'] as const)('refuses %s with 403', async (slug) => {
    const token = await t.loginAs(slug);
    for (const url of ['/api/v1/system', '/api/v1/system/side_effects']) {
      expect((await t.call(token, { method: 'GET', url })).statusCode).toBe(403);
    }
    expect((await t.call(token, { method: 'POST', url: '/api/v1/system/side_effects/1/retry' })).statusCode).toBe(403);
  });
});
