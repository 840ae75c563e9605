import type { Config } from '../../config';
import type { Db } from '../db/client';
import type { Actor } from '../auth/access';
import type { OutboxWorker } from '../jobs/worker';
import type { FileStorage } from '../storage';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    databaseKind: 'pglite' | 'postgres';
    outboxWorker: OutboxWorker;
    storage: FileStorage;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** The body as received, where a signature must be checked on the exact bytes. */
    rawBody?: Buffer;
  }
}
