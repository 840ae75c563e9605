import type { FastifyInstance } from 'fastify';
import { ready } from '@makro/domain/system';
import { AppError } from '../http/errors';
import { defineRoute } from '../http/define-route';

export type ReadinessState = 'starting' | 'ready' | 'stopping';

const NOT_READY: Record<Exclude<ReadinessState, 'ready'>, string> = {
  starting: 'The server is starting.',
  stopping: 'The server is shutting down.',
};

/** Whether this process should be sent traffic: starting → ready → stopping, never back. */
export function createReadiness() {
  let state: ReadinessState = 'starting';
  return {
    get state() {
      return state;
    },
    ready() {
      if (state === 'starting') state = 'ready';
    },
    stopping() {
      state = 'stopping';
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;

/**
 * `/api/ready` answers from the process's own state, without a database query: every process shares the
 * database, so a probe that failed with it would take them all out at once and add load while it struggles.
 * Ready once the server listens with its background work started (migrations and demo data come before);
 * not ready again from the first moment of a shutdown.
 */
export function registerReadiness(app: FastifyInstance, readiness: Readiness): void {
  defineRoute(app, ready, async () => {
    const state = readiness.state;
    if (state !== 'ready') throw new AppError(503, 'not_ready', NOT_READY[state]);
    return { status: 'ready' as const };
  });
  // Last of the listen hooks: the worker and the scheduled jobs have started by now.
  app.addHook('onListen', async () => readiness.ready());
  app.addHook('preClose', async () => readiness.stopping());
}
