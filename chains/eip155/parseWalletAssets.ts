import * as z from 'zod/mini'

/** One fungible asset a wallet reported (ERC-7811), reduced to what Gangway believes of it. */
export type WalletAsset = {
  /** `undefined` for the network's native coin; the ERC-20 contract otherwise (lower case). */
  address: `0x${string}` | undefined
  /** In the asset's smallest unit; never negative, at most 256 bits. */
  balance: bigint
}

/**
 * The most assets taken from one answer. ERC-7811 asks wallets to order by value, highest
 * first; what follows is dropped (a wallet full of airdropped spam cannot flood the view or
 * the metadata read, which costs three calls per unknown token).
 */
export const maxWalletAssets = 100

/**
 * One entry of a `wallet_getAssets` list (SPEC §3 "Wallet-asset response entry"). Only the
 * address, the balance and the type are read. `metadata` (name, symbol, decimals, price,
 * icon) is the wallet's claim and is never used: the names and units Gangway shows come from
 * the host's token config or the token contract, as for the Multicall3 read.
 */
const entrySchema = z.object({
  // `native` or an address, in one pattern (see parsePermissions.ts on zod's unions).
  address: z.string().check(z.regex(/^(?:native|0x[0-9a-fA-F]{40})$/)),
  // uint256 as hex: at most 64 digits, no sign, no padding words, no decimal notation.
  balance: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)),
  type: z.string().check(z.maxLength(32)),
})

/**
 * Reads a wallet's `wallet_getAssets` answer for one chain. The answer is a record of lists
 * keyed by hex chain id (ERC-7811); the wallet is untrusted input (a hostile extension can
 * answer anything).
 *
 * - Not an object, or no list for the chain, or a list that is not an array: `undefined`
 *   (the caller falls back to reading the chain).
 * - Entries that are not a native coin or an ERC-20 (NFTs, unknown types) are skipped, as are
 *   malformed entries (bad address, negative or non-hex balance) and repeats of an asset.
 * - At most `maxWalletAssets` entries are read.
 *
 * @returns The native entry (when reported) and the ERC-20s, in the wallet's order.
 * @example
 * parseWalletAssets({ '0x1': [{ address: 'native', balance: '0x10', type: 'native' }] }, 1)
 * // [{ address: undefined, balance: 16n }]
 */
export function parseWalletAssets(answer: unknown, chainId: number): WalletAsset[] | undefined {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return undefined
  const key = Object.keys(answer).find(
    (id) => /^0x[0-9a-fA-F]{1,13}$/.test(id) && Number(id) === chainId,
  )
  const list = key === undefined ? undefined : (answer as Record<string, unknown>)[key]
  if (!Array.isArray(list)) return undefined
  const assets: WalletAsset[] = []
  const seen = new Set<string>()
  for (const item of list.slice(0, maxWalletAssets)) {
    const parsed = z.safeParse(entrySchema, item)
    if (!parsed.success) continue
    const { address, balance, type } = parsed.data
    const kind = type.toLowerCase()
    const native = address === 'native'
    // ERC-7811 writes `ERC20` and `native`; viem and others write `erc20`.
    if (native ? kind !== 'native' : kind !== 'erc20') continue
    const id = native ? 'native' : address.toLowerCase()
    if (seen.has(id)) continue
    seen.add(id)
    assets.push({
      address: native ? undefined : (id as `0x${string}`),
      balance: BigInt(balance),
    })
  }
  return assets
}

/**
 * Whether a `wallet_getCapabilities` answer says the wallet discovers assets on the chain
 * (`assetDiscovery: { supported: true }` under the chain's hex id, or under `0x0`, EIP-5792's
 * key for every chain).
 *
 * @example
 * supportsAssetDiscovery({ '0x1': { assetDiscovery: { supported: true } } }, 1) // true
 */
export function supportsAssetDiscovery(capabilities: unknown, chainId: number): boolean {
  if (typeof capabilities !== 'object' || capabilities === null) return false
  return Object.entries(capabilities).some(([id, value]) => {
    if (!/^0x[0-9a-fA-F]{1,13}$/.test(id) || (Number(id) !== chainId && Number(id) !== 0))
      return false
    const discovery = (value as { assetDiscovery?: unknown } | null)?.assetDiscovery
    return (
      typeof discovery === 'object' &&
      discovery !== null &&
      (discovery as { supported?: unknown }).supported === true
    )
  })
}
