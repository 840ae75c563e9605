/** PostgreSQL's unique violation (23505), on the error itself or on the driver error Drizzle wraps. */
export function isUniqueViolation(error: unknown): boolean {
  const outer = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return outer.code === '23505' || outer.cause?.code === '23505';
}
