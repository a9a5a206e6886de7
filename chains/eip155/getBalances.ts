import {
  BalanceUnavailableError,
  caches,
  type Network,
  portfolioCodec,
  type TokenBalance,
  ValidationError,
} from 'gangway/kernel'
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  erc20Abi_bytes32,
  formatUnits,
  type Hex,
  hexToString,
} from 'viem'
import { call, getBalance, getCode } from 'viem/actions'
import { getWalletAssets } from './getWalletAssets.js'
import type { WalletAsset } from './parseWalletAssets.js'
import { multicall3Address } from './toViemChain.js'
import type { Eip155Context, TokenConfig, TokenMetadata } from './types.js'

/** SPEC §9: calls per Multicall3 aggregate3 (one eth_call each). */
export const multicallBatchSize = 1024
const multicall3Abi = [
  {
    type: 'function',
    name: 'aggregate3',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'allowFailure', type: 'bool' },
          { name: 'callData', type: 'bytes' },
        ],
      },
    ],
    outputs: [
      {
        name: 'returnData',
        type: 'tuple[]',
        components: [
          { name: 'success', type: 'bool' },
          { name: 'returnData', type: 'bytes' },
        ],
      },
    ],
  },
  {
    type: 'function',
    name: 'getEthBalance',
    stateMutability: 'view',
    inputs: [{ name: 'addr', type: 'address' }],
    outputs: [{ name: 'balance', type: 'uint256' }],
  },
] as const

type Read = {
  target: Address
  callData: Hex
  decode(data: Hex): unknown
  /** The native balance of this address (Multicall3's `getEthBalance`; `eth_getBalance` without it). */
  balanceOf?: Address
}

export type GetBalancesParameters = { address: string; network: Network }

/** The tokens configured for a network. */
export function getTokens(context: Eip155Context, network: Network): readonly TokenConfig[] {
  const tokens = context.options.tokens
  return tokens?.[network.id as number] ?? tokens?.[network.caipNetworkId] ?? []
}

/**
 * Reads the native balance and every configured ERC-20 balance of an address in one
 * `eth_call`: Multicall3 `aggregate3` (1024 calls per batch), the native balance through
 * Multicall3's `getEthBalance`. Token name, symbol and decimals come from the config or,
 * when missing, from the same call. Entries with 0 decimals are dropped (SPEC §3). Results
 * are cached for 30 s (SPEC §9); after a failure no new read happens for 30 s (SPEC §4). A
 * network without Multicall3 (no code at its address) is read call by call instead.
 *
 * When the address belongs to a connected wallet that discovers assets (ERC-7811, SPEC §7),
 * the wallet's own list is shown instead (`getWalletAssets`); a wallet that lacks it, refuses,
 * times out or answers something invalid gets the Multicall3 read.
 *
 * @returns The native balance first, then the tokens in configured order (the wallet's order
 *   for a wallet's list).
 * @throws BalanceUnavailableError ('Token Balance Unavailable')
 * @example
 * const balances = await getBalances(context, { address, network: base })
 */
export async function getBalances(
  context: Eip155Context,
  parameters: GetBalancesParameters,
): Promise<readonly TokenBalance[]> {
  const { network } = parameters
  const address = parameters.address.toLowerCase() as Address
  return context.readCached({
    cache: caches.portfolio,
    id: `${network.caipNetworkId}:${address}`,
    read: () => readBalances(context, network, address),
    ...portfolioCodec,
    toError: (cause) => new BalanceUnavailableError(cause),
  })
}

async function readBalances(
  context: Eip155Context,
  network: Network,
  address: Address,
): Promise<TokenBalance[]> {
  // SPEC §7: a connected wallet that discovers assets (ERC-7811) is asked first; over
  // WalletConnect only when its session declares it (getWalletAssets).
  const connection = context.kernel.connections
    .all('eip155')
    .find((c) => c.accounts.some((account) => account.address.toLowerCase() === address))
  const assets = connection
    ? await getWalletAssets(context, { connectorId: connection.connector.id, address, network })
    : undefined
  return assets
    ? readWithWalletAssets(context, network, address, assets)
    : readFromChain(context, network, address)
}

/** The native balance through Multicall3's `getEthBalance`. */
const nativeRead = (address: Address): Read => ({
  target: multicall3Address,
  balanceOf: address,
  callData: encodeFunctionData({
    abi: multicall3Abi,
    functionName: 'getEthBalance',
    args: [address],
  }),
  decode: (data) =>
    decodeFunctionResult({ abi: multicall3Abi, functionName: 'getEthBalance', data }),
})

