import { decodeAbiParameters, type Hex, pad } from 'viem'
import type { HistoryTransfer } from '../types.js'
import { logsSchema, parseRpc, type RpcClient, type RpcLog } from './rpcSchemas.js'

export const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
export const transferSingleTopic =
  '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'
export const transferBatchTopic =
  '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb'

export const zeroAddress = '0x0000000000000000000000000000000000000000'

/** A block number as a JSON-RPC quantity. */
export const toHex = (value: bigint): Hex => `0x${value.toString(16)}`
const topicOf = (address: string): Hex => pad(address.toLowerCase() as Hex, { size: 32 })
/** The address in an indexed topic, lower-case (the zero address when there is none). */
export const addressOf = (topic: string | undefined): string =>
  topic ? `0x${topic.slice(26).toLowerCase()}` : zeroAddress

/** `[from, to]` split into ranges of at most `size` blocks, newest first. */
export function splitRange({
  from,
  to,
  size,
}: {
  from: bigint
  to: bigint
  size: number
}): [bigint, bigint][] {
  const ranges: [bigint, bigint][] = []
  for (let upper = to; upper >= from; upper -= BigInt(size)) {
    const lower = upper - BigInt(size) + 1n
    ranges.push([lower < from ? from : lower, upper])
  }
  return ranges
}

/**
 * An RPC error that says the log range was too wide (the node's own limit is below ours):
 * the range is split and asked again rather than failing the page.
 */
const isRangeError = (error: unknown): boolean =>
  /range|too many|limit|exceed|10000 results|block count/i.test(
    error instanceof Error ? `${error.message} ${(error as { details?: string }).details}` : '',
  )

/**
 * The account's Transfer, TransferSingle and TransferBatch logs in `[from, to]`, as one set of
 * concurrent (so batched) `eth_getLogs` calls of at most `maxLogRange` blocks each: ERC-20 and
 * ERC-721 put the parties in topics 1–2, ERC-1155 in topics 2–3.
 */
export async function getTransferLogs(
  client: RpcClient,
  {
    account,
    from,
    to,
    maxLogRange,
  }: { account: string; from: bigint; to: bigint; maxLogRange: number },
): Promise<RpcLog[]> {
  const me = topicOf(account)
  const filters: (Hex | Hex[] | null)[][] = [
    [transferTopic, me],
    [transferTopic, null, me],
    [[transferSingleTopic, transferBatchTopic], null, me],
    [[transferSingleTopic, transferBatchTopic], null, null, me],
  ]
  const read = async (lower: bigint, upper: bigint, topics: (Hex | Hex[] | null)[]) => {
    try {
      const logs = await client.request({
        method: 'eth_getLogs',
        params: [{ fromBlock: toHex(lower), toBlock: toHex(upper), topics }],
      })
      return parseRpc(logsSchema, { value: logs, what: 'eth_getLogs' })
    } catch (error) {
      if (upper === lower || !isRangeError(error)) throw error
      const middle = lower + (upper - lower) / 2n
      const halves: RpcLog[][] = await Promise.all([
        read(lower, middle, topics),
        read(middle + 1n, upper, topics),
      ])
      return halves.flat()
    }
  }
  const pages = await Promise.all(
    splitRange({ from, to, size: maxLogRange }).flatMap(([lower, upper]) =>
      filters.map((topics) => read(lower, upper, topics)),
    ),
  )
  const seen = new Set<string>()
  return pages.flat().filter((log) => {
    const key = `${log.transactionHash}:${log.logIndex}`
    if (log.removed || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The transfers one log describes, seen from `account` (lower-case). */
export function transfersOfLog(log: RpcLog, account: string): HistoryTransfer[] {
  const [topic0, topic1, topic2, topic3] = log.topics
  const token = log.address.toLowerCase()
  const direction = (from: string, to: string): HistoryTransfer['direction'] =>
    from === account && to === account ? 'self' : from === account ? 'out' : 'in'
  try {
    if (topic0 === transferTopic) {
      const from = addressOf(topic1)
      const to = addressOf(topic2)
      if (from !== account && to !== account) return []
      // ERC-721 indexes the token id (4 topics); ERC-20 puts the value in data.
      if (log.topics.length === 4)
        return [
          {
            kind: 'erc721',
            direction: direction(from, to),
            from,
            to,
            value: 1n,
            token,
            tokenId: BigInt(topic3!).toString(),
          },
        ]
      if (log.topics.length !== 3) return []
      const [value] = decodeAbiParameters([{ type: 'uint256' }], log.data as Hex)
      return [{ kind: 'fungible', direction: direction(from, to), from, to, value, token }]
    }
    if (log.topics.length !== 4) return []
    const from = addressOf(topic2)
    const to = addressOf(topic3)
    if (from !== account && to !== account) return []
    const [ids, values] =
      topic0 === transferSingleTopic
        ? decodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], log.data as Hex).map(
            (value) => [value],
          )
        : decodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], log.data as Hex)
    if (!ids || !values || ids.length !== values.length) return []
    return ids.map((id, index) => ({
      kind: 'erc1155' as const,
      direction: direction(from, to),
      from,
      to,
      value: values[index]!,
      token,
      tokenId: id.toString(),
    }))
  } catch {
    // Data that does not decode is not a transfer we can show; the other logs still are.
    return []
  }
}

/** A native coin transfer of a transaction, seen from `account` (lower-case). */
export function nativeTransfer({
  from,
  to,
  value,
  account,
}: {
  from: string
  to: string
  value: bigint
  account: string
}): HistoryTransfer {
  const f = from.toLowerCase()
  const t = to.toLowerCase()
  return {
    kind: 'native',
    direction: f === account && t === account ? 'self' : f === account ? 'out' : 'in',
    from: f,
    to: t,
    value,
  }
}
