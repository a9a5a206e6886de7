// What a transaction will do to the visitor's assets, as the chain computes it (issue 33, in
// the embedded wallet's approval): `eth_simulateV1` on the operator's RPC with transfer
// tracing, read here by hand, as jsonRpc is: viem's client would triple the frame page.
import { jsonRpc } from './smart/jsonRpc.js'
import { withTimeout } from './withTimeout.js'

/** How long the approval waits for a simulation before it shows the request without one. */
export const simulationTimeoutMs = 4_000

/** `Transfer(address,address,uint256)`: ERC-20 (3 topics) and ERC-721 (4 topics). */
const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** The coin's pseudo-address in `traceTransfers` logs. */
export const nativeAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** One asset's net change for the visitor: a coin or token amount, or one NFT. */
export type AssetChange =
  | { kind: 'amount'; asset: string; amount: bigint }
  | { kind: 'nft'; asset: string; tokenId: bigint; direction: 'out' | 'in' }

/** The outcome: what moves, or why it fails. */
export type Simulation = { ok: true; changes: AssetChange[] } | { ok: false; reason: string }

type Call = { to: string; value?: bigint | undefined; data?: string | undefined }

type Log = { address: string; topics: string[]; data: string }

const isHex = (value: unknown, bytes?: number): value is string =>
  typeof value === 'string' &&
  (bytes === undefined ? /^0x[0-9a-fA-F]*$/ : new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`)).test(
    value,
  )

/** A log as the node wrote it, or `undefined` when it is not one. */
function readLog(value: unknown): Log | undefined {
  const log = value as { address?: unknown; topics?: unknown; data?: unknown }
  if (!isHex(log?.address, 20) || !isHex(log.data) || !Array.isArray(log.topics)) return undefined
  if (!log.topics.every((topic) => isHex(topic, 32))) return undefined
  return {
    address: log.address.toLowerCase(),
    topics: (log.topics as string[]).map((topic) => topic.toLowerCase()),
    data: log.data,
  }
}

const topicAddress = (topic: string) => `0x${topic.slice(26)}`

/**
 * The visitor's net changes from a simulation's logs: ERC-20 and coin transfers summed per
 * asset (what goes out and comes back cancels), ERC-721 transfers one by one.
 */
export function assetChanges(logs: readonly Log[], account: string): AssetChange[] {
  const me = account.toLowerCase()
  const sums = new Map<string, bigint>()
  const nfts: AssetChange[] = []
  for (const log of logs) {
    if (log.topics[0] !== transferTopic) continue
    const [, fromTopic, toTopic, idTopic] = log.topics
    if (!fromTopic || !toTopic) continue
    const from = topicAddress(fromTopic)
    const to = topicAddress(toTopic)
    if (from === to || (from !== me && to !== me)) continue
    if (idTopic !== undefined) {
      if (log.topics.length === 4 && log.data === '0x')
        nfts.push({
          kind: 'nft',
          asset: log.address,
          tokenId: BigInt(idTopic),
          direction: from === me ? 'out' : 'in',
        })
      continue
    }
    if (!isHex(log.data, 32)) continue
    const amount = BigInt(log.data)
    sums.set(log.address, (sums.get(log.address) ?? 0n) + (to === me ? amount : -amount))
  }
  const amounts: AssetChange[] = [...sums]
    .filter(([, amount]) => amount !== 0n)
    .map(([asset, amount]) => ({ kind: 'amount', asset, amount }))
  return [...amounts, ...nfts]
}

/** A node's failure text as the visitor may read it: printable, one line, 200 characters. */
export function cleanReason(value: unknown): string {
  const text = typeof value === 'string' ? value : ''
  const kept = text
    .replace(/[^\p{L}\p{M}\p{N}\p{P}\p{S} ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return [...kept].slice(0, 200).join('') || 'execution reverted'
}

/**
 * Simulates `calls` from `account` in one block on `rpcUrl`. `undefined` when the node has no
 * `eth_simulateV1`, does not answer in {@link simulationTimeoutMs}, or answers something that
 * is not a simulation: the approval then says it could not simulate, never guesses.
 *
 * @example
 * const simulation = await simulate({ rpcUrl, account, calls: [{ to, value: 10n ** 18n }] })
 */
export async function simulate(parameters: {
  rpcUrl: string
  account: string
  calls: readonly Call[]
}): Promise<Simulation | undefined> {
  const { rpcUrl, account, calls } = parameters
  const request = jsonRpc<unknown>(rpcUrl, 'eth_simulateV1', [
    {
      blockStateCalls: [
        {
          calls: calls.map((call) => ({
            from: account,
            to: call.to,
            ...(call.value ? { value: `0x${call.value.toString(16)}` } : {}),
            ...(call.data && call.data !== '0x' ? { data: call.data } : {}),
          })),
        },
      ],
      traceTransfers: true,
      validation: false,
    },
    'latest',
  ]).then(
    (result) => readSimulation(result, account, calls.length),
    () => undefined,
  )
  return withTimeout(request, simulationTimeoutMs)
}

/** `eth_simulateV1`'s answer for one block of `count` calls, read for `account`. */
export function readSimulation(
  result: unknown,
  account: string,
  count: number,
): Simulation | undefined {
  const block = Array.isArray(result) && result.length === 1 ? result[0] : undefined
  const results = (block as { calls?: unknown } | undefined)?.calls
  if (!Array.isArray(results) || results.length !== count) return undefined
  const logs: Log[] = []
  for (const entry of results) {
    const call = entry as { status?: unknown; logs?: unknown; error?: { message?: unknown } }
    if (call?.status === '0x0') return { ok: false, reason: cleanReason(call.error?.message) }
    if (call?.status !== '0x1' || !Array.isArray(call.logs)) return undefined
    for (const value of call.logs) {
      const log = readLog(value)
      if (!log) return undefined
      logs.push(log)
    }
  }
  return { ok: true, changes: assetChanges(logs, account) }
}
