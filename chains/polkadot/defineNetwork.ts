import type { Network } from 'gangway/kernel'

/** What a host gives to describe a Polkadot-SDK network; the CAIP fields are derived. */
export type DefinePolkadotNetworkParameters = Omit<
  Network,
  'chainNamespace' | 'caipNetworkId' | 'id' | 'rpcUrls'
> & {
  /** The genesis block's hash, 0x and 64 hex digits; its first 32 digits are the CAIP-2 reference. */
  genesisHash: `0x${string}`
  /** The SS58 prefix addresses on this network are written with (0 Polkadot, 2 Kusama, 42 generic). */
  ss58Prefix: number
  /** The network's own JSON-RPC over HTTP (balances, fees, submission). */
  rpcUrl: string
}

/** A Polkadot-SDK network as Gangway uses it. `rpcUrls.default.http[0]` is its JSON-RPC. */
export type PolkadotNetwork = Network & {
  id: string
  chainNamespace: 'polkadot'
  genesisHash: `0x${string}`
  ss58Prefix: number
}

/**
 * Defines a Polkadot-SDK network (a relay chain, a parachain, a local chain) by its genesis
 * hash, as CAIP-2 names it: `polkadot:<first 32 hex digits of the genesis hash>`.
 *
 * @param parameters - genesis hash, name, SS58 prefix, native currency, JSON-RPC URL, explorer.
 * @returns A Gangway `Network` with `chainNamespace: 'polkadot'`.
 * @example
 * const paseo = definePolkadotNetwork({
 *   genesisHash: '0x77afd6190f1554ad45fd0d31aee62aacc33c6db0ea801129acb813f913e0764f',
 *   name: 'Paseo',
 *   ss58Prefix: 0,
 *   nativeCurrency: { name: 'Paseo', symbol: 'PAS', decimals: 10 },
 *   rpcUrl: 'https://paseo.rpc.example',
 *   testnet: true,
 * })
 */
export function definePolkadotNetwork(
  parameters: DefinePolkadotNetworkParameters,
): PolkadotNetwork {
  const { rpcUrl, genesisHash, ...rest } = parameters
  const id = genesisHash.slice(2, 34).toLowerCase()
  return {
    ...rest,
    id,
    genesisHash: genesisHash.toLowerCase() as `0x${string}`,
    rpcUrls: { default: { http: [rpcUrl] } },
    chainNamespace: 'polkadot',
    caipNetworkId: `polkadot:${id}`,
  }
}

/** True for a network made by `definePolkadotNetwork` (or one shaped like it). */
export function isPolkadotNetwork(network: Network): network is PolkadotNetwork {
  const { genesisHash, ss58Prefix } = network as Partial<PolkadotNetwork>
  return (
    network.chainNamespace === 'polkadot' &&
    /^0x[0-9a-f]{64}$/.test(String(genesisHash)) &&
    genesisHash?.slice(2, 34) === network.id &&
    Number.isInteger(ss58Prefix) &&
    (ss58Prefix as number) >= 0 &&
    (ss58Prefix as number) < 16384
  )
}
