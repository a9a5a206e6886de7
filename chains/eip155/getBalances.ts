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
import { call } from 'viem/actions'
import { multicall3Address } from './toViemChain.js'
import type { Eip155Context, TokenConfig } from './types.js'

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

type Read = { target: Address; callData: Hex; decode(data: Hex): unknown }

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
 * are cached for 30 s (SPEC §9); after a failure no new read happens for 30 s (SPEC §4).
 *
 * @returns The native balance first, then the tokens in configured order.
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
  const client = context.getClient(network)
  const tokens = getTokens(context, network)
  const reads: Read[] = [
    {
      target: multicall3Address,
      callData: encodeFunctionData({
        abi: multicall3Abi,
        functionName: 'getEthBalance',
        args: [address],
      }),
      decode: (data) =>
        decodeFunctionResult({ abi: multicall3Abi, functionName: 'getEthBalance', data }),
    },
  ]
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
  const slots = tokens.map((token) => {
    const target = token.address as Address
    const slot = {
      balance:
        reads.push({
          target,
          callData: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address],
          }),
          decode: (data) =>
            decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data }),
        }) - 1,
      name: token.name === undefined ? reads.push(erc20(target, 'name')) - 1 : -1,
      symbol: token.symbol === undefined ? reads.push(erc20(target, 'symbol')) - 1 : -1,
      decimals: token.decimals === undefined ? reads.push(erc20(target, 'decimals')) - 1 : -1,
    }
    return slot
  })

  const results: (unknown | undefined)[] = []
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
    if (!data)
      throw new ValidationError('Multicall3 returned no data', {
        details: `Is Multicall3 deployed at ${multicall3Address} on ${network.name}?`,
      })
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

  const native = results[0]
  if (typeof native !== 'bigint')
    throw new ValidationError('The native balance could not be read', {
      details: `Multicall3 on ${network.name} answered without the native balance.`,
    })
  const { nativeCurrency } = network
  const balances: TokenBalance[] = [
    {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      caipNetworkId: network.caipNetworkId,
      value: native,
      decimals: nativeCurrency.decimals,
      formatted: formatUnits(native, nativeCurrency.decimals),
      ...(network.assets?.imageUrl ? { iconUrl: network.assets.imageUrl } : {}),
    },
  ]
  tokens.forEach((token, index) => {
    const slot = slots[index]!
    const value = results[slot.balance]
    const decimals = token.decimals ?? results[slot.decimals]
    const symbol = token.symbol ?? results[slot.symbol]
    const name = token.name ?? results[slot.name] ?? symbol
    // A token that failed to answer, or with 0 decimals (SPEC §3: low quality), is left out.
    if (typeof value !== 'bigint' || typeof decimals !== 'number' || decimals === 0) return
    if (typeof symbol !== 'string' || typeof name !== 'string') return
    balances.push({
      name,
      symbol,
      caipNetworkId: network.caipNetworkId,
      address: token.address,
      value,
      decimals,
      formatted: formatUnits(value, decimals),
      ...(token.iconUrl ? { iconUrl: token.iconUrl } : {}),
    })
  })
  return balances
}
