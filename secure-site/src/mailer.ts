import nodemailer from 'nodemailer'
import type { Queryable } from './database.js'

/** One mail the service sends (plain text: nothing in it is rendered as HTML). */
export type Mail = { to: string; subject: string; text: string }

/** Sends the service's mails. */
export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

/**
 * A mailer that sends through SMTP with nodemailer.
 *
 * @param url - SMTP_URL, e.g. `smtps://user:password@smtp.example.com:465`; nodemailer
 *   reads options from its query string (`?ignoreTLS=true`).
 * @param from - MAIL_FROM.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}

/**
 * The development inbox: mails are stored in the database (so every instance's
 * `GET /dev/inbox` shows them) and printed to the console.
 */
export function createDevInboxMailer(
  database: Queryable,
  now: () => number,
  log: (line: string) => void,
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
