import { BaseError, type BaseErrorParameters } from 'gangway/kernel'

/** SPEC §8 'SIWX is not enabled': sign-in was used on an instance without the siwx plugin. */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('SIWX_NOT_ENABLED', 'SIWX is not enabled', {
      details: 'Add siwx() to the plugins option: createGangway({ plugins: [siwx()] }).',
      ...parameters,
    })
  }
}

/** A sign-in message that cannot be built or read (a bad field, or text that is not CAIP-122). */
export class SiwxMessageError extends BaseError {
  override name = 'SiwxMessageError'
  constructor(details: string, parameters: BaseErrorParameters = {}) {
    super('SIWX_INVALID_MESSAGE', 'Invalid sign-in message.', { details, ...parameters })
  }
}

/**
 * SPEC §8 'A problem occurred while trying initialize authentication': the message could not
 * be prepared (the host's nonce or storage failed, or no account is connected).
 */
export class SiwxInitError extends BaseError {
  override name = 'SiwxInitError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(
      'SIWX_INIT_FAILED',
      'A problem occurred while trying initialize authentication',
      parameters,
    )
  }
}

/**
 * Signing failed or was refused: SPEC §8 'Signature declined', or 'This application might
 * not support Smart Accounts' when the account is a smart account.
 */
export class SiwxSignatureError extends BaseError {
  override name = 'SiwxSignatureError'
  /** The account is a smart account (the app may not support its signatures). */
  readonly smartAccount: boolean
  constructor(parameters: BaseErrorParameters & { smartAccount: boolean }) {
    super(
      'SIWX_SIGNATURE_FAILED',
      parameters.smartAccount
        ? 'This application might not support Smart Accounts'
        : 'Signature declined',
      parameters,
    )
    this.smartAccount = parameters.smartAccount
  }
}
