import nodemailer from 'nodemailer'
import type { Queryable } from './database.js'

/** One mail the service sends (plain text: nothing in it is rendered as HTML). */
export type Mail = { to: string; subject: string; text: string }

export type MailSendOptions = {
  /** Aborts the delivery: the mail's bound (SMTP_TIMEOUT_MS) ran out. */
  signal?: AbortSignal | undefined
}

/** Sends the service's mails. */
export interface Mailer {
  send(mail: Mail, options?: MailSendOptions): Promise<void>
  close(): void
  /** The longest one mail may take, in ms, when the mailer has its own bound. */
  readonly timeoutMs?: number | undefined
}

/** SMTP_TIMEOUT_MS' default: the longest a request waits on one mail. */
export const defaultMailTimeoutMs = 10_000

/** SMTP_POOL_SIZE's default: SMTP connections one instance keeps open at most. */
export const defaultSmtpPoolSize = 10

/** Where `createSmtpMailer` sends, as whom, and its bounds. */
export type CreateSmtpMailerParameters = {
  /**
   * SMTP_URL, e.g. `smtps://user:password@smtp.example.com:465`; nodemailer reads options from
   * its query string (`?ignoreTLS=true`), which win over `timeoutMs` and `poolSize`.
   */
  url: string
  /** MAIL_FROM: the sender of every mail. */
  from: string
  /** The longest one mail may take, connection and greeting included (ms). */
  timeoutMs?: number | undefined
  /**
   * SMTP connections open at once, at most (SMTP_POOL_SIZE, default 10). Each sends one mail
   * at a time, and a login's `connect` waits for its mail: an instance mails at most this many
   * codes per mail round trip to the server.
   */
  poolSize?: number | undefined
}

/**
 * A mailer that sends through a pool of SMTP connections (nodemailer), each step bounded:
 * a server that refuses, never greets or stalls fails the mail within `timeoutMs`, and a
 * failed mail is never queued again behind the visitor's back.
 *
 * @example
 * const mailer = createSmtpMailer({ url: process.env.SMTP_URL, from: 'Gangway <no-reply@example.com>', timeoutMs: 10_000 })
 */
export function createSmtpMailer({
  url,
  from,
  timeoutMs = defaultMailTimeoutMs,
  poolSize = defaultSmtpPoolSize,
}: CreateSmtpMailerParameters): Mailer {
  // Connecting and the greeting share the bound; each later step may take it whole, and
  // the signal ends the mail when the bound runs out overall.
  const stepMs = Math.max(1, Math.ceil(timeoutMs / 2))
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: poolSize,
    // One retry on a fresh connection (a pooled one the server closed); the signal still bounds it.
    maxRequeues: 1,
    connectionTimeout: stepMs,
    greetingTimeout: stepMs,
    socketTimeout: timeoutMs,
    // Idle pooled connections close before servers close them (RFC 5321 asks ≥ 5 minutes).
    idleTimeout: 60_000,
  })
  return {
    async send(mail, { signal } = {}) {
      await transport.sendMail({ from, ...mail, ...(signal ? { signal } : {}) })
    },
    close: () => transport.close(),
    timeoutMs,
  }
}

/** The clock and the console of `createDevInboxMailer`. */
export type CreateDevInboxMailerParameters = {
  /** The site's clock (ms): each mail's `sent_at`. */
  now: () => number
  /** Prints each mail for the developer (the site's `log`). */
  log: (line: string) => void
}

/**
 * The development inbox: mails are stored in the database (so every instance's
 * `GET /dev/inbox` shows them) and printed to the console.
 *
 * @example
 * const mailer = createDevInboxMailer(database, { now: Date.now, log: console.log })
 */
export function createDevInboxMailer(
  database: Queryable,
  { now, log }: CreateDevInboxMailerParameters,
): Mailer {
  return {
    async send(mail) {
      await database.query(
        'INSERT INTO dev_mails (sent_at, recipient, subject, body) VALUES ($1, $2, $3, $4)',
        [now(), mail.to, mail.subject, mail.text],
      )
      log(`secure-site: development inbox: to ${mail.to}: ${mail.subject}\n${mail.text}`)
    },
    close() {},
  }
}
