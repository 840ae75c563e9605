import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPS } from '@makro/domain/shops';
import { openDatabase } from '../db/client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { EMAIL_KIND, emailHandler } from '../mail/email';
import { outbox } from './tables';
import { createOutboxWorker, type OutboxWorker } from './worker';

/**
 * Two server processes on one PostgreSQL database, as two apps of the test builder in this test process,
 * each with its own connection pool and its own background jobs (outbox worker, scheduled jobs). Besides
 * each app's own worker, each runs a worker with a lease shorter than one slow send, so leases run out
 * while entries are being sent: an entry must still be sent exactly once.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const AVATAR_MS = 1_000;
const SHOP_SYNC_MS = 1_500;
const MAIL_LATENCY_MS = 1_000;
const SHORT_LEASE_MS = 600;
const EMAILS = 10;
/** Clock and query delays between the database's claim and the recorded call. */
const TOLERANCE_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)(
  'two server processes on one PostgreSQL database (needs TEST_DATABASE_URL: PGlite serves one process)',
  () => {
    const apps: TestApp[] = [];
    const extraWorkers: OutboxWorker[] = [];
    const starts = { avatar: [] as number[], shop: [] as number[] };
    const env = {
      BACKGROUND_JOBS: 'true',
      OUTBOX_POLL_MS: '100',
      AVATAR_REFRESH_MINUTES: String(AVATAR_MS / 60_000),
      SHOP_SYNC_MINUTES: String(SHOP_SYNC_MS / 60_000),
    };
    /** Counts each job's runs at the vendor port it calls once per run. */
    const countRuns = (app: TestApp['app']) => {
      const directory = app.integrations.chatDirectory;
      const listMembers = directory.listMembers.bind(directory);
      directory.listMembers = () => {
        starts.avatar.push(Date.now());
        return listMembers();
      };
      const shops = app.integrations.shops;
      const partNumberLookup = shops.partNumberLookup.bind(shops);
      shops.partNumberLookup = (shop) => {
        if (shop === SHOPS[0]) starts.shop.push(Date.now());
        return partNumberLookup(shop);
      };
    };

    beforeAll(async () => {
      apps.push(await buildTestApp({ env, beforeListen: countRuns }));
      const [row] = (
        (await apps[0]!.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows;
      const url = new URL(serverUrl!);
      url.pathname = `/${row!.name}`;
      const second = await openDatabase({ url: url.toString() });
      apps.push(await buildTestApp({ env, beforeListen: countRuns, database: second }));
    }, 60_000);

    afterAll(async () => {
      await Promise.all(extraWorkers.map((worker) => worker.stop()));
      // The second app only closes its pool; the first drops the database.
      await apps[1]?.close();
      await apps[0]?.close();
    }, 60_000);

    it('sends each of a backlog of e-mails exactly once with the mail service slow and failing, and runs each scheduled job once per interval', async () => {
      const [first, second] = apps as [TestApp, TestApp];
      const windowStart = Date.now();
      const fault = await first.app.inject({
        method: 'PUT',
        url: '/sandbox/mailersend/_faults',
        payload: { latency_ms: MAIL_LATENCY_MS, fail_status: 503, fail_times: 3 },
      });
      expect(fault.statusCode).toBe(200);
      for (const t of apps) {
        const worker = createOutboxWorker({
          db: t.db,
          log: { warn: () => undefined, error: () => undefined },
          handlers: { [EMAIL_KIND]: emailHandler(t.app.integrations.mail, t.config.mail.templates) },
          retryBaseMs: 10,
          pollMs: 50,
          leaseMs: SHORT_LEASE_MS,
        });
        worker.start();
        extraWorkers.push(worker);
      }

      const admin = await second.loginAs('administrator');
      for (let index = 0; index < EMAILS; index++) {
        const created = await apps[index % 2]!.call(admin, {
          method: 'POST',
          url: '/api/v1/users',
          payload: {
            user: {
              username: `twoproc${index}`,
              password: 'Pa55word!',
              password_confirmation: 'Pa55word!',
              email: `twoproc${index}@example.com`,
              account_type_id: 7,
              first_name: 'Two',
              last_name: 'Processes',
            },
          },
        });
        expect(created.statusCode).toBe(201);
      }

      const deadline = Date.now() + 30_000;
      for (;;) {
        const [open] = await first.db
          .select({ n: sql<number>`count(*)::int` })
          .from(outbox)
          .where(sql`kind = ${EMAIL_KIND} and status <> 'sent'`);
        if (open!.n === 0) break;
        if (Date.now() > deadline) throw new Error(`${open!.n} e-mails still not sent after 30 s`);
        await sleep(100);
      }
      // Past every lease a stalled worker could still hold, and long enough for several job intervals.
      await sleep(Math.max(SHORT_LEASE_MS * 2, windowStart + 5_000 - Date.now()));

      const mailbox = await first.mailbox();
      for (let index = 0; index < EMAILS; index++) {
        const to = `twoproc${index}@example.com`;
        expect(
          mailbox.filter((mail) => mail.to[0]?.email === to),
          to,
        ).toHaveLength(1);
      }
      const failures = await first.db
        .select({ attempts: outbox.attempts })
        .from(outbox)
        .where(sql`kind = ${EMAIL_KIND} and attempts > 1`);
      expect(failures.length).toBeGreaterThanOrEqual(1);

      for (const [job, intervalMs] of [
        ['avatar', AVATAR_MS],
        ['shop', SHOP_SYNC_MS],
      ] as const) {
        const runs = [...starts[job]].sort((a, b) => a - b);
        expect(runs.length, `${job} runs`).toBeGreaterThanOrEqual(2);
        const gaps = runs.slice(1).map((at, index) => at - runs[index]!);
        expect(Math.min(...gaps), `${job} runs ${JSON.stringify(gaps)} ms apart`).toBeGreaterThanOrEqual(
          intervalMs - TOLERANCE_MS,
        );
      }
    }, 90_000);
  },
);
