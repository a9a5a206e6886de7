// A Blockscout-shaped local API (`/api?module=account&action=txlist|tokentx|tokennfttx`) that
// answers from a real anvil chain: every transaction of the generated history is read from
// the node (transaction, receipt, block, logs) and served as Blockscout rows, newest first,
// paged with `page` and `offset`. `lie()` makes it answer something hostile instead.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, decodeAbiParameters, type Hex, http, parseAbi } from 'viem'

export type BlockscoutServer = {
  url: string
  readonly requests: readonly string[]
  lie(body: unknown): void
  stop(): Promise<void>
}

const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const singleTopic = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'
const abi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
])

export async function startBlockscoutServer(
  rpcUrl: string,
  hashes: readonly Hex[],
): Promise<BlockscoutServer> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const rows: Record<'txlist' | 'tokentx' | 'tokennfttx', Record<string, string>[]> = {
    txlist: [],
    tokentx: [],
    tokennfttx: [],
  }
  const read = async (address: Hex, functionName: 'name' | 'symbol' | 'decimals') =>
    String(await client.readContract({ address, abi, functionName }).catch(() => ''))
  for (const hash of [...hashes].reverse()) {
    const [tx, receipt] = await Promise.all([
      client.getTransaction({ hash }),
      client.getTransactionReceipt({ hash }),
    ])
    const block = await client.getBlock({ blockNumber: receipt.blockNumber })
    const base = {
      hash,
      blockNumber: String(receipt.blockNumber),
      timeStamp: String(block.timestamp),
      nonce: String(tx.nonce),
    }
    rows.txlist.push({
      ...base,
      from: tx.from,
      to: tx.to ?? '',
      value: String(tx.value),
      isError: receipt.status === 'success' ? '0' : '1',
      txreceipt_status: receipt.status === 'success' ? '1' : '0',
    })
    for (const log of receipt.logs) {
      const [topic0, topic1, topic2, topic3] = log.topics
      const token = {
        contractAddress: log.address,
        tokenName: await read(log.address, 'name'),
        tokenSymbol: await read(log.address, 'symbol'),
      }
      const address = (topic?: Hex) => `0x${(topic ?? '').slice(26)}`
      if (topic0 === transferTopic && log.topics.length === 3)
        rows.tokentx.push({
          ...base,
          ...token,
          from: address(topic1),
          to: address(topic2),
          value: String(BigInt(log.data)),
          tokenDecimal: await read(log.address, 'decimals'),
        })
      else if (topic0 === transferTopic && log.topics.length === 4)
        rows.tokennfttx.push({
          ...base,
          ...token,
          from: address(topic1),
          to: address(topic2),
          tokenID: String(BigInt(topic3!)),
        })
      else if (topic0 === singleTopic) {
        const [id, value] = decodeAbiParameters(
          [{ type: 'uint256' }, { type: 'uint256' }],
          log.data,
        )
        rows.tokennfttx.push({
          ...base,
          ...token,
          from: address(topic2),
          to: address(topic3),
          tokenID: String(id),
          tokenValue: String(value),
        })
      }
    }
  }
  let lie: unknown
  const requests: string[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    requests.push(url.search)
    const send = (body: unknown) =>
      response
        .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
        .end(JSON.stringify(body))
    if (lie !== undefined) return send(lie)
    const action = url.searchParams.get('action') as keyof typeof rows
    const who = url.searchParams.get('address')?.toLowerCase() ?? ''
    const page = Number(url.searchParams.get('page') ?? '1')
    const offset = Number(url.searchParams.get('offset') ?? '10')
    if (url.searchParams.get('module') !== 'account' || !(action in rows))
      return send({ status: '0', message: 'NOTOK', result: 'Unknown action' })
    const mine = rows[action].filter(
      (row) => row.from?.toLowerCase() === who || row.to?.toLowerCase() === who,
    )
    const slice = mine.slice((page - 1) * offset, page * offset)
    send(
      slice.length
        ? { status: '1', message: 'OK', result: slice }
        : { status: '0', message: 'No transactions found', result: [] },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    lie(body) {
      lie = body
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
