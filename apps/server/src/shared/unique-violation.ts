/**
 * True when a database error is a unique-constraint violation (SQLSTATE 23505), also when drizzle wraps
 * the driver's error in `cause`. Services check uniqueness first for a clear message; this catches the
 * race of two concurrent saves so it still gets that message instead of a 500.
 */
export function isUniqueViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
