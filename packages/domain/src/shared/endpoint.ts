import type { z } from 'zod';
import type { AccountTypeSlug } from './account-types';
import type { Permission } from './permissions';

/**
 * Who may call an endpoint. Every endpoint states it; the server refuses everyone else.
 * - public: anyone, no session (rate-limited per IP)
 * - session: any signed-in, active user
 * - a permission list: a signed-in user holding at least one of them, and, where `accountTypes` is
 *   given, of one of those account types (actions the spec reserves for administrators)
 */
export type Access = 'public' | 'session' | { anyOf: readonly Permission[]; accountTypes?: readonly AccountTypeSlug[] };

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
  /** A non-JSON answer written by the handler itself (streamed exports, stored documents). */
  produces?: 'text/csv' | 'text/html' | 'application/octet-stream' | 'text/event-stream';
  /** Public endpoints are limited per IP unless a machine calls them and proves itself (signed webhooks). */
  perIpLimit?: false;
  /**
   * Reachable by a session whose password is temporary and must be changed first (show_info, logout and the
   * change itself); every other session route answers 403 `password_change_required` to it.
   */
  duringPasswordChange?: true;
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

export const requires = (...anyOf: Permission[]): Access => ({ anyOf });

/** Administrator-only actions (the spec shows their icons to the administrator account type alone). */
export const requiresAdministrator = (...anyOf: Permission[]): Access => ({ anyOf, accountTypes: ['administrator'] });

/** Whether a user with these permissions and this account type passes an access rule that names permissions. */
export function grants(access: Access, permissions: readonly string[], accountType: string): boolean {
  if (access === 'public' || access === 'session') return true;
  const permitted = access.anyOf.some((permission) => permissions.includes(permission));
  return permitted && (!access.accountTypes || access.accountTypes.includes(accountType as AccountTypeSlug));
}
