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

/** A custody step that failed: `code` is stable, the message is for people. */
export class CustodyError extends Error {
  override name = 'CustodyError'
  readonly code: CustodyErrorCode

  constructor(code: CustodyErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}
