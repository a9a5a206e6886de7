import { FrameError } from '../frameError.js'

/** The stable codes of the frame's custody errors. */
export type CustodyErrorCode =
  | 'RECOVERY_PASSWORD_WRONG'
  | 'SHARES_INSUFFICIENT'
  | 'SHARES_MISMATCH'
  | 'DEVICE_SHARE_MISSING'
  /** The authenticator made a passkey without the PRF extension: no key comes from it. */
  | 'PASSKEY_NO_PRF'
  /** The passkey's answer, or the site's parameters for it, cannot be used (hostile or broken). */
  | 'PASSKEY_UNUSABLE'
  /** The passkey ceremony did not finish (cancelled, timed out). */
  | 'PASSKEY_FAILED'
  /** The browser's store kept no device wrapping key. */
  | 'DEVICE_KEY_NOT_STORED'
  /** The secret-sharing library gave fewer shares than asked. */
  | 'SHARES_NOT_MADE'
  /** The site's Argon2id costs are out of the range the frame runs. */
  | 'RECOVERY_COSTS_REFUSED'
  /** A passkey's share given to the password's opener (or the other way round). */
  | 'RECOVERY_FACTOR_MISMATCH'

/** A custody step that failed: `code` is stable, the message is for people. */
export class CustodyError extends FrameError {
  override name = 'CustodyError'
  declare readonly code: CustodyErrorCode

  constructor(code: CustodyErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options)
  }
}
