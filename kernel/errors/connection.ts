import { BaseError } from './base.js'

export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string) {
    super('CONNECTOR_NOT_FOUND', 'Provider not found', {
      details: `No connector with id "${connectorId}".`,
    })
  }
}

export class ConnectorAlreadyConnectedError extends BaseError {
  override name = 'ConnectorAlreadyConnectedError'
  constructor(connectorId: string) {
    super('CONNECTOR_ALREADY_CONNECTED', 'Connector already connected', {
      details: `"${connectorId}" is the current connector.`,
    })
  }
}

export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError'
  constructor(connectorId?: string) {
    super(
      'CONNECTOR_NOT_CONNECTED',
      'Connector not connected',
      connectorId ? { details: `"${connectorId}" has no connection.` } : {},
    )
  }
}

/** SPEC §8: 'Failed to disconnect'. */
export class DisconnectError extends BaseError {
  override name = 'DisconnectError'
  constructor(cause: unknown) {
    super('DISCONNECT_FAILED', 'Failed to disconnect', { cause })
  }
}

/** SPEC §8: 'Network not found'. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(caipNetworkId: string) {
    super('NETWORK_NOT_FOUND', 'Network not found', {
      details: `"${caipNetworkId}" is not among the configured networks.`,
    })
  }
}

/** SPEC §8: 'Token Balance Unavailable'. */
export class BalanceUnavailableError extends BaseError {
  override name = 'BalanceUnavailableError'
  constructor(cause?: unknown) {
    super('BALANCE_UNAVAILABLE', 'Token Balance Unavailable', { cause })
  }
}

/**
 * A wallet answered with data that is not valid: a chain id or an address that does not fit
 * its namespace (the connection is refused rather than stored with a wrong identity), or a
 * signature, signed transaction or transaction id that is missing or malformed. `details`
 * says which.
 */
export class InvalidWalletDataError extends BaseError {
  override name = 'InvalidWalletDataError'
  constructor(details: string) {
    super('INVALID_WALLET_DATA', 'The wallet sent invalid data', { details })
  }
}

/**
 * A wallet answered a connect attempt the visitor had already left (they picked another
 * wallet, or disconnected): the answer is ignored so it cannot replace the chosen connection.
 */
export class ConnectAttemptSupersededError extends BaseError {
  override name = 'ConnectAttemptSupersededError'
  constructor(connectorId: string) {
    super('CONNECT_ATTEMPT_SUPERSEDED', 'The connection request was replaced by a newer one', {
      details: `"${connectorId}" answered after the visitor moved on; its answer was ignored.`,
    })
  }
}
