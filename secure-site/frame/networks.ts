// The frame's own registry of networks: what the approval calls a chain and its coin comes
// from here and from the chain id that is signed, never from the host (issue 31: a host
// labelled a mainnet transfer "Sepolia testnet, 36 decimals").
import { formatUnits } from './decode.js'
import { text } from './messages.js'

/** How the approval names a network and its coin. */
export type NetworkUnit = { name: string; symbol: string; decimals: number }

/** A network of the site's own settings (NETWORKS, SMART_ACCOUNT_NETWORKS), named there or not. */
export type ConfiguredNetwork = {
  chainId: number
  /** The operator's RPC for the chain: where the approval reads a token's symbol and decimals. */
  rpcUrl?: string | undefined
  name?: string | undefined
  nativeCurrency?: { symbol: string; decimals: number } | undefined
}

const ether = (name: string): NetworkUnit => ({ name, symbol: 'ETH', decimals: 18 })

/**
 * The well-known chains: SPEC §7's embedded networks that viem still defines, a few more, and
 * 31337, the local development chain (anvil, hardhat). Written out from viem's chain
 * definitions, not imported: each definition brings viem's defineChain and formatters, 5.8 KiB
 * gzip of the frame page for twenty names (OP stack, ZKsync and Celo ones some 20 KiB more).
 * test/unit/embedded/frameNetworks.test.ts checks every entry against viem's definition.
 */
export const wellKnownNetworks: ReadonlyMap<number, NetworkUnit> = new Map([
  [1, ether('Ethereum')],
  [11155111, ether('Sepolia')],
  [17000, ether('Holesky')],
  [5, ether('Goerli')],
  [10, ether('OP Mainnet')],
  [11155420, ether('OP Sepolia')],
  [42161, ether('Arbitrum One')],
  [421614, ether('Arbitrum Sepolia')],
  [421613, ether('Arbitrum Goerli')],
  [8453, ether('Base')],
  [84532, ether('Base Sepolia')],
  [7777777, ether('Zora')],
  [324, ether('ZKsync Era')],
  [59144, ether('Linea Mainnet')],
  [534352, ether('Scroll')],
  [1313161554, ether('Aurora')],
  [1313161555, ether('Aurora Testnet')],
  [137, { name: 'Polygon', symbol: 'POL', decimals: 18 }],
  [80002, { name: 'Polygon Amoy', symbol: 'POL', decimals: 18 }],
  [80001, { name: 'Polygon Mumbai', symbol: 'MATIC', decimals: 18 }],
  [56, { name: 'BNB Smart Chain', symbol: 'BNB', decimals: 18 }],
  [97, { name: 'BNB Smart Chain Testnet', symbol: 'tBNB', decimals: 18 }],
  [43114, { name: 'Avalanche', symbol: 'AVAX', decimals: 18 }],
  [43113, { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 }],
  [100, { name: 'Gnosis', symbol: 'XDAI', decimals: 18 }],
  [42220, { name: 'Celo', symbol: 'CELO', decimals: 18 }],
  [31337, ether('Anvil')],
])

/**
 * The network of a chain id: the site's own settings first (the operator's word), then the
 * well-known chains. `undefined`: the frame does not know it, and says so.
 *
 * @param chainId - The chain id that is signed (a transaction's, a typed-data domain's).
 * @param configured - The site's networks (GET /api/v1/smart-accounts).
 */
export function findNetwork(
  chainId: number,
  configured: readonly ConfiguredNetwork[],
): NetworkUnit | undefined {
  const own = configured.find(
    (network) => network.chainId === chainId && network.name && network.nativeCurrency,
  )
  if (own?.name && own.nativeCurrency) return { name: own.name, ...own.nativeCurrency }
  return wellKnownNetworks.get(chainId)
}

/** The operator's RPC for `chainId`, if the site's settings give one. */
export function rpcUrlOf(
  chainId: number,
  configured: readonly ConfiguredNetwork[],
): string | undefined {
  return configured.find((network) => network.chainId === chainId && network.rpcUrl)?.rpcUrl
}

/** A network's name, or "Unknown network (chain n)". */
export function networkName(chainId: number, network: NetworkUnit | undefined): string {
  return network?.name ?? text('unknownNetwork', { chainId: String(chainId) })
}

/** An amount of the native coin: "1 ETH", or "1000 (smallest unit)" on an unknown chain. */
export function nativeAmount(value: bigint, network: NetworkUnit | undefined): string {
  return network
    ? `${formatUnits(value, network.decimals)} ${network.symbol}`
    : text('smallestUnit', { amount: value.toString() })
}

/**
 * The session's chain and the site's networks: what a signature's chain is read against
 * (`chainWarnings`, and the describers that call it with their own).
 */
export type SessionNetworks = {
  /** The session's chain: the one the app is connected to. */
  chainId: number
  /** The site's networks (GET /api/v1/smart-accounts). */
  networks: readonly ConfiguredNetwork[]
}

/**
 * What the visitor must read before approving a signature for `signed`: that the frame does
 * not know the chain, or that it is not the chain the app is connected to.
 *
 * @example
 * const warnings = chainWarnings(signedChainId, { chainId, networks })
 */
export function chainWarnings(
  signed: number,
  { chainId: session, networks: configured }: SessionNetworks,
): string[] {
  const network = findNetwork(signed, configured)
  const warnings: string[] = []
  if (!network) warnings.push(text('unknownNetworkWarning', { chainId: String(signed) }))
  if (signed !== session)
    warnings.push(
      text('otherChainWarning', {
        signed: networkName(signed, network),
        session: networkName(session, findNetwork(session, configured)),
      }),
    )
  return warnings
}

/** A chain id as a request writes it (number, decimal or hex string), if it is one. */
export function readChainId(value: unknown): number | undefined {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^(0x[0-9a-fA-F]{1,13}|\d{1,15})$/.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}
