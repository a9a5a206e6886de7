// The frame's one error class (the server's is `src/errors.ts`'s SecureSiteError): whatever the
// frame refuses or fails reaches the host as a `_ERROR` reply with this message.

/**
 * A frame failure: `code` is stable (the site's own codes pass through as it sent them), the
 * message is what the host shows the visitor, `status` the site's HTTP status when the site
 * refused.
 */
export class FrameError extends Error {
  override name = 'FrameError'
  readonly code: string
  readonly status: number | undefined

  constructor(code: string, message: string, options: { status?: number; cause?: unknown } = {}) {
    // Error reads `cause` from the options and ignores the rest.
    super(message, options)
    this.code = code
    this.status = options.status
  }
}

/** SPEC §8: a request whose parameters the frame cannot read or will not sign. */
export const invalidParameters = (reason?: string) =>
  new FrameError(
    'INVALID_PARAMS',
    reason ? `Invalid request parameters: ${reason}` : 'Invalid request parameters',
  )

/** SPEC §8: a method the frame does not sign for this account. */
export const actionNotAllowed = () => new FrameError('ACTION_NOT_ALLOWED', 'Action not allowed')

/** SPEC §8: a method outside the approval list. */
export const methodNotAllowed = () =>
  new FrameError('METHOD_NOT_ALLOWED', 'Requested RPC call is not allowed')