const erc20 = (token: Address, functionName: 'name' | 'symbol' | 'decimals'): Read => ({
  target: token,
  callData: encodeFunctionData({ abi: erc20Abi, functionName }),
  decode(data) {
    try {
      return decodeFunctionResult({ abi: erc20Abi, functionName, data })
    } catch (error) {
      if (functionName === 'decimals') throw error
      // Old tokens (e.g. MKR) return bytes32 names and symbols.
      const raw = decodeFunctionResult({ abi: erc20Abi_bytes32, functionName, data })
      return hexToString(raw, { size: 32 })
    }
  },
})

/** Where a token's metadata comes from: the config, else a read (its index in `reads`). */
type MetadataSlots = { name: number; symbol: number; decimals: number }

/** Adds the metadata reads the config leaves open; `-1` marks a configured field. */
function metadataSlots(reads: Read[], token: Address, config: TokenConfig | undefined) {
  return {
    name: config?.name === undefined ? reads.push(erc20(token, 'name')) - 1 : -1,
    symbol: config?.symbol === undefined ? reads.push(erc20(token, 'symbol')) - 1 : -1,
    decimals: config?.decimals === undefined ? reads.push(erc20(token, 'decimals')) - 1 : -1,
  }
}

/** The token's metadata from the config and the reads; `undefined` when incomplete. */
function metadataOf(
  config: TokenConfig | undefined,
  slots: MetadataSlots,
  results: readonly unknown[],
): TokenMetadata | undefined {
  const decimals = config?.decimals ?? results[slots.decimals]
  const symbol = config?.symbol ?? results[slots.symbol]
  const name = config?.name ?? results[slots.name] ?? symbol
  // A token that failed to answer, or with 0 decimals (SPEC §3: low quality), is left out.
  if (typeof decimals !== 'number' || decimals === 0) return undefined
  if (typeof symbol !== 'string' || typeof name !== 'string') return undefined
  return { name, symbol, decimals }
}

/**
 * Networks found without Multicall3 (no code at its address), per adapter context: their reads
 * go one by one from then on instead of failing every time.
 */
const withoutMulticall = new WeakMap<Eip155Context, Set<string>>()

/**
 * Runs the reads through Multicall3 `aggregate3`, 1024 per `eth_call`; a failed read is
 * `undefined`. On a network without Multicall3 at its usual address (a new or private chain a
 * host defines) the reads go one by one — the native balance as `eth_getBalance` — so the
 * visitor still sees their balances; the network is remembered, so later reads skip the try.
 */
async function aggregate(
  context: Eip155Context,
  network: Network,
  reads: readonly Read[],
): Promise<unknown[]> {
  const known = withoutMulticall.get(context)
  if (known?.has(network.caipNetworkId)) return readOneByOne(context, network, reads)
  const client = context.getClient(network)
  const results: unknown[] = []
  for (let start = 0; start < reads.length; start += multicallBatchSize) {
    const chunk = reads.slice(start, start + multicallBatchSize)
    const { data } = await call(client, {
      to: multicall3Address,
      data: encodeFunctionData({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [chunk.map(({ target, callData }) => ({ target, allowFailure: true, callData }))],
      }),
    })
    if (!data) {
      // A call to an address without code answers nothing: check that this is the reason
      // before reading one by one (an RPC that drops answers stays an error).
      if (start === 0 && !(await getCode(client, { address: multicall3Address }))) {
        withoutMulticall.set(context, (known ?? new Set()).add(network.caipNetworkId))
        return readOneByOne(context, network, reads)
      }
      throw new ValidationError('Multicall3 returned no data', {
        details: `Is Multicall3 deployed at ${multicall3Address} on ${network.name}?`,
      })
    }
    const decoded = decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data })
    decoded.forEach((result, index) => {
      let value: unknown
      if (result.success && result.returnData !== '0x')
        try {
          value = chunk[index]!.decode(result.returnData)
        } catch {
          value = undefined
        }
      results.push(value)
    })
  }
  return results
}

/** The reads as separate calls (side by side; the transport may batch them), for `aggregate`. */
function readOneByOne(
  context: Eip155Context,
  network: Network,
  reads: readonly Read[],
): Promise<unknown[]> {
  const client = context.getClient(network)
  return Promise.all(
    reads.map(async (read) => {
      if (read.balanceOf) return getBalance(client, { address: read.balanceOf })
      try {
        const { data } = await call(client, { to: read.target, data: read.callData })
        return data && data !== '0x' ? read.decode(data) : undefined
      } catch {
        // As `allowFailure` does in the aggregate: this read is missing, the others stand.
        return undefined
      }
    }),
  )
}

