import { z } from 'zod';

/**
 * Ids are PostgreSQL `integer` columns: 1..2147483647. A larger id is not "not found", it is not an id.
 */
export const MAX_ID = 2_147_483_647;

const ID_MESSAGE = `must be a whole number from 1 to ${MAX_ID}, written in digits only`;

/** An id in a JSON body or answer. */
export const Id = z.number().int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE);

/**
 * An id in a path or query string, parsed strictly: digits only, no sign, no leading zero, no spaces, no `0x`
 * or exponent. `" 1"`, `"+1"`, `"01"`, `"1e0"` and `"0x1"` are refused, so no spelling of an id means another
 * item (`DELETE /inventories/%201` once deleted item 1).
 */
export const IdParam = z
  .union(
    [
      z
        .string()
        .regex(/^[1-9][0-9]{0,9}$/, ID_MESSAGE)
        .transform(Number),
      z.number(),
    ],
    { error: ID_MESSAGE },
  )
  // The number branch lets typed clients pass `{ id: 5 }`; from a URL the value is always the string branch.
  .pipe(Id);

/** The `{id}` of every `/…/:id` route. */
export const IdParams = z.object({ id: IdParam });

/**
 * Characters no text field accepts: C0 and C1 control characters other than tab, line feed and carriage return
 * (NUL is refused by PostgreSQL, the others are never typed by a person), and UTF-16 surrogates that are not
 * part of a pair (not valid Unicode; PostgreSQL and JSON encoders refuse them).
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u;

export const UNSAFE_TEXT_MESSAGE = 'must not contain control characters (such as NUL) or unpaired surrogates';

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

interface Step {
  value: unknown;
  key: PropertyKey | null;
  parent: Step | null;
}

const pathOf = (step: Step | null): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let at = step; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first string (or object key) anywhere in a request part that holds an unsafe character.
 * Iterative and linear in the size of the value (each step points to its parent), so a deeply nested body
 * cannot exhaust the stack or the time.
 */
export function findUnsafeText(value: unknown): PropertyKey[] | null {
  const pending: Step[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    const current = step.value;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return pathOf(step);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, key: index, parent: step }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isSafeText(key)) return pathOf(step);
        pending.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}

/** A yes/no in a query string: 1, 0, true or false. */
export const QueryFlag = z.preprocess(
  (value) => (value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value),
  z.boolean({ error: 'must be 1, 0, true or false' }),
);

/**
 * Money as people type it: a number or a decimal string of at least 0 with at most two decimals; it travels as a
 * string with two ("12.30"). Rules on the amount itself (at least 1, at most what is left) are the caller's.
 */
export const MoneyInput = z
  .union([z.string().trim(), z.number()], { error: 'must be an amount like 120.00' })
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .pipe(
    z
      .string()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount like 120.00, of at least 0 with at most two decimals')
      .transform((value) => Number(value).toFixed(2)),
  );
