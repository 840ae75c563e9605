import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AccountTypeSlug } from '@makro/domain/shared';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database, Db } from '../platform/db/client';
import { loadDemoUsers } from '../demo/users';
import { openTestDatabase } from './database';

export const TEST_PASSWORD = 'makro-demo';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** A session token of the demo user of that account type. */
  loginAs(slug: AccountTypeSlug): Promise<string>;
  /** app.inject with the bearer token set. */
  call(token: string | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Messages the simulated MailerSend accepted, newest first. */
  mailbox(): Promise<SandboxMail[]>;
  /** Performs every due outbox entry now. */
  runOutbox(): Promise<number>;
  close(): Promise<void>;
}

export interface SandboxMail {
  to: { email: string; name: string }[];
  subject: string;
  template_id: string;
  personalization: { email: string; data: Record<string, string> }[];
  created_at: string;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Registered before the server starts, e.g. routes that exist only for a test. */
  beforeListen?: (app: FastifyInstance) => Promise<void> | void;
  /** A migrated database to use instead of a fresh one, e.g. a second app (process) on another's database; closed with the app. */
  database?: Database;
  /** Where the app's log lines go (with `LOG_LEVEL` set in `env`), for a test that reads them. */
  logStream?: { write(line: string): void };
}

/**
 * The real app on a fresh, migrated database with the demo users, listening on a free port so
 * adapters reach the simulators over real HTTP.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Stored files (licences, reports) go to a folder of this app alone, removed with it.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'makro-test-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_PASSWORD: TEST_PASSWORD,
    WEB_DIST: '/nonexistent-web-dist',
    BACKGROUND_JOBS: 'false',
    OUTBOX_RETRY_BASE_MS: '10',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  await loadDemoUsers(database.db, config.demoPassword);
  const app = await buildApp({ config, database, logStream: options.logStream });
  await options.beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });

  const call: TestApp['call'] = (token, injectOptions) =>
    app.inject({
      ...injectOptions,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...injectOptions.headers },
    });

  return {
    app,
    db: database.db,
    config,
    call,
    async loginAs(slug) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { username: slug, password: TEST_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`login as ${slug} failed: ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    async mailbox() {
      return (await app.inject({ method: 'GET', url: '/sandbox/mailersend/messages' })).json<SandboxMail[]>();
    },
    runOutbox: () => app.outboxWorker.runOnce(),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
