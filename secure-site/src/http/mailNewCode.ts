import type { CodeTarget } from '../hashCode.js'
import type { CodeGate } from '../issueCode.js'
import { issuePendingCode, type PendingCode } from '../issuePendingCode.js'
import { logError } from '../logError.js'
import { type MailText, mailMessages } from '../mailMessages.js'
import type { SiteLanguage } from '../siteLanguages.js'
import type { SiteDependencies } from './siteDependencies.js'

/** What `mailNewCode` issues a code for, where it mails it, and how. */
export type MailNewCodeParameters = {
  /** The code's subject, purpose, device and payload; the purpose names it in the mail. */
  target: CodeTarget & { payload?: string | undefined }
  /** The address the mail goes to. */
  to: string
  /** The language the mail is written in. */
  language: SiteLanguage
  /**
   * Writes the mail around the code; default (or when it returns undefined): the code mail of
   * the purpose.
   */
  write?: ((code: string) => MailText | undefined) | undefined
  /**
   * A check the code's statement makes first (`issueCode`): the login's lock and throttle
   * claim.
   */
  gate?: CodeGate<unknown> | undefined
}

/**
 * Issues a new code for `target` (replacing an older one) and mails it to `to` in
 * `language`; the target's purpose names it in the mail. The code is issued only if the
 * address's mail limit admits the mail (counted by the code's own statement): a refused one
 * leaves the older code and its tries, and so does a mail that did not leave (503
 * MAIL_UNAVAILABLE).
 *
 * @example
 * await mailNewCode(dependencies, { target: { subject: user.id, purpose: 'export' }, to, language })
 */
export async function mailNewCode(
  {
    database,
    masterKey,
    now,
    mail,
    appName,
  }: Pick<SiteDependencies, 'database' | 'masterKey' | 'now' | 'mail' | 'appName'>,
  { target, to, language, write, gate }: MailNewCodeParameters,
): Promise<void> {
  const messages = mailMessages[language]
  let pending: PendingCode | undefined
  try {
    await mail.send(to, async (mailCount) => {
      pending = await issuePendingCode({
        database,
        codeKey: masterKey.codeKey,
        target,
        now: now(),
        mailCount,
        gate,
      })
      const { code } = pending
      return (
        write?.(code) ??
        messages.code({ appName, code, purpose: messages.purposes[target.purpose] })
      )
    })
  } catch (error) {
    await pending
      ?.withdraw()
      .catch((withdrawError: unknown) =>
        logError(withdrawError, { context: 'secure-site: putting back the previous code failed' }),
      )
    throw error
  }
}
