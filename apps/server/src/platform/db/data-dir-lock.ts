import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The file a running server keeps in its PGlite data directory; the backup helper reads it to find the server. */
export const SERVER_LOCK_FILE = 'makro-server.lock';

export interface ServerLock {
  pid: number;
  port: number | null;
  started_at: string;
}

export interface DataDirLock {
  /** Records the port once the server listens, so tools on this machine can reach it. */
  setPort(port: number): void;
  release(): void;
}

export class DataDirInUse extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Another Makro server (pid ${pid}) is using the data directory ${dataDir}. Stop it first, or give this ` +
        'process its own DATA_DIR; several processes need PostgreSQL (DATABASE_URL).',
    );
  }
}

const lockPath = (dataDir: string) => path.join(dataDir, SERVER_LOCK_FILE);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockFile(file: string): ServerLock | undefined {
  try {
    const lock = JSON.parse(readFileSync(file, 'utf8')) as ServerLock;
    return Number.isInteger(lock.pid) ? lock : undefined;
  } catch {
    return undefined;
  }
}

/** The server using the data directory, or undefined when none runs (no lock file, or its process is gone). */
export function readServerLock(dataDir: string): ServerLock | undefined {
  const lock = readLockFile(lockPath(dataDir));
  return lock && isAlive(lock.pid) ? lock : undefined;
}

/**
 * PGlite is one in-process database: two processes on one directory would corrupt it. The lock file is
 * created atomically ('wx'); one left by a process that is gone (a crash, a kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  // A first start (or the e2e server's fresh directory): PGlite would create it a moment later anyway.
  mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const lock: ServerLock = { pid: process.pid, port: null, started_at: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(lock));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLockFile(file);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) throw new DataDirInUse(holder.pid, dataDir);
      // A second stale file: another process is taking over at this very moment.
      if (attempt > 0) throw error;
      rmSync(file, { force: true });
    }
  }
  let released = false;
  return {
    setPort(port) {
      if (released) return;
      lock.port = port;
      writeFileSync(file, JSON.stringify(lock));
    },
    release() {
      if (released) return;
      released = true;
      // Only our own: a file another process took over after ours vanished is left alone.
      if (readLockFile(file)?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}
