// Errors of the fee and transaction rules (SPEC §5), and of a transaction once sent.
import { BaseError } from 'gangway/kernel'

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
