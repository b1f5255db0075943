/**
 * The SQLSTATE of a database error, looking through the wrappers Drizzle puts around the driver's (`cause`). Walks
 * plain objects too: an error crossing the PGlite worker's message channel is no longer an `Error` instance.
 */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A UNIQUE constraint refused the write (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
