import { BaseError } from 'gangway/kernel'

/** SPEC §8 embedded frame errors, verbatim. */
export const frameErrorMessages = {
  loadFailed: 'Unable to load email login dependency',
  iframeNotSet: 'W3mFrame: iframe is not set',
  parentNotSet: 'W3mFrame: parent is not set',
  unknown: 'An error occurred',
  aborted: 'Request was aborted',
  abortedOther: 'Something went wrong',
  notAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
} as const

/** SPEC §8 alerts the embedded wallet raises. */
export const frameAlerts = {
  invalidAppConfiguration: 'Invalid App Configuration',
  networkError: 'Network Error - Could not load embedded wallet',
  timedOut: 'Embedded Wallet Request Timed Out',
  sessionExpired: 'Session Expired',
} as const

/** SPEC §8 timeout callbacks. */
export type FrameTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout'

/** The frame could not be loaded (SPEC §8 'Unable to load email login dependency'). */
export class FrameLoadError extends BaseError {
  override name = 'FrameLoadError'
  constructor(parameters: { details?: string; cause?: unknown } = {}) {
    super('FRAME_LOAD_FAILED', frameErrorMessages.loadFailed, parameters)
  }
}

/** The frame answered a request with an error; its message verbatim ('An error occurred' without one). */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  /** The secure site's own error code, when the frame passed it on (e.g. MAIL_UNAVAILABLE). */
  readonly siteCode: string | undefined
  constructor(
    message: string | undefined,
    parameters: { details?: string; siteCode?: string | undefined } = {},
  ) {
    super('FRAME_REQUEST_FAILED', message || frameErrorMessages.unknown, parameters)
    this.siteCode = parameters.siteCode
  }
}

/**
 * The visitor's browser blocks the secure site's storage inside this page (third-party storage
 * blocked) and the frame lost what a login needs: the views say what to do, in the visitor's
 * language (`embedded.storageBlocked`), never a wrong-code message.
 */
export class FrameStorageBlockedError extends BaseError {
  override name = 'FrameStorageBlockedError'
  constructor(message: string | undefined) {
    super('STORAGE_BLOCKED', message || frameErrorMessages.unknown)
  }
}

/** An open request was aborted (SPEC §4: aborting; SPEC §8 messages). */
export class FrameAbortedError extends BaseError {
  override name = 'FrameAbortedError'
  constructor(message: string = frameErrorMessages.aborted) {
    super('FRAME_REQUEST_ABORTED', message)
  }
}

/** A request ran out of time (SPEC §8 'Embedded Wallet Request Timed Out'). */
export class FrameTimeoutError extends BaseError {
  override name = 'FrameTimeoutError'
  readonly reason: FrameTimeoutReason
  constructor(reason: FrameTimeoutReason) {
    super(
      'FRAME_TIMEOUT',
      reason === 'iframe_load_failed' ? frameErrorMessages.loadFailed : frameAlerts.timedOut,
      { details: reason },
    )
    this.reason = reason
  }
}

/** The host page is not on the secure site's allow-list (SPEC §8 alert). */
export class InvalidAppConfigurationError extends BaseError {
  override name = 'InvalidAppConfigurationError'
  constructor(origin: string) {
    super('INVALID_APP_CONFIGURATION', frameAlerts.invalidAppConfiguration, {
      details: `${origin} is not in the secure site's ALLOWED_ORIGINS.`,
    })
  }
}

/** SPEC §6: a method outside the safe and approval lists. */
export class MethodNotAllowedError extends BaseError {
  override name = 'MethodNotAllowedError'
  /** EIP-1193 "unsupported method". */
  readonly rpcCode = 4200
  constructor(method: string) {
    super('METHOD_NOT_ALLOWED', frameErrorMessages.notAllowed, { details: method })
  }
}

/**
 * An EIP-1193 error of the embedded provider: a numeric `code` (4001 user rejected, 4200
 * unsupported method, 4902 unknown chain, -32603 internal) that the chain plugins map to
 * SPEC §8's named errors, and the message the visitor sees.
 */
export class EmbeddedRpcError extends Error {
  override name = 'EmbeddedRpcError'
  readonly code: number
  readonly shortMessage: string
  constructor(code: number, message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.shortMessage = message
  }
}

/** SPEC §8 wallet code 4001 message. */
export const userRejectedMessage = 'User rejected the request.'

/** Frame and provider failures as EIP-1193 errors (a rejection in the frame is 4001). */
export function toEmbeddedRpcError(error: unknown): EmbeddedRpcError {
  if (error instanceof EmbeddedRpcError) return error
  if (error instanceof MethodNotAllowedError)
    return new EmbeddedRpcError(4200, error.shortMessage, { cause: error })
  if (error instanceof BaseError) {
    const code = error.shortMessage === userRejectedMessage ? 4001 : -32603
    return new EmbeddedRpcError(code, error.shortMessage, { cause: error })
  }
  const message =
    error instanceof Error && error.message ? error.message : frameErrorMessages.unknown
  return new EmbeddedRpcError(-32603, message, { cause: error })
}
