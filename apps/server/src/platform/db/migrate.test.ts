import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

const folder = mkdtempSync(path.join(tmpdir(), 'makro-migrations-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A migrations folder as drizzle-kit writes it: the journal and one SQL file per migration. */
function writeMigrations(migrations: { tag: string; statements: string[] }[]) {
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = migrations.map(({ tag }, idx) => ({
    idx,
    version: '7',
    when: 1_700_000_000_000 + idx,
    tag,
    breakpoints: true,
  }));
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  for (const { tag, statements } of migrations) {
    writeFileSync(path.join(folder, `${tag}.sql`), statements.join('\n--> statement-breakpoint\n'));
  }
}

describe('a failed migration', () => {
  it('stops with the migration and the database reason named, and applies none of the pending ones', async () => {
    writeMigrations([
      { tag: '0000_first', statements: ['CREATE TABLE "first" ("id" integer);'] },
      {
        tag: '0001_broken',
        statements: ['CREATE TABLE "second" ("id" integer);', 'ALTER TABLE "missing" ADD COLUMN "x" text;'],
      },
    ]);
    const database = await openDatabase({});
    try {
      await expect(migrateDatabase(database, folder)).rejects.toThrow(
        /^Database migration 0001_broken failed: relation "missing" does not exist\. No pending migration was applied/,
      );
      const tables = (await database.db.execute(
        sql`select table_name from information_schema.tables where table_name in ('first', 'second')`,
      )) as unknown as { rows: unknown[] };
      expect(tables.rows).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
