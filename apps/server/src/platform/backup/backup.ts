import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP_VERSION } from '@makro/domain/shared';
import { openDatabase } from '../db/client';
import { lockDataDir, readServerLock, type ServerLock } from '../db/data-dir-lock';
import { appliedMigrations, BACKUP_HEADERS, DATABASE_ARCHIVE, MANIFEST_FILE, type BackupManifest } from './manifest';

export interface TakenBackup {
  archive: Buffer;
  manifest: BackupManifest;
}

export class BackupError extends Error {}

/** The route the running server answers the dump on (operators only: OPS_TOKEN, or loopback without it). */
export const BACKUP_ROUTE = '/api/ops/backup';

async function askRunningServer(lock: ServerLock, opsToken: string | undefined): Promise<TakenBackup> {
  if (lock.port === null) throw new BackupError(`The server (pid ${lock.pid}) is still starting; try again shortly.`);
  const response = await fetch(`http://127.0.0.1:${lock.port}${BACKUP_ROUTE}`, {
    headers: opsToken ? { authorization: `Bearer ${opsToken}` } : {},
  }).catch((error: Error) => {
    throw new BackupError(`The server (pid ${lock.pid}) on port ${lock.port} did not answer: ${error.message}`);
  });
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new BackupError(`The server (pid ${lock.pid}) refused the backup (${response.status}): ${detail}`);
  }
  return {
    archive: Buffer.from(await response.arrayBuffer()),
    manifest: {
      format: 1,
      app_version: response.headers.get(BACKUP_HEADERS.appVersion) ?? 'unknown',
      migrations: Number(response.headers.get(BACKUP_HEADERS.migrations) ?? 0),
      database: 'pglite',
      created_at: new Date().toISOString(),
      taken_by: 'running server',
    },
  };
}

/** No server runs: the directory is opened here, held by the lock meanwhile so no server starts on it. */
async function dumpIdleDirectory(dataDir: string): Promise<TakenBackup> {
  if (readdirSync(dataDir, { withFileTypes: true }).length === 0) throw new BackupError(`${dataDir} holds no data.`);
  const lock = lockDataDir(dataDir);
  try {
    const database = await openDatabase({ dataDir });
    try {
      const migrations = await appliedMigrations(database.db);
      if (migrations === 0) throw new BackupError(`${dataDir} holds no Makro database.`);
      const dump = await database.dump!();
      return {
        archive: Buffer.from(await dump.arrayBuffer()),
        manifest: {
          format: 1,
          app_version: APP_VERSION,
          migrations,
          database: 'pglite',
          created_at: new Date().toISOString(),
          taken_by: 'backup command',
        },
      };
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * A consistent copy of a PGlite data directory: asked of the server that runs on it (PGlite allows one process
 * per directory), or taken directly when none does.
 */
export function takeBackup(dataDir: string, opsToken: string | undefined): Promise<TakenBackup> {
  const lock = readServerLock(dataDir);
  return lock ? askRunningServer(lock, opsToken) : dumpIdleDirectory(dataDir);
}

/** Writes the backup folder: the archive and the manifest. Refuses a folder that exists, or one inside DATA_DIR. */
export function writeBackup(backup: TakenBackup, to: string, dataDir: string): void {
  const target = path.resolve(to);
  const relative = path.relative(path.resolve(dataDir), target);
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
    // The next dump would hold this backup again (PGlite's dump takes the whole directory).
    throw new BackupError(`Choose a folder outside the data directory ${dataDir}.`);
  }
  mkdirSync(path.dirname(target), { recursive: true });
  try {
    mkdirSync(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupError(`${target} already exists.`);
    throw error;
  }
  writeFileSync(path.join(target, DATABASE_ARCHIVE), backup.archive);
  writeFileSync(path.join(target, MANIFEST_FILE), `${JSON.stringify(backup.manifest, null, 2)}\n`);
}
