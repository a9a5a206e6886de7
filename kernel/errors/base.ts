export type BaseErrorParameters = {
  /** Extra developer-facing detail (a server body, the failing field). */
  details?: string | undefined
  cause?: unknown
  /** Extra lines appended to the message for developers. */
  metaMessages?: readonly string[] | undefined
}

/**
 * The one base error. `code` is stable, `shortMessage` is for people, `details` and
 * `cause` are for developers. Callers narrow on `name` or `code`.
 */
export class BaseError extends Error {
  override name = 'GangwayError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined
  override readonly cause: unknown

  constructor(code: string, shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof BaseError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined)
    const message = [
      shortMessage,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
    ].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = details
    this.cause = parameters.cause
  }

  /** Walks the cause chain; returns the first error `predicate` accepts, or the deepest. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let error: unknown = this
    for (;;) {
      if (predicate?.(error)) return error
      const next = error instanceof Error ? error.cause : undefined
      if (next === undefined) return predicate ? null : error
      error = next
    }
  }
}

/** Returns a visitor-facing message for any thrown value. */
export function getShortMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error) {
    const short = (error as Error & { shortMessage?: unknown }).shortMessage
    return typeof short === 'string' ? short : error.message
  }
  return 'An error occurred'
}
