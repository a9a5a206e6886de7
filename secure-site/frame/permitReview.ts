// A permit in the approval (issue 33): "You allow 0x9965…A4dc up to 5 USDC, until DATE" and a
// warning for a spender the visitor never gave a permission, as the operator's RPC shows it.
// The reading itself (permitPreview.js) loads only for what can be a permit.
import type { EvmCall } from 'gangway/preview'
import { text } from './messages.js'
import type * as PermitPreview from './permitPreview.js'

/** Rows ("You allow", its token) and warnings for a permit; both empty for anything else. */
export type PermitReview = PermitPreview.PermitReview

/**
 * The primary types `gangway/preview` may read as permits: EIP-2612 `Permit`, Permit2's
 * `Permit…` types, Seaport's `OrderComponents`. A prefix, not a list: the page stays small.
 */
const permitType = /^(Permit|OrderComponents$)/

/** Uniswap's Permit2, the same address on every chain: a call to it may grant an allowance. */
const permit2 = '0x000000000022d473030f116ddee9f6b43ac78ba3'

const load = () => import('./permitPreview.js') as Promise<typeof PermitPreview>

/**
 * What typed data to be signed lets whom take, and which of them are new spenders, in the
 * frame's locale. Nothing is loaded for typed data that is no permit.
 *
 * @param parameters.typed - The parsed typed data.
 * @param parameters.owner - The signer (the key, or the smart account).
 * @param parameters.rpcUrl - The operator's RPC for the typed data's chain.
 */
export async function reviewTypedPermit(parameters: {
  typed: Record<string, unknown>
  owner: string
  rpcUrl: string | undefined
}): Promise<PermitReview> {
  return permitType.test(String(parameters.typed.primaryType))
    ? (await load()).reviewPermit({ ...parameters, text })
    : { rows: [], warnings: [] }
}

/**
 * The same for a smart account's calls: their Permit2 allowances (`approve`, `permit`), and the
 * new-spender check of an ERC-20 `approve` / `increaseAllowance`. Nothing is loaded when no call
 * goes to Permit2 or has one of those two selectors.
 *
 * @param parameters.calls - The calls, as the approval shows them.
 * @param parameters.owner - The smart account.
 */
export async function reviewPermitCalls(parameters: {
  calls: readonly EvmCall[]
  owner: string
  rpcUrl: string | undefined
}): Promise<PermitReview> {
  return parameters.calls.some(
    (call) => call.to?.toLowerCase() === permit2 || /^0x(095ea7b3|39509351)/i.test(call.data ?? ''),
  )
    ? (await load()).reviewPermitCalls({ ...parameters, text })
    : { rows: [], warnings: [] }
}
