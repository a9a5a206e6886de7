/** Where `logError` writes, and what it says first. */
export type LogErrorParameters = {
  /** What failed, in the log line before the error: `secure-site: database unavailable`. */
  context: string
  /** Writes the line; default `console.error` (a test collects the lines). */
  write?: ((line: string) => void) | undefined
}

/**
 * Writes an error to the operator's log as its name, code, message and stack only — never
 * the object itself: a `pg` error carries its client (with the connection parameters), a
 * mail error the transport's options, and neither belongs in a log.
 *
 * @example
 * logError(error, { context: 'secure-site: idle PostgreSQL client error' })
 */
export function logError(
  error: unknown,
  { context, write = console.error }: LogErrorParameters,
): void {
  write(`${context}: ${describeError(error)}`)
}

function describeError(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return typeof error === 'string' ? error : typeof error
  const code = (error as { code?: unknown }).code
  const head = `${error.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${error.message}`
  // The frames only: the stack's head repeats the message, over as many lines as it has.
  const stack = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n')
  const cause =
    error.cause !== undefined && depth < 3
      ? `\nCaused by: ${describeError(error.cause, depth + 1)}`
      : ''
  return `${head}${stack ? `\n${stack}` : ''}${cause}`
}
