import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { BackupError } from '../platform/backup/backup';
import { POSTGRES_BACKUP_HELP } from '../platform/backup/postgres-help';
import { restoreBackup } from '../platform/backup/restore';

const usage = `Restores a backup folder (made by npm run backup) into DATA_DIR.

  npm run restore -- PATH [--force]

DATA_DIR must be empty or absent, and no server may run on it; --force replaces what it holds.
Start the server afterwards: it applies the migrations the backup is missing.`;

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help) return console.log(usage);
  if (positionals.length !== 1) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(POSTGRES_BACKUP_HELP);
    process.exit(2);
  }
  const manifest = await restoreBackup(positionals[0]!, config.dataDir, values.force ?? false);
  console.log(
    `Restored the backup of ${manifest.created_at} (Makro ${manifest.app_version}) into ${config.dataDir}. ` +
      'Start the server with npm start.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
