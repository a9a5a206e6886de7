import type { TransactionPreview } from 'gangway/kernel'
import type { Address, Client } from 'viem'
import { decodeTypedData, type EvmTypedData } from './decodeTypedData.js'
import { readAssets } from './readAssets.js'
import { type NativeCurrency, toPreview } from './toPreview.js'

/**
 * Previews typed data before it is signed: an EIP-2612 `Permit` or a Permit2 permit reads as
 * "X may take up to N of your TOKEN until DATE" (`allow`, with `expiresAt`), the token's
 * symbol and decimals read from the chain. Unknown typed data has confidence `unknown` and
 * its JSON in `actions[0].raw`. Nothing is simulated: a signature moves nothing by itself.
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
  return toPreview({
    from: parameters.from,
    decoded: [decoded],
    assets,
    native: parameters.nativeCurrency ??
      client.chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 },
  })
}
