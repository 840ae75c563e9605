import { vi } from 'vitest';
import type { z } from 'zod';
import type { Endpoint } from '@makro/domain/shared';
import { API_BASE, type EndpointInput } from '@/lib/api-client';

/**
 * A fetch stand-in that answers by contract. Each answer is checked against the endpoint's response schema
 * and each request body against its body schema, so a contract change breaks the web test that relies on
 * the old shape instead of letting it pass on a stale fixture.
 */

/** An error answer in the API's envelope. */
export interface ErrorAnswer {
  status: number;
  error: { code: string; message: string; details?: unknown };
  /** Sent as the answer's `X-Request-Id`, as the server does on every answer. */
  requestId?: string;
}

export const errorAnswer = (status: number, code: string, message: string, details?: unknown): ErrorAnswer => ({
  status,
  error: details === undefined ? { code, message } : { code, message, details },
});

/** The answer of a streamed endpoint (CSV exports): its body in chunks, read one at a time, and its headers. */
export interface StreamAnswer {
  chunks: string[];
  headers?: Record<string, string>;
}

export const streamAnswer = (chunks: string[], headers?: Record<string, string>): StreamAnswer => ({ chunks, headers });

type Answer<E extends Endpoint> =
  (E extends { produces: string } ? StreamAnswer : z.input<E['response']>) | ErrorAnswer;

/** What a handler receives: the parsed input of the call. */
export type ReceivedCall<E extends Endpoint> = Required<EndpointInput<E>> & { headers: Record<string, string> };

type Handler<E extends Endpoint> = (call: ReceivedCall<E>) => Answer<E> | Promise<Answer<E>>;

interface Route {
  endpoint: Endpoint;
  pattern: RegExp;
  names: string[];
  handler: (call: ReceivedCall<Endpoint>) => unknown;
}

export interface MockRoute {
  route: Route;
}

/** Answer `endpoint` with a fixed answer, or with what `handler` returns for each call. */
export function onEndpoint<E extends Endpoint>(endpoint: E, answer: Answer<E> | Handler<E>): MockRoute {
  const names: string[] = [];
  const source = endpoint.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const handler = typeof answer === 'function' ? (answer as Handler<Endpoint>) : () => answer;
  return { route: { endpoint, pattern: new RegExp(`^${API_BASE}${source}$`), names, handler } };
}

function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length > 1 || key.endsWith('[]') ? values : values[0]!;
  }
  return query;
}

const isErrorAnswer = (value: unknown): value is ErrorAnswer =>
  typeof value === 'object' && value !== null && 'error' in value && 'status' in value;

function streamed(endpoint: Endpoint, { chunks, headers }: StreamAnswer): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, {
    status: endpoint.status ?? 200,
    headers: { 'Content-Type': endpoint.produces ?? 'text/plain', ...headers },
  });
}

function jsonAnswer(status: number, body: unknown, requestId?: string): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...(requestId && { 'X-Request-Id': requestId }) },
  });
}

/** The request's headers by lower-case name, as HTTP compares them (the DOM's Headers may keep the sent case). */
const headersOf = (init: RequestInit): Record<string, string> =>
  Object.fromEntries([...new Headers(init.headers).entries()].map(([name, value]) => [name.toLowerCase(), value]));

async function answerCall(route: Route, match: RegExpExecArray, url: URL, init: RequestInit): Promise<Response> {
  const { endpoint } = route;
  const params = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
  const body: unknown = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
  if (endpoint.body) {
    const checked = endpoint.body.safeParse(body);
    if (!checked.success) {
      throw new Error(`${endpoint.method} ${endpoint.path} sent a body its contract refuses: ${checked.error.message}`);
    }
  }
  const headers = headersOf(init);
  const answer = await route.handler({ params, query: queryObject(url.searchParams), body, headers } as never);
  if (isErrorAnswer(answer)) return jsonAnswer(answer.status, { error: answer.error }, answer.requestId);
  if (endpoint.produces) return streamed(endpoint, answer as StreamAnswer);
  const checked = endpoint.response.safeParse(answer);
  if (!checked.success) {
    throw new Error(
      `the mock answer of ${endpoint.method} ${endpoint.path} breaks its contract: ${checked.error.message}`,
    );
  }
  return jsonAnswer(endpoint.status ?? 200, answer);
}

/**
 * Installs the fetch stand-in. A call no route matches fails the test. Returns the fetch mock, whose
 * `calls` the test may read, and `callsTo(endpoint)` with each call's URL and body.
 */
export function mockApi(...routes: MockRoute[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://makro.test');
    const method = (init.method ?? 'GET').toUpperCase();
    for (const { route } of routes) {
      const match = route.endpoint.method === method ? route.pattern.exec(url.pathname) : null;
      if (match) return answerCall(route, match, url, init);
    }
    throw new Error(`no mock answers ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Calls of one endpoint: URL, query and body. */
    callsTo(endpoint: Endpoint) {
      const { route } = onEndpoint(endpoint, {} as never);
      return fetchMock.mock.calls
        .map(([input, init]) => ({ url: new URL(String(input), 'http://makro.test'), init: init ?? {} }))
        .filter(({ url, init }) => (init.method ?? 'GET') === endpoint.method && route.pattern.test(url.pathname))
        .map(({ url, init }) => ({
          url: `${url.pathname}${url.search}`,
          query: queryObject(url.searchParams),
          body: typeof init.body === 'string' && init.body ? (JSON.parse(init.body) as unknown) : undefined,
          headers: headersOf(init),
        }));
    },
  };
}
