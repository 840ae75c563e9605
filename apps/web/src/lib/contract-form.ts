import { schemaResolver, useForm, type UseFormInput } from '@mantine/form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

/**
 * The form pattern: a form's values have the shape of the contract's input, the domain's zod schema
 * validates them in the browser exactly as the server will, and the server's field errors land on the
 * fields they name.
 */

type FormOptions<S extends z.ZodType> = Omit<UseFormInput<z.input<S>, z.output<S>>, 'validate' | 'transformValues'>;

/** `useForm` validated by the domain schema; on submit, the values are the schema's output. */
export function useContractForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  options: FormOptions<S>,
) {
  const resolver = schemaResolver(schema, { sync: true });
  return useForm<z.input<S>, z.output<S>, ReturnType<typeof resolver>>({
    mode: 'controlled',
    ...options,
    validate: resolver,
    transformValues: (values) => schema.parse(values),
  });
}

/**
 * The field errors of an API answer, keyed by form path: every 400 and 409 lists them in
 * `details.fields` as `{field: 'body.user.email', message}`; the form's paths are the body's.
 */
export function serverFieldErrors(error: unknown, prefix = 'body.'): Record<string, string> {
  if (!(error instanceof ApiError) || !error.details || typeof error.details !== 'object') return {};
  const { fields } = error.details as { fields?: unknown };
  const errors: Record<string, string> = {};
  if (!Array.isArray(fields)) return errors;
  for (const entry of fields as { field?: unknown; message?: unknown }[]) {
    if (typeof entry.field !== 'string' || typeof entry.message !== 'string') continue;
    const path = entry.field.startsWith(prefix) ? entry.field.slice(prefix.length) : entry.field;
    errors[path] ??= entry.message;
  }
  return errors;
}

/**
 * Puts a failed submit's field errors on the form. Returns true when at least one field was marked, so the
 * caller's toast can point at the fields instead of repeating the server's list.
 */
export function markServerErrors(
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
  prefix?: string,
): boolean {
  const errors = serverFieldErrors(error, prefix);
  form.setErrors(errors);
  return Object.keys(errors).length > 0;
}
