import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { readServerLock, SERVER_LOCK_FILE } from '../db/data-dir-lock';
import { BackupError } from './backup';
import { DATABASE_ARCHIVE, knownMigrations, MANIFEST_FILE, type BackupManifest } from './manifest';

function readManifest(from: string): BackupManifest {
  try {
    return JSON.parse(readFileSync(path.join(from, MANIFEST_FILE), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${from} is not a Makro backup: it has no readable ${MANIFEST_FILE}.`);
  }
}

/** The target must be free: no server on it, and empty unless the operator said --force. */
function prepareTarget(dataDir: string, force: boolean): void {
  const server = readServerLock(dataDir);
  if (server) throw new BackupError(`A Makro server (pid ${server.pid}) is using ${dataDir}. Stop it first.`);
  mkdirSync(dataDir, { recursive: true });
  const entries = readdirSync(dataDir);
  if (entries.length === 0) return;
  if (!force) {
    throw new BackupError(`${dataDir} is not empty. Restore into an empty folder, or add --force to replace it.`);
  }
  for (const entry of entries) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
}

/**
 * Loads the backup's archive into DATA_DIR through PGlite itself (which writes the directory out), and the stored
 * files come back with it. The server applies any newer migrations when it starts.
 */
export async function restoreBackup(from: string, dataDir: string, force: boolean): Promise<BackupManifest> {
  const manifest = readManifest(from);
  if (manifest.migrations > knownMigrations()) {
    throw new BackupError(
      `This backup was made by a newer Makro (${manifest.app_version}, ${manifest.migrations} migrations); ` +
        'update this installation first.',
    );
  }
  const archive = readFileSync(path.join(from, DATABASE_ARCHIVE));
  prepareTarget(dataDir, force);
  const database = await openDatabase({ dataDir, snapshot: new Blob([archive]) });
  await database.close();
  // The dump held the lock file of the server it was taken from; that server does not run here.
  rmSync(path.join(dataDir, SERVER_LOCK_FILE), { force: true });
  return manifest;
}
