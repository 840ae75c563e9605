import type { z } from 'zod';
import type { Permission } from './permissions';

/**
 * Who may call an endpoint. Every endpoint states it; the server refuses everyone else.
 * - public: anyone, no session (rate-limited per IP)
 * - session: any signed-in, active user
 * - a permission list: a signed-in user holding at least one of them
 */
export type Access = 'public' | 'session' | { anyOf: readonly Permission[] };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify-style path under /api, e.g. `/v1/users/:id`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Status of a successful answer (200 unless said). */
  status?: number;
  response: z.ZodType;
  /** Public endpoints are limited per IP unless a machine calls them and proves itself (signed webhooks). */
  perIpLimit?: false;
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

export const requires = (...anyOf: Permission[]): Access => ({ anyOf });
