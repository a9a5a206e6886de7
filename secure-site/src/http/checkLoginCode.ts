import { assertAddressUnlocked } from '../assertAddressUnlocked.js'
import { type CodeStatementPart, checkCode } from '../checkCode.js'
import { SecureSiteError } from '../errors.js'
import { mailMessages } from '../mailMessages.js'
import { settleLoginGuess } from '../settleLoginGuess.js'
import type { SiteLanguage } from '../siteLanguages.js'
import { loginLockMs, takeLoginGuess } from '../takeLoginGuess.js'
import type { SiteDependencies } from './siteDependencies.js'

export type CheckLoginCodeParameters = {
  email: string
  deviceHash: string
  otp: string
  /** The language of the lock notice, should this try lock the address. */
  language: SiteLanguage
  /** More for the code's statement to do when the code is right (`checkCode`). */
  whenRight?: CodeStatementPart | undefined
}

/**
 * Checks a login code within the address's wrong-code budget: a locked address has no code
 * taken (429 ADDRESS_LOCKED), each tested wrong code is counted, and the one that spends the
 * budget locks the address, tells its owner by mail (once) and answers ADDRESS_LOCKED.
 * Otherwise as `checkCode` (INVALID_CODE, CODE_EXPIRED, TOO_MANY_ATTEMPTS).
 *
 * @returns The columns `whenRight` added to the code's statement.
 */
export async function checkLoginCode<Added extends object = Record<never, never>>(
  {
    database,
    masterKey,
    now,
    mail,
    appName,
  }: Pick<SiteDependencies, 'database' | 'masterKey' | 'now' | 'mail' | 'appName'>,
  { email, deviceHash, otp, language, whenRight }: CheckLoginCodeParameters,
): Promise<Added> {
  const guessId = await takeLoginGuess(database, { email, now: now() })
  let wrong = false
  let givenBack = false
  let failure: { error: unknown } | undefined
  let added: Added | undefined
  try {
    ;({ added } = await checkCode<Added>({
      database,
      codeKey: masterKey.codeKey,
      target: { subject: email, purpose: 'login', deviceHash, code: otp },
      now: now(),
      onWrongGuess: () => {
        wrong = true
      },
      // A right code (or none to test) gives the try back in the code's own statement.
      giveBackGuess: guessId,
      guessGivenBack: () => {
        givenBack = true
      },
      whenRight,
    }))
  } catch (error) {
    failure = { error }
  }
  const lock = givenBack
    ? undefined
    : await settleLoginGuess(database, { email, guessId, wrong, now: now() })
  if (lock?.newlyLocked) {
    // The notice is owed, not asked for: a refused mail (logged by the sender) must not
    // change the answer.
    const notice = mailMessages[language].addressLocked({
      appName,
      email,
      hours: Math.round(loginLockMs / 3_600_000),
    })
    await mail.sendNotice(email, notice).catch(() => undefined)
  }
  // The try that spent the budget answers as every later one will: ADDRESS_LOCKED.
  if (lock) await assertAddressUnlocked(database, { email, now: now() })
  if (failure) throw failure.error
  if (added === undefined) {
    throw new SecureSiteError('CODE_NOT_CHECKED', `The login code of ${email} was not checked`)
  }
  return added
}
