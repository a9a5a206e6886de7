// Errors a wallet or node returns with a numeric code. No viem at runtime: the eager entry may
// re-export them.
import { BaseError, type BaseErrorParameters } from 'gangway/kernel'

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
