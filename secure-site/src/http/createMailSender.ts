import type { Queryable } from '../database.js'
import { ApiError } from '../errors.js'
import { logError } from '../logError.js'
import type { Mailer } from '../mailer.js'
import type { MailText } from '../mailMessages.js'
import { hitRateLimit } from '../rateLimit.js'

const hourMs = 60 * 60_000

/** Sends the service's mails, each counted against the recipient's hourly limit. */
export type MailSender = {
  /**
   * Counts a mail to `to` against the address's hourly limit (429 RATE_LIMITED past it), then
   * composes and sends it: `compose` runs only once the limit admits the mail, so nothing a
   * refused mail would carry (a new code, a link) is ever made.
   */
  send(to: string, compose: () => MailText | Promise<MailText>): Promise<void>
  /**
   * Sends a notice the site owes the address's owner (the lock notice, once per lock) outside
   * the hourly limit: whoever spent the limit must not silence it.
   */
  sendNotice(to: string, mail: MailText): Promise<void>
}

export type CreateMailSenderParameters = {
  database: Queryable
  mailer: Mailer
  /** Mails per address per hour. */
  addressRateLimit: number
  now: () => number
}

/**
 * Wraps the mailer: a refused mail becomes 502 MAIL_FAILED (logged without the mail, which
 * holds codes and links), past the address limit 429 RATE_LIMITED.
 */
export function createMailSender({
  database,
  mailer,
  addressRateLimit,
  now,
}: CreateMailSenderParameters): MailSender {
  const deliver = async (to: string, { subject, text }: MailText) => {
    try {
      await mailer.send({ to, subject, text })
    } catch (error) {
      logError(`secure-site: mail to ${to} failed`, error)
      throw new ApiError(502, 'MAIL_FAILED', 'The mail could not be sent. Please try again later', {
        cause: error,
      })
    }
  }
  return {
    async send(to, compose) {
      await hitRateLimit(database, {
        bucket: `mail:${to}`,
        limit: addressRateLimit,
        windowMs: hourMs,
        now: now(),
      })
      await deliver(to, await compose())
    },
    sendNotice: deliver,
  }
}
