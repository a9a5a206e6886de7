import type { PreviewWarning, TransactionPreview } from 'gangway/kernel'
import { type Address, type Client, type Hex, isHex } from 'viem'
import { decodeTypedData, type EvmTypedData } from './decodeTypedData.js'
import { readAssets } from './readAssets.js'
import { readNewSpenders } from './readNewSpenders.js'
import { type NativeCurrency, toPreview } from './toPreview.js'

/**
 * Previews typed data before it is signed: an EIP-2612 `Permit` or a Permit2 permit reads as
 * "X may take up to N of your TOKEN until DATE" (`allow`, with `expiresAt`), the token's
 * symbol and decimals read from the chain. Unknown typed data has confidence `unknown` and
 * its JSON in `actions[0].raw`. Nothing is simulated: a signature moves nothing by itself.
 * A permit to a spender the signer never gave a permission (`readNewSpenders`: one chain read)
 * is warned about (`newSpender`, after the unlimited-approval warnings).
 *
 * @param client - A viem client of the request's network.
 * @param parameters - The signer and the typed data.
 * @returns The approvals it grants, its warnings and its raw JSON.
 * @example
 * const preview = await previewEvmTypedData(client, { from, typedData })
 * preview.allow[0] // { spender, amount: 1_000_000n, expiresAt: 1900000000, via: 'permit2', … }
 */
export async function previewEvmTypedData(
  client: Client,
  parameters: {
    from: Address
    typedData: EvmTypedData
    nativeCurrency?: NativeCurrency | undefined
  },
): Promise<TransactionPreview> {
  const decoded = decodeTypedData(parameters.typedData)
  const assets = await readAssets(client, {
    addresses: decoded.effects.flatMap((e) => (e.type === 'allow' ? [e.token] : [])),
  })
  const preview = toPreview({
    from: parameters.from,
    decoded: [decoded],
    assets,
    native: parameters.nativeCurrency ??
      client.chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 },
  })
  const { conduitKey } = parameters.typedData.message
  const fresh = await readNewSpenders(client, {
    owner: parameters.from,
    approvals: preview.allow,
    conduitKey: isHex(conduitKey) ? (conduitKey as Hex) : undefined,
  })
  if (fresh.size === 0) return preview
  const warned = new Set<string>()
  const newSpenders: PreviewWarning[] = preview.allow.flatMap((approval) => {
    const spender = approval.spender.toLowerCase()
    if (!fresh.has(spender) || warned.has(spender)) return []
    warned.add(spender)
    return [{ kind: 'newSpender', spender: approval.spender, asset: approval.asset }]
  })
  // After the grants' own warnings, before the untrusted-asset ones.
  const at = preview.warnings.findIndex((warning) => warning.kind === 'untrustedAsset')
  const warnings = [...preview.warnings]
  warnings.splice(at < 0 ? warnings.length : at, 0, ...newSpenders)
  return { ...preview, warnings }
}
