import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { assertOpsAccess } from '../http/ops-access';
import { createMetrics, type Metrics } from './metrics';
import { registerDatabaseFigures, registerOutboxFigures } from './platform-figures';
import { installRequestContext } from './request-context';
import { installRequestLog, routeOf } from './request-log';

export { requestIdFor } from './request-log';
export type { Metrics, Sample } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus metrics; features add their figures with `app.metrics.gauge`. */
    metrics: Metrics;
  }
}

/**
 * Seeing inside: the request id on every answer and in every line about it (the outbox entries it queued
 * too), one log line per request, and the Prometheus figures at `GET /metrics` for the operators only.
 * Installed before any route, so its hooks see every request.
 */
export function installObservability(app: FastifyInstance, database: Database): void {
  installRequestContext(app);
  installRequestLog(app);
  const metrics = createMetrics(app.log);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeOf(request), status: reply.statusCode };
    metrics.observeRequest(labels, reply.elapsedTime / 1000);
  });
  registerOutboxFigures(metrics, database.db);
  registerDatabaseFigures(metrics, database);

  // Outside /api: for Prometheus, not for the web app, and not a contract of the API.
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    assertOpsAccess(request, app.config.opsToken);
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
