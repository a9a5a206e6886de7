// Errors of the bip122 chain plugin. No bitcoinjs here: the eager entry re-exports them.
import { BaseError, type BaseErrorParameters } from 'gangway/kernel'

/** 4001 (SPEC §8): the visitor declined in the wallet. */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  readonly rpcCode = 4001
  constructor(cause?: unknown) {
    super('RPC_4001', 'User rejected the request.', { cause })
  }
}

/** Any other wallet failure; `rpcCode` is the wallet's numeric code when it gave one. */
export class WalletRequestError extends BaseError {
  override name = 'WalletRequestError'
  readonly rpcCode: number | undefined
  constructor(parameters: { cause: unknown; rpcCode?: number | undefined }) {
    super('WALLET_ERROR', 'The wallet could not complete the request.', {
      cause: parameters.cause,
    })
    this.rpcCode = parameters.rpcCode
  }
}

/** The wallet lacks a feature, e.g. a Wallet Standard wallet without `bitcoin:signMessage`. */
export class UnsupportedWalletMethodError extends BaseError {
  override name = 'UnsupportedWalletMethodError'
  readonly method: string
  constructor(method: string, wallet: string) {
    super('UNSUPPORTED_WALLET_METHOD', `This wallet does not support ${method}.`, {
      details: `"${wallet}" has no ${method}; use another wallet for this action.`,
    })
    this.method = method
  }
}

/** SPEC §8 'Chain is not supported': a network the host did not configure. */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError'
  constructor(caipNetworkId: string) {
    super('CHAIN_NOT_CONFIGURED', 'Chain is not supported', {
      details: `"${caipNetworkId}" is not among bip122({ networks }).`,
    })
  }
}

/** SPEC §8 'address invalid'. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  readonly address: string
  constructor(address: string, network?: string) {
    super('INVALID_ADDRESS', 'Invalid Bitcoin address.', {
      details: `"${address}" is not a valid address${network ? ` on ${network}` : ''}.`,
    })
    this.address = address
  }
}

/** The PSBT could not be read, or a signed one could not be finalized. */
export class InvalidPsbtError extends BaseError {
  override name = 'InvalidPsbtError'
  constructor(reason: string, parameters: BaseErrorParameters = {}) {
    super('INVALID_PSBT', 'Invalid PSBT.', { details: reason, ...parameters })
  }
}

/** The wallet has no account with the address an input or message names. */
export class AccountNotFoundError extends BaseError {
  override name = 'AccountNotFoundError'
  constructor(address: string) {
    super('ACCOUNT_NOT_FOUND', 'Account not found in the wallet.', {
      details: `The connected wallet does not share "${address}".`,
    })
  }
}

/** The Esplora server (and so the network) refused the transaction. */
export class BroadcastError extends BaseError {
  override name = 'BroadcastError'
  constructor(cause: unknown) {
    super('BROADCAST_FAILED', 'The network rejected the transaction.', { cause })
  }
}

/** SPEC §8 'insufficient funds': the address cannot pay the amount and the fee. */
export class InsufficientFundsError extends BaseError {
  override name = 'InsufficientFundsError'
  constructor(parameters: { needed: bigint; available: bigint }) {
    super('INSUFFICIENT_FUNDS', 'Insufficient funds.', {
      details: `Needs ${parameters.needed} sat including the fee; ${parameters.available} sat available.`,
    })
  }
}

/** A transfer from an address type Gangway cannot build inputs for (e.g. p2pkh). */
export class UnsupportedAddressTypeError extends BaseError {
  override name = 'UnsupportedAddressTypeError'
  constructor(address: string) {
    super('UNSUPPORTED_ADDRESS_TYPE', 'This address type cannot send here.', {
      details: `Transfers from "${address}" need a p2wpkh, p2sh-p2wpkh or p2tr address with its public key; use the wallet's own send.`,
    })
  }
}
