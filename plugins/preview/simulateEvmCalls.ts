import {
  type Address,
  type Client,
  decodeEventLog,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  type Log,
  parseAbi,
  slice,
  toEventSelector,
} from 'viem'
import { simulateCalls } from 'viem/actions'
import { nativeAddress } from './nativeAddress.js'
import type { EvmCall } from './types.js'

/** One net change of the visitor's holdings that the simulated block's transfers add up to. */
export type SimulatedChange = {
  standard: 'native' | 'erc20' | 'erc721' | 'erc1155'
  /** The token contract; `nativeAddress` for the coin. */
  address: Address
  /** The NFT's id (ERC-721, ERC-1155). */
  tokenId?: bigint | undefined
  /** Positive: received; negative: sent. Smallest unit (1 per ERC-721 token). */
  diff: bigint
  /** The other side of the (last) transfer that made it. */
  counterparty?: Address | undefined
}

/** What `eth_simulateV1` reported: each call's outcome and the visitor's net changes. */
export type EvmSimulation = {
  results: readonly {
    status: 'success' | 'failure'
    data: Hex
    gasUsed: bigint
    error?: Error | undefined
  }[]
  changes: readonly SimulatedChange[]
}

const transferEvents = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
])

/**
 * Runs the calls in one simulated block on the network's own RPC (`eth_simulateV1` through
 * viem's `simulateCalls`, with `traceTransfers` so native value moves show as logs too), as
 * `from`, without a signature or gas, and adds up the visitor's transfers (ERC-20, ERC-721,
 * ERC-1155 and native) into net changes. Resolves `undefined` when the RPC cannot simulate:
 * the caller then falls back to `eth_call` and `eth_estimateGas`.
 *
 * Why transfer logs and not `traceAssetChanges`: viem's balance probes add a call without a
 * `to` (a deployless call), which anvil 1.7's `eth_simulateV1` refuses ("missing keys: to").
 * Logs also name the NFT ids and ERC-1155 balances that a `balanceOf(owner)` probe cannot.
 *
 * @param client - A viem client of the request's network.
 * @param parameters - Whose assets and the calls, in order.
 * @returns The simulation, or `undefined` when the RPC cannot simulate.
 * @example
 * const simulation = await simulateEvmCalls(client, { from, calls: [{ to: usdc, data }] })
 * simulation?.changes // [{ standard: 'erc20', address: usdc, diff: -5_000_000n, counterparty: bob }]
 */
export async function simulateEvmCalls(
  client: Client,
  parameters: { from: Address; calls: readonly EvmCall[] },
): Promise<EvmSimulation | undefined> {
  let results: readonly {
    status: 'success' | 'failure'
    data: Hex
    gasUsed: bigint
    logs?: Log[] | undefined
    error?: Error | undefined
  }[]
  try {
    ;({ results } = (await simulateCalls(client, {
      account: parameters.from,
      calls: parameters.calls.map(({ to, data, value }) => ({ to, data, value })) as never,
      traceTransfers: true,
    })) as unknown as { results: typeof results })
  } catch {
    // No eth_simulateV1 here (method not found, not allowed, not implemented): decode instead.
    return undefined
  }
  return {
    results: results.map(({ status, data, gasUsed, error }) => ({ status, data, gasUsed, error })),
    // A failed call's logs are rolled back: only what succeeds moves anything.
    changes: addUp(
      parameters.from,
      results.flatMap((r) => (r.status === 'success' ? (r.logs ?? []) : [])),
    ),
  }
}

const transferSelector = toEventSelector('Transfer(address,address,uint256)')
const topicAddress = (topic: Hex): Address => getAddress(slice(topic, 12))

function addUp(owner: Address, logs: readonly Log[]): SimulatedChange[] {
  const totals = new Map<string, SimulatedChange>()
  const add = (
    change: Omit<SimulatedChange, 'diff'>,
    amount: bigint,
    from: Address,
    to: Address,
  ) => {
    const out = isAddressEqual(from, owner)
    const into = isAddressEqual(to, owner)
    if (out === into) return
    const key = `${change.address.toLowerCase()}:${change.tokenId ?? ''}`
    const total = totals.get(key) ?? { ...change, diff: 0n }
    total.diff += into ? amount : -amount
    total.counterparty = into ? from : to
    totals.set(key, total)
  }
  for (const log of logs) {
    const address = log.address
    const [topic, fromTopic, toTopic, idTopic] = log.topics
    // ERC-20 and ERC-721 share Transfer's signature; ERC-721 indexes the id (a fourth topic).
    if (topic === transferSelector && fromTopic && toTopic && idTopic && log.topics.length === 4) {
      add(
        { standard: 'erc721', address, tokenId: hexToBigInt(idTopic) },
        1n,
        topicAddress(fromTopic),
        topicAddress(toTopic),
      )
      continue
    }
    let event: ReturnType<typeof decodeEventLog<typeof transferEvents>>
    try {
      event = decodeEventLog({
        abi: transferEvents,
        data: log.data,
        topics: log.topics as [Hex, ...Hex[]],
        strict: true,
      })
    } catch {
      continue
    }
    if (event.eventName === 'Transfer') {
      const { from, to, value } = event.args
      add(
        { standard: address.toLowerCase() === nativeAddress ? 'native' : 'erc20', address },
        value,
        from,
        to,
      )
    } else if (event.eventName === 'TransferSingle') {
      const { from, to, id, value } = event.args
      add({ standard: 'erc1155', address, tokenId: id }, value, from, to)
    } else {
      const { from, to, ids, values } = event.args
      ids.forEach((id, index) => {
        add({ standard: 'erc1155', address, tokenId: id }, values[index] ?? 0n, from, to)
      })
    }
  }
  return [...totals.values()].filter((change) => change.diff !== 0n)
}
