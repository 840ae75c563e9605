/**
 * A user's text made literal inside a LIKE pattern: `\`, `%` and `_` are escaped with `\` (PostgreSQL's
 * default LIKE escape), so "50%" finds "50%" and not "50 anything".
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
