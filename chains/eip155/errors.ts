// Errors of the eip155 chain plugin. No viem at runtime: the eager entry may re-export them.
import { BaseError, type BaseErrorParameters } from 'gangway/kernel'

// --- wallet and JSON-RPC codes (EIP-1193, EIP-1474, EIP-5792, SPEC §8) ------------------------

/** An error a wallet or node returned with a numeric code; `rpcCode` is that code. */
export class WalletRpcError extends BaseError {
  override name = 'WalletRpcError'
  readonly rpcCode: number
  constructor(rpcCode: number, shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(`RPC_${rpcCode}`, shortMessage, parameters)
    this.rpcCode = rpcCode
  }
}

/** 4001 (SPEC §8). */
export class UserRejectedRequestError extends WalletRpcError {
  override name = 'UserRejectedRequestError'
  static readonly rpcCode = 4001
  constructor(cause?: unknown) {
    super(4001, 'User rejected the request.', { cause })
  }
}
/** 4100 */
export class UnauthorizedProviderError extends WalletRpcError {
  override name = 'UnauthorizedProviderError'
  static readonly rpcCode = 4100
  constructor(cause?: unknown) {
    super(4100, 'The requested method and/or account has not been authorized by the user.', {
      cause,
    })
  }
}
/** 4200 */
export class UnsupportedProviderMethodError extends WalletRpcError {
  override name = 'UnsupportedProviderMethodError'
  static readonly rpcCode = 4200
  constructor(cause?: unknown) {
    super(4200, 'The Provider does not support the requested method.', { cause })
  }
}
/** 4900 */
export class ProviderDisconnectedError extends WalletRpcError {
  override name = 'ProviderDisconnectedError'
  static readonly rpcCode = 4900
  constructor(cause?: unknown) {
    super(4900, 'The Provider is disconnected from all chains.', { cause })
  }
}
/** 4901 */
export class ChainDisconnectedError extends WalletRpcError {
  override name = 'ChainDisconnectedError'
  static readonly rpcCode = 4901
  constructor(cause?: unknown) {
    super(4901, 'The Provider is not connected to the requested chain.', { cause })
  }
}
/** 4902: the wallet does not know the chain; switching adds it first (SPEC §8). */
export class UnrecognizedChainError extends WalletRpcError {
  override name = 'UnrecognizedChainError'
  static readonly rpcCode = 4902
  constructor(cause?: unknown) {
    super(4902, 'Unrecognized chain ID. The wallet needs to add the chain first.', { cause })
  }
}
/** 5000: the default code of WalletConnect wallets; switching treats it like 4902. */
export class WalletDefaultError extends WalletRpcError {
  override name = 'WalletDefaultError'
  static readonly rpcCode = 5000
  constructor(cause?: unknown) {
    super(5000, 'The wallet could not complete the request.', { cause })
  }
}
/** 32603: invalid chain id (SPEC §8); switching treats it like 4902. */
export class InvalidChainIdRpcError extends WalletRpcError {
  override name = 'InvalidChainIdRpcError'
  static readonly rpcCode = 32603
  constructor(cause?: unknown) {
    super(32603, 'Invalid chain id.', { cause })
  }
}
/** 5700 (EIP-5792) */
export class UnsupportedNonOptionalCapabilityError extends WalletRpcError {
  override name = 'UnsupportedNonOptionalCapabilityError'
  static readonly rpcCode = 5700
  constructor(cause?: unknown) {
    super(5700, 'This wallet does not support a capability that was not marked as optional.', {
      cause,
    })
  }
}
/** 5710 (EIP-5792) */
export class UnsupportedChainIdError extends WalletRpcError {
  override name = 'UnsupportedChainIdError'
  static readonly rpcCode = 5710
  constructor(cause?: unknown) {
    super(5710, 'This wallet does not support the requested chain ID.', { cause })
  }
}
/** 5720 (EIP-5792) */
export class DuplicateIdError extends WalletRpcError {
  override name = 'DuplicateIdError'
  static readonly rpcCode = 5720
  constructor(cause?: unknown) {
    super(5720, 'There is already a bundle submitted with this ID.', { cause })
  }
}
/** 5730 (EIP-5792) */
export class UnknownBundleIdError extends WalletRpcError {
  override name = 'UnknownBundleIdError'
  static readonly rpcCode = 5730
  constructor(cause?: unknown) {
    super(5730, 'This bundle id is unknown or has not been submitted.', { cause })
  }
}
/** 5740 (EIP-5792) */
export class BundleTooLargeError extends WalletRpcError {
  override name = 'BundleTooLargeError'
  static readonly rpcCode = 5740
  constructor(cause?: unknown) {
    super(5740, 'The call bundle is too large for the wallet to process.', { cause })
  }
}
/** 5750 (EIP-5792) */
export class AtomicReadyWalletRejectedUpgradeError extends WalletRpcError {
  override name = 'AtomicReadyWalletRejectedUpgradeError'
  static readonly rpcCode = 5750
  constructor(cause?: unknown) {
    super(
      5750,
      'The wallet can support atomicity after an upgrade, but the user rejected the upgrade.',
      { cause },
    )
  }
}
/** 5760 (EIP-5792) */
export class AtomicityNotSupportedError extends WalletRpcError {
  override name = 'AtomicityNotSupportedError'
  static readonly rpcCode = 5760
  constructor(cause?: unknown) {
    super(5760, 'The wallet does not support atomic execution but the request requires it.', {
      cause,
    })
  }
}
/** -32700 */
export class ParseRpcError extends WalletRpcError {
  override name = 'ParseRpcError'
  static readonly rpcCode = -32700
  constructor(cause?: unknown) {
    super(-32700, 'Invalid JSON was received by the server.', { cause })
  }
}
/** -32600 */
export class InvalidRequestRpcError extends WalletRpcError {
  override name = 'InvalidRequestRpcError'
  static readonly rpcCode = -32600
  constructor(cause?: unknown) {
    super(-32600, 'JSON is not a valid request object.', { cause })
  }
}
/** -32601 */
export class MethodNotFoundRpcError extends WalletRpcError {
  override name = 'MethodNotFoundRpcError'
  static readonly rpcCode = -32601
  constructor(cause?: unknown) {
    super(-32601, 'The method does not exist / is not available.', { cause })
  }
}
/** -32602 */
export class InvalidParamsRpcError extends WalletRpcError {
  override name = 'InvalidParamsRpcError'
  static readonly rpcCode = -32602
  constructor(cause?: unknown) {
    super(-32602, 'Invalid parameters were provided to the RPC method.', { cause })
  }
}
/** -32603 */
export class InternalRpcError extends WalletRpcError {
  override name = 'InternalRpcError'
  static readonly rpcCode = -32603
  constructor(cause?: unknown) {
    super(-32603, 'An internal error was received.', { cause })
  }
}
/** -32000 */
export class InvalidInputRpcError extends WalletRpcError {
  override name = 'InvalidInputRpcError'
  static readonly rpcCode = -32000
  constructor(cause?: unknown) {
    super(-32000, 'Missing or invalid parameters.', { cause })
  }
}
/** -32001 */
export class ResourceNotFoundRpcError extends WalletRpcError {
  override name = 'ResourceNotFoundRpcError'
  static readonly rpcCode = -32001
  constructor(cause?: unknown) {
    super(-32001, 'Requested resource not found.', { cause })
  }
}
/** -32002 */
export class ResourceUnavailableRpcError extends WalletRpcError {
  override name = 'ResourceUnavailableRpcError'
  static readonly rpcCode = -32002
  constructor(cause?: unknown) {
    super(-32002, 'Requested resource not available.', { cause })
  }
}
/** -32003 */
export class TransactionRejectedRpcError extends WalletRpcError {
  override name = 'TransactionRejectedRpcError'
  static readonly rpcCode = -32003
  constructor(cause?: unknown) {
    super(-32003, 'Transaction creation failed.', { cause })
  }
}
/** -32004 */
export class MethodNotSupportedRpcError extends WalletRpcError {
  override name = 'MethodNotSupportedRpcError'
  static readonly rpcCode = -32004
  constructor(cause?: unknown) {
    super(-32004, 'Method is not supported.', { cause })
  }
}
/** -32005 */
export class LimitExceededRpcError extends WalletRpcError {
  override name = 'LimitExceededRpcError'
  static readonly rpcCode = -32005
  constructor(cause?: unknown) {
    super(-32005, 'Request exceeds defined limit.', { cause })
  }
}
/** -32006 */
export class JsonRpcVersionUnsupportedError extends WalletRpcError {
  override name = 'JsonRpcVersionUnsupportedError'
  static readonly rpcCode = -32006
  constructor(cause?: unknown) {
    super(-32006, 'Version of JSON-RPC protocol is not supported.', { cause })
  }
}
/** Any other code. */
export class UnknownRpcError extends WalletRpcError {
  override name = 'UnknownRpcError'
  constructor(rpcCode: number, cause?: unknown) {
    super(rpcCode, 'An unknown RPC error occurred.', { cause })
  }
}

