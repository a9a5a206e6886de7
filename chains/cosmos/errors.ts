// Errors of the cosmos chain plugin, as values a host can narrow with `instanceof`: import them
// from `gangway/cosmos/errors` (its own entry, so `cosmos()`'s first load has none of them; the
// lazy adapter that throws them imports this same module).
import { BaseError, type BaseErrorParameters } from 'gangway/kernel'
import { type CosmosMessageKey, en } from './messages.js'

/**
 * Any error of the cosmos plugin. `key` names its words for the visitor in the chain's
 * catalogue: Send shows them in the modal's language; `shortMessage` is the English.
 */
export class CosmosError extends BaseError {
  override name = 'CosmosError'
  readonly key: CosmosMessageKey
  constructor(code: string, key: CosmosMessageKey, parameters: BaseErrorParameters = {}) {
    super(code, en[key], parameters)
    this.key = key
  }
}

/** 4001 (SPEC §8): the visitor declined in the wallet. */
export class UserRejectedRequestError extends CosmosError {
  override name = 'UserRejectedRequestError'
  readonly rpcCode = 4001
  constructor(cause?: unknown) {
    super('RPC_4001', 'Cosmos.error.rejected', { cause })
  }
}

/** Any other wallet failure. */
export class WalletRequestError extends CosmosError {
  override name = 'WalletRequestError'
  constructor(cause: unknown) {
    super('WALLET_ERROR', 'Cosmos.error.wallet', { cause })
  }
}

/** SPEC §8 'Chain is not supported': a network the host did not configure. */
export class ChainNotConfiguredError extends CosmosError {
  override name = 'ChainNotConfiguredError'
  constructor(caipNetworkId: string) {
    super('CHAIN_NOT_CONFIGURED', 'Cosmos.error.chainNotConfigured', {
      details: `"${caipNetworkId}" is not among cosmos({ networks }).`,
    })
  }
}

/** SPEC §8 'address invalid': not bech32, or another chain's prefix. */
export class InvalidAddressError extends CosmosError {
  override name = 'InvalidAddressError'
  readonly address: string
  constructor(address: string, prefix: string) {
    super('INVALID_ADDRESS', 'Cosmos.error.invalidAddress', {
      details: `"${address}" is not a bech32 account address with the prefix "${prefix}".`,
    })
    this.address = address
  }
}

/** The chain refused the transaction, or did not include it. */
export class BroadcastError extends CosmosError {
  override name = 'BroadcastError'
  constructor(parameters: { cause?: unknown; details?: string | undefined }) {
    super('BROADCAST_FAILED', 'Cosmos.error.broadcast', parameters)
  }
}

/** The account cannot pay the amount and the fee. */
export class InsufficientFundsError extends CosmosError {
  override name = 'InsufficientFundsError'
  constructor(details: string) {
    super('INSUFFICIENT_FUNDS', 'Cosmos.error.insufficientFunds', { details })
  }
}
