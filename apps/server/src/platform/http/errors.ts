import type { ErrorCode, ErrorDetails } from '@makro/domain/shared';

/** Where a field was sent, as validation names it: body.user.email, query.page, params.id. */
export type FieldPath = 'body' | `${'body' | 'query' | 'params'}.${string}`;

/** One field (the error's own message is put on it), or several fields each with its own message. */
export type Fields = FieldPath | readonly { field: FieldPath; message: string }[];

/** A failure the caller can act on. Services throw these; one handler turns them into the error envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

/**
 * The one shape of a 400, 409 or 422 about fields: `details.fields: [{ field, message }]`, the shape request
 * validation answers, so a form marks the field whichever check refused it.
 */
function fieldDetails(message: string, fields: Fields | undefined): ErrorDetails | undefined {
  if (fields === undefined) return undefined;
  return { fields: typeof fields === 'string' ? [{ field: fields, message }] : fields.map((entry) => ({ ...entry })) };
}

export const badRequest = (message: string, fields?: Fields) =>
  new AppError(400, 'bad_request', message, fieldDetails(message, fields));
export const unauthenticated = (message: string) => new AppError(401, 'unauthenticated', message);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const notFound = (message: string) => new AppError(404, 'not_found', message);
/** A 409 always names the field whose value clashes; `code` only when the client must tell this one apart. */
export const conflict = (message: string, fields: Fields, code: ErrorCode = 'conflict') =>
  new AppError(409, code, message, fieldDetails(message, fields));
export const unprocessable = (message: string, fields?: Fields, code: ErrorCode = 'unprocessable') =>
  new AppError(422, code, message, fieldDetails(message, fields));
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', message, { retry_after_seconds: retryAfterSeconds });
export const upstreamFailed = (message: string) => new AppError(502, 'upstream_failed', message);
