// "New spender" in the approval (issue 33): a permit to an address the visitor never gave a
// permission, as the operator's RPC shows it. The check itself (permitPreview.js) loads only
// for the typed data that can be a permit.
import { text } from './messages.js'
import type * as PermitPreview from './permitPreview.js'

/**
 * The primary types `gangway/preview` may read as permits: EIP-2612 `Permit`, Permit2's
 * `Permit…` types, Seaport's `OrderComponents`. A prefix, not a list: the page stays small.
 */
const permitType = /^(Permit|OrderComponents$)/

/**
 * The approval's warnings for a permit's spenders that the chain shows no earlier permission
 * for: one per spender, in the frame's locale. None for typed data that is no permit (nothing
 * is loaded then).
 *
 * @param parameters.typed - The parsed typed data.
 * @param parameters.owner - The signer.
 * @param parameters.rpcUrl - The operator's RPC for the typed data's chain.
 */
export async function newSpenderWarnings(parameters: {
  typed: Record<string, unknown>
  owner: string
  rpcUrl: string | undefined
}): Promise<string[]> {
  if (!permitType.test(String(parameters.typed.primaryType))) return []
  const { readNewSpenders } = (await import('./permitPreview.js')) as typeof PermitPreview
  const spenders = await readNewSpenders(parameters)
  return spenders.map(({ spender, token }) => text('newSpenderWarning', { spender, token }))
}
