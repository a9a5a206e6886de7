import { BaseError, type BaseErrorParameters } from 'gangway/kernel'

/** The relay could not be reached in time: a clear error with a retry, never a spinner forever. */
export class RelayUnreachableError extends BaseError {
  override name = 'RelayUnreachableError'
  constructor(relayUrl: string, parameters: BaseErrorParameters = {}) {
    super('RELAY_UNREACHABLE', 'The WalletConnect relay cannot be reached.', {
      details: `No connection to ${relayUrl}. Check the network (or the relayUrl option) and retry.`,
      ...parameters,
    })
  }
}

/** SPEC §8: the wallet declined the session ('user rejected'). */
export class SessionRejectedError extends BaseError {
  override name = 'SessionRejectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('SESSION_REJECTED', 'The wallet declined the connection.', parameters)
  }
}

/** The English of `ConnectingWalletConnect.noChain` (the Connecting views' catalogue). */
export const noConfiguredChainMessage =
  'The wallet shared none of the networks this site uses. Add one in the wallet, or connect another wallet.'

/**
 * The wallet approved a session with none of the configured chains (e.g. no `polkadot`
 * namespace): it did not decline, it cannot serve this site. `key` words it for the visitor.
 */
export class NoConfiguredChainError extends BaseError {
  override name = 'NoConfiguredChainError'
  readonly key = 'ConnectingWalletConnect.noChain'
  constructor(parameters: BaseErrorParameters = {}) {
    super('NO_CONFIGURED_CHAIN', noConfiguredChainMessage, parameters)
  }
}

/** SPEC §8: the pairing was replaced or abandoned ('connection request reset'). */
export class ConnectionRequestResetError extends BaseError {
  override name = 'ConnectionRequestResetError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('CONNECTION_REQUEST_RESET', 'The connection request was reset.', parameters)
  }
}

/** SPEC §8 provider errors: 'Please call connect() before request()'. */
export class SessionNotConnectedError extends BaseError {
  override name = 'SessionNotConnectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('SESSION_NOT_CONNECTED', 'Please call connect() before request()', parameters)
  }
}

/** A relay or session failure that fits no other class; `details` says what happened. */
export class WalletConnectRequestError extends BaseError {
  override name = 'WalletConnectRequestError'
  constructor(details: string, parameters: BaseErrorParameters = {}) {
    super('WALLETCONNECT_FAILED', 'The WalletConnect request failed.', { details, ...parameters })
  }
}
