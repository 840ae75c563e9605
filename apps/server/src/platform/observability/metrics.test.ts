import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPS } from '@makro/domain/shops';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { enqueue } from '../jobs/outbox';
import { createScheduledJob } from '../jobs/scheduler';

const OPS_TOKEN = 'ops-token-for-the-metrics-test';
const quiet = { warn: () => undefined };

/** The value of one sample in the Prometheus text: `name{labels} value`, labels as written (sorted by name). */
function figure(text: string, name: string, labels = ''): number | undefined {
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split('\n').find((candidate) => candidate.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(prefix.length).replace('+Inf', 'Infinity'));
}

describe('GET /metrics with OPS_TOKEN set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { OPS_TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const answer = await t.call(OPS_TOKEN, { method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.body;
  };

  it('is refused without the token or with another, even from this machine', async () => {
    for (const token of [undefined, 'not-the-token']) {
      const answer = await t.call(token, { method: 'GET', url: '/metrics' });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().error.code).toBe('unauthenticated');
    }
    const session = await t.loginAs('administrator');
    expect((await t.call(session, { method: 'GET', url: '/metrics' })).statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, and times them', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/v1/users/123' });
    await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route/42' });
    const text = await scrape();
    const requests = (route: string, status: number) =>
      figure(text, 'makro_http_request_duration_seconds_count', `method="GET",route="${route}",status="${status}"`);
    expect(requests('/api/health', 200)).toBeGreaterThanOrEqual(2);
    expect(requests('/api/v1/users/:id', 401)).toBe(1);
    expect(requests('(no route)', 404)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('/api/v1/users/123');
    expect(text).not.toContain('no-such-route');
    expect(text).toContain('makro_http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/health"');
    expect(text).toContain('makro_process_resident_memory_bytes');
  });

  it('shows the database connections', async () => {
    const text = await scrape();
    if (t.app.databaseKind === 'pglite') {
      expect(figure(text, 'makro_db_pool_connections')).toBe(1);
      expect(text).not.toContain('makro_db_pool_waiting_queries');
    } else {
      expect(figure(text, 'makro_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(figure(text, 'makro_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(figure(text, 'makro_db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
    }
  });

  it('shows the outbox: waiting entries by kind, the oldest one’s age, failures and attempts', async () => {
    const queue = (kind: string, key: string) =>
      enqueue(t.db, { kind, idempotencyKey: key, description: `metrics test ${key}`, payload: {} });
    await queue('metrics-test-waiting', 'metrics-waiting-1');
    await queue('metrics-test-waiting', 'metrics-waiting-2');
    await t.db.execute(
      sql`update outbox set created_at = now() - interval '5 minutes' where idempotency_key = 'metrics-waiting-1'`,
    );
    // Waits an hour, so the worker run below leaves it waiting.
    await t.db.execute(
      sql`update outbox set next_attempt_at = now() + interval '1 hour' where kind = 'metrics-test-waiting'`,
    );
    // No handler knows this kind: it fails for good at its first attempt.
    await queue('metrics-test-unknown', 'metrics-unknown-1');
    await t.runOutbox();

    const text = await scrape();
    expect(figure(text, 'makro_outbox_pending_entries', 'kind="metrics-test-waiting"')).toBe(2);
    expect(figure(text, 'makro_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(300);
    expect(figure(text, 'makro_outbox_failed_entries', 'kind="metrics-test-unknown"')).toBe(1);
    expect(figure(text, 'makro_outbox_attempts_total', 'kind="metrics-test-unknown",outcome="gave_up"')).toBe(1);
  });

  it('shows each shop’s sync lag: +Inf until a first sync, then the seconds since its last one', async () => {
    expect(figure(await scrape(), 'makro_shop_sync_lag_seconds', `shop="${SHOPS[0]}"`)).toBe(Infinity);
    await t.db.execute(
      sql`insert into shop_sync (shop, last_synced_at) values (${SHOPS[0]}, now() - interval '90 seconds')
          on conflict (shop) do update set last_synced_at = excluded.last_synced_at`,
    );
    const lag = figure(await scrape(), 'makro_shop_sync_lag_seconds', `shop="${SHOPS[0]}"`);
    expect(lag).toBeGreaterThanOrEqual(90);
    expect(lag).toBeLessThan(3600);
  });

  it('counts scheduled job runs by job and outcome', async () => {
    const job = (name: string, run: () => Promise<void>) =>
      createScheduledJob({ db: t.db, log: quiet, name, intervalMs: 60_000, run, onRun: t.app.metrics.jobRun });
    await job('metrics-test-job', async () => undefined).runIfDue();
    await job('metrics-test-failing-job', () => Promise.reject(new Error('the job failed'))).runIfDue();
    const text = await scrape();
    expect(figure(text, 'makro_scheduled_job_runs_total', 'job="metrics-test-job",outcome="succeeded"')).toBe(1);
    expect(figure(text, 'makro_scheduled_job_runs_total', 'job="metrics-test-failing-job",outcome="failed"')).toBe(1);
  });
});

describe('GET /metrics without OPS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a caller on this machine only, never one behind a proxy', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.json().error.code).toBe('forbidden');
  });
});
