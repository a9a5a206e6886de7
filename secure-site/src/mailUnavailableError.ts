import { ApiError, type SecureSiteErrorParameters } from './errors.js'

/** Seconds the visitor is asked to wait before trying a failed mail again. */
export const mailRetryAfterSeconds = 10

/**
 * A mail did not leave: the SMTP server refused it, answered 4xx/5xx, or did not answer within
 * SMTP_TIMEOUT_MS. A 503 with Retry-After; nothing the mail claimed (the address's mail limit,
 * the login throttle) stays counted, so the visitor's retry works once SMTP is back.
 */
export class MailUnavailableError extends ApiError {
  override name = 'MailUnavailableError'

  constructor(parameters: SecureSiteErrorParameters = {}) {
    super(503, 'MAIL_UNAVAILABLE', 'The mail could not be sent. Please try again in a moment', {
      ...parameters,
      retryAfter: mailRetryAfterSeconds,
    })
  }
}
