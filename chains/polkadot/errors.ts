// Errors of the polkadot chain plugin. Nothing heavy here: the eager entry re-exports them.
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

/** The wallet lacks a method, e.g. an extension without `signer.signRaw`. */
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
      details: `"${caipNetworkId}" is not among polkadot({ networks }).`,
    })
  }
}

/** SPEC §8 'address invalid': not SS58, or another network's prefix. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  readonly address: string
  constructor(address: string, network?: string) {
    super('INVALID_ADDRESS', 'Invalid Polkadot address.', {
      details: `"${address}" is not a valid SS58 address${network ? ` on ${network}` : ''}.`,
    })
    this.address = address
  }
}

/** The network's JSON-RPC failed, answered an error, or answered something malformed. */
export class RpcError extends BaseError {
  override name = 'RpcError'
  constructor(details: string, cause?: unknown) {
    super('POLKADOT_RPC_ERROR', 'The network answered with an error.', { details, cause })
  }
}

/** The runtime lacks what a transfer needs (Balances.transfer_keep_alive, a known signed extension). */
export class UnsupportedRuntimeError extends BaseError {
  override name = 'UnsupportedRuntimeError'
  constructor(details: string) {
    super('UNSUPPORTED_RUNTIME', 'This network cannot send here.', { details })
  }
}

/** SPEC §8 'insufficient funds': the transferable balance cannot pay the amount and the fee. */
export class InsufficientFundsError extends BaseError {
  override name = 'InsufficientFundsError'
  constructor(parameters: { needed: bigint; available: bigint }) {
    super('INSUFFICIENT_FUNDS', 'Insufficient funds.', {
      details: `Needs ${parameters.needed} (smallest unit) including the fee; ${parameters.available} transferable.`,
    })
  }
}

/**
 * A keep-alive transfer that would leave less than the existential deposit: the balance could
 * pay it, but the account would be reaped (closed), which `transfer_keep_alive` refuses.
 */
export class ExistentialDepositError extends BaseError {
  override name = 'ExistentialDepositError'
  /** The most this transfer may move: the spendable balance less the fee. */
  readonly maximum: bigint
  readonly existentialDeposit: bigint
  constructor(parameters: { maximum: bigint; existentialDeposit: bigint }) {
    super('EXISTENTIAL_DEPOSIT', 'The account must keep its existential deposit: send less.', {
      details: `At most ${parameters.maximum} (smallest unit) can be sent after the fee; ${parameters.existentialDeposit} must stay in the account or the network closes it.`,
    })
    this.maximum = parameters.maximum
    this.existentialDeposit = parameters.existentialDeposit
  }
}

/** The transfer was not finalized in time, or the chain dropped it. */
export class TransactionNotFinalizedError extends BaseError {
  override name = 'TransactionNotFinalizedError'
  readonly hash: string
  constructor(hash: string, details: string) {
    super('TRANSACTION_NOT_FINALIZED', 'The transfer was not finalized.', { details })
    this.hash = hash
  }
}

/** The runtime refused the transfer in a finalized block: its fee was paid, nothing moved. */
export class TransactionFailedError extends BaseError {
  override name = 'TransactionFailedError'
  readonly hash: string
  /** The dispatch error as the metadata names it (`Balances.InsufficientBalance`), or its kind. */
  readonly reason: string
  constructor(hash: string, reason: string) {
    super('TRANSACTION_FAILED', `The transfer failed: ${reason}.`, {
      details: `The network included ${hash} and refused it (${reason}); the fee was paid, nothing was sent.`,
    })
    this.hash = hash
    this.reason = reason
  }
}
