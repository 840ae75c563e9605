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

export interface BenchServer {
  app: FastifyInstance;
  db: Db;
  origin: string;
  token: string;
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
  const config = loadConfig({
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
