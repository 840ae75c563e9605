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
