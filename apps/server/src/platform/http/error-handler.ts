import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorBody, ErrorCode, ErrorDetails, FieldProblem } from '@makro/domain/shared';
import { AppError } from './errors';

const body = (code: ErrorCode | string, message: string, details?: ErrorDetails): ErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

function describeValidation(error: FastifyError): { message: string; fields: FieldProblem[] } {
  // Fields are named by where they were sent, as the contracts call it: `query.page`, not `querystring.page`.
  const context = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
  const fields = (error.validation ?? []).map((issue) => {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path = params?.issue?.path ?? issue.instancePath.split('/').filter(Boolean);
    const field = [context, ...path.map(String)].join('.');
    return { field, message: issue.message ?? 'is invalid' };
  });
  const message = fields.map((problem) => `${problem.field}: ${problem.message}`).join('; ');
  return { message: message || error.message, fields };
}

/** The code of a 4xx raised outside the services (Fastify, plugins): the status's meaning, never a 403 'bad_request'. */
const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'unprocessable',
  429: 'rate_limited',
};

/** One mapping from failures to the error envelope: clear 4xx for the caller, nothing internal leaked on a 5xx. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'rate_limited') {
        const retry = error.details?.retry_after_seconds;
        if (retry) void reply.header('retry-after', String(retry));
      }
      return reply.code(error.status).send(body(error.code, error.message, error.details));
    }
    if (error instanceof ZodError) {
      const fields = error.issues.map((issue) => ({
        field: ['body', ...issue.path.map(String)].join('.'),
        message: issue.message,
      }));
      return reply
        .code(400)
        .send(body('bad_request', fields.map((f) => `${f.field}: ${f.message}`).join('; '), { fields }));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const { message, fields } = describeValidation(error);
      return reply.code(400).send(body('bad_request', message, { fields }));
    }
    if (error.statusCode && error.statusCode < 500) {
      const code = STATUS_CODES[error.statusCode] ?? 'bad_request';
      // Fastify's own 400s are about the body it could not read (bad JSON): the same shape as every 400.
      const details = error.statusCode === 400 ? { fields: [{ field: 'body', message: error.message }] } : undefined;
      return reply.code(error.statusCode).send(body(code, error.message, details));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body('internal', 'Something went wrong on our side. Please try again.'));
  });
}
