import { type Network, sanitizeText, sdkType, sdkVersion } from 'gangway/kernel'
import * as z from 'zod/mini'
import type {
  HistorySource,
  HistorySourceContext,
  HistoryStatus,
  HistoryTransaction,
  HistoryTransfer,
} from '../types.js'
import { checksumTransaction } from './checksumAddresses.js'

/** Options of `hosted()`. */
export type HostedHistoryOptions = {
  /** The service's base URL; `/v1/account/{account}/history` is appended. */
  url: string
  /** Sent as `projectId` (SPEC §7: every call carries it). */
  projectId?: string | undefined
  /** Namespaces the service serves (default eip155 and solana). */
  namespaces?: readonly string[] | undefined
  /** Ask for onramp transactions too (SPEC §7 `onramp`). */
  onramp?: boolean | undefined
}

/** SPEC §5: a value that is not a decimal number counts as zero (`toUnits`), never fails the page. */
const quantity = z.unknown()
const decimalNumber = /^\d{1,40}(\.\d{1,40})?$/
const url = z.optional(z.object({ url: z.optional(z.nullable(z.string())) }))

/** SPEC §3's transaction record as the history endpoint sends it. */
const recordSchema = z.object({
  id: z.string().check(z.refine((id) => id.length <= 200, 'id too long')),
  metadata: z.object({
    minedAt: z.optional(z.nullable(z.string())),
    chain: z.optional(z.nullable(z.string())),
    status: z.optional(z.nullable(z.string())),
    sentFrom: z.optional(z.nullable(z.string())),
    sentTo: z.optional(z.nullable(z.string())),
    hash: z.optional(z.nullable(z.string())),
    nonce: z.optional(z.nullable(z.number())),
  }),
  transfers: z.optional(
    z.nullable(
      z.array(
        z.object({
          direction: z.enum(['in', 'out', 'self']),
          quantity: z.object({ numeric: quantity }),
          fungible_info: z.optional(
            z.nullable(
              z.object({
                name: z.optional(z.nullable(z.string())),
                symbol: z.optional(z.nullable(z.string())),
                icon: url,
              }),
            ),
          ),
          nft_info: z.optional(
            z.nullable(
              z.object({
                name: z.optional(z.nullable(z.string())),
                content: z.optional(z.nullable(z.object({ preview: url }))),
                flags: z.optional(z.nullable(z.object({ is_spam: z.optional(z.boolean()) }))),
              }),
            ),
          ),
        }),
      ),
    ),
  ),
})
const pageSchema = z.object({
  data: z.array(recordSchema),
  next: z.optional(
    z.nullable(z.string().check(z.refine((next) => next.length <= 2000, 'cursor too long'))),
  ),
})

const statuses: Record<string, HistoryStatus> = {
  CONFIRMED: 'confirmed',
  FAILED: 'failed',
  PENDING: 'pending',
}

/** A decimal amount as an integer and its number of decimals ('1.50' → 150n, 2); else zero. */
function toUnits(numeric: unknown): { value: bigint; decimals: number } {
  if (typeof numeric !== 'string' || !decimalNumber.test(numeric)) return { value: 0n, decimals: 0 }
  const [whole = '0', fraction = ''] = numeric.split('.')
  return { value: BigInt(whole + fraction), decimals: fraction.length }
}

/**
 * SPEC §7's history call (`GET /v1/account/{account}/history` with `cursor`, `onramp` and
 * `chainId`, plus `projectId`, `st` and `sv`) on a service the host runs. Records follow
 * SPEC §3 (metadata minedAt and chain; transfers with `nft_info.flags.is_spam`); each is
 * checked with zod and its text cleaned.
 *
 * @example
 * const source = createHostedSource({ url: 'https://api.example.com', projectId }, context)
 */
export function createHostedSource(
  options: HostedHistoryOptions,
  context: HistorySourceContext,
): HistorySource {
  const base = options.url.replace(/\/+$/, '')
  const namespaces = options.namespaces ?? ['eip155', 'solana']
  return {
    name: 'hosted',
    supports: (network: Network) => namespaces.includes(network.chainNamespace),
    async getTransactions({ address, network, cursor }) {
      const page = await context.http.request(
        `${base}/v1/account/${encodeURIComponent(address)}/history`,
        {
          query: {
            cursor,
            onramp: options.onramp ? 'coinbase' : undefined,
            chainId: network.caipNetworkId,
            projectId: options.projectId,
            st: sdkType,
            sv: sdkVersion,
          },
          schema: pageSchema,
        },
      )
      const transactions: HistoryTransaction[] = page.data
        // SPEC §9: only the connected chain.
        .filter(
          (record) => !record.metadata.chain || record.metadata.chain === network.caipNetworkId,
        )
        .map((record) => {
          const minedAt = record.metadata.minedAt ? Date.parse(record.metadata.minedAt) : Number.NaN
          const from = sanitizeText(record.metadata.sentFrom, 100)
          const to = sanitizeText(record.metadata.sentTo, 100)
          return {
            id: sanitizeText(record.metadata.hash, 200) || sanitizeText(record.id, 200),
            metadata: {
              minedAt: Number.isFinite(minedAt) ? minedAt : undefined,
              chain: network.caipNetworkId,
            },
            status: statuses[record.metadata.status ?? 'CONFIRMED'] ?? 'confirmed',
            from: from || undefined,
            to: to || undefined,
            nonce: record.metadata.nonce ?? undefined,
            transfers: (record.transfers ?? []).map((transfer): HistoryTransfer => {
              const nft = transfer.nft_info
              return {
                kind: nft ? 'erc721' : 'fungible',
                direction: transfer.direction,
                from,
                to,
                ...toUnits(transfer.quantity.numeric),
                name: sanitizeText(nft?.name ?? transfer.fungible_info?.name) || undefined,
                symbol: sanitizeText(transfer.fungible_info?.symbol, 16) || undefined,
                ...(nft
                  ? {
                      nft: {
                        name: sanitizeText(nft.name) || undefined,
                        imageUrl: nft.content?.preview?.url ?? undefined,
                        isSpam: nft.flags?.is_spam === true,
                      },
                    }
                  : {}),
              }
            }),
          }
        })
      return {
        // eip155 addresses checksummed; other namespaces' addresses are case-sensitive as sent.
        transactions:
          network.chainNamespace === 'eip155'
            ? transactions.map(checksumTransaction)
            : transactions,
        cursor: page.next || undefined,
      }
    },
  }
}
