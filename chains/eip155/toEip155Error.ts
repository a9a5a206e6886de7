import { BaseError } from 'gangway/kernel'
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
} from 'viem'
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  InternalRpcError,
  InvalidChainIdRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnknownRpcError,
  UnrecognizedChainError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  WalletDefaultError,
  type WalletRpcError,
} from './errors/rpc.js'
import { ReceiptTimeoutError, TransactionFailedError } from './errors/transaction.js'

type WalletRpcErrorClass = { new (cause?: unknown): WalletRpcError; readonly rpcCode: number }

/** Every wallet / JSON-RPC code with a fixed message (SPEC §8). */
export const walletRpcErrors: ReadonlyMap<number, WalletRpcErrorClass> = new Map(
  [
    UserRejectedRequestError,
    UnauthorizedProviderError,
    UnsupportedProviderMethodError,
    ProviderDisconnectedError,
    ChainDisconnectedError,
    UnrecognizedChainError,
    WalletDefaultError,
    InvalidChainIdRpcError,
    UnsupportedNonOptionalCapabilityError,
    UnsupportedChainIdError,
    DuplicateIdError,
    UnknownBundleIdError,
    BundleTooLargeError,
    AtomicReadyWalletRejectedUpgradeError,
    AtomicityNotSupportedError,
    ParseRpcError,
    InvalidRequestRpcError,
    MethodNotFoundRpcError,
    InvalidParamsRpcError,
    InternalRpcError,
    InvalidInputRpcError,
    ResourceNotFoundRpcError,
    ResourceUnavailableRpcError,
    TransactionRejectedRpcError,
    MethodNotSupportedRpcError,
    LimitExceededRpcError,
    JsonRpcVersionUnsupportedError,
  ].map((errorClass) => [errorClass.rpcCode, errorClass] as const),
)

/** viem's node errors: the ones whose message names the real cause (SPEC §8). */
const explainingErrors = new Set([
  'ExecutionRevertedError',
  'ContractFunctionRevertedError',
  'ContractFunctionZeroDataError',
  'InsufficientFundsError',
  'NonceTooHighError',
  'NonceTooLowError',
  'NonceMaxValueError',
  'FeeCapTooHighError',
  'FeeCapTooLowError',
  'IntrinsicGasTooHighError',
  'IntrinsicGasTooLowError',
  'TransactionTypeNotSupportedError',
  'TipAboveFeeCapError',
  'ChainMismatchError',
  'InvalidLegacyVError',
  'TransactionReceiptNotFoundError',
  'TransactionNotFoundError',
  'UnknownNodeError',
])

/**
 * viem's node errors, recognised by the node's message. Wallets pass node failures on under
 * generic codes (-32603, -32000, 3), so the message is what tells them apart.
 */
const nodeErrors = [
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  NonceMaxValueError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  TransactionTypeNotSupportedError,
  TipAboveFeeCapError,
] as const
const genericCodes: readonly number[] = [3, -32603, -32000, -32003]

type Node = { name?: unknown; code?: unknown; data?: unknown; cause?: unknown; reason?: unknown }

function* chain(error: unknown): Generator<Node> {
  const seen = new Set<unknown>()
  let current = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    yield current as Node
    current = (current as Node).cause
  }
}

/** The wallet's numeric error code: on the error, a cause, or WalletConnect's `data.originalError`. */
export function getRpcCode(error: unknown): number | undefined {
  for (const node of chain(error)) {
    if (typeof node.code === 'number') return node.code
    const original = (node.data as { originalError?: { code?: unknown } } | undefined)
      ?.originalError
    if (typeof original?.code === 'number') return original.code
  }
  return undefined
}

/**
 * Turns anything a wallet, node or viem throws into a Gangway error: known codes become
 * typed errors with fixed messages, viem's node errors keep their reason (never swallowed).
 *
 * @param error - The thrown value.
 * @returns A `BaseError` subclass whose `cause` is the original.
 * @example
 * try { await provider.request({ method: 'eth_requestAccounts' }) }
 * catch (error) { throw toEip155Error(error) } // UserRejectedRequestError for 4001
 */
export function toEip155Error(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const nodes = [...chain(error)]
  const name = (node: Node) => (typeof node.name === 'string' ? node.name : '')
  if (nodes.some((node) => name(node) === 'WaitForTransactionReceiptTimeoutError'))
    return new ReceiptTimeoutError({ hash: '', timeout: 0, cause: error })
  const explaining = nodes.find((node) => explainingErrors.has(name(node)))
  // A user rejection inside a viem wrapper is still a user rejection.
  const code = explaining ? undefined : getRpcCode(error)
  if (code !== undefined) {
    // A plain `{ code, message }` becomes an Error so its message shows up as `details`.
    const cause =
      error instanceof Error
        ? error
        : Object.assign(new Error(String((error as { message?: unknown }).message ?? code)), error)
    if (genericCodes.includes(code)) {
      const text = nodes.map((node) => (node as { message?: unknown }).message).join('\n')
      const NodeError = nodeErrors.find((candidate) => candidate.nodeMessage.test(text))
      if (NodeError) {
        const Build = NodeError as unknown as new (p: { cause: unknown; message: string }) => Error
        return toEip155Error(new Build({ cause, message: text }))
      }
    }
    const known = walletRpcErrors.get(code)
    return known ? new known(cause) : new UnknownRpcError(code, cause)
  }
  const source = explaining ?? nodes[0]
  const shortMessage = (source as { shortMessage?: unknown } | undefined)?.shortMessage
  const message = error instanceof Error ? error.message : String(error)
  const reason =
    typeof explaining?.reason === 'string'
      ? explaining.reason
      : /reverted with (?:the following )?reason:\s*([\s\S]+?)\.?$/.exec(
          String(shortMessage ?? '').split('\n')[0] ?? '',
        )?.[1]
  return new TransactionFailedError({
    shortMessage: typeof shortMessage === 'string' ? shortMessage : message.split('\n')[0]!,
    kind: source ? name(source) || 'Error' : 'Error',
    ...(typeof reason === 'string' ? { reason } : {}),
    cause: error,
  })
}
