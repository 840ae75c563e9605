import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShopSyncState } from '@makro/domain/shops';
import { seedShopDemoData } from '../../integrations/woocommerce/simulator/demo-data';
import { sandboxFaults } from '../sandbox/tables';
import { SANDBOX_WOO } from '../../config';
import {
  prepareDataDir,
  refusedServerProcess,
  startingServerProcess,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process';
import { SERVER_LOCK_FILE } from '../db/data-dir-lock';

/**
 * Real server processes (`main.ts`) on one PGlite data directory, stopped with SIGTERM and started again, as a
 * deploy does. The simulated shops answer slowly (the sandbox's latency fault), so a shop sync, a side effect
 * and a request are all in flight when the signal comes.
 */
const SLOW_MS = 2_500;
const ENV = {
  OUTBOX_POLL_MS: '100',
  OUTBOX_RETRY_BASE_MS: '100',
  SHOP_SYNC_MINUTES: '60',
  SHUTDOWN_GRACE_SECONDS: '30',
};
const SHOP_ORDERS = {
  endDate: new Date('2026-06-30T20:00:00Z'),
  days: 30,
  ordersPerDay: { tipm: 30, ecm: 5 },
  seed: 7,
};
/** One order of the simulated shop, with its total count in a header (plain HTTP: the credentials in the query). */
const shopOrders = (server: ServerProcess, shop: string) =>
  fetch(
    `${server.url}/sandbox/woocommerce/${shop}/wp-json/wc/v3/orders?per_page=1` +
      `&consumer_key=${SANDBOX_WOO.consumerKey}&consumer_secret=${SANDBOX_WOO.consumerSecret}`,
  );

const dataDir = mkdtempSync(path.join(tmpdir(), 'makro-restarts-'));
const processes: ServerProcess[] = [];

const start = async () => {
  const server = await startServerProcess({ dataDir, env: ENV });
  processes.push(server);
  return server;
};
const get = (server: ServerProcess, route: string, token?: string) =>
  fetch(`${server.url}${route}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const setLatency = (server: ServerProcess, service: string, ms: number) =>
  fetch(`${server.url}/sandbox/${service}/_faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latency_ms: ms }),
  });
const shopSync = async (server: ServerProcess, token: string) =>
  ((await (await get(server, '/api/v1/shop_sync', token)).json()) as { shops: ShopSyncState[] }).shops;
const ordersInShop = async (server: ServerProcess, shop: string) => {
  const response = await shopOrders(server, shop);
  return Number(response.headers.get('x-wp-total'));
};
const mails = async (server: ServerProcess) =>
  (await (await get(server, '/sandbox/mailersend/messages')).json()) as unknown[];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  await prepareDataDir(dataDir, async (db) => {
    await seedShopDemoData(db, SHOP_ORDERS);
    // Slow from the first request on, so the first sync is still copying when the signal comes.
    await db.insert(sandboxFaults).values({ service: 'woocommerce', latency_ms: SLOW_MS / 5 });
  });
}, 120_000);

afterAll(() => {
  for (const server of processes) server.signal('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('restarts and deploys on one PGlite data directory (real processes)', () => {
  it('refuses a second process, finishes the work in flight on SIGTERM, and the next start carries on', async () => {
    const first = await start();
    expect(await (await get(first, '/api/ready')).json()).toEqual({ status: 'ready' });

    // The shop sync is part way through when the signal comes.
    const admin = await first.loginAs('administrator');
    await vi.waitFor(
      async () => {
        const [tipm] = await shopSync(first, admin);
        expect(tipm).toMatchObject({ shop: 'tipm', status: 'running' });
        expect(tipm!.pages_done).toBeGreaterThan(0);
      },
      { timeout: 60_000, interval: 200 },
    );
    // A side effect is being performed: the simulated mail service takes its time to accept the reset mail.
    await setLatency(first, 'mailersend', SLOW_MS);
    await fetch(`${first.url}/api/v1/passwords/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'administrator' }),
    });
    // And a request is in flight.
    await setLatency(first, 'woocommerce', SLOW_MS);
    const slowRequest = shopOrders(first, 'tipm');
    // Time for the worker to take the mail and for the request to arrive; either way nothing may be lost.
    await sleep(500);
    first.signal('SIGTERM');

    await vi.waitFor(() => expect(first.output()).toContain('shutting down'));
    // Still finishing its work, and no longer taking requests: a load balancer's probe is told 503.
    expect((await get(first, '/api/ready')).status).toBe(503);
    expect((await slowRequest).status).toBe(200);
    // The process's own account of its shutdown, shown when it did not end cleanly.
    expect(await first.exited, first.output()).toBe(0);
    expect(first.output()).toContain('shop sync stopped for the shutdown');
    expect(first.output()).toContain('database closed');
    expect(existsSync(path.join(dataDir, SERVER_LOCK_FILE))).toBe(false);

    // The next start: the sync resumes and the mirror ends complete; the reset mail was sent once.
    const second = await start();
    await setLatency(second, 'woocommerce', 0);
    await setLatency(second, 'mailersend', 0);

    // A third process on the same directory is refused, and the running one keeps serving.
    const refused = await refusedServerProcess({ dataDir, env: ENV });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `Another Makro server (pid ${second.pid}) is using the data directory ${dataDir}. Stop it first, or give ` +
        'this process its own DATA_DIR; several processes need PostgreSQL (DATABASE_URL).',
    );
    expect((await get(second, '/api/ready')).status).toBe(200);

    const token = await second.loginAs('administrator');
    const expected = { tipm: await ordersInShop(second, 'tipm'), ecm: await ordersInShop(second, 'ecm') };
    expect(expected.tipm).toBeGreaterThan(100);
    await vi.waitFor(
      async () => {
        const shops = await shopSync(second, token);
        expect(shops.map(({ shop, status, mirrored_orders }) => ({ shop, status, mirrored_orders }))).toEqual([
          { shop: 'tipm', status: 'idle', mirrored_orders: expected.tipm },
          { shop: 'ecm', status: 'idle', mirrored_orders: expected.ecm },
        ]);
      },
      { timeout: 60_000, interval: 250 },
    );
    await vi.waitFor(async () => expect(await mails(second)).toHaveLength(1), { timeout: 10_000, interval: 200 });
    expect((await get(second, '/api/ready')).status).toBe(200);

    second.signal('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 300_000);
});

describe('a stop while the server is still starting (real processes)', () => {
  const freshDir = mkdtempSync(path.join(tmpdir(), 'makro-starting-'));
  afterAll(() => rmSync(freshDir, { recursive: true, force: true }));

  it('waits until the database can be closed whole, exits 0 without serving, and the next start works', async () => {
    const env = { ...ENV, LOAD_DEMO_DATA: 'true' };
    const starting = await startingServerProcess({ dataDir: freshDir, env }, 'Makro is starting');
    starting.signal('SIGTERM');
    expect(await starting.exited).toBe(0);
    expect(starting.output()).toContain('SIGTERM while starting');
    expect(starting.output()).toContain('stopped before serving: database closed');
    expect(starting.output()).not.toContain('Makro is running');
    expect(existsSync(path.join(freshDir, SERVER_LOCK_FILE))).toBe(false);

    const next = await startServerProcess({ dataDir: freshDir, env });
    processes.push(next);
    const token = await next.loginAs('administrator');
    expect((await get(next, '/api/v1/inventories?per_page=1', token)).status).toBe(200);
    next.signal('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 300_000);
});
