import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '@makro/domain/shared';
import { BACKUP_ROUTE } from '../../platform/backup/backup';
import { appliedMigrations, BACKUP_HEADERS } from '../../platform/backup/manifest';
import { unprocessable } from '../../platform/http/errors';
import { assertOpsAccess } from '../../platform/http/ops-access';

/**
 * `npm run backup` asks the running server for PGlite's dump: PGlite allows one process per directory, and the
 * dump is taken between two queries, so the copy is consistent without stopping the server. For machines, not
 * staff sessions: outside the API's contracts, like /metrics.
 */
export function backupRoute(app: FastifyInstance): void {
  app.get(BACKUP_ROUTE, { schema: { hide: true } }, async (request, reply) => {
    assertOpsAccess(request, app.config.opsToken);
    const dump = app.database.dump;
    if (!dump) throw unprocessable('This server runs on PostgreSQL: back it up with pg_dump (see the README).');
    const migrations = await appliedMigrations(app.db);
    const archive = await dump();
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="makro-database.tar.gz"')
      .header(BACKUP_HEADERS.appVersion, APP_VERSION)
      .header(BACKUP_HEADERS.migrations, String(migrations))
      .type('application/gzip')
      .send(Readable.fromWeb(archive.stream() as WebReadableStream));
  });
}
