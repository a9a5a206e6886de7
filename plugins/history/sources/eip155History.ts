import { type Network, sanitizeText } from 'gangway/kernel'
import {
  type Address,
  decodeAbiParameters,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  hexToString,
  pad,
  parseAbi,
  type Client as ViemClient,
} from 'viem'
import { InvalidHistoryAnswerError } from '../errors.js'
import type {
  HistoryPage,
  HistoryStatus,
  HistoryTransaction,
  HistoryTransfer,
  NftHolding,
  SentTransaction,
} from '../types.js'
import { checksumHolding, checksumTransaction } from './checksumAddresses.js'
import {
  blockNumberSchema,
  blockSchema,
  logsSchema,
  parseRpc,
  type RpcBlock,
  type RpcLog,
  type RpcReceipt,
  type RpcTransaction,
  receiptSchema,
  transactionSchema,
} from './rpcSchemas.js'

/** The window sizes of the eip155 on-chain history (see `OnchainHistoryOptions`). */
export type Eip155HistoryLimits = {
  pageBlocks: number
  maxLogRange: number
  scanBlocks: number
  spamRecipients: number
}

/** Just the JSON-RPC `request` of a viem client: its transport batches concurrent calls. */
export type RpcClient = Pick<ViemClient, 'request'>

export const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
export const transferSingleTopic =
  '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'
export const transferBatchTopic =
  '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb'

const zeroAddress = '0x0000000000000000000000000000000000000000'

const tokenAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function tokenURI(uint256 id) view returns (string)',
  'function uri(uint256 id) view returns (string)',
  'function ownerOf(uint256 id) view returns (address)',
  'function balanceOf(address owner, uint256 id) view returns (uint256)',
])

type TokenInfo = { name?: string | undefined; symbol?: string | undefined; decimals?: number }

/** Cursor of the next page: the newest block it covers and the head the first page saw. */
export function encodeCursor(upper: bigint, head: bigint): string {
  return `${upper}:${head}`
}

export function decodeCursor(cursor: string): { upper: bigint; head: bigint } | undefined {
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(cursor)
  if (!match) return undefined
  const upper = BigInt(match[1]!)
  const head = BigInt(match[2]!)
  return upper <= head ? { upper, head } : undefined
}

/** `[from, to]` split into ranges of at most `size` blocks, newest first. */
export function splitRange(from: bigint, to: bigint, size: number): [bigint, bigint][] {
  const ranges: [bigint, bigint][] = []
  for (let upper = to; upper >= from; upper -= BigInt(size)) {
    const lower = upper - BigInt(size) + 1n
    ranges.push([lower < from ? from : lower, upper])
  }
  return ranges
}

