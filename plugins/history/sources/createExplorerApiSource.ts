import { type Network, sanitizeText, ValidationError } from 'gangway/kernel'
import * as z from 'zod/mini'
import { InvalidHistoryAnswerError } from '../errors.js'
import type {
  HistorySource,
  HistorySourceContext,
  HistoryTransaction,
  HistoryTransfer,
} from '../types.js'
import { checksumTransaction } from './checksumAddresses.js'

/** Options of `explorerApi()`. */
export type ExplorerApiOptions = {
  /**
   * The API endpoint (`https://eth.blockscout.com/api`) per eip155 chain id; only those
   * chains are served. Etherscan v2 serves every chain at one URL: give it for each id.
   */
  urls: Readonly<Record<number, string>>
  /** Sent as `apikey` (Etherscan needs one; Blockscout does not). */
  apiKey?: string | undefined
  /** Send `chainid` with every call (Etherscan's v2 API). */
  chainIdParameter?: boolean | undefined
  /** Rows per action per page (default 25). */
  pageSize?: number | undefined
}

const decimal = z.string().check(z.regex(/^\d{1,78}$/))
const address = z.string().check(z.regex(/^(0x[0-9a-fA-F]{40})?$/))
const hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))

const txRow = z.object({
  hash,
  timeStamp: decimal,
  from: address,
  to: z.optional(z.nullable(address)),
  value: decimal,
  nonce: z.optional(decimal),
  isError: z.optional(z.string()),
  txreceipt_status: z.optional(z.string()),
})
const tokenRow = z.object({
  hash,
  timeStamp: decimal,
  from: address,
  to: address,
  value: z.optional(decimal),
  contractAddress: address,
  tokenName: z.optional(z.nullable(z.string())),
  tokenSymbol: z.optional(z.nullable(z.string())),
  tokenDecimal: z.optional(z.nullable(z.string())),
  tokenID: z.optional(decimal),
  tokenValue: z.optional(decimal),
})

/**
 * `{ status, message, result }`: a list of rows, or a string saying why not ('No transactions
 * found' is status 0 with an empty list). Rows are checked once we know it is a list.
 */
const answer = z.object({ status: z.string(), message: z.string(), result: z.unknown() })

/**
 * A history source over a Blockscout or Etherscan-compatible API: `txlist` (native and
 * contract calls, with their status), `tokentx` (ERC-20) and `tokennfttx` (ERC-721 and, on
 * Blockscout, ERC-1155), page by page, merged by transaction. Every answer is checked with
 * zod; names and symbols are cleaned to plain text.
 *
 * @example
 * const source = createExplorerApiSource({ urls: { 1: 'https://eth.blockscout.com/api' } }, context)
 */
export function createExplorerApiSource(
  options: ExplorerApiOptions,
  context: HistorySourceContext,
): HistorySource {
  const pageSize = options.pageSize ?? 25
  const urlOf = (network: Network) =>
    network.chainNamespace === 'eip155' ? options.urls[Number(network.id)] : undefined

  const list = async <row>(
    network: Network,
    action: string,
    address: string,
    page: number,
    schema: z.ZodMiniType<row>,
  ): Promise<row[]> => {
    const url = urlOf(network)!
    const body = await context.http.request(url, {
      query: {
        module: 'account',
        action,
        address,
        page,
        offset: pageSize,
        sort: 'desc',
        apikey: options.apiKey,
        chainid: options.chainIdParameter ? String(network.id) : undefined,
      },
      schema: answer,
    })
    if (Array.isArray(body.result)) {
      const rows = z.array(schema).safeParse(body.result)
      if (rows.success) return rows.data
      throw new ValidationError(`Invalid ${action} rows`, {
        details: rows.error.issues[0]?.message,
      })
    }
    if (body.status === '0' && /no (transactions|token transfers|records)/i.test(body.message))
      return []
    throw new InvalidHistoryAnswerError(action, sanitizeText(body.result, 200))
  }

  return {
    name: 'explorerApi',
    supports: (network) => urlOf(network) !== undefined,
    async getTransactions({ address, network, cursor }) {
      const page = cursor ? Number(cursor) : 1
      if (!Number.isSafeInteger(page) || page < 1)
        throw new InvalidHistoryAnswerError('cursor', cursor)
      const account = address.toLowerCase()
      const [txs, tokens, nfts] = await Promise.all([
        list(network, 'txlist', address, page, txRow),
        list(network, 'tokentx', address, page, tokenRow),
        list(network, 'tokennfttx', address, page, tokenRow),
      ])
      const byHash = new Map<string, HistoryTransaction & { transfers: HistoryTransfer[] }>()
      const entry = (row: {
        hash: string
        timeStamp: string
        from: string
        to?: string | null
      }) => {
        const key = row.hash.toLowerCase()
        let found = byHash.get(key)
        if (!found) {
          found = {
            id: row.hash,
            metadata: { minedAt: Number(row.timeStamp) * 1000, chain: network.caipNetworkId },
            status: 'confirmed',
            from: row.from.toLowerCase(),
            to: row.to?.toLowerCase() || undefined,
            transfers: [],
          }
          byHash.set(key, found)
        }
        return found
      }
      const direction = (from: string, to: string): HistoryTransfer['direction'] =>
        from === account && to === account ? 'self' : from === account ? 'out' : 'in'
      for (const row of txs) {
        const tx = entry(row)
        if (row.isError === '1' || row.txreceipt_status === '0') tx.status = 'failed'
        if (row.nonce) tx.nonce = Number(row.nonce)
        const value = BigInt(row.value)
        const from = row.from.toLowerCase()
        const to = (row.to ?? '').toLowerCase()
        if (value > 0n)
          tx.transfers.push({ kind: 'native', direction: direction(from, to), from, to, value })
      }
      for (const row of [...tokens, ...nfts]) {
        const from = row.from.toLowerCase()
        const to = row.to.toLowerCase()
        if (from !== account && to !== account) continue
        const nft = row.tokenID !== undefined
        const decimals = Number(row.tokenDecimal)
        entry(row).transfers.push({
          kind: nft ? (row.tokenValue !== undefined ? 'erc1155' : 'erc721') : 'fungible',
          direction: direction(from, to),
          from,
          to,
          value: BigInt(nft ? (row.tokenValue ?? '1') : (row.value ?? '0')),
          token: row.contractAddress.toLowerCase(),
          name: sanitizeText(row.tokenName) || undefined,
          symbol: sanitizeText(row.tokenSymbol, 16) || undefined,
          ...(nft
            ? { tokenId: row.tokenID, nft: { isSpam: false } }
            : Number.isInteger(decimals) && decimals >= 0 && decimals <= 36
              ? { decimals }
              : {}),
        })
      }
      const full = [txs, tokens, nfts].some((rows) => rows.length === pageSize)
      return {
        transactions: [...byHash.values()]
          .sort((a, b) => (b.metadata.minedAt ?? 0) - (a.metadata.minedAt ?? 0))
          .map(checksumTransaction),
        cursor: full ? String(page + 1) : undefined,
      }
    },
  }
}
