// SQLSTATEs of a connection the server lost or could not open: 57P01-57P03 (terminated by an administrator, a
// crash or a shutdown, or the server is starting) and class 08 (connection exceptions).
const LOST_CONNECTION_STATES = /^(57P0[1-3]|08\d{3})$/;
// What node-postgres and the socket say when a connection breaks mid-query or cannot be opened.
const LOST_CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const LOST_CONNECTION_MESSAGES = /Connection terminated|not queryable|terminating connection/i;

/**
 * Whether `error` (or an error it wraps: drizzle wraps the driver's in `cause`) says the database connection was
 * lost or could not be opened, rather than that the statement was wrong. Such a request can succeed when sent
 * again once the database is back, so it is answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_CONNECTION_STATES.test(code) || LOST_CONNECTION_CODES.has(code)))
      return true;
    if (LOST_CONNECTION_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
