import type { Queryable } from '../database.js'
import { SecureSiteError } from '../errors.js'
import { logError } from '../logError.js'
import { defaultMailTimeoutMs, type Mailer } from '../mailer.js'
import type { MailText } from '../mailMessages.js'
import { MailUnavailableError } from '../mailUnavailableError.js'
import {
  type RateLimitHit,
  type RateLimitHitPart,
  rateLimitHitPart,
  releaseRateLimitHit,
} from '../rateLimit.js'

const hourMs = 60 * 60_000

/** Sends the service's mails, each counted against the recipient's hourly limit. */
export type MailSender = {
  /**
   * Composes a mail to `to`, counted against the address's hourly limit (429 RATE_LIMITED past
   * it), and sends it. `compose` counts the mail in the statement that makes what the mail
   * carries (a new code), which makes nothing past the limit (`count.admits`), and settles the
   * count (`count.settle`, which throws past it): one round trip for both, and nothing a refused
   * mail would carry is ever made. A mail that does not leave (503 MAIL_UNAVAILABLE) takes its
   * count back.
   */
  send(to: string, compose: (count: MailCount) => Promise<MailText>): Promise<void>
  /**
   * Sends a notice the site owes the address's owner (the lock notice, once per lock) outside
   * the hourly limit: whoever spent the limit must not silence it.
   */
  sendNotice(to: string, mail: MailText): Promise<void>
  /** The longest a request waits on one mail (SMTP_TIMEOUT_MS), in ms. */
  readonly timeoutMs: number
}

/** A mail's count against its address's hourly limit, for the statement that composes it. */
export type MailCount = RateLimitHitPart

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
      logError(error, { context: `secure-site: mail to ${to} failed` })
      throw error instanceof MailUnavailableError
        ? error
        : new MailUnavailableError({ cause: error })
    } finally {
      clearTimeout(timer)
    }
  }
  return {
    async send(to, compose) {
      const part = rateLimitHitPart({
        bucket: `mail:${to}`,
        limit: addressRateLimit,
        windowMs: hourMs,
        now: now(),
      })
      // Set once the composer's statement counted the mail within the limit.
      let hit: RateLimitHit | undefined
      try {
        const text = await compose({
          ...part,
          settle(hits) {
            hit = part.settle(hits)
            return hit
          },
        })
        // A composer that never settled its count would send past the limit: refuse.
        if (hit === undefined) {
          throw new SecureSiteError('MAIL_NOT_COUNTED', `A mail to ${to} was not counted`)
        }
        await deliver(to, text)
      } catch (error) {
        // Only mails that left count against the limit.
        const counted: RateLimitHit | undefined = hit
        if (counted !== undefined) {
          await releaseRateLimitHit(database, counted).catch((releaseError: unknown) =>
            logError(releaseError, { context: 'secure-site: releasing a mail count failed' }),
          )
        }
        throw error
      }
    },
    sendNotice: deliver,
    timeoutMs,
  }
}
