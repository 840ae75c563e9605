/** What the backup commands answer on PostgreSQL: its own tools do it better, and the README has the commands. */
export const POSTGRES_BACKUP_HELP = `DATABASE_URL is set: this Makro runs on PostgreSQL, which is backed up with its own tools.

  pg_dump -Fc --no-owner -d "$DATABASE_URL" -f makro.dump
  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" makro.dump

Copy the stored files too: DATA_DIR/files with STORAGE=local, or the S3 bucket with STORAGE=s3.`;