// --- chain, address and amount rules (SPEC §5, §8) ------------------------------------------

/** SPEC §8: adding a chain to the wallet failed. */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor(parameters: { chainId: number; cause?: unknown }) {
    super('CHAIN_NOT_SUPPORTED', 'Chain is not supported', {
      cause: parameters.cause,
      metaMessages: [`Chain id: ${parameters.chainId}`],
    })
  }
}

/** SPEC §5: the chain must be among the configured chains. */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError'
  constructor(chain: string | number) {
    super('CHAIN_NOT_CONFIGURED', 'Chain not configured', {
      details: `"${chain}" is not among the networks given to eip155().`,
    })
  }
}

/** The connected wallet does not grant ERC-7715 permissions (sessions) on the network. */
export class PermissionsNotSupportedError extends BaseError {
  override name = 'PermissionsNotSupportedError'
  constructor(chainId: number) {
    super('PERMISSIONS_NOT_SUPPORTED', 'The wallet does not grant permissions', {
      details: `Neither wallet_requestExecutionPermissions nor wallet_grantPermissions is offered on chain ${chainId}.`,
    })
  }
}

/** SPEC §5: an address needs 40 hex digits (optional 0x) and a valid checksum when mixed case. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  constructor(address: string) {
    super('INVALID_ADDRESS', 'Address invalid', {
      details: `"${address}" is not an EVM address (40 hex digits, EIP-55 checksum when mixed case).`,
    })
  }
}

/** SPEC §5: chain ids are above 0; as a coin type they stay below 2^31. */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor(chainId: unknown) {
    super('INVALID_CHAIN_ID', 'Invalid chainId', { details: `Chain id: ${String(chainId)}` })
  }
}

