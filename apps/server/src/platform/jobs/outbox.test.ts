import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { outbox } from './tables';
import { createOutboxWorker, outboxLanes, type OutboxHandler, type OutboxWorker } from './worker';
import { EMAIL_KIND, emailHandler } from '../mail/email';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { OUTBOX_MAX_ATTEMPTS: '3' } });
  admin = await t.loginAs('administrator');
});
afterAll(() => t.close());
afterEach(() => t.app.inject({ method: 'DELETE', url: '/sandbox/mailersend/_faults' }));

const setMailFault = (payload: object) => t.app.inject({ method: 'PUT', url: '/sandbox/mailersend/_faults', payload });
const makeDue = () =>
  t.db
    .update(outbox)
    .set({ next_attempt_at: sql`now()` })
    .where(sql`status = 'pending'`);
const createUser = (username: string) =>
  t.call(admin, {
    method: 'POST',
    url: '/api/v1/users',
    payload: {
      user: {
        username,
        password: 'Pa55word!',
        password_confirmation: 'Pa55word!',
        email: `${username}@example.com`,
        account_type_id: 7,
        first_name: 'Mail',
        last_name: 'Test',
      },
    },
  });
const mailsTo = async (email: string) => (await t.mailbox()).filter((mail) => mail.to[0]?.email === email);