const toHex = (value: bigint): Hex => `0x${value.toString(16)}`
const topicOf = (address: string): Hex => pad(address.toLowerCase() as Hex, { size: 32 })
const addressOf = (topic: string | undefined): string =>
  topic ? `0x${topic.slice(26).toLowerCase()}` : zeroAddress

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
async function getTransferLogs(
  client: RpcClient,
  account: string,
  from: bigint,
  to: bigint,
  maxLogRange: number,
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
      return parseRpc(logsSchema, logs, 'eth_getLogs')
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
    splitRange(from, to, maxLogRange).flatMap(([lower, upper]) =>
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

/** A string a token contract answered: an ABI string, or the old bytes32 form, as text. */
function readText(data: Hex | undefined, functionName: 'name' | 'symbol'): string | undefined {
  if (!data || data === '0x') return undefined
  try {
    return decodeFunctionResult({ abi: tokenAbi, functionName, data })
  } catch {
    try {
      return data.length === 66 ? hexToString(data, { size: 32 }).replace(/\0+$/, '') : undefined
    } catch {
      return undefined
    }
  }
}

/** The eip155 part of the on-chain source, over one network's client. */
export function createEip155History(parameters: {
  getClient(network: Network): Promise<RpcClient>
  limits: Eip155HistoryLimits
  getSent(address: string, network: Network): readonly SentTransaction[]
  /** Collections whose NFTs are always spam. */
  spamContracts?: readonly string[] | undefined
}) {
  const { limits } = parameters
  const spamContracts = new Set(parameters.spamContracts?.map((c) => c.toLowerCase()))
  const tokens = new Map<string, Promise<TokenInfo>>()

  const call = (client: RpcClient, to: string, data: Hex) =>
    client.request({ method: 'eth_call', params: [{ to: to as Address, data }, 'latest'] }).then(
      (result) => (typeof result === 'string' && /^0x[0-9a-f]*$/i.test(result) ? result : '0x'),
      () => '0x' as Hex,
    ) as Promise<Hex>

  /** name/symbol/decimals of a contract, read once per source (concurrent: one batch). */
  const tokenInfo = (client: RpcClient, token: string, kind: HistoryTransfer['kind']) => {
    let info = tokens.get(token)
    if (!info) {
      const encode = (functionName: 'name' | 'symbol' | 'decimals') =>
        encodeFunctionData({ abi: tokenAbi, functionName })
      info = Promise.all([
        call(client, token, encode('name')),
        call(client, token, encode('symbol')),
        kind === 'fungible'
          ? call(client, token, encode('decimals'))
          : Promise.resolve('0x' as Hex),
      ]).then(([name, symbol, decimals]) => {
        let parsed: number | undefined
        try {
          if (decimals !== '0x')
            parsed = decodeFunctionResult({
              abi: tokenAbi,
              functionName: 'decimals',
              data: decimals,
            })
        } catch {}
        return {
          name: sanitizeText(readText(name, 'name')) || undefined,
          symbol: sanitizeText(readText(symbol, 'symbol'), 16) || undefined,
          ...(parsed !== undefined && parsed <= 36 ? { decimals: parsed } : {}),
        }
      })
      tokens.set(token, info)
    }
    return info
  }

  type SentAnswer = { entry: SentTransaction; tx?: RpcTransaction; receipt?: RpcReceipt }
  // The widget's sends as the first page read them: later pages place the mined ones.
  const sentAnswersByAccount = new Map<string, readonly SentAnswer[]>()
  const readSent = (client: RpcClient, sent: readonly SentTransaction[]) =>
    Promise.all(
      sent.map((entry) =>
        Promise.all([
          client.request({ method: 'eth_getTransactionByHash', params: [entry.id as Hex] }),
          client.request({ method: 'eth_getTransactionReceipt', params: [entry.id as Hex] }),
        ]).then(
          ([tx, receipt]): SentAnswer => ({
            entry,
            ...(tx ? { tx: parseRpc(transactionSchema, tx, 'transaction') } : {}),
            ...(receipt ? { receipt: parseRpc(receiptSchema, receipt, 'receipt') } : {}),
          }),
        ),
      ),
    )

  const statusOf = (receipt: RpcReceipt | undefined): HistoryStatus =>
    !receipt ? 'pending' : receipt.status === '0x0' ? 'failed' : 'confirmed'

  async function getTransactions(request: {
    address: string
    network: Network
    cursor?: string | undefined
  }): Promise<HistoryPage> {
    const { network } = request
    const account = request.address.toLowerCase()
    const client = await parameters.getClient(network)
    const chain = network.caipNetworkId
    const position = request.cursor ? decodeCursor(request.cursor) : undefined
    if (request.cursor && !position) throw new InvalidHistoryAnswerError('cursor', request.cursor)
    const first = !position
    // Round trip 1 (first page only): the head.
    const head =
      position?.head ??
      BigInt(
        parseRpc(
          blockNumberSchema,
          await client.request({ method: 'eth_blockNumber' }),
          'eth_blockNumber',
        ),
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
      getTransferLogs(client, account, lower, upper, limits.maxLogRange),
      Promise.all(
        scanned.map((n) =>
          client
            .request({ method: 'eth_getBlockByNumber', params: [toHex(n), true] })
            .then((block) => (block === null ? undefined : parseRpc(blockSchema, block, 'block'))),
        ),
      ),
      first || !sentAnswersByAccount.has(sentKey)
        ? readSent(client, parameters.getSent(request.address, network))
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
        const tx = parseRpc(transactionSchema, item, 'transaction')
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
              ? [nativeTransfer(tx.from, tx.to ?? zeroAddress, BigInt(tx.value), account)]
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
          nativeTransfer(
            entry.tx.from,
            entry.tx.to ?? zeroAddress,
            BigInt(entry.tx.value),
            account,
          ),
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
            if (receipt) receipts.set(id, parseRpc(receiptSchema, receipt, 'receipt'))
          }),
      ),
      ...needTime.map((n) =>
        client
          .request({ method: 'eth_getBlockByNumber', params: [toHex(n), false] })
          .then((block) => {
            if (block)
              times.set(n, Number(BigInt(parseRpc(blockSchema, block, 'block').timestamp)) * 1000)
          }),
      ),
      ...[...tokenKinds].map(([token, kind]) => tokenInfo(client, token, kind)),
    ])

    const transactions: HistoryTransaction[] = []
    // Newest block first (blocks mined in the same second share a timestamp).
    const newestFirst = [...byId].sort(([, a], [, b]) =>
      a.block === b.block ? 0 : a.block! > b.block! ? -1 : 1,
    )
    for (const [id, entry] of newestFirst) {
      const receipt = receipts.get(id)
      const status = entry.logs.length && !receipt ? 'confirmed' : statusOf(receipt)
      const transfers = await Promise.all(
        (transfersById.get(id) ?? []).map(async (transfer) => {
          if (!transfer.token) return transfer
          const info = await tokenInfo(client, transfer.token, transfer.kind)
          const isNft = transfer.kind === 'erc721' || transfer.kind === 'erc1155'
          return {
            ...transfer,
            name: info.name,
            symbol: info.symbol,
            ...(transfer.kind === 'fungible' ? { decimals: info.decimals } : {}),
            ...(isNft
              ? { nft: { isSpam: isSpam(transfer, receipt, account, spamContracts, limits) } }
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

  async function getStatus(request: {
    network: Network
    id: string
    from?: string | undefined
    nonce?: number | undefined
  }): Promise<HistoryStatus> {
    const client = await parameters.getClient(request.network)
    const [receipt, tx, count] = await Promise.all([
      client.request({ method: 'eth_getTransactionReceipt', params: [request.id as Hex] }),
      client.request({ method: 'eth_getTransactionByHash', params: [request.id as Hex] }),
      request.from
        ? client.request({
            method: 'eth_getTransactionCount',
            params: [request.from as Address, 'latest'],
          })
        : Promise.resolve(undefined),
    ])
    if (receipt) return statusOf(parseRpc(receiptSchema, receipt, 'receipt'))
    const known = tx ? parseRpc(transactionSchema, tx, 'transaction') : undefined
    const nonce = known ? Number(BigInt(known.nonce)) : request.nonce
    // The account's nonce moved past it with no receipt for it: another transaction took
    // its place. Gone from the node without that: dropped.
    if (nonce !== undefined && typeof count === 'string' && Number(BigInt(count)) > nonce)
      return 'replaced'
    return known ? 'pending' : 'dropped'
  }

  /**
   * The NFTs that moved to or from the account within the last `pageBlocks` blocks, checked
   * against the chain now (`ownerOf` / `balanceOf`), with `tokenURI` / `uri` and the
   * collection's name: one batch of logs, one of reads.
   */
  async function getNfts(request: { address: string; network: Network }): Promise<NftHolding[]> {
    const account = request.address.toLowerCase()
    const client = await parameters.getClient(request.network)
    const head = BigInt(
      parseRpc(
        blockNumberSchema,
        await client.request({ method: 'eth_blockNumber' }),
        'eth_blockNumber',
      ),
    )
    const lower = head - BigInt(limits.pageBlocks) + 1n
    const logs = await getTransferLogs(
      client,
      account,
      lower < 0n ? 0n : lower,
      head,
      limits.maxLogRange,
    )
    const candidates = new Map<string, HistoryTransfer & { log: RpcLog }>()
    for (const log of logs)
      for (const transfer of transfersOfLog(log, account))
        if (
          transfer.kind !== 'fungible' &&
          transfer.kind !== 'native' &&
          transfer.direction !== 'out'
        )
          candidates.set(`${transfer.token}:${transfer.tokenId}`, { ...transfer, log })
    // Minted to the account by someone else: the transaction's receipt tells an airdrop.
    const minted = [...candidates.values()].filter((c) => c.from === zeroAddress)
    const [holdings, receipts] = await Promise.all([
      readNftHoldings(client, account, [...candidates.values()], spamContracts),
      Promise.all(
        [...new Set(minted.map((c) => c.log.transactionHash))].map((id) =>
          client
            .request({ method: 'eth_getTransactionReceipt', params: [id as Hex] })
            .then((receipt) => (receipt ? parseRpc(receiptSchema, receipt, 'receipt') : undefined)),
        ),
      ),
    ])
    const byId = new Map(
      receipts.flatMap((receipt) => (receipt ? [[receipt.transactionHash, receipt] as const] : [])),
    )
    return holdings.map((holding) => {
      const candidate = candidates.get(`${holding.contract}:${holding.tokenId}`)
      const receipt = candidate && byId.get(candidate.log.transactionHash)
      return checksumHolding(
        candidate && !holding.isSpam
          ? { ...holding, isSpam: isSpam(candidate, receipt, account, spamContracts, limits) }
          : holding,
      )
    })
  }

  return { getTransactions, getStatus, getNfts }

  async function readNftHoldings(
    client: RpcClient,
    account: string,
    candidates: readonly (HistoryTransfer & { log?: RpcLog })[],
    spam: ReadonlySet<string>,
  ): Promise<NftHolding[]> {
    const read = (token: string, functionName: 'ownerOf' | 'tokenURI' | 'uri', id: bigint) =>
      call(client, token, encodeFunctionData({ abi: tokenAbi, functionName, args: [id] }))
    const answers = await Promise.all(
      candidates.map(async (candidate): Promise<NftHolding | undefined> => {
        const id = BigInt(candidate.tokenId!)
        const token = candidate.token!
        const [held, uri, info] = await Promise.all([
          candidate.kind === 'erc721'
            ? read(token, 'ownerOf', id)
            : call(
                client,
                token,
                encodeFunctionData({
                  abi: tokenAbi,
                  functionName: 'balanceOf',
                  args: [account as Address, id],
                }),
              ),
          read(token, candidate.kind === 'erc721' ? 'tokenURI' : 'uri', id),
          tokenInfo(client, token, candidate.kind),
        ])
        let balance = 0n
        try {
          if (candidate.kind === 'erc721') {
            const owner = decodeFunctionResult({
              abi: tokenAbi,
              functionName: 'ownerOf',
              data: held,
            })
            balance = owner.toLowerCase() === account ? 1n : 0n
          } else
            balance = decodeFunctionResult({ abi: tokenAbi, functionName: 'balanceOf', data: held })
        } catch {}
        if (balance === 0n) return undefined
        let metadataUri: string | undefined
        try {
          metadataUri = decodeFunctionResult({
            abi: tokenAbi,
            functionName: candidate.kind === 'erc721' ? 'tokenURI' : 'uri',
            data: uri,
          })
          // ERC-1155's {id} placeholder: the id as 64 lower-case hex digits.
          if (candidate.kind === 'erc1155')
            metadataUri = metadataUri.replaceAll('{id}', id.toString(16).padStart(64, '0'))
        } catch {}
        return {
          standard: candidate.kind as 'erc721' | 'erc1155',
          contract: token,
          tokenId: id.toString(),
          balance,
          collection: info.name,
          metadataUri: metadataUri?.slice(0, 100_000),
          isSpam: spam.has(token) || candidate.nft?.isSpam === true,
        }
      }),
    )
    return answers.filter((holding): holding is NftHolding => !!holding)
  }
}

function nativeTransfer(from: string, to: string, value: bigint, account: string): HistoryTransfer {
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

/**
 * An NFT the account did not ask for: a listed spam collection, or one minted to it in a
 * transaction someone else sent that minted the same collection to at least
 * `spamRecipients` addresses (a mass airdrop). Heuristic; an indexer's flag is better.
 */
function isSpam(
  transfer: HistoryTransfer,
  receipt: RpcReceipt | undefined,
  account: string,
  spamContracts: ReadonlySet<string>,
  limits: Eip155HistoryLimits,
): boolean {
  if (transfer.token && spamContracts.has(transfer.token)) return true
  if (transfer.direction !== 'in' || !receipt || receipt.from.toLowerCase() === account)
    return false
  const recipients = new Set<string>()
  for (const log of receipt.logs) {
    if (log.address.toLowerCase() !== transfer.token) continue
    // ERC-721 names the parties in topics 1–2, ERC-1155 in topics 2–3.
    const [from, to] =
      log.topics[0] === transferTopic
        ? [log.topics[1], log.topics[2]]
        : [log.topics[2], log.topics[3]]
    if (addressOf(from) === zeroAddress) recipients.add(addressOf(to))
  }
  return recipients.size >= limits.spamRecipients
}
