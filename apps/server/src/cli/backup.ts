import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { BackupError, takeBackup, writeBackup } from '../platform/backup/backup';
import { POSTGRES_BACKUP_HELP } from '../platform/backup/postgres-help';

const usage = `Copies the PGlite data directory (DATA_DIR: the database and the stored files) into a backup folder.

  npm run backup [-- --to PATH]

Without --to the folder is ./backups/<date and time>. A running server is asked for the copy (it keeps serving);
set OPS_TOKEN as the server has it. Without a running server the directory is copied directly.`;

async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) return console.log(usage);
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(POSTGRES_BACKUP_HELP);
    process.exit(2);
  }
  const to = values.to ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-'));
  const backup = await takeBackup(config.dataDir, config.opsToken);
  writeBackup(backup, to, config.dataDir);
  const megabytes = (backup.archive.length / 1_048_576).toFixed(1);
  console.log(`Backed up ${config.dataDir} (${backup.manifest.taken_by}, ${megabytes} MB) to ${path.resolve(to)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