function nativeBalance(network: Network, value: unknown): TokenBalance {
  if (typeof value !== 'bigint')
    throw new ValidationError('The native balance could not be read', {
      details: `Multicall3 on ${network.name} answered without the native balance.`,
    })
  const { nativeCurrency } = network
  return {
    name: nativeCurrency.name,
    symbol: nativeCurrency.symbol,
    caipNetworkId: network.caipNetworkId,
    value,
    decimals: nativeCurrency.decimals,
    formatted: formatUnits(value, nativeCurrency.decimals),
    ...(network.assets?.imageUrl ? { iconUrl: network.assets.imageUrl } : {}),
  }
}

function tokenBalance(
  network: Network,
  token: string,
  value: bigint,
  metadata: TokenMetadata,
  iconUrl: string | undefined,
): TokenBalance {
  return {
    ...metadata,
    caipNetworkId: network.caipNetworkId,
    address: token,
    value,
    formatted: formatUnits(value, metadata.decimals),
    ...(iconUrl ? { iconUrl } : {}),
  }
}

/** The configured tokens' balances and missing metadata, and the native balance, from the chain. */
async function readFromChain(
  context: Eip155Context,
  network: Network,
  address: Address,
): Promise<TokenBalance[]> {
  const tokens = getTokens(context, network)
  const reads: Read[] = [nativeRead(address)]
  const slots = tokens.map((token) => {
    const target = token.address as Address
    const balance =
      reads.push({
        target,
        callData: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
        decode: (data) => decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data }),
      }) - 1
    return { balance, ...metadataSlots(reads, target, token) }
  })
  const results = await aggregate(context, network, reads)
  const balances: TokenBalance[] = [nativeBalance(network, results[0])]
  tokens.forEach((token, index) => {
    const slot = slots[index]!
    const value = results[slot.balance]
    const metadata = metadataOf(token, slot, results)
    if (typeof value !== 'bigint' || !metadata) return
    balances.push(tokenBalance(network, token.address, value, metadata, token.iconUrl))
  })
  return balances
}

/**
 * The balances a wallet reported (ERC-7811), with the same trust as the chain read: the
 * amounts are the wallet's (it is the visitor's own wallet; a wallet that lies about them
 * misleads only its own user, and the chain refuses to move what is not there), but what an
 * amount means is not: name, symbol and decimals come from the host's token config, else from
 * the token contract (read once, then kept), never from the wallet's `metadata`. A wallet that
 * claimed 6 decimals for an 18-decimal token would otherwise make Send move a million times
 * the amount the visitor typed. The native coin is named by the network. Tokens the contract
 * does not describe (no code, 0 decimals) are left out, as in the chain read. One wallet call,
 * plus one `eth_call` only for a native balance the wallet left out or tokens not yet described.
 */
async function readWithWalletAssets(
  context: Eip155Context,
  network: Network,
  address: Address,
  assets: readonly WalletAsset[],
): Promise<TokenBalance[]> {
  const tokens = getTokens(context, network)
  const reads: Read[] = []
  const native = assets.find((asset) => asset.address === undefined)
  const nativeSlot = native ? -1 : reads.push(nativeRead(address)) - 1
  const entries = assets.flatMap((asset) => {
    if (asset.address === undefined) return []
    const token = asset.address
    const config = tokens.find((t) => t.address.toLowerCase() === token)
    const known = context.tokenMetadata.get(`${network.caipNetworkId}:${token}`)
    const slots = known
      ? { name: -1, symbol: -1, decimals: -1 }
      : metadataSlots(reads, token, config)
    return [{ asset, token, config, known, slots }]
  })
  const results = reads.length > 0 ? await aggregate(context, network, reads) : []
  const balances: TokenBalance[] = [nativeBalance(network, native?.balance ?? results[nativeSlot])]
  for (const { asset, token, config, known, slots } of entries) {
    const metadata = known ?? metadataOf(config, slots, results)
    if (!metadata) continue
    // Config and contract stay as they are for the adapter's life: read once.
    if (!known) context.tokenMetadata.set(`${network.caipNetworkId}:${token}`, metadata)
    balances.push(
      tokenBalance(network, config?.address ?? token, asset.balance, metadata, config?.iconUrl),
    )
  }
  return balances
}
