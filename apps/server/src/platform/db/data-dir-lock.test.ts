import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUse, SERVER_LOCK_FILE, lockDataDir, readServerLock } from './data-dir-lock';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'makro-lock-'));
  dirs.push(dir);
  return dir;
};
const writeLock = (dir: string, pid: number) =>
  writeFileSync(path.join(dir, SERVER_LOCK_FILE), JSON.stringify({ pid, port: 4100, started_at: 'earlier' }));
/** A process id that was just used and is gone. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('one server process per PGlite data directory', () => {
  it('records this process, then its port, and removes the file on release', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    expect(readServerLock(dir)).toMatchObject({ pid: process.pid, port: null });
    lock.setPort(4321);
    const written = JSON.parse(readFileSync(path.join(dir, SERVER_LOCK_FILE), 'utf8')) as Record<string, unknown>;
    expect(written).toEqual({ pid: process.pid, port: 4321, started_at: expect.any(String) });
    lock.release();
    expect(existsSync(path.join(dir, SERVER_LOCK_FILE))).toBe(false);
    expect(readServerLock(dir)).toBeUndefined();
  });

  it('refuses a directory a live process holds, naming it and the way out', () => {
    const dir = dataDir();
    // The test runner's parent process: certainly alive.
    writeLock(dir, process.ppid);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    expect(() => lockDataDir(dir)).toThrow(
      `Another Makro server (pid ${process.ppid}) is using the data directory ${dir}. Stop it first, or give ` +
        'this process its own DATA_DIR; several processes need PostgreSQL (DATABASE_URL).',
    );
    expect(readServerLock(dir)).toMatchObject({ pid: process.ppid, port: 4100 });
  });

  it('takes over the file of a process that is gone (a crash)', () => {
    const dir = dataDir();
    const gone = deadPid();
    writeLock(dir, gone);
    expect(readServerLock(dir)).toBeUndefined();
    const lock = lockDataDir(dir);
    expect(readServerLock(dir)).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('makes the directory on a first start', () => {
    const dir = path.join(dataDir(), 'new', 'data');
    const lock = lockDataDir(dir);
    expect(readServerLock(dir)).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('leaves a file another process took over alone', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    writeLock(dir, process.ppid);
    lock.release();
    expect(readServerLock(dir)).toMatchObject({ pid: process.ppid });
  });
});
