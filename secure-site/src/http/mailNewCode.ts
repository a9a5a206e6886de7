import type { CodeTarget } from '../hashCode.js'
import type { CodeGate } from '../issueCode.js'
import { issuePendingCode, type PendingCode } from '../issuePendingCode.js'
import { logError } from '../logError.js'
import { type MailText, mailMessages } from '../mailMessages.js'
import type { SiteLanguage } from '../siteLanguages.js'
import type { SiteDependencies } from './siteDependencies.js'

/**
 * Issues a new code for `target` (replacing an older one) and mails it to `to` in
 * `language`; the target's purpose names it in the mail. The code is issued only if the
 * address's mail limit admits the mail (counted by the code's own statement): a refused one
 * leaves the older code and its tries, and so does a mail that did not leave (503
 * MAIL_UNAVAILABLE).
 *
 * @param write - Writes the mail around the code; default (or when it returns undefined):
 *   the code mail of the purpose.
 * @param gate - A check the code's statement makes first (`issueCode`): the login's lock and
 *   throttle claim.
 */
export async function mailNewCode(
  {
    database,
    masterKey,
    now,
    mail,
    appName,
  }: Pick<SiteDependencies, 'database' | 'masterKey' | 'now' | 'mail' | 'appName'>,
  target: CodeTarget & { payload?: string | undefined },
  to: string,
  language: SiteLanguage,
  write?: ((code: string) => MailText | undefined) | undefined,
  gate?: CodeGate<unknown> | undefined,
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
        logError('secure-site: putting back the previous code failed', withdrawError),
      )
    throw error
  }
}