describe('e-mail through the outbox', () => {
  it('creates the user while the mail service is down, retries, and delivers once when it recovers', async () => {
    await setMailFault({ fail_status: 503 });
    expect((await createUser('outage1')).statusCode).toBe(201);
    await t.runOutbox();
    const [pending] = await t.db
      .select()
      .from(outbox)
      .where(sql`idempotency_key like 'welcome:%'`);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending!.last_error).toContain('Simulated failure (503)');
    expect(pending!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() - 1000);

    await t.app.inject({ method: 'DELETE', url: '/sandbox/mailersend/_faults' });
    await makeDue();
    await t.runOutbox();
    await makeDue();
    await t.runOutbox();
    expect(await mailsTo('outage1@example.com')).toHaveLength(1);
    const [sent] = await t.db
      .select()
      .from(outbox)
      .where(sql`idempotency_key like 'welcome:%'`);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('marks an e-mail failed after the last attempt, shows it to administrators, and sends it on retry', async () => {
    await setMailFault({ fail_status: 500 });
    await createUser('outage2');
    for (let attempt = 0; attempt < 3; attempt++) {
      await makeDue();
      await t.runOutbox();
    }
    const failed = await t.call(admin, { method: 'GET', url: '/api/v1/system/side_effects?status=failed' });
    expect(failed.statusCode).toBe(200);
    const entry = failed.json().entries.find((row: { description: string }) => row.description.includes('outage2'));
    expect(entry).toMatchObject({ status: 'failed', attempts: 3, kind: 'email' });
    expect(failed.json().failed_count).toBeGreaterThanOrEqual(1);

    await t.app.inject({ method: 'DELETE', url: '/sandbox/mailersend/_faults' });
    const retried = await t.call(admin, { method: 'POST', url: `/api/v1/system/side_effects/${entry.id}/retry` });
    expect(retried.statusCode).toBe(200);
    expect(
      (await t.call(admin, { method: 'POST', url: `/api/v1/system/side_effects/${entry.id}/retry` })).statusCode,
    ).toBe(422);
    await t.runOutbox();
    expect(await mailsTo('outage2@example.com')).toHaveLength(1);
  });

  it('gives up at once on a message the service rejects as invalid', async () => {
    await t.db.execute(sql`insert into outbox (kind, idempotency_key, description, payload) values (
      'email', 'bad-address', 'Broken e-mail', ${JSON.stringify({
        to: { email: 'not an address', name: 'Nobody' },
        subject: 'x',
        template: 'newUser',
        personalization: {},
      })}::jsonb)`);
    await t.runOutbox();
    const [entry] = await t.db
      .select()
      .from(outbox)
      .where(sql`idempotency_key = 'bad-address'`);
    expect(entry).toMatchObject({ status: 'failed', attempts: 1 });
    expect(entry!.last_error).toContain('#MS42209');
  });

  it('sends each e-mail once when several workers drain the queue at the same time', async () => {
    for (let index = 0; index < 6; index++) await createUser(`parallel${index}`);
    const workers = [1, 2, 3].map(() =>
      createOutboxWorker({
        db: t.db,
        log: { warn: () => undefined, error: () => undefined },
        handlers: { [EMAIL_KIND]: emailHandler(t.app.integrations.mail, t.config.mail.templates) },
      }),
    );
    await Promise.all(workers.map((worker) => worker.runOnce()));
    for (let index = 0; index < 6; index++) {
      expect(await mailsTo(`parallel${index}@example.com`)).toHaveLength(1);
    }
  });

  it('keeps a slow entry leased while it is sent, so a second worker does not send it again', async () => {
    await t.db.execute(sql`insert into outbox (kind, idempotency_key, description, payload)
      values ('slow', 'slow-1', 'Slow effect', '{}'::jsonb), ('slow', 'slow-2', 'Slow effect', '{}'::jsonb)`);
    const performed: string[] = [];
    const worker = (name: string) =>
      createOutboxWorker({
        db: t.db,
        log: { warn: () => undefined, error: () => undefined },
        // Each effect takes three leases' time: the lease must be renewed while it runs.
        handlers: {
          slow: async () => {
            performed.push(name);
            await sleep(450);
          },
        },
        leaseMs: 150,
      });
    const [first, second] = [worker('first'), worker('second')];
    const draining = first.runOnce();
    await sleep(250);
    await second.runOnce();
    await draining;
    expect(performed).toHaveLength(2);
    const rows = await t.db
      .select()
      .from(outbox)
      .where(sql`kind = 'slow'`);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  it('does not record an outcome once another worker has taken the entry over', async () => {
    await t.db.execute(sql`insert into outbox (kind, idempotency_key, description, payload)
      values ('stalled', 'stalled-1', 'Stalled effect', '{}'::jsonb)`);
    const worker = createOutboxWorker({
      db: t.db,
      log: { warn: () => undefined, error: () => undefined },
      handlers: {
        // While this worker stalls, its lease ends and another worker claims the entry with its own token.
        stalled: async () => {
          await t.db.execute(sql`update outbox set lease_owner = 'other-worker' where idempotency_key = 'stalled-1'`);
        },
      },
    });
    await worker.runOnce();
    const [entry] = await t.db
      .select()
      .from(outbox)
      .where(sql`idempotency_key = 'stalled-1'`);
    expect(entry).toMatchObject({ status: 'sending', lease_owner: 'other-worker', done_at: null });
  });

  it('performs other side effects while a slow kind runs in a lane of its own; one worker for all holds them', async () => {
    const quiet = { warn: () => undefined, error: () => undefined };
    async function whileTheReportRuns(
      suffix: string,
      worker: (handlers: Record<string, OutboxHandler>) => OutboxWorker,
    ) {
      await t.db.execute(sql`insert into outbox (kind, idempotency_key, description, payload, next_attempt_at)
        values ('report', ${`report-${suffix}`}, 'Slow report', '{}'::jsonb, now() - interval '1 minute'),
               ('mail', ${`mail-${suffix}`}, 'Quick mail', '{}'::jsonb, now())`);
      const performed: string[] = [];
      let finishReport!: () => void;
      let reportStarted!: () => void;
      const started = new Promise<void>((resolve) => (reportStarted = resolve));
      const draining = worker({
        report: () => {
          performed.push('report');
          reportStarted();
          return new Promise<void>((done) => (finishReport = done));
        },
        mail: async () => void performed.push('mail'),
      }).runOnce();
      await started;
      await sleep(300);
      const meanwhile = [...performed].sort();
      finishReport();
      await draining;
      return { meanwhile, inTheEnd: [...performed].sort() };
    }

    const lanes = await whileTheReportRuns('lanes', (handlers) =>
      outboxLanes({ db: t.db, log: quiet, handlers }, [['report']]),
    );
    expect(lanes).toEqual({ meanwhile: ['mail', 'report'], inTheEnd: ['mail', 'report'] });
    const single = await whileTheReportRuns('single', (handlers) =>
      createOutboxWorker({ db: t.db, log: quiet, handlers }),
    );
    expect(single).toEqual({ meanwhile: ['report'], inTheEnd: ['mail', 'report'] });
  });

  it('refuses the side effects to anyone but administrators', async () => {
    const csr = await t.loginAs('csr_manager');
    expect((await t.call(csr, { method: 'GET', url: '/api/v1/system/side_effects' })).statusCode).toBe(403);
  });
});
