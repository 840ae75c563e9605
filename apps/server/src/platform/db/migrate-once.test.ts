import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabaseName } from '../../test/database';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { MIGRATIONS_FOLDER } from './migrate';

/**
 * Two real server processes started at the same moment on one new PostgreSQL database: one migrates while the
 * other waits on the advisory lock and then finds nothing left to do. Without the lock both would create the
 * same tables and one would fail.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

async function admin<T>(run: (client: pg.Client) => Promise<T>, url = serverUrl!): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)(
  'two processes starting together on one PostgreSQL database (needs TEST_DATABASE_URL)',
  () => {
    const name = `makro_test_${randomBytes(6).toString('hex')}`;
    const url = serverUrl ? withDatabaseName(serverUrl, name) : '';
    const processes: ServerProcess[] = [];

    afterAll(async () => {
      for (const server of processes) server.signal('SIGKILL');
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    });

    it('migrate once, and both serve', async () => {
      await admin((client) => client.query(`create database ${name}`));
      const env = { DATABASE_URL: url, BACKGROUND_JOBS: 'false' };
      processes.push(...(await Promise.all([startServerProcess({ env }), startServerProcess({ env })])));

      for (const server of processes) {
        expect(await (await fetch(`${server.url}/api/ready`)).json()).toEqual({ status: 'ready' });
        expect(server.output()).not.toMatch(/migration .* failed/i);
      }
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const applied = await admin(
        async (client) =>
          (await client.query('select count(*)::int as count from drizzle.__drizzle_migrations')).rows[0],
        url,
      );
      expect(applied).toEqual({ count: journal.entries.length });

      for (const server of processes) server.signal('SIGTERM');
      expect(await Promise.all(processes.map((server) => server.exited))).toEqual([0, 0]);
    }, 240_000);
  },
);
