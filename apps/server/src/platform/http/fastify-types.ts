import type { Config } from '../../config';
import type { Db } from '../db/client';
import type { Actor } from '../auth/access';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    databaseKind: 'pglite' | 'postgres';
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}
