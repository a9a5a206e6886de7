import {
  FeeCapTooHighError,
  FeeConflictError,
  FeeMultiplierError,
  FeeTypeMismatchError,
  InvalidBlobHashesError,
  InvalidStorageKeyError,
  TipAboveFeeCapError,
} from './errors/transaction.js'
import type { SendTransactionParameters } from './types.js'

const maxUint256 = 2n ** 256n - 1n
const bytes32 = /^0x[0-9a-fA-F]{64}$/

/**
 * SPEC §5's fee and transaction rules, checked before anything reaches the wallet:
 * gasPrice excludes the EIP-1559 fields, maxFeePerGas ≤ 2^256-1, priority fee ≤
 * maxFeePerGas, fee multiplier ≥ 1, legacy and EIP-2930 transactions carry no EIP-1559
 * fields, blob versioned hashes are non-empty 32-byte version-1 hashes, access-list
 * storage keys are 32 bytes.
 *
 * @throws FeeConflictError, FeeCapTooHighError, TipAboveFeeCapError, FeeMultiplierError,
 *   FeeTypeMismatchError, InvalidBlobHashesError, InvalidStorageKeyError
 * @example
 * assertTransactionRequest({ maxFeePerGas: 2n, maxPriorityFeePerGas: 3n }) // TipAboveFeeCapError
 */
export function assertTransactionRequest(
  request: Pick<
    SendTransactionParameters,
    | 'type'
    | 'gasPrice'
    | 'maxFeePerGas'
    | 'maxPriorityFeePerGas'
    | 'feeMultiplier'
    | 'accessList'
    | 'blobVersionedHashes'
  >,
): void {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas, type } = request
  const has1559 = maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined
  if (gasPrice !== undefined && has1559) throw new FeeConflictError()
  if ((type === 'legacy' || type === 'eip2930') && has1559) throw new FeeTypeMismatchError(type)
  if (maxFeePerGas !== undefined && maxFeePerGas > maxUint256)
    throw new FeeCapTooHighError(maxFeePerGas)
  if (
    maxFeePerGas !== undefined &&
    maxPriorityFeePerGas !== undefined &&
    maxPriorityFeePerGas > maxFeePerGas
  )
    throw new TipAboveFeeCapError({ maxFeePerGas, maxPriorityFeePerGas })
  if (request.feeMultiplier !== undefined && !(request.feeMultiplier >= 1))
    throw new FeeMultiplierError(request.feeMultiplier)
  if (request.blobVersionedHashes !== undefined) {
    if (request.blobVersionedHashes.length === 0) throw new InvalidBlobHashesError('empty')
    for (const hash of request.blobVersionedHashes) {
      if (!bytes32.test(hash)) throw new InvalidBlobHashesError('size', hash)
      if (hash.slice(2, 4) !== '01') throw new InvalidBlobHashesError('version', hash)
    }
  }
  for (const entry of request.accessList ?? [])
    for (const key of entry.storageKeys)
      if (!bytes32.test(key)) throw new InvalidStorageKeyError(key)
}
