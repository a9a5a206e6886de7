import type { Mail, Mailer } from '../mailer.js'

/** A mail the site sent, as the mailbox caught it. */
export type CapturedMail = Mail & {
  /** When it was sent (ms since the epoch, the process's clock). */
  sentAt: number
}

/** The site's mail, caught in-process: a `Mailer` for the site, read by the test. */
export type Mailbox = Mailer & {
  /** Every mail sent, oldest first. */
  readonly mails: readonly CapturedMail[]
  /**
   * The next mail to `to` (already caught and not yet read, or the next one to come) that
   * `match` accepts; it is read from then on.
   */
  waitForMail(to: string, match?: (mail: CapturedMail) => boolean): Promise<CapturedMail>
  /**
   * The newest code (login, new device, e-mail change, key export) mailed to `to` and not yet
   * read; waits for one when none is unread. Every unread code mail to `to` is read then, so
   * a code the visitor asked again for supersedes the first.
   */
  latestCode(to: string): Promise<string>
  /** Forgets every mail. */
  clear(): void
}

/** The code in a code mail's subject ("123456 is your Gangway login code"). */
const codePattern = /\b(\d{6})\b/

/**
 * Creates a mailbox: give it to the secure site as its `mailer`, and the test reads what the
 * visitor would read in their inbox.
 *
 * @returns The mailbox, empty.
 * @example
 * const mailbox = createMailbox()
 * const site = await createSecureSite({ ...options, mailer: mailbox })
 * const code = await mailbox.latestCode('visitor@example.com')
 */
export function createMailbox(): Mailbox {
  const mails: CapturedMail[] = []
  const read = new Set<CapturedMail>()
  const waiters = new Set<() => void>()
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
  const unread = (to: string, match: (mail: CapturedMail) => boolean) =>
    mails.filter((mail) => !read.has(mail) && same(mail.to, to) && match(mail))

  /** Resolves with the unread mails to `to` that `match` accepts (all, or the first) once any. */
  function take(
    to: string,
    match: (mail: CapturedMail) => boolean,
    all: boolean,
  ): Promise<CapturedMail[]> {
    return new Promise((resolve) => {
      const check = () => {
        const found = unread(to, match)
        if (!found.length) return
        const taken = all ? found : found.slice(0, 1)
        for (const mail of taken) read.add(mail)
        waiters.delete(check)
        resolve(taken)
      }
      waiters.add(check)
      check()
    })
  }

  return {
    mails,
    async send(mail) {
      mails.push({ ...mail, sentAt: Date.now() })
      for (const wake of [...waiters]) wake()
    },
    close() {},
    async waitForMail(to, match = () => true) {
      return (await take(to, match, false))[0]!
    },
    async latestCode(to) {
      const found = await take(to, (mail) => codePattern.test(mail.subject), true)
      return codePattern.exec(found.at(-1)!.subject)![1]!
    },
    clear() {
      mails.splice(0)
      read.clear()
    },
  }
}
