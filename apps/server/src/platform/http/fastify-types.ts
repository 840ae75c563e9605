import type { Config } from '../../config';
import type { Database, Db } from '../db/client';
import type { Actor } from '../auth/access';
import type { OutboxWorker } from '../jobs/worker';
import type { FileStorage } from '../storage';
import type { Endpoint } from '@makro/domain/shared';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    databaseKind: 'pglite' | 'postgres';
    /** The database itself, for what needs more than queries (LISTEN). */
    database: Database;
    outboxWorker: OutboxWorker;
    storage: FileStorage;
    /** The contracts registered as routes on this app (shared by its plugin contexts). */
    endpoints: Endpoint[];
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** The body as received, where a signature must be checked on the exact bytes. */
    rawBody?: Buffer;
  }
}
