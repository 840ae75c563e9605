import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openMigratedDatabase } from '../src/platform/db/open';
import { loadDemoUsers } from '../src/demo/users';
import { loadDemoShops } from '../src/demo/shops';
import { syncShop } from '../src/features/shops/service';
import { SHOPS } from '@makro/domain/shops';
import type { Db } from '../src/platform/db/client';
import { withDatabaseName } from '../src/test/database';
import { registerBenchFloor } from './floor-route';
import pg from 'pg';

/** On BENCH_DATABASE_URL, a database of its own for each bench server, dropped on close: runs never see each other's rows. */
async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `makro_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (...statements: string[]) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    for (const statement of statements) await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  // A pool's end() does not wait for its connections to close: the drop waits up to 5 s for them, so that forcing it
  // does not cut connections that were already leaving (each printed as "database connection lost").
  const closed = `do $$ begin
    for attempt in 1..50 loop
      exit when not exists (select from pg_stat_activity where datname = '${name}');
      perform pg_sleep(0.1);
    end loop;
  end $$`;
  return {
    url: withDatabaseName(serverUrl, name),
    drop: () => admin(closed, `drop database if exists ${name} with (force)`),
  };
}

export interface BenchServer {
  app: FastifyInstance;
  db: Db;
  origin: string;
  token: string;
  /** The PostgreSQL database this server uses (BENCH_DATABASE_URL), for a second process beside it. */
  databaseUrl?: string;
  seedMs: number;
  syncMs: number;
  setShopLatency(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** A real server on a fresh embedded database (or BENCH_DATABASE_URL), with the shops' 12 months of demo orders mirrored when asked. */
export async function startBenchServer(options: {
  shops: boolean;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const env = options.env ?? {};
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'makro-bench-'));
  const postgres = process.env.BENCH_DATABASE_URL
    ? await freshPostgresDatabase(process.env.BENCH_DATABASE_URL)
    : undefined;
  const config = loadConfig({
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    BACKGROUND_JOBS: 'false',
    INTEGRATIONS: 'sandbox',
    ...env,
  });
  const database = await openMigratedDatabase(config);
  const seedStart = Date.now();
  await loadDemoUsers(database.db, config.demoPassword);
  if (options.shops) await loadDemoShops(database.db, config, new Date());
  const seedMs = Date.now() - seedStart;
  const app = await buildApp({ config, database });
  registerBenchFloor(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const syncStart = Date.now();
  if (options.shops) {
    for (const shop of SHOPS) await syncShop({ db: database.db, shops: app.integrations.shops, log: app.log }, shop);
  }
  const syncMs = Date.now() - syncStart;

  const login = await fetch(`${origin}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'administrator', password: config.demoPassword }),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    app,
    db: database.db,
    origin,
    token,
    databaseUrl: postgres?.url,
    seedMs,
    syncMs,
    async setShopLatency(ms) {
      await fetch(`${origin}/sandbox/woocommerce/_faults`, {
        method: ms > 0 ? 'PUT' : 'DELETE',
        headers: ms > 0 ? { 'content-type': 'application/json' } : {},
        body: ms > 0 ? JSON.stringify({ latency_ms: ms }) : undefined,
      });
    },
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
