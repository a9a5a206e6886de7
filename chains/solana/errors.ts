// Errors of the solana chain plugin. No @solana/kit at runtime: the eager entry re-exports them.
import { BaseError, type BaseErrorParameters } from 'gangway/kernel'

/** The visitor declined in the wallet (Wallet Standard wallets throw code 4001 or a "rejected" message). */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  readonly rpcCode = 4001
  constructor(cause?: unknown) {
    super('RPC_4001', 'User rejected the request.', { cause })
  }
}

/** Any other wallet failure; `shortMessage` is the wallet's own words when it gave some. */
export class WalletRequestError extends BaseError {
  override name = 'WalletRequestError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super('WALLET_ERROR', shortMessage, parameters)
  }
}

/** The wallet lacks a Wallet Standard feature the action needs. */
export class WalletFeatureNotSupportedError extends BaseError {
  override name = 'WalletFeatureNotSupportedError'
  readonly feature: string
  constructor(feature: string, wallet: string) {
    super('WALLET_FEATURE_NOT_SUPPORTED', `${wallet} does not support ${feature}.`, {
      details: `The wallet does not list the "${feature}" Wallet Standard feature.`,
    })
    this.feature = feature
  }
}

/** The connected wallet no longer exposes the account. */
export class AccountNotFoundError extends BaseError {
  override name = 'AccountNotFoundError'
  constructor(address: string) {
    super('ACCOUNT_NOT_FOUND', 'The wallet no longer shares this account.', {
      details: `Account ${address} is not among the wallet's accounts; connect again.`,
    })
  }
}

/** SPEC §5: the network must be among the configured ones. */
export class ClusterNotConfiguredError extends BaseError {
  override name = 'ClusterNotConfiguredError'
  constructor(cluster: string) {
    super('CHAIN_NOT_CONFIGURED', 'Chain not configured', {
      details: `"${cluster}" is not among the networks given to solana().`,
    })
  }
}

/** SPEC §5: a solana address has 32 to 44 base58 characters and decodes to 32 bytes. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  constructor(address: string) {
    super('INVALID_ADDRESS', 'Address invalid', {
      details: `"${address}" is not a Solana address (32 to 44 base58 characters, 32 bytes).`,
    })
  }
}

/** SPEC §5: what the kernel's `parseUnits` (this chain's) throws for an amount that is not one. */
export { InvalidAmountError } from 'gangway/kernel'

/** A mint that is not an SPL token (either token program) on this network. */
export class TokenMintNotFoundError extends BaseError {
  override name = 'TokenMintNotFoundError'
  constructor(mint: string) {
    super('TOKEN_MINT_NOT_FOUND', 'Token not found on this network.', {
      details: `${mint} is not a mint of the Token or Token-2022 program.`,
    })
  }
}

/**
 * The network refused the transaction (simulation, preflight or execution). `shortMessage`
 * says why in words; `transactionError` is the node's error and `logs` its program logs.
 */
export class TransactionFailedError extends BaseError {
  override name = 'TransactionFailedError'
  readonly transactionError: unknown
  readonly logs: readonly string[]
  constructor(parameters: {
    shortMessage: string
    transactionError?: unknown
    logs?: readonly string[] | undefined
    cause?: unknown
  }) {
    const logs = parameters.logs ?? []
    super('TRANSACTION_FAILED', parameters.shortMessage, {
      cause: parameters.cause,
      ...(logs.length ? { metaMessages: ['Logs:', ...logs.map((line) => `  ${line}`)] } : {}),
    })
    this.transactionError = parameters.transactionError
    this.logs = logs
  }
}

/** The transaction's blockhash expired before it was confirmed. */
export class TransactionExpiredError extends BaseError {
  override name = 'TransactionExpiredError'
  constructor(signature: string) {
    super('TRANSACTION_EXPIRED', 'The transaction expired before it was confirmed. Try again.', {
      metaMessages: [`Signature: ${signature}`],
    })
  }
}

/** No confirmation within the timeout; the transaction may still land. */
export class ConfirmationTimeoutError extends BaseError {
  override name = 'ConfirmationTimeoutError'
  constructor(parameters: { signature: string; timeout: number }) {
    super('CONFIRMATION_TIMEOUT', 'Timed out while waiting for the transaction to confirm.', {
      metaMessages: [`Signature: ${parameters.signature}`, `Waited: ${parameters.timeout} ms`],
    })
  }
}

/** The RPC node could not be reached or answered with an error. */
export class RpcRequestError extends BaseError {
  override name = 'RpcRequestError'
  constructor(cause: unknown, shortMessage = 'The Solana network could not be reached.') {
    super('RPC_ERROR', shortMessage, { cause })
  }
}
