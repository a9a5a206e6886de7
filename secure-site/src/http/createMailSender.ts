import type { Queryable } from '../database.js'
import { ApiError } from '../errors.js'
import type { CodePurpose } from '../hashCode.js'
import { logError } from '../logError.js'
import type { Mailer } from '../mailer.js'
import { type MailText, mailMessages } from '../mailMessages.js'
import { hitRateLimit } from '../rateLimit.js'
import type { SiteLanguage } from '../siteLanguages.js'

const hourMs = 60 * 60_000

/** Sends the service's mails, each counted against the recipient's hourly limit. */
export type MailSender = {
  send(to: string, mail: MailText): Promise<void>
  /** Mails a 6-digit code in `language`; its purpose names it in the subject. */
  sendCode(to: string, code: string, purpose: CodePurpose, language: SiteLanguage): Promise<void>
}

export type CreateMailSenderParameters = {
  database: Queryable
  mailer: Mailer
  appName: string
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
  appName,
  addressRateLimit,
  now,
}: CreateMailSenderParameters): MailSender {
  const send = async (to: string, { subject, text }: MailText) => {
    await hitRateLimit(database, {
      bucket: `mail:${to}`,
      limit: addressRateLimit,
      windowMs: hourMs,
      now: now(),
    })
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
    send,
    sendCode: (to, code, purpose, language) => {
      const messages = mailMessages[language]
      return send(to, messages.code({ appName, code, purpose: messages.purposes[purpose] }))
    },
  }
}
