import type { ContentfulStatusCode } from 'hono/utils/http-status'

export type SecureSiteErrorParameters = {
  /** Extra developer-facing detail (the failing field, the underlying message). */
  details?: string | undefined
  cause?: unknown
}

/**
 * The service's one base error: `code` is stable and goes to clients, `shortMessage` is
 * for people, `details` and `cause` are for the operator's log.
 */
export class SecureSiteError extends Error {
  override name = 'SecureSiteError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined
  override readonly cause: unknown

  constructor(code: string, shortMessage: string, parameters: SecureSiteErrorParameters = {}) {
    const { cause } = parameters
    // A wrapped SecureSiteError gives its own details, not its message (which holds them
    // already): "Details:" once.
    const details =
      parameters.details ??
      (cause instanceof SecureSiteError
        ? (cause.details ?? cause.shortMessage)
        : cause instanceof Error
          ? cause.message
          : undefined)
    super(
      details && details !== shortMessage ? `${shortMessage}\n\nDetails: ${details}` : shortMessage,
      parameters.cause === undefined ? undefined : { cause: parameters.cause },
    )
    this.code = code
    this.shortMessage = shortMessage
    this.details = details
    this.cause = parameters.cause
  }
}

/** Bad or missing configuration; the message names the environment variable. */
export class ConfigError extends SecureSiteError {
  override name = 'ConfigError'
  /** The environment variable at fault. */
  readonly variable: string

  constructor(variable: string, shortMessage: string, parameters: SecureSiteErrorParameters = {}) {
    super('CONFIG_INVALID', shortMessage, parameters)
    this.variable = variable
  }
}

/** A request the API refuses: `status`, and `{ code, message }` as the reply body. */
export class ApiError extends SecureSiteError {
  override name = 'ApiError'
  readonly status: ContentfulStatusCode
  /** Seconds to wait, for 429 replies. */
  readonly retryAfter: number | undefined

  constructor(
    status: ContentfulStatusCode,
    code: string,
    shortMessage: string,
    parameters: SecureSiteErrorParameters & { retryAfter?: number } = {},
  ) {
    super(code, shortMessage, parameters)
    this.status = status
    this.retryAfter = parameters.retryAfter
  }
}

/** A stored key could not be decrypted: a tampered row or the wrong MASTER_KEY. */
export class KeyDecryptionError extends SecureSiteError {
  override name = 'KeyDecryptionError'

  constructor(details: string, cause?: unknown) {
    super(
      'KEY_DECRYPTION_FAILED',
      'A stored key could not be decrypted. The data was changed or MASTER_KEY is wrong.',
      { details, cause },
    )
  }
}

/**
 * The database cannot serve now: unreachable, refusing connections, shutting down, or a
 * timeout fired. A 503 with Retry-After: the visitor's retry works once it is back.
 */
export class DatabaseUnavailableError extends ApiError {
  override name = 'DatabaseUnavailableError'

  constructor(parameters: SecureSiteErrorParameters = {}) {
    super(
      503,
      'DATABASE_UNAVAILABLE',
      'The service is briefly unavailable. Please try again in a few seconds',
      { ...parameters, retryAfter: 5 },
    )
  }
}

/**
 * An address spent its wrong-code budget (20 a day): no code is issued or taken for it
 * until the lock ends. A 429 with Retry-After; the owner was told by mail.
 */
export class AddressLockedError extends ApiError {
  override name = 'AddressLockedError'

  constructor(retryAfter: number) {
    super(
      429,
      'ADDRESS_LOCKED',
      `Too many wrong codes for this address. Please try again after ${retryAfter} seconds`,
      { retryAfter },
    )
  }
}