/** SPEC §5: what the kernel's `parseUnits` (this chain's) throws for an amount that is not one. */
export { InvalidAmountError } from 'gangway/kernel'

// --- fee and transaction rules (SPEC §5) ------------------------------------------------------

/** maxFeePerGas above 2^256-1. */
export class FeeCapTooHighError extends BaseError {
  override name = 'FeeCapTooHighError'
  constructor(maxFeePerGas: bigint) {
    super('FEE_CAP_TOO_HIGH', 'The fee cap (maxFeePerGas) cannot be higher than 2^256-1.', {
      details: `maxFeePerGas: ${maxFeePerGas}`,
    })
  }
}

/** maxPriorityFeePerGas above maxFeePerGas. */
export class TipAboveFeeCapError extends BaseError {
  override name = 'TipAboveFeeCapError'
  constructor(parameters: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }) {
    super(
      'TIP_ABOVE_FEE_CAP',
      'The priority fee (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas).',
      {
        details: `maxPriorityFeePerGas: ${parameters.maxPriorityFeePerGas}, maxFeePerGas: ${parameters.maxFeePerGas}`,
      },
    )
  }
}

/** gasPrice together with EIP-1559 fields. */
export class FeeConflictError extends BaseError {
  override name = 'FeeConflictError'
  constructor() {
    super(
      'FEE_CONFLICT',
      'Cannot specify both a gasPrice and a maxFeePerGas/maxPriorityFeePerGas.',
      { details: 'Use gasPrice for legacy transactions, the EIP-1559 fields otherwise.' },
    )
  }
}

