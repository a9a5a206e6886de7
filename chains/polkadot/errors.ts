// Errors of the polkadot chain plugin, as values a host can narrow with `instanceof`: import them
// from `gangway/polkadot/errors` (its own entry, so `polkadot()`'s first load has none of them;
// the lazy adapter that throws them imports this same module).
import { BaseError, type BaseErrorParameters, formatUnits } from 'gangway/kernel'
import { errorMessages as en, type PolkadotErrorKey } from './errorMessages.js'

type Values = Readonly<Record<string, string>>

/**
 * Any error of the polkadot plugin. `key` names its words for the visitor in the chain's
 * catalogue (`values` fill them): Send shows them in the modal's language; `shortMessage` is
 * the English.
 */
export class PolkadotError extends BaseError {
  override name = 'PolkadotError'
  readonly key: PolkadotErrorKey
  readonly values: Values | undefined
  constructor(
    code: string,
    key: PolkadotErrorKey,
    parameters: BaseErrorParameters & { values?: Values | undefined } = {},
  ) {
    const { values, ...rest } = parameters
    super(
      code,
      en[key].replace(/\{(\w+)\}/g, (match, name: string) => values?.[name] ?? match),
      rest,
    )
    this.key = key
    this.values = values
  }
}

/** 4001 (SPEC §8): the visitor declined in the wallet. */
export class UserRejectedRequestError extends PolkadotError {
  override name = 'UserRejectedRequestError'
  readonly rpcCode = 4001
  constructor(cause?: unknown) {
    super('RPC_4001', 'Polkadot.error.rejected', { cause })
  }
}

/** Any other wallet failure. */
export class WalletRequestError extends PolkadotError {
  override name = 'WalletRequestError'
  constructor(cause: unknown) {
    super('WALLET_ERROR', 'Polkadot.error.wallet', { cause })
  }
}

/** The wallet lacks a method, e.g. an extension without `signer.signRaw`. */
export class UnsupportedWalletMethodError extends PolkadotError {
  override name = 'UnsupportedWalletMethodError'
  readonly method: string
  constructor(method: string, wallet: string) {
    super('UNSUPPORTED_WALLET_METHOD', 'Polkadot.error.unsupportedMethod', {
      values: { method },
      details: `"${wallet}" has no ${method}; use another wallet for this action.`,
    })
    this.method = method
  }
}

/** SPEC §8 'Chain is not supported': a network the host did not configure. */
export class ChainNotConfiguredError extends PolkadotError {
  override name = 'ChainNotConfiguredError'
  constructor(caipNetworkId: string) {
    super('CHAIN_NOT_CONFIGURED', 'Polkadot.error.chainNotConfigured', {
      details: `"${caipNetworkId}" is not among polkadot({ networks }).`,
    })
  }
}

/** SPEC §8 'address invalid': not SS58, or another network's prefix. */
export class InvalidAddressError extends PolkadotError {
  override name = 'InvalidAddressError'
  readonly address: string
  constructor(address: string, network?: string) {
    super('INVALID_ADDRESS', 'Polkadot.error.invalidAddress', {
      details: `"${address}" is not a valid SS58 address${network ? ` on ${network}` : ''}.`,
    })
    this.address = address
  }
}

/** The network's JSON-RPC failed, answered an error, or answered something malformed. */
export class RpcError extends PolkadotError {
  override name = 'RpcError'
  constructor(details: string, cause?: unknown) {
    super('POLKADOT_RPC_ERROR', 'Polkadot.error.rpc', { details, cause })
  }
}

/** The runtime lacks what a transfer needs (Balances.transfer_keep_alive, a known signed extension). */
export class UnsupportedRuntimeError extends PolkadotError {
  override name = 'UnsupportedRuntimeError'
  constructor(details: string) {
    super('UNSUPPORTED_RUNTIME', 'Polkadot.error.unsupportedRuntime', { details })
  }
}

/** SPEC §8 'insufficient funds': the transferable balance cannot pay the amount and the fee. */
export class InsufficientFundsError extends PolkadotError {
  override name = 'InsufficientFundsError'
  constructor(parameters: { needed: bigint; available: bigint }) {
    super('INSUFFICIENT_FUNDS', 'Polkadot.error.insufficientFunds', {
      details: `Needs ${parameters.needed} (smallest unit) including the fee; ${parameters.available} transferable.`,
    })
  }
}

/**
 * A keep-alive transfer that would leave less than the existential deposit: the balance could
 * pay it, but the account would be reaped (closed), which `transfer_keep_alive` refuses.
 * `field` tells a form which input to point at (Send shows it under the amount).
 */
export class ExistentialDepositError extends PolkadotError {
  override name = 'ExistentialDepositError'
  readonly field = 'amount'
  /** The most this transfer may move: the spendable balance less the fee. */
  readonly maximum: bigint
  readonly existentialDeposit: bigint
  constructor(parameters: {
    maximum: bigint
    existentialDeposit: bigint
    /** The network's coin, to say the amounts in it. */
    currency: { symbol: string; decimals: number }
  }) {
    const { maximum, existentialDeposit, currency } = parameters
    const say = (value: bigint) => `${formatUnits(value, currency.decimals)} ${currency.symbol}`
    super('EXISTENTIAL_DEPOSIT', 'Polkadot.error.existentialDeposit', {
      values: { deposit: say(existentialDeposit), maximum: say(maximum) },
      details: `At most ${maximum} (smallest unit) can be sent after the fee; ${existentialDeposit} must stay in the account or the network closes it.`,
    })
    this.maximum = maximum
    this.existentialDeposit = existentialDeposit
  }
}

/** The transfer was not finalized in time, or the chain dropped it. */
export class TransactionNotFinalizedError extends PolkadotError {
  override name = 'TransactionNotFinalizedError'
  readonly hash: string
  constructor(hash: string, details: string) {
    super('TRANSACTION_NOT_FINALIZED', 'Polkadot.error.notFinalized', { details })
    this.hash = hash
  }
}

/** The runtime refused the transfer in a finalized block: its fee was paid, nothing moved. */
export class TransactionFailedError extends PolkadotError {
  override name = 'TransactionFailedError'
  readonly hash: string
  /** The dispatch error as the metadata names it (`Balances.InsufficientBalance`), or its kind. */
  readonly reason: string
  constructor(hash: string, reason: string) {
    super('TRANSACTION_FAILED', 'Polkadot.error.failed', {
      values: { reason },
      details: `The network included ${hash} and refused it (${reason}); the fee was paid, nothing was sent.`,
    })
    this.hash = hash
    this.reason = reason
  }
}
