import type { RecoveryParams } from './custodyApi.js'
import { CustodyError } from './custodyError.js'
import type { AskPassword, PasswordProblem } from './passwordPrompt.js'
import { createRecoveryPasskey, passkeysOffered } from './recoveryPasskey.js'
import { deriveRecoveryKey, type RecoveryKey } from './recoveryPassword.js'

/** What the visitor's words for a failed passkey step are. */
export function passkeyProblem(error: unknown): PasswordProblem {
  const code = error instanceof CustodyError ? error.code : undefined
  return {
    kind:
      code === 'PASSKEY_NO_PRF'
        ? 'passkeyNoPrf'
        : code === 'PASSKEY_UNUSABLE' || code === 'RECOVERY_PASSWORD_WRONG'
          ? 'passkeyUnusable'
          : 'passkeyFailed',
  }
}

/**
 * A new recovery factor's key: the passkey where the visitor chose it (offered where the
 * browser may have PRF), else the recovery password. A passkey without PRF is said, and the
 * password asked instead; a passkey that failed (cancelled, timed out) is asked again.
 */
export async function newRecoveryKey(parameters: {
  ask: AskPassword
  purpose: 'set' | 'migrate'
  /** A new passkey's name in the visitor's passkey manager (the e-mail address). */
  label: string
  /** What went wrong the last time, said first. */
  problem?: PasswordProblem | undefined
}): Promise<RecoveryKey> {
  const { ask, purpose, label } = parameters
  let { problem } = parameters
  let passkey = await passkeysOffered()
  for (;;) {
    const answer = await ask(purpose, problem, { passkey })
    if (typeof answer === 'string') return deriveRecoveryKey(answer)
    try {
      return await createRecoveryPasskey(label)
    } catch (error) {
      problem = passkeyProblem(error)
      if (problem.kind === 'passkeyNoPrf') passkey = false
    }
  }
}

/**
 * What the frame's view will ask, for the host's header: a new factor where a passkey may be
 * made is a `choice` (the passkey first, the password second); a device without a share
 * opens with the stored factor (`passkey` or `password`).
 */
export async function recoveryFactor(
  purpose: 'set' | 'enter',
  params?: RecoveryParams,
): Promise<'password' | 'passkey' | 'choice'> {
  if (purpose === 'set') return (await passkeysOffered()) ? 'choice' : 'password'
  return params?.eip155.recovery.kind === 'prf' ? 'passkey' : 'password'
}
