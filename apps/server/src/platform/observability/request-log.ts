import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy or a caller sent is kept only if it cannot forge log lines or flood them. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` when it is safe (a proxy's id then links its log to
 * ours), otherwise a new random one.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The route's pattern (`/api/v1/users/:id`), never the raw URL: a bounded set of labels and log values. */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? '(no route)';
}

/** The simulators' own traffic (hundreds of requests per shop sync) would drown the log people read. */
const isSimulatorTraffic = (request: FastifyRequest) => request.url.startsWith('/sandbox/');

/**
 * Every answer carries its request's id (`X-Request-Id`, errors and 404s too), so a complaint quoting it can be
 * found in the log: one line per request, written when the answer is sent (Fastify's own two lines are off).
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (isSimulatorTraffic(request)) return;
    request.log.info(
      {
        method: request.method,
        route: routeOf(request),
        url: request.url,
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.actor?.user.id,
      },
      'request answered',
    );
  });
}
