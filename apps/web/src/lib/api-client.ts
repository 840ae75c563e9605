import { MESSAGES } from '@makro/domain/shared';
import { navigateTo } from '@/lib/navigation';
import { toast } from '@/lib/notify';
import { clearSession, getSession } from '@/lib/session-store';

export const API_BASE = '/api';

/** An error answer of the API, from its envelope `{error: {code, message, details}}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the developer secret of a permanent delete). */
  headers?: Record<string, string>;
  /** Send the bearer token (default). Public calls (login, reviews) set false. */
  auth?: boolean;
  /**
   * What a 401 on an authenticated call does. 'expire' (default): the session is over, so local state
   * is cleared, the user goes to /login and sees 'Token Expired. Please Login!'. 'throw': the caller
   * handles it (logout).
   */
  on401?: 'expire' | 'throw';
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
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

function toApiError(status: number, body: unknown, statusText: string): ApiError {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (error && typeof error === 'object') {
      const { code, message, details } = error as { code?: unknown; message?: unknown; details?: unknown };
      return new ApiError(
        status,
        typeof code === 'string' ? code : 'error',
        typeof message === 'string' ? message : statusText || `Request failed (${status})`,
        details,
      );
    }
  }
  return new ApiError(status, 'error', statusText || `Request failed (${status})`);
}

/** The session is no longer valid: clear everything, back to login, tell the user once. */
export function expireSession(): void {
  const hadSession = getSession().token !== null;
  clearSession();
  if (hadSession) toast('error', MESSAGES.tokenExpired);
  navigateTo('/login');
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, auth = true, on401 = 'expire' } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? getSession().token : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', 'The server could not be reached. Please try again.');
  }

  const parsed = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, parsed, response.statusText);
    if (response.status === 401 && auth && on401 === 'expire') expireSession();
    throw error;
  }
  return parsed as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
