import type { ReactNode } from 'react';

/**
 * The domain's messages name a field by its key, as the API answers them ('first_name is required'); on a form
 * they read with the label people see ('First Name is required'). Given to useContractForm as
 * `enhanceGetInputProps`, so the schema stays the only rule and only its wording changes.
 */
export function errorsInWords(labels: Record<string, string>) {
  return ({ inputProps, field }: { inputProps: { error?: ReactNode }; field: string }) => {
    const key = field.split('.').pop() ?? field;
    const label = labels[key];
    const { error } = inputProps;
    if (!label || typeof error !== 'string' || !error.startsWith(`${key} `)) return undefined;
    return { error: `${label}${error.slice(key.length)}` };
  };
}
