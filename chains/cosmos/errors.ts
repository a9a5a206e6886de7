// Errors of the cosmos chain plugin. Nothing heavy here: the eager entry re-exports them.
import { BaseError } from 'gangway/kernel'

/** 4001 (SPEC §8): the visitor declined in the wallet. */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  readonly rpcCode = 4001
  constructor(cause?: unknown) {
    super('RPC_4001', 'User rejected the request.', { cause })
  }
}

/** Any other wallet failure. */
export class WalletRequestError extends BaseError {
  override name = 'WalletRequestError'
  constructor(cause: unknown) {
    super('WALLET_ERROR', 'The wallet could not complete the request.', { cause })
  }
}

/** SPEC §8 'Chain is not supported': a network the host did not configure. */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError'
  constructor(caipNetworkId: string) {
    super('CHAIN_NOT_CONFIGURED', 'Chain is not supported', {
      details: `"${caipNetworkId}" is not among cosmos({ networks }).`,
    })
  }
}

/** SPEC §8 'address invalid': not bech32, or another chain's prefix. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  readonly address: string
  constructor(address: string, prefix: string) {
    super('INVALID_ADDRESS', 'Invalid Cosmos address.', {
      details: `"${address}" is not a bech32 account address with the prefix "${prefix}".`,
    })
    this.address = address
  }
}

/** The chain refused the transaction, or did not include it. */
export class BroadcastError extends BaseError {
  override name = 'BroadcastError'
  constructor(parameters: { cause?: unknown; details?: string | undefined }) {
    super('BROADCAST_FAILED', 'The network did not accept the transaction.', parameters)
  }
}

/** The account cannot pay the amount and the fee. */
export class InsufficientFundsError extends BaseError {
  override name = 'InsufficientFundsError'
  constructor(details: string) {
    super('INSUFFICIENT_FUNDS', 'Insufficient balance', { details })
  }
}
