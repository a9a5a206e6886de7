/**
 * SQLSTATEs that say the database cannot serve now rather than that the statement is
 * wrong: the visitor gets a 503 and may retry. Class 08 (connection exceptions) and 53
 * (insufficient resources: 53300 too many connections) are matched as whole classes.
 */
const unavailableStates = new Set([
  '57014', // query_canceled: statement_timeout fired
  '55P03', // lock_not_available: lock_timeout fired
  '25P03', // idle_in_transaction_session_timeout ended the session
  '57P01', // admin_shutdown: pg_terminate_backend, a fast or smart shutdown
  '57P02', // crash_shutdown: another backend crashed, the server restarts
  '57P03', // cannot_connect_now: the server is starting or in recovery
  '57P05', // idle_session_timeout ended the session
])

/** Node's codes for a connection that cannot be made or was cut. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * Whether a `pg` error means the database is unavailable (a fault to answer with 503)
 * rather than a failed statement. Decided by the error's SQLSTATE or Node error code,
 * never by its message, which PostgreSQL translates.
 *
 * @example
 * isDatabaseUnavailable(error) // true for 57P01 (terminated), 53300, ECONNREFUSED
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code !== 'string') return false
  return unavailableStates.has(code) || /^(08|53)[0-9A-Z]{3}$/.test(code) || networkCodes.has(code)
}
