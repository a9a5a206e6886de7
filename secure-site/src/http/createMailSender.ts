import type { Queryable } from '../database.js'
import { logError } from '../logError.js'
import { defaultMailTimeoutMs, type Mailer } from '../mailer.js'
import type { MailText } from '../mailMessages.js'
import { MailUnavailableError } from '../mailUnavailableError.js'
import { hitRateLimit, releaseRateLimitHit } from '../rateLimit.js'

const hourMs = 60 * 60_000

/** Sends the service's mails, each counted against the recipient's hourly limit. */
export type MailSender = {
  /**
   * Counts a mail to `to` against the address's hourly limit (429 RATE_LIMITED past it), then
   * composes and sends it: `compose` runs only once the limit admits the mail, so nothing a
   * refused mail would carry (a new code, a link) is ever made. A mail that does not leave
   * (503 MAIL_UNAVAILABLE) takes its count back.
   */
  send(to: string, compose: () => MailText | Promise<MailText>): Promise<void>
  /**
   * Sends a notice the site owes the address's owner (the lock notice, once per lock) outside
   * the hourly limit: whoever spent the limit must not silence it.
   */
  sendNotice(to: string, mail: MailText): Promise<void>
  /** The longest a request waits on one mail (SMTP_TIMEOUT_MS), in ms. */
  readonly timeoutMs: number
}

export type CreateMailSenderParameters = {
  database: Queryable
  mailer: Mailer
  /** Mails per address per hour. */
  addressRateLimit: number
  /**
   * The longest one mail may take (ms); past it the mail fails. Default: the mailer's own
   * bound, else 10 000.
   */
  timeoutMs?: number | undefined
  now: () => number
}

/**
 * Wraps the mailer: a mail that fails or outlasts `timeoutMs` becomes 503 MAIL_UNAVAILABLE
 * (logged without the mail, which holds codes and links), past the address limit 429
 * RATE_LIMITED.
 */
export function createMailSender({
  database,
  mailer,
  addressRateLimit,
  timeoutMs = mailer.timeoutMs ?? defaultMailTimeoutMs,
  now,
}: CreateMailSenderParameters): MailSender {
  const deliver = async (to: string, { subject, text }: MailText) => {
    const bound = new AbortController()
    let timer: NodeJS.Timeout | undefined
    // The signal ends the SMTP delivery; the race also bounds a mailer that ignores it.
    const outlasted = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new MailUnavailableError({
          details: `The mail took longer than ${timeoutMs} ms`,
        })
        bound.abort(error)
        reject(error)
      }, timeoutMs)
    })
    try {
      await Promise.race([mailer.send({ to, subject, text }, { signal: bound.signal }), outlasted])
    } catch (error) {
      logError(`secure-site: mail to ${to} failed`, error)
      throw error instanceof MailUnavailableError
        ? error
        : new MailUnavailableError({ cause: error })
    } finally {
      clearTimeout(timer)
    }
  }
  return {
    async send(to, compose) {
      const hit = await hitRateLimit(database, {
        bucket: `mail:${to}`,
        limit: addressRateLimit,
        windowMs: hourMs,
        now: now(),
      })
      try {
        await deliver(to, await compose())
      } catch (error) {
        // Only mails that left count against the limit.
        await releaseRateLimitHit(database, hit).catch((releaseError: unknown) =>
          logError('secure-site: releasing a mail count failed', releaseError),
        )
        throw error
      }
    },
    sendNotice: deliver,
    timeoutMs,
  }
}
