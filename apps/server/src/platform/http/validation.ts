import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { UNSAFE_TEXT_MESSAGE, findUnsafeText } from '@makro/domain/shared';

/** One refusal in the shape Fastify gives the error handler (`error.validation`). */
const problem = (path: PropertyKey[], message: string): FastifySchemaValidationError => ({
  keyword: 'custom',
  instancePath: `/${path.map(String).join('/')}`,
  schemaPath: '#',
  message,
  params: { issue: { path } },
});

/**
 * The validator of every route: the contract's zod schema, with two rules every contract inherits.
 *
 * - No string anywhere in params, query or body (nor an object key) holds a control character other than
 *   tab, line feed and carriage return, or an unpaired UTF-16 surrogate: a 400 naming the field, before zod
 *   runs. A walk over the parsed input rather than a text schema each contract must remember to use: a new
 *   contract, a `z.record`, a `z.string()` inside a union are all covered without anyone writing anything.
 * - A scalar query parameter given more than once (`?page=1&page=2`, which the parser turns into a list)
 *   is refused as "page must be given once", not "expected number, received NaN".
 */
export const contractValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const checksText = route.httpPart === 'body' || route.httpPart === 'querystring' || route.httpPart === 'params';
  return (data: unknown) => {
    if (checksText) {
      const unsafe = findUnsafeText(data);
      if (unsafe) return { error: [problem(unsafe, UNSAFE_TEXT_MESSAGE)] };
    }
    const result = validate(data) as { error?: FastifySchemaValidationError[]; value?: unknown };
    if (route.httpPart !== 'querystring' || !Array.isArray(result.error)) return result;
    const query = (data ?? {}) as Record<string, unknown>;
    return {
      error: result.error.map((issue) => {
        const key = issue.instancePath.slice(1);
        const repeated = !key.includes('/') && !key.endsWith('[]') && Array.isArray(query[key]);
        return repeated ? { ...issue, message: `${key} must be given once` } : issue;
      }),
    };
  };
};
