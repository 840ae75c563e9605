import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@makro/domain/shared';
import type { Config } from '../config';
import type { Actor } from './auth/access';
import type { Db } from './db/client';
import { unauthenticated } from './http/errors';

/** What a service verb gets: the database, the settings, who acts, and a way to wake the outbox worker. */
export interface ServiceContext {
  db: Db;
  config: Config;
  actor: Actor;
  /** Call after a commit that queued side effects, so they go out now rather than at the next poll. */
  nudgeOutbox: () => void;
}

export function contextFor(request: FastifyRequest): ServiceContext {
  if (!request.actor) throw unauthenticated(MESSAGES.tokenExpired);
  const app = request.server;
  return { db: app.db, config: app.config, actor: request.actor, nudgeOutbox: () => app.outboxWorker.nudge() };
}
