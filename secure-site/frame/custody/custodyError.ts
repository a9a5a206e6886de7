/** The stable codes of the frame's custody errors. */
export type CustodyErrorCode =
  | 'RECOVERY_PASSWORD_WRONG'
  | 'SHARES_INSUFFICIENT'
  | 'SHARES_MISMATCH'
  | 'DEVICE_SHARE_MISSING'

/** A custody step that failed: `code` is stable, the message is for people. */
export class CustodyError extends Error {
  override name = 'CustodyError'
  readonly code: CustodyErrorCode

  constructor(code: CustodyErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}
