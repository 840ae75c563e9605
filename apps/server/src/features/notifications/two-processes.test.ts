import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/client';
import { enqueue } from '../../platform/jobs/outbox';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { openEventStream } from '../../test/event-stream';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(
  'notifications across two server processes on one PostgreSQL database (needs TEST_DATABASE_URL)',
  () => {
    const apps: TestApp[] = [];

    beforeAll(async () => {
      apps.push(await buildTestApp());
      const found = await apps[0]!.db.execute(sql`select current_database() as name`);
      const url = new URL(serverUrl!);
      url.pathname = `/${(found as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
      apps.push(await buildTestApp({ database: await openDatabase({ url: url.toString() }) }));
    }, 60_000);
    afterAll(async () => {
      await apps[1]?.close();
      await apps[0]?.close();
    });

    it('a change committed by one process reaches a page streaming from the other', async () => {
      const [first, second] = apps as [TestApp, TestApp];
      const token = await first.loginAs('administrator');
      const stream = await openEventStream(second, '/api/v1/notifications/stream', token);
      expect(await stream.next()).toContain('"unread_count":0');
      await enqueue(first.db, { kind: 'no-such-kind', idempotencyKey: 'other-process', description: 'x', payload: {} });
      await first.runOutbox();
      expect(await stream.next()).toContain('"unread_count":1');
      stream.close();
    });
  },
);
