import type { z } from 'zod';
import { MESSAGES, type Endpoint } from '@makro/domain/shared';
import { PASSWORD_CHANGE_REQUIRED_CODE } from '@makro/domain/users';
import { navigateTo } from '@/lib/navigation';
import { toast } from '@/lib/notify';
import { clearSession, getSession, updateUser } from '@/lib/session-store';

/**
 * The one HTTP client of the web app. Every call names a domain contract: its path, method and types come
 * from there (`z.input` for what is sent, `z.infer` for what comes back), so a contract change breaks the
 * callers at compile time instead of at run time.
 */

export const API_BASE = '/api';

/** An error answer of the API, from its envelope `{error: {code, message, details}}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  /** The answer's `X-Request-Id`: the server's log lines about the call (and its side effects) carry it. */
  readonly requestId: string | null;

  constructor(status: number, code: string, message: string, details?: unknown, requestId: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.requestId = requestId;
  }
}

type Part<S, Key extends string> = S extends z.ZodType
  ? // A part whose every field is optional (or defaulted) may be left out.
    Record<never, never> extends z.input<S>
    ? { [K in Key]?: z.input<S> }
    : { [K in Key]: z.input<S> }
  : { [K in Key]?: never };

/** What a call of this endpoint sends: path parameters, query and body, each typed by the contract. */
export type EndpointInput<E extends Endpoint> = Part<E['params'], 'params'> &
  Part<E['query'], 'query'> &
  Part<E['body'], 'body'>;

/** What this endpoint answers. */
export type EndpointOutput<E extends Endpoint> = z.infer<E['response']>;

export interface CallOptions {
  signal?: AbortSignal;
  /** Extra request headers (e.g. the developer secret of a permanent delete). */
  headers?: Record<string, string>;
  /**
   * What a 401 on a signed-in call does. 'expire' (default): the session is over, so local state is
   * cleared, the user goes to /login and sees 'Token Expired. Please Login!'. 'throw': the caller handles
   * it (logout).
   */
  on401?: 'expire' | 'throw';
}

type Scalar = string | number | boolean | null | undefined;

/** `/v1/users/:id` with `{id: 7}` → `/v1/users/7`; every value is encoded. */
export function endpointPath(endpoint: Endpoint, params: Record<string, Scalar> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path}: ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** Query parameters as the server reads them: lists repeat their key, empty values are left out. */
export function queryString(query: Record<string, Scalar | readonly Scalar[]> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function endpointUrl<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): string {
  const { params, query } = input as { params?: Record<string, Scalar>; query?: Record<string, Scalar> };
  return `${API_BASE}${endpointPath(endpoint, params)}${queryString(query)}`;
}

/**
 * The TanStack Query key of a call: the endpoint, then its input. `queryKeyFor(endpoint)` alone is the
 * prefix of every call of it, for invalidation: one endpoint, one key family, wherever it is used.
 */
export function queryKeyFor<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): readonly unknown[] {
  const family = `${endpoint.method} ${endpoint.path}`;
  if (!input) return [family];
  const { params, query } = input as { params?: unknown; query?: unknown };
  return [family, { params: params ?? null, query: query ?? null }];
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The ApiError of a failed answer. A failure on the server's side is one a staff member can only report, so its
 * message (shown in the error toasts and wherever the message goes) ends with the reference to quote, by which
 * the server's log finds it; a refusal (4xx) keeps its own words, which say what to change.
 */
export function toApiError(response: Response, body: unknown): ApiError {
  const { status, statusText } = response;
  const requestId = response.headers.get('x-request-id');
  const error = body && typeof body === 'object' && 'error' in body ? (body as { error: unknown }).error : null;
  const { code, message, details } =
    error && typeof error === 'object' ? (error as { code?: unknown; message?: unknown; details?: unknown }) : {};
  const words = typeof message === 'string' ? message : statusText || `Request failed (${status})`;
  return new ApiError(
    status,
    typeof code === 'string' ? code : 'error',
    status >= 500 && requestId ? `${words} (reference: ${requestId})` : words,
    details,
    requestId,
  );
}

/** The session is no longer valid: clear everything, back to login, tell the user once. */
export function expireSession(): void {
  const hadSession = getSession().token !== null;
  clearSession();
  if (hadSession) toast('error', MESSAGES.tokenExpired);
  navigateTo('/login');
}

/** The CHANGE_PASSWORD_PATH page is where a user whose password is temporary goes before anything else. */
export const CHANGE_PASSWORD_PATH = '/change-password';

/**
 * The server refused a call until the temporary password is replaced: remember it (the guards read the stored
 * user) and go to the page that replaces it.
 */
export function requirePasswordChange(): void {
  const { user } = getSession();
  if (user && !user.must_change_password) updateUser({ ...user, must_change_password: true });
  navigateTo(CHANGE_PASSWORD_PATH);
}

/** Sends the call and returns the successful response, unread; any failure becomes an ApiError. */
async function send<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  { signal, headers: extra, on401 = 'expire' }: CallOptions,
): Promise<Response> {
  const body = (input as { body?: unknown }).body;
  const isPublic = endpoint.access === 'public';
  const headers: Record<string, string> = { Accept: endpoint.produces ?? 'application/json', ...extra };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = isPublic ? null : getSession().token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, input), {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    // fetch rejects with a TypeError when the network fails; anything else (an abort) is the caller's.
    if (!(cause instanceof TypeError)) throw cause;
    throw new ApiError(0, 'network_error', 'The server could not be reached. Please try again.');
  }
  if (response.ok) return response;
  const error = toApiError(response, await readBody(response));
  if (response.status === 401 && !isPublic && on401 === 'expire') expireSession();
  if (response.status === 403 && error.code === PASSWORD_CHANGE_REQUIRED_CODE) requirePasswordChange();
  throw error;
}

/** Calls a JSON endpoint and returns its answer, typed by the contract. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const response = await send(endpoint, input, options);
  // The server serialises every answer through this contract's response schema.
  return (await readBody(response)) as EndpointOutput<E>;
}

/** Opens a streamed endpoint (CSV exports) and returns the response for the caller to read as it arrives. */
export function openEndpointStream<E extends Endpoint & { produces: string }>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<Response> {
  return send(endpoint, input, options);
}
