import type { CodeTarget } from '../hashCode.js'
import { issueCode } from '../issueCode.js'
import type { SiteDependencies } from './siteDependencies.js'

/**
 * Issues a new code for `target` (replacing an older one) and mails it to `to`; `label`
 * names it in the mail ("login", "e-mail change").
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
  label: string,
): Promise<void> {
  const code = await issueCode(database, masterKey.codeKey, target, now())
  await mail.sendCode(to, code, label)
}
