import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorBody, type Endpoint } from '@makro/domain/shared';
import { accessCheck, type Actor } from '../auth/access';
import { contractValidatorCompiler } from './validation';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface RouteInput<E extends Endpoint> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  /** The signed-in user; null only on public endpoints. */
  actor: E['access'] extends 'public' ? Actor | null : Actor;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends Endpoint> = (input: RouteInput<E>) => Promise<z.input<E['response']>>;

/** Per IP, on routes that need no session: generous for people, a wall for scripts. */
const PUBLIC_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** A stream of server-sent events stays open for as long as the client listens: request-by-request suites skip it. */
export const isEventStream = (endpoint: Endpoint): boolean => endpoint.produces === 'text/event-stream';

/** Every endpoint an app registered: the tests that walk every route (access, fuzzing, resource bounds) read it. */
export const registeredEndpoints = (app: FastifyInstance): readonly Endpoint[] => app.endpoints;

/**
 * Registers a domain contract as a route. The contract carries validation and the access rule,
 * so no handler can forget to check either.
 */
export function defineRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>): void {
  if (!app.endpoints.includes(endpoint)) app.endpoints.push(endpoint);
  const status = endpoint.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: endpoint.produces
        ? { '4xx': ErrorBody, '5xx': ErrorBody }
        : { [status]: endpoint.response, '4xx': ErrorBody, '5xx': ErrorBody },
    },
    ...(endpoint.access === 'public' && endpoint.perIpLimit !== false
      ? { config: { rateLimit: PUBLIC_RATE_LIMIT } }
      : {}),
    // A stream of server-sent events: @fastify/sse attaches `reply.sse` (headers, heartbeat, close).
    ...(endpoint.produces === 'text/event-stream' ? { sse: { kind: 'manual' as const } } : {}),
    // The contract's schema plus the rules every contract inherits (no control characters, no repeated scalars).
    validatorCompiler: contractValidatorCompiler as never,
    // Before validation: a caller without access learns nothing about the input rules.
    onRequest: accessCheck(endpoint.access, { duringPasswordChange: endpoint.duringPasswordChange === true }),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Infer<E['params']>,
        query: request.query as Infer<E['query']>,
        body: request.body as Infer<E['body']>,
        actor: request.actor as RouteInput<E>['actor'],
        request,
        reply,
      });
      // A streamed answer is already on its way; the handler has sent it.
      if (endpoint.produces) return reply;
      return reply.code(status).send(result as never);
    },
  });
}
