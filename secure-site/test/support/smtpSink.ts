import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type CapturedMail = { to: string; subject: string; text: string }

/** A real SMTP server on a free loopback port; mails are parsed with mailparser. */
export type SmtpSink = {
  /** SMTP_URL for the service. */
  url: string
  mails: CapturedMail[]
  /** Resolves with the first mail (already received or next) to `to` that `match` accepts. */
  waitForMail(to: string, match?: (mail: CapturedMail) => boolean): Promise<CapturedMail>
  /** Waits for the next unread login/update/export code mailed to `to`. */
  nextCode(to: string): Promise<string>
  /** The sink's port (for a front that relays to it). */
  port: number
  /**
   * Refuses every mail with this SMTP reply code (a 4xx or 5xx answer to MAIL FROM) until
   * called with `undefined`.
   */
  refuseWith(code: number | undefined): void
  close(): Promise<void>
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: CapturedMail[] = []
  const consumed = new Set<CapturedMail>()
  const waiters = new Set<() => void>()
  let refusal: number | undefined
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS before the greeting: offline it can outlast a short greeting timeout.
    disableReverseLookup: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusal === undefined) return callback()
      const error = Object.assign(new Error('Mail refused for the test'), {
        responseCode: refusal,
      })
      callback(error)
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text
          mails.push({ to: to ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' })
          for (const wake of waiters) wake()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  const waitForMail = (to: string, match: (mail: CapturedMail) => boolean = () => true) =>
    new Promise<CapturedMail>((resolve) => {
      const check = () => {
        const found = mails.find((mail) => !consumed.has(mail) && mail.to === to && match(mail))
        if (!found) return false
        consumed.add(found)
        waiters.delete(wake)
        resolve(found)
        return true
      }
      const wake = () => void check()
      if (!check()) waiters.add(wake)
    })

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    refuseWith(code) {
      refusal = code
    },
    mails,
    waitForMail,
    async nextCode(to) {
      const mail = await waitForMail(to, (candidate) => /\b\d{6}\b/.test(candidate.subject))
      return /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? ''
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
