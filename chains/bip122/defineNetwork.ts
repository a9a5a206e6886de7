import type { Network } from 'gangway/kernel'

/** What a host gives to describe a Bitcoin network; the CAIP fields are derived. */
export type DefineNetworkParameters = Omit<
  Network,
  'chainNamespace' | 'caipNetworkId' | 'id' | 'nativeCurrency' | 'rpcUrls'
> & {
  /** The genesis block hash's first 32 hex digits (the CAIP-2 reference). */
  id: string
  /** Which address rules apply (bitcoinjs-lib's network parameters). */
  kind: BitcoinNetworkKind
  /** The Esplora-compatible API used for balances, UTXOs and broadcasting. */
  esploraUrl: string
  nativeCurrency?: Network['nativeCurrency'] | undefined
}

/** Address encodings: `mainnet` (bc1, 1, 3), `testnet` (tb1, m/n, 2; also signet), `regtest` (bcrt1). */
export type BitcoinNetworkKind = 'mainnet' | 'testnet' | 'regtest'

/** A Bitcoin network as Gangway uses it. `rpcUrls.default.http[0]` is its Esplora API. */
export type Bip122Network = Network & {
  id: string
  chainNamespace: 'bip122'
  kind: BitcoinNetworkKind
}

/**
 * Defines a Bitcoin network, e.g. signet or a local regtest node with its own Esplora.
 *
 * @param parameters - genesis hash prefix, name, address kind, Esplora URL, explorer.
 * @returns A Gangway `Network` with `chainNamespace: 'bip122'` and `caipNetworkId: 'bip122:<id>'`.
 * @example
 * const signet = defineNetwork({
 *   id: '00000008819873e925422c1ff0f99f7c',
 *   name: 'Bitcoin Signet',
 *   kind: 'testnet',
 *   esploraUrl: 'https://mempool.space/signet/api',
 *   testnet: true,
 * })
 */
export function defineNetwork(parameters: DefineNetworkParameters): Bip122Network {
  const { esploraUrl, nativeCurrency, ...rest } = parameters
  return {
    ...rest,
    nativeCurrency: nativeCurrency ?? { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [esploraUrl] } },
    chainNamespace: 'bip122',
    caipNetworkId: `bip122:${parameters.id}`,
  }
}
