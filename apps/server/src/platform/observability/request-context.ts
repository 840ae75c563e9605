import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The id of the request whose work is running now; undefined in background work (worker, scheduled jobs). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * Runs `work` as background work, belonging to no request: a worker woken from inside a request must not
 * label what it does (or queues) with that request's id.
 */
export function outsideAnyRequest<T>(work: () => T): T {
  return storage.exit(work);
}

/**
 * Makes the request's id readable anywhere its work runs (`enqueue` records it on the outbox entry), so
 * callers pass nothing. Entered on request and again before the handler: reading a body continues in the
 * socket's context, not the request's.
 */
export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => storage.run({ requestId: request.id }, done));
  app.addHook('preHandler', (request, _reply, done) => storage.run({ requestId: request.id }, done));
}
