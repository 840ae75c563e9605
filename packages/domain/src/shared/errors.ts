import { z } from 'zod';

export const ERROR_CODES = [
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'unprocessable',
  'rate_limited',
  'upstream_failed',
  'internal',
  /** 409 of the QR generator: the part number is not known; send again with `confirm_new_part: true` to add it. */
  'unknown_part_number',
  /** 422 of the password reset: the link is malformed, unknown, used or expired; ask for a new one. */
  'reset_link_invalid',
  /**
   * 403 of every session route while the signed-in user's password is a temporary one (it came by e-mail):
   * choose a new one first (`POST /v1/users/password`).
   */
  'password_change_required',
  /** 503 of the readiness route while the process starts or shuts down: send traffic to another process. */
  'not_ready',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One field an error is about, named by where it was sent: `body.user.email`, `query.page`, `params.id`. */
export const FieldProblem = z.object({ field: z.string(), message: z.string() }).meta({ id: 'FieldProblem' });
export type FieldProblem = z.infer<typeof FieldProblem>;

/** Every 400, 409 and 422 that is about fields lists them in `fields`, whatever produced it. */
export const ErrorDetails = z
  .object({
    fields: z.array(FieldProblem).optional(),
    /** 429: seconds until another try can succeed (also in Retry-After). */
    retry_after_seconds: z.number().int().optional(),
  })
  .meta({ id: 'ErrorDetails' });
export type ErrorDetails = z.infer<typeof ErrorDetails>;

/** The body of every error answer (architecture "API"). */
export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: ErrorDetails.optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The messages the spec gives for session failures (part 1 §8). */
export const MESSAGES = {
  invalidCredentials: 'Invalid credentials!',
  tokenExpired: 'Token Expired. Please Login!',
  sessionExpired: 'Session Expired. Proceeding with logout.',
  forbidden: 'You are not authorized to access this page',
} as const;
