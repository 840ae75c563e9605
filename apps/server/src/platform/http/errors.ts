import type { ErrorCode } from '@makro/domain/shared';

/** A failure the caller can act on. Services throw these; one handler turns them into the error envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, 'bad_request', message, details);
export const unauthenticated = (message: string) => new AppError(401, 'unauthenticated', message);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const conflict = (message: string, details?: unknown) => new AppError(409, 'conflict', message, details);
export const unprocessable = (message: string, details?: unknown) =>
  new AppError(422, 'unprocessable', message, details);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', message, { retry_after_seconds: retryAfterSeconds });
export const upstreamFailed = (message: string, details?: unknown) =>
  new AppError(502, 'upstream_failed', message, details);
