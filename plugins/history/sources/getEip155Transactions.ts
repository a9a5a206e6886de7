import type { Network } from 'gangway/kernel'
import type { Hex } from 'viem'
import { InvalidHistoryAnswerError } from '../errors.js'
import type { HistoryPage, HistoryTransaction, HistoryTransfer, SentTransaction } from '../types.js'
import { checksumTransaction } from './checksumAddresses.js'
import type { Eip155HistoryContext, SentAnswer } from './eip155Context.js'
import { decodeCursor, encodeCursor } from './eip155Cursor.js'
import { statusOfReceipt } from './getEip155Status.js'
import { isAirdropSpam } from './isAirdropSpam.js'
import {
  blockNumberSchema,
  blockSchema,
  parseRpc,
  type RpcBlock,
  type RpcClient,
  type RpcLog,
  type RpcReceipt,
  type RpcTransaction,
  receiptSchema,
  transactionSchema,
} from './rpcSchemas.js'
import {
  getTransferLogs,
  nativeTransfer,
  toHex,
  transfersOfLog,
  zeroAddress,
} from './transferLogs.js'

/** The widget's own sends, each with its transaction and receipt as the node has them. */
const readSent = (client: RpcClient, sent: readonly SentTransaction[]) =>
  Promise.all(
    sent.map((entry) =>
      Promise.all([
        client.request({ method: 'eth_getTransactionByHash', params: [entry.id as Hex] }),
        client.request({ method: 'eth_getTransactionReceipt', params: [entry.id as Hex] }),
      ]).then(
        ([tx, receipt]): SentAnswer => ({
          entry,
          ...(tx ? { tx: parseRpc(transactionSchema, { value: tx, what: 'transaction' }) } : {}),
          ...(receipt
            ? { receipt: parseRpc(receiptSchema, { value: receipt, what: 'receipt' }) }
            : {}),
        }),
      ),
    ),
  )

/**
 * One page of the account's transactions, newest first, in three batched round trips: the
 * head (first page only); the transfer logs, the recent blocks in full and the widget's own
 * sends; then block times, receipts and token names. The cursor goes on below the page.
 */
