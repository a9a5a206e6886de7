/**
 * A chain namespace (CAIP-2: 3–8 of `a-z`, `0-9`, `-`), e.g. `eip155`, `solana`, `bip122`.
 * Open: a third-party chain plugin brings its own, checked when the instance starts.
 */
export type Namespace = string

/** `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`

/** `namespace:reference:address`, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${string}:${string}:${string}`

/** A network a chain plugin can use (SPEC §3 "Network"). */
export type Network = {
  /** Chain reference: a number for eip155, a genesis hash prefix for solana and bip122. */
  id: number | string
  /** Human name, e.g. `Ethereum`. */
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  chainNamespace: Namespace
  caipNetworkId: CaipNetworkId
  assets?: { imageId?: string; imageUrl?: string } | undefined
  testnet?: boolean | undefined
}
