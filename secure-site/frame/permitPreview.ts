// A module of its own (dist/frame/permitPreview.js, scripts/build-frame.mjs), imported only when
// typed data to be signed is a permit (EIP-2612, Permit2, a Seaport order): the preview toolkit
// and viem's client are twice the frame page. Which spenders of the permit the visitor never
// gave a permission (issue 33), read through the operator's RPC with `gangway/preview`'s own
// check, the one the host's views use.
import { type EvmTypedData, loadEvmPreview } from 'gangway/preview'
import { type Address, createClient, http } from 'viem'
import { withTimeout } from './withTimeout.js'

/** How long the approval waits for the chain before it warns about every spender of the permit. */
export const permitCheckTimeoutMs = 4_000

/** A spender the visitor never used, and the token (its symbol from the chain, else its address). */
export type NewSpender = { spender: string; token: string }

const grants = new Set(['permit', 'permit2', 'seaport'])

/**
 * The spenders of a permit that the chain shows no earlier permission for from `owner`, at most
 * one entry per spender. When the check cannot run — no RPC for the chain, the node failing,
 * garbage, or no answer in {@link permitCheckTimeoutMs} — every spender is listed: the warning
 * says no earlier permission was found, never that the spender is safe.
 *
 * @param parameters.typed - The parsed typed data (describeTypedData's `typed`).
 * @param parameters.owner - The signer.
 * @param parameters.rpcUrl - The operator's RPC for the typed data's chain, if it has one.
 * @returns The new spenders, in the permit's order; none for typed data that grants nothing.
 * @example
 * await readNewSpenders({ typed, owner, rpcUrl }) // [{ spender: '0x9965…A4dc', token: 'USDC' }]
 */
export async function readNewSpenders(parameters: {
  typed: Record<string, unknown>
  owner: string
  rpcUrl: string | undefined
}): Promise<NewSpender[]> {
  const { typed, owner, rpcUrl } = parameters
  const { primaryType, message } = typed
  if (typeof primaryType !== 'string' || typeof message !== 'object' || message === null) return []
  const typedData = typed as EvmTypedData
  const toolkit = await loadEvmPreview()
  const everyone = new Map<string, NewSpender>()
  for (const effect of toolkit.decodeTypedData(typedData).effects)
    if (effect.type === 'allow' && grants.has(effect.via) && !everyone.has(lower(effect.spender)))
      everyone.set(lower(effect.spender), { spender: effect.spender, token: effect.token })
  if (everyone.size === 0 || !rpcUrl) return [...everyone.values()]
  const client = createClient({
    transport: http(rpcUrl, { retryCount: 0, timeout: permitCheckTimeoutMs }),
  })
  const preview = await withTimeout(
    toolkit
      .previewEvmTypedData(client, { from: owner as Address, typedData })
      .catch(() => undefined),
    permitCheckTimeoutMs,
  )
  if (!preview) return [...everyone.values()]
  return preview.warnings.flatMap((warning) =>
    warning.kind === 'newSpender'
      ? [{ spender: warning.spender, token: warning.asset.symbol ?? warning.asset.address ?? '' }]
      : [],
  )
}

const lower = (address: string) => address.toLowerCase()
