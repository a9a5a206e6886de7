import { BaseError } from 'gangway/kernel'
import { UserRejectedRequestError, WalletRequestError } from './errors.js'

/**
 * A wallet's failure as one of the plugin's errors: a refusal (polkadot.js 'Cancelled',
 * Talisman/SubWallet 'Rejected', code 4001) becomes `UserRejectedRequestError`; Gangway's own
 * errors pass through.
 */
export function toPolkadotError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const message = error instanceof Error ? error.message : String(error)
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  if (code === 4001 || /cancel|reject|denied|declined/i.test(message))
    return new UserRejectedRequestError(error)
  return new WalletRequestError(error)
}
