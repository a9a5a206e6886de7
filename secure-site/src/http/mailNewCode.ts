import type { CodeTarget } from '../hashCode.js'
import { issueCode } from '../issueCode.js'
import type { SiteLanguage } from '../siteLanguages.js'
import type { SiteDependencies } from './siteDependencies.js'

/**
 * Issues a new code for `target` (replacing an older one) and mails it to `to` in
 * `language`; the target's purpose names it in the mail.
 */
export async function mailNewCode(
  {
    database,
    masterKey,
    now,
    mail,
  }: Pick<SiteDependencies, 'database' | 'masterKey' | 'now' | 'mail'>,
  target: CodeTarget & { payload?: string | undefined },
  to: string,
  language: SiteLanguage,
): Promise<void> {
  const code = await issueCode(database, masterKey.codeKey, target, now())
  await mail.sendCode(to, code, target.purpose, language)
}
