/** What a client is told while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The booking service is briefly unavailable (its database cannot be reached). Nothing was saved; please try again in a few seconds.';

/** `code` of that answer, for clients that retry on it. */
export const DATABASE_UNAVAILABLE_CODE = 'database-unavailable';

// Socket errors of a connection that failed or was cut.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL's own: the server is shutting down, starting up, or has too many connections.
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

// node-postgres reports a cut or unusable connection by message only.
const LOST_CONNECTION =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|terminating connection/i;

/**
 * Whether an error (or any error it wraps, e.g. drizzle's `DrizzleQueryError`) means the database cannot be
 * reached right now: refused or cut connections, a server shutting down or starting up (SQLSTATE 57P0x),
 * connection exceptions (class 08). Such an error is answered 503 and retried later, never a crash or a 500.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth++) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith('08'))
    )
      return true;
    if (LOST_CONNECTION.test(current.message)) return true;
    current = current.cause;
  }
  return false;
};
