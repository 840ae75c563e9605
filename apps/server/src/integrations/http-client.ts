/** A call to an outside service failed: unreachable, timed out, or answered with an error. */
export class IntegrationError extends Error {
  constructor(
    readonly service: string,
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface JsonRequest {
  service: string;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
}

/** fetch with a timeout and JSON both ways; network failures become IntegrationError, HTTP errors do not. */
export async function requestJson(request: JsonRequest): Promise<JsonResponse> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs ?? 10_000),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    throw new IntegrationError(request.service, `${request.service} ${reason}`);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text so the caller can report it.
  }
  return { status: response.status, headers: response.headers, body };
}
