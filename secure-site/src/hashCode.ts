import { createHmac } from 'node:crypto'

/** A code lives 10 minutes. */
export const codeLifetimeMs = 10 * 60_000
/** The 5th wrong try ends a code. */
export const codeMaxAttempts = 5

export type CodePurpose =
  | 'login'
  | 'update-primary'
  | 'update-secondary'
  | 'export'
  /** CUSTODY=shares: a new recovery password set from a live device (issue 32). */
  | 'recovery'

export type CodeTarget = {
  /** Whom the code is for: the e-mail for login, the user id otherwise. */
  subject: string
  purpose: CodePurpose
  /** Login codes are bound to the device that asked for them. */
  deviceHash?: string | undefined
}

/** The stored form of a code: an HMAC under MASTER_KEY's code key, bound to its target. */
export function hashCode(parameters: {
  /** MASTER_KEY's code key. */
  codeKey: Uint8Array
  target: CodeTarget
  /** The 6 digits. */
  code: string
}): string {
  const { codeKey, target, code } = parameters
  return createHmac('sha256', codeKey)
    .update(`${target.purpose}\n${target.subject}\n${code}`)
    .digest('hex')
}
