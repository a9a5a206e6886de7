import { BaseError } from './base.js'

/**
 * SPEC §8 4001: the visitor rejected a wallet request (Reject in ApproveTransaction), or the
 * modal closed while the request was still waiting (SPEC §2).
 */
export class RequestRejectedError extends BaseError {
  override name = 'RequestRejectedError'
  /** The EIP-1193 code a provider answers with. */
  readonly rpcCode = 4001
  constructor(parameters: { details?: string | undefined } = {}) {
    super('USER_REJECTED', 'User rejected the request.', parameters)
  }
}
