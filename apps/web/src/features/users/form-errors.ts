import { ApiError } from '@/lib/api-client';

/** Field labels of the account creation form, as the page shows them. */
export const CREATE_FIELD_LABELS: Record<string, string> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  username: 'User Name',
  email: 'Email',
  account_type_id: 'Account type',
  password: 'Password',
};

/** 'first_name is required' → 'First Name is required': the contract names fields by key. */
export function humanize(field: string, message: string): string {
  const label = CREATE_FIELD_LABELS[field];
  return label && message.startsWith(field) ? `${label}${message.slice(field.length)}` : message;
}

/** The form field a contract path names: 'body.user.email' → 'email'. */
export function formField(path: string): string {
  const field = path.split('.').pop() ?? path;
  return field === 'password_confirmation' ? 'password' : field;
}

/** Field errors of an API answer: a 400 or a 409 lists them in details.fields. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.details || typeof error.details !== 'object') return {};
  const details = error.details as { fields?: unknown };
  const errors: Record<string, string> = {};
  if (Array.isArray(details.fields)) {
    for (const entry of details.fields as { field?: unknown; message?: unknown }[]) {
      if (typeof entry.field !== 'string' || typeof entry.message !== 'string') continue;
      const field = formField(entry.field);
      errors[field] ??= humanize(field, entry.message);
    }
  }
  return errors;
}
