import { z } from 'zod';
import { defineEndpoint } from '../shared';

export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and version',
  tag: 'System',
  access: 'public',
  response: z.object({ status: z.literal('ok'), version: z.string(), database: z.enum(['pglite', 'postgres']) }),
});

/**
 * Readiness for a load balancer: 200 once migrations and start-up are done; 503 (code `not_ready`, the reason in
 * the message) while the process starts or shuts down. Answered from the process's own state, no database query.
 */
export const ready = defineEndpoint({
  method: 'GET',
  path: '/ready',
  summary: 'Readiness: 503 while starting or shutting down',
  tag: 'System',
  access: 'public',
  // Probed every few seconds by the load balancer, from one address.
  perIpLimit: false,
  response: z.object({ status: z.literal('ready') }),
});
