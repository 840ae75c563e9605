import { z } from 'zod';

/**
 * Fields of the forms the shops post to Makro without a sign-in (a module request, a contact form inquiry): each
 * error names its field in words the shop's page can show.
 */

/** Text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requiredText = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/** Trimmed; empty is the same as not sent. */
export const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

/** Stored lower-cased, so the customer's records are found by it. */
export const contactEmail = (name = 'email') =>
  requiredText(name, 254).regex(EMAIL_PATTERN, `${name} must be an e-mail address`).toLowerCase();

export const phoneText = (name: string) =>
  optionalText(name, 30).refine(
    (value) => value === undefined || /^[0-9+()\-.\s]+$/.test(value),
    `${name} must be a phone number (digits, spaces, + ( ) - .)`,
  );