/** A fee multiplier below 1. */
export class FeeMultiplierError extends BaseError {
  override name = 'FeeMultiplierError'
  constructor(multiplier: number) {
    super('INVALID_FEE_MULTIPLIER', 'The fee multiplier must be at least 1.', {
      details: `multiplier: ${multiplier}`,
    })
  }
}

/** Legacy and EIP-2930 transactions with EIP-1559 fields. */
export class FeeTypeMismatchError extends BaseError {
  override name = 'FeeTypeMismatchError'
  constructor(type: string) {
    super(
      'FEE_TYPE_MISMATCH',
      'Legacy and EIP-2930 transactions cannot have EIP-1559 fee fields.',
      { details: `type: ${type}` },
    )
  }
}

/** Blob versioned hashes: non-empty, 32 bytes, version 1. */
export class InvalidBlobHashesError extends BaseError {
  override name = 'InvalidBlobHashesError'
  constructor(reason: 'empty' | 'size' | 'version', hash?: string) {
    super(
      'INVALID_BLOB_HASHES',
      reason === 'empty'
        ? 'Blob versioned hashes must not be empty.'
        : reason === 'size'
          ? 'A blob versioned hash must be 32 bytes.'
          : 'A blob versioned hash must have version 1.',
      hash ? { details: `hash: ${hash}` } : {},
    )
  }
}

/** Access-list storage keys must be 32 bytes. */
export class InvalidStorageKeyError extends BaseError {
  override name = 'InvalidStorageKeyError'
  constructor(key: string) {
    super('INVALID_STORAGE_KEY', 'Access-list storage keys must be 32 bytes.', {
      details: `key: ${key}`,
    })
  }
}

/** EIP-5792: each call's `to` and optional `data` start with 0x. */
export class InvalidCallsError extends BaseError {
  override name = 'InvalidCallsError'
  constructor(details: string) {
    super('INVALID_CALLS', 'Invalid calls', { details })
  }
}

/** SPEC §8: 'timeout waiting for receipt' (SPEC §9: 180 s). */
export class ReceiptTimeoutError extends BaseError {
  override name = 'ReceiptTimeoutError'
  constructor(parameters: { hash: string; timeout: number; cause?: unknown }) {
    super('RECEIPT_TIMEOUT', 'Timed out while waiting for the transaction receipt.', {
      cause: parameters.cause,
      metaMessages: [`Hash: ${parameters.hash}`, `Waited: ${parameters.timeout} ms`],
    })
  }
}

/**
 * A node or viem error (reverted with reason, insufficient funds, nonce, fee cap, intrinsic
 * gas, …): `shortMessage` is viem's most specific one, `reason` the revert reason if any.
 */
export class TransactionFailedError extends BaseError {
  override name = 'TransactionFailedError'
  /** The name of the viem error that explains the failure, e.g. `InsufficientFundsError`. */
  readonly kind: string
  readonly reason: string | undefined
  constructor(parameters: { shortMessage: string; kind: string; reason?: string; cause: unknown }) {
    super('TRANSACTION_FAILED', parameters.shortMessage, { cause: parameters.cause })
    this.kind = parameters.kind
    this.reason = parameters.reason
  }
}

/** The transaction was mined but reverted. */
export class TransactionRevertedError extends BaseError {
  override name = 'TransactionRevertedError'
  constructor(hash: string) {
    super('TRANSACTION_REVERTED', 'The transaction failed on chain.', {
      details: `Transaction ${hash}`,
    })
  }
}
