import { BaseError, type BaseErrorParameters } from 'gangway/kernel'

/**
 * An EIP-1193 `ProviderRpcError` as a wallet answers it: a numeric `code` (4001 rejected,
 * 4100 unauthorized, 4902 unknown chain, 57xx EIP-5792…), a message and optional `data`.
 * What the dapp's page receives; the codes are the standards', not Gangway's.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** The kit itself could not do what a test asked (a node that does not start, a bad option). */
export class TestingKitError extends BaseError {
  override name = 'TestingKitError'
  constructor(code: `TESTING_${string}`, shortMessage: string, parameters?: BaseErrorParameters) {
    super(code, shortMessage, parameters)
  }
}