export async function getEip155Transactions(
  context: Eip155HistoryContext,
  request: { address: string; network: Network; cursor?: string | undefined },
): Promise<HistoryPage> {
  const { limits, spamContracts, tokens, sentAnswersByAccount } = context
  const { network } = request
  const account = request.address.toLowerCase()
  const client = await context.getClient(network)
  const chain = network.caipNetworkId
  const position = request.cursor ? decodeCursor(request.cursor) : undefined
  if (request.cursor && !position) throw new InvalidHistoryAnswerError('cursor', request.cursor)
  const first = !position
  // Round trip 1 (first page only): the head.
  const head =
    position?.head ??
    BigInt(
      parseRpc(blockNumberSchema, {
        value: await client.request({ method: 'eth_blockNumber' }),
        what: 'eth_blockNumber',
      }),
    )
  const upper = position?.upper ?? head
  const lowerBound = upper - BigInt(limits.pageBlocks) + 1n
  const lower = lowerBound < 0n ? 0n : lowerBound
  const scanFrom = head - BigInt(limits.scanBlocks) + 1n
  const scanLower = scanFrom > lower ? scanFrom : lower
  const scanned: bigint[] = []
  for (let n = upper; n >= scanLower && limits.scanBlocks > 0; n--) scanned.push(n)
  const sentKey = `${chain}:${account}`

  // Round trip 2, one batch: the logs, the recent blocks in full, the widget's own sends.
  const [logs, blocks, sentAnswers] = await Promise.all([
    getTransferLogs(client, { account, from: lower, to: upper, maxLogRange: limits.maxLogRange }),
    Promise.all(
      scanned.map((n) =>
        client
          .request({ method: 'eth_getBlockByNumber', params: [toHex(n), true] })
          .then((block) =>
            block === null ? undefined : parseRpc(blockSchema, { value: block, what: 'block' }),
          ),
      ),
    ),
    first || !sentAnswersByAccount.has(sentKey)
      ? readSent(client, context.getSent(request.address, network))
      : Promise.resolve(sentAnswersByAccount.get(sentKey)!),
  ])
  sentAnswersByAccount.set(sentKey, sentAnswers)

  const times = new Map<bigint, number>()
  const byId = new Map<string, { tx?: RpcTransaction; logs: RpcLog[]; block?: bigint }>()
  const entryOf = (id: string) => {
    const key = id.toLowerCase()
    const entry = byId.get(key) ?? { logs: [] }
    byId.set(key, entry)
    return entry
  }
  for (const block of blocks as (RpcBlock | undefined)[]) {
    if (!block) continue
    times.set(BigInt(block.number), Number(BigInt(block.timestamp)) * 1000)
    for (const item of block.transactions) {
      if (typeof item === 'string') continue
      const tx = parseRpc(transactionSchema, { value: item, what: 'transaction' })
      if (tx.from.toLowerCase() === account || tx.to?.toLowerCase() === account) {
        const entry = entryOf(tx.hash)
        entry.tx = tx
        entry.block = BigInt(block.number)
      }
    }
  }
  for (const log of logs) {
    const entry = entryOf(log.transactionHash)
    entry.logs.push(log)
    entry.block = BigInt(log.blockNumber)
    if (log.blockTimestamp) times.set(entry.block, Number(BigInt(log.blockTimestamp)) * 1000)
  }
  const pending: HistoryTransaction[] = []
  const receipts = new Map<string, RpcReceipt>()
  for (const { entry, tx, receipt } of sentAnswers) {
    if (receipt) {
      const block = BigInt(receipt.blockNumber)
      receipts.set(entry.id.toLowerCase(), receipt)
      // A send mined inside this page's window (but maybe before the scanned blocks).
      if (block >= lower && block <= upper) {
        const known = entryOf(entry.id)
        known.block = block
        if (tx) known.tx = tx
      }
    } else
      pending.push({
        id: entry.id,
        metadata: { minedAt: undefined, chain },
        status: 'pending',
        from: entry.from,
        to: tx?.to ?? undefined,
        nonce: tx ? Number(BigInt(tx.nonce)) : undefined,
        transfers:
          tx && BigInt(tx.value) > 0n
            ? [
                nativeTransfer({
                  from: tx.from,
                  to: tx.to ?? zeroAddress,
                  value: BigInt(tx.value),
                  account,
                }),
              ]
            : [],
      })
  }

  // Round trip 3, one batch: what the first two could not say — block times, receipts
  // (status; an airdrop's recipients), token names and decimals.
  const needReceipt = [...byId.entries()].filter(
    ([id, entry]) =>
      !receipts.has(id) &&
      (entry.tx ||
        entry.logs.some((log) => log.topics.length === 4 && !spamContracts.has(log.address))),
  )
  const needTime = [...new Set([...byId.values()].map((entry) => entry.block!))].filter(
    (block) => !times.has(block),
  )
  const transfersById = new Map<string, HistoryTransfer[]>()
  for (const [id, entry] of byId) {
    const transfers = entry.logs.flatMap((log) => transfersOfLog(log, account))
    if (entry.tx && BigInt(entry.tx.value) > 0n)
      transfers.unshift(
        nativeTransfer({
          from: entry.tx.from,
          to: entry.tx.to ?? zeroAddress,
          value: BigInt(entry.tx.value),
          account,
        }),
      )
    transfersById.set(id, transfers)
  }
  const tokenKinds = new Map<string, HistoryTransfer['kind']>()
  for (const transfers of transfersById.values())
    for (const transfer of transfers)
      if (transfer.token) tokenKinds.set(transfer.token, transfer.kind)
  await Promise.all([
    ...needReceipt.map(([id]) =>
      client
        .request({ method: 'eth_getTransactionReceipt', params: [id as Hex] })
        .then((receipt) => {
          if (receipt)
            receipts.set(id, parseRpc(receiptSchema, { value: receipt, what: 'receipt' }))
        }),
    ),
    ...needTime.map((n) =>
      client
        .request({ method: 'eth_getBlockByNumber', params: [toHex(n), false] })
        .then((block) => {
          if (block)
            times.set(
              n,
              Number(BigInt(parseRpc(blockSchema, { value: block, what: 'block' }).timestamp)) *
                1000,
            )
        }),
    ),
    ...[...tokenKinds].map(([token, kind]) => tokens.tokenInfo(client, { token, kind })),
  ])

  const transactions: HistoryTransaction[] = []
  // Newest block first (blocks mined in the same second share a timestamp).
  const newestFirst = [...byId].sort(([, a], [, b]) =>
    a.block === b.block ? 0 : a.block! > b.block! ? -1 : 1,
  )
  for (const [id, entry] of newestFirst) {
    const receipt = receipts.get(id)
    const status = entry.logs.length && !receipt ? 'confirmed' : statusOfReceipt(receipt)
    const transfers = await Promise.all(
      (transfersById.get(id) ?? []).map(async (transfer) => {
        if (!transfer.token) return transfer
        const info = await tokens.tokenInfo(client, { token: transfer.token, kind: transfer.kind })
        const isNft = transfer.kind === 'erc721' || transfer.kind === 'erc1155'
        return {
          ...transfer,
          name: info.name,
          symbol: info.symbol,
          ...(transfer.kind === 'fungible' ? { decimals: info.decimals } : {}),
          ...(isNft
            ? {
                nft: {
                  isSpam: isAirdropSpam({
                    transfer,
                    receipt,
                    account,
                    spamContracts,
                    spamRecipients: limits.spamRecipients,
                  }),
                },
              }
            : {}),
        }
      }),
    )
    // A failed transaction moved nothing; it is still listed (with what it tried to send).
    transactions.push({
      id: entry.tx?.hash ?? entry.logs[0]?.transactionHash ?? id,
      metadata: { minedAt: times.get(entry.block!), chain },
      status,
      from: entry.tx?.from ?? receipt?.from,
      to: entry.tx?.to ?? receipt?.to ?? undefined,
      nonce: entry.tx ? Number(BigInt(entry.tx.nonce)) : undefined,
      transfers,
    })
  }
  return {
    transactions: [...pending, ...transactions].map(checksumTransaction),
    cursor: lower > 0n ? encodeCursor(lower - 1n, head) : undefined,
  }
}
