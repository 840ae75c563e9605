import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoBugReports } from '../../demo/bug-reports';
import { loadDemoInventory } from '../../demo/inventory';
import { takeBackup, writeBackup } from '../../platform/backup/backup';
import { restoreBackup } from '../../platform/backup/restore';
import { openDatabase, type Database, type Db } from '../../platform/db/client';
import { lockDataDir, SERVER_LOCK_FILE, type DataDirLock } from '../../platform/db/data-dir-lock';
import { migrateDatabase } from '../../platform/db/migrate';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { snapshotPath } from '../../test/database';

const scratch = mkdtempSync(path.join(tmpdir(), 'makro-backup-test-'));
const sourceDir = path.join(scratch, 'source');
const backupDir = path.join(scratch, 'backup');
const restoredDir = path.join(scratch, 'restored');

/** A migrated PGlite on a real directory, as `npm start` has it (the dump then holds the stored files too). */
async function openOnDirectory(dataDir: string): Promise<Database> {
  const snapshot = snapshotPath();
  if (existsSync(snapshot)) return openDatabase({ dataDir, snapshot: new Blob([readFileSync(snapshot)]) });
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  return database;
}

const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const FIGURES = sql`select (select count(*) from users)::int as users, (select count(*) from inventories)::int as items,
  (select count(*) from inventory_events)::int as timeline, (select count(*) from bug_reports)::int as bugs`;
const SAMPLE_ITEM = sql`select id from inventories where id in (select inventory_id from inventory_events) order by id limit 1`;

let source: TestApp;
let serverLock: DataDirLock;
beforeAll(async () => {
  source = await buildTestApp({ env: { DATA_DIR: sourceDir }, database: await openOnDirectory(sourceDir) });
  const now = new Date();
  await loadDemoInventory(source.db, { now, sales: async () => [] });
  await loadDemoBugReports(source.db, source.config, now);
  // As main.ts does: the running server is found through its lock file.
  serverLock = lockDataDir(sourceDir);
  const address = source.app.server.address();
  serverLock.setPort(typeof address === 'object' && address ? address.port : 0);
});
afterAll(async () => {
  serverLock.release();
  await source.close();
  rmSync(scratch, { recursive: true, force: true });
});

// Each test dumps or loads a whole data directory (megabytes through PGlite): slow on a busy machine.
const WHOLE_DIRECTORY_MS = 120_000;

describe('backup and restore (PGlite)', () => {
  it(
    'copies the running server through its route, and a fresh directory restored from it has the same data',
    async () => {
      const backup = await takeBackup(sourceDir, undefined);
      expect(backup.manifest).toMatchObject({ taken_by: 'running server', database: 'pglite' });
      expect(backup.manifest.migrations).toBeGreaterThan(20);
      writeBackup(backup, backupDir, sourceDir);
      expect(JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'))).toEqual(backup.manifest);

      await restoreBackup(backupDir, restoredDir, false);
      expect(existsSync(path.join(restoredDir, SERVER_LOCK_FILE))).toBe(false);
      const restoredDb = await openDatabase({ dataDir: restoredDir });
      await migrateDatabase(restoredDb);
      const restored = await buildTestApp({ env: { DATA_DIR: restoredDir }, database: restoredDb });
      try {
        const [expected] = await rows(source.db, FIGURES);
        expect(expected).toMatchObject({ users: expect.any(Number) });
        expect(expected!.items).toBeGreaterThan(0);
        expect(await rows(restored.db, FIGURES)).toEqual([expected]);

        // An item's timeline, and a stored screenshot, read through the restored server's API as staff would.
        const [item] = await rows(source.db, SAMPLE_ITEM);
        const read = async (app: TestApp, url: string) =>
          app.call(await app.loginAs('administrator'), { method: 'GET', url });
        const itemUrl = `/api/v1/inventories/${item!.id}`;
        const [before, after] = [await read(source, itemUrl), await read(restored, itemUrl)];
        expect(after.statusCode).toBe(200);
        expect(after.json().timeline).toEqual(before.json().timeline);
        expect(after.json().timeline.length).toBeGreaterThan(0);

        const [shot] = await rows(source.db, sql`select id from bug_reports where screenshot_key is not null limit 1`);
        const shotUrl = `/api/v1/bug_reports/${shot!.id}/screenshot`;
        const [shotBefore, shotAfter] = [await read(source, shotUrl), await read(restored, shotUrl)];
        expect(shotAfter.statusCode).toBe(200);
        expect(shotAfter.rawPayload.equals(shotBefore.rawPayload)).toBe(true);
        expect((await read(restored, '/api/v1/users')).json().total_count).toBe(expected!.users);
      } finally {
        await restored.close();
      }
    },
    WHOLE_DIRECTORY_MS,
  );

  it(
    'refuses a target that is not empty, and replaces it with --force',
    async () => {
      const target = path.join(scratch, 'occupied');
      mkdirSync(target);
      writeFileSync(path.join(target, 'notes.txt'), 'keep me');
      await expect(restoreBackup(backupDir, target, false)).rejects.toThrow(/is not empty.*--force/);
      expect(readFileSync(path.join(target, 'notes.txt'), 'utf8')).toBe('keep me');
      await restoreBackup(backupDir, target, true);
      expect(existsSync(path.join(target, 'notes.txt'))).toBe(false);
      expect(existsSync(path.join(target, 'PG_VERSION'))).toBe(true);
    },
    WHOLE_DIRECTORY_MS,
  );

  it('refuses to restore into the directory a server is using', async () => {
    await expect(restoreBackup(backupDir, sourceDir, true)).rejects.toThrow(/is using .*Stop it first/);
  });

  it(
    'refuses a backup folder inside the data directory, or one that exists',
    async () => {
      const backup = await takeBackup(sourceDir, undefined);
      expect(() => writeBackup(backup, path.join(sourceDir, 'backups', 'x'), sourceDir)).toThrow(
        /outside the data directory/,
      );
      expect(() => writeBackup(backup, backupDir, sourceDir)).toThrow(/already exists/);
    },
    WHOLE_DIRECTORY_MS,
  );

  it('answers the backup route only to operators', async () => {
    const forwarded = await source.app.inject({
      method: 'GET',
      url: '/api/ops/backup',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(403);
    const remote = await source.app.inject({ method: 'GET', url: '/api/ops/backup', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    const admin = await source.loginAs('administrator');
    const staff = await source.call(admin, { method: 'GET', url: '/api/ops/backup', remoteAddress: '203.0.113.9' });
    expect(staff.statusCode).toBe(403);
  });
});

describe('the backup route with OPS_TOKEN', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await buildTestApp({ env: { OPS_TOKEN: 'ops-token-for-the-backup-test' } });
  });
  afterAll(() => guarded.close());

  const right = { authorization: 'Bearer ops-token-for-the-backup-test' };

  it('needs the token, even from this machine', async () => {
    expect((await guarded.app.inject({ method: 'GET', url: '/api/ops/backup' })).statusCode).toBe(401);
    const wrong = { authorization: 'Bearer ops-token-for-the-backup-tesT' };
    expect((await guarded.app.inject({ method: 'GET', url: '/api/ops/backup', headers: wrong })).statusCode).toBe(401);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)('answers the dump with the token', async () => {
    const answer = await guarded.app.inject({ method: 'GET', url: '/api/ops/backup', headers: right });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    expect(Number(answer.headers['x-makro-migrations'])).toBeGreaterThan(20);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('points to pg_dump on PostgreSQL', async () => {
    const answer = await guarded.app.inject({ method: 'GET', url: '/api/ops/backup', headers: right });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error.message).toContain('pg_dump');
  });
});
