import type { Http, Network } from 'gangway/kernel'
import * as z from 'zod/mini'

// Schemas only from the zod pieces the page already loads (no union, no length checks):
// esbuild would otherwise move the extra kinds into the chunk the page shares with this one.
import { InvalidHistoryAnswerError } from '../errors.js'
import type { HistoryPage, HistoryStatus, HistoryTransaction, HistoryTransfer } from '../types.js'
import { parseRpc } from './rpcSchemas.js'

const signatureText = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/))
const base58Address = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))
const lamports = z.number().check(z.refine((value) => Number.isSafeInteger(value) && value >= 0))

const signaturesSchema = z.array(
  z.object({
    signature: signatureText,
    slot: z.number(),
    err: z.optional(z.unknown()),
    blockTime: z.optional(z.nullable(z.number())),
  }),
)

const tokenBalanceSchema = z.object({
  accountIndex: z.number(),
  mint: base58Address,
  owner: z.optional(base58Address),
  uiTokenAmount: z.object({
    amount: z.string().check(z.regex(/^\d{1,30}$/)),
    decimals: z.number(),
  }),
})

/** `getTransaction` with `jsonParsed` (keys are objects) or `json` (keys are strings). */
const transactionSchema = z.nullable(
  z.object({
    slot: z.number(),
    blockTime: z.optional(z.nullable(z.number())),
    meta: z.nullable(
      z.object({
        err: z.optional(z.unknown()),
        fee: z.optional(lamports),
        preBalances: z.array(lamports),
        postBalances: z.array(lamports),
        preTokenBalances: z.optional(z.nullable(z.array(tokenBalanceSchema))),
        postTokenBalances: z.optional(z.nullable(z.array(tokenBalanceSchema))),
      }),
    ),
    transaction: z.object({
      signatures: z.array(signatureText),
      message: z.object({
        // `jsonParsed` keys are `{ pubkey }`, `json` keys are strings.
        accountKeys: z.array(
          z
            .unknown()
            .check(
              z.refine((key) =>
                typeof key === 'string'
                  ? base58Address.safeParse(key).success
                  : typeof key === 'object' &&
                    key !== null &&
                    base58Address.safeParse((key as { pubkey?: unknown }).pubkey).success,
              ),
            ),
        ),
      }),
    }),
  }),
)

const rpcAnswer = <value>(result: z.ZodMiniType<value>) =>
  z.object({
    id: z.number(),
    result: z.optional(result),
    error: z.optional(z.object({ message: z.string() })),
  })

/** The solana part of the on-chain source: signatures, then the transactions, each one batch. */
export function createSolanaHistory(parameters: {
  http: Http
  getRpcUrl(network: Network): Promise<string | undefined>
  pageSize: number
}) {
  const rpc = async <value>(
    network: Network,
    calls: readonly { method: string; params: readonly unknown[] }[],
    schema: z.ZodMiniType<value>,
  ): Promise<value[]> => {
    const url = await parameters.getRpcUrl(network)
    if (!url || !calls.length) return []
    const answers = await parameters.http.request(url, {
      method: 'POST',
      body: calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call })),
      schema: z.array(rpcAnswer(schema)),
    })
    return calls.map((call, index) => {
      const answer = answers.find((entry) => entry.id === index)
      if (!answer || answer.error || answer.result === undefined)
        throw new InvalidHistoryAnswerError(call.method, answer?.error?.message ?? 'no answer')
      return answer.result
    })
  }

  async function getTransactions(request: {
    address: string
    network: Network
    cursor?: string | undefined
  }): Promise<HistoryPage> {
    const { address, network } = request
    const cursor = request.cursor
      ? parseRpc(signatureText, { value: request.cursor, what: 'cursor' })
      : undefined
    const [signatures = []] = await rpc(
      network,
      [
        {
          method: 'getSignaturesForAddress',
          params: [address, { limit: parameters.pageSize, ...(cursor ? { before: cursor } : {}) }],
        },
      ],
      signaturesSchema,
    )
    const transactions = await rpc(
      network,
      signatures.map(({ signature }) => ({
        method: 'getTransaction',
        params: [signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }],
      })),
      transactionSchema,
    )
    const page: HistoryTransaction[] = signatures.map((entry, index) => {
      const tx = transactions[index]
      const failed = entry.err !== undefined && entry.err !== null
      return {
        id: entry.signature,
        metadata: {
          minedAt:
            (tx?.blockTime ?? entry.blockTime ?? undefined) !== undefined
              ? (tx?.blockTime ?? entry.blockTime)! * 1000
              : undefined,
          chain: network.caipNetworkId,
        },
        status: failed ? 'failed' : 'confirmed',
        transfers: tx && !failed ? transfersOf(tx, address) : [],
      }
    })
    return {
      transactions: page,
      cursor: signatures.length === parameters.pageSize ? signatures.at(-1)?.signature : undefined,
    }
  }

  async function getStatus(request: { network: Network; id: string }): Promise<HistoryStatus> {
    const [statuses] = await rpc(
      request.network,
      [
        {
          method: 'getSignatureStatuses',
          params: [[request.id], { searchTransactionHistory: true }],
        },
      ],
      z.object({ value: z.array(z.nullable(z.object({ err: z.optional(z.unknown()) }))) }),
    )
    const status = statuses?.value[0]
    if (!status) return 'pending'
    return status.err !== undefined && status.err !== null ? 'failed' : 'confirmed'
  }

  return { getTransactions, getStatus }
}

type SolanaTransaction = NonNullable<z.infer<typeof transactionSchema>>

/**
 * What moved for `owner`: its SOL balance change (fees included when it paid them) and its
 * token balance changes, read from the transaction's own before/after balances, so any
 * program's transfers show, not only the system and token programs'.
 */
export function transfersOf(tx: SolanaTransaction, owner: string): HistoryTransfer[] {
  const keys = tx.transaction.message.accountKeys.map((key) =>
    typeof key === 'string' ? key : (key as { pubkey: string }).pubkey,
  )
  const transfers: HistoryTransfer[] = []
  const index = keys.indexOf(owner)
  const meta = tx.meta
  if (!meta) return transfers
  if (index >= 0) {
    const delta = BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0)
    // The fee payer's change includes the fee; a fee alone is not a transfer.
    const fee = index === 0 ? BigInt(meta.fee ?? 0) : 0n
    const counterparty = findCounterparty(keys, meta.preBalances, meta.postBalances, index, delta)
    const at = keys.indexOf(counterparty)
    // Lamports into a token account this transaction opened are its rent, not a payment.
    const rent =
      at >= 0 &&
      BigInt(meta.preBalances[at] ?? 0) === 0n &&
      (meta.postTokenBalances ?? []).some((entry) => entry.accountIndex === at)
    if (delta !== 0n && (delta > 0n || -delta > fee) && !rent) {
      transfers.push({
        kind: 'native',
        direction: delta > 0n ? 'in' : 'out',
        from: delta > 0n ? counterparty : owner,
        to: delta > 0n ? owner : counterparty,
        value: delta > 0n ? delta : -delta - fee,
      })
    }
  }
  const mints = new Map<string, { before: bigint; after: bigint; decimals: number }>()
  const add = (entries: typeof meta.preTokenBalances, key: 'before' | 'after') => {
    for (const entry of entries ?? []) {
      if (entry.owner !== owner) continue
      const current = mints.get(entry.mint) ?? {
        before: 0n,
        after: 0n,
        decimals: entry.uiTokenAmount.decimals,
      }
      current[key] += BigInt(entry.uiTokenAmount.amount)
      mints.set(entry.mint, current)
    }
  }
  add(meta.preTokenBalances, 'before')
  add(meta.postTokenBalances, 'after')
  for (const [mint, { before, after, decimals }] of mints) {
    if (before === after) continue
    const incoming = after > before
    // The other side: an owner whose balance of the mint moved the other way ('' for a mint or burn).
    const change = (entry: { owner?: string | undefined; mint: string }) => {
      const sum = (list: typeof meta.preTokenBalances) =>
        (list ?? [])
          .filter((item) => item.owner === entry.owner && item.mint === mint)
          .reduce((total, item) => total + BigInt(item.uiTokenAmount.amount), 0n)
      return sum(meta.postTokenBalances) - sum(meta.preTokenBalances)
    }
    const other =
      [...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])].find(
        (entry) =>
          entry.mint === mint &&
          entry.owner &&
          entry.owner !== owner &&
          change(entry) > 0n !== incoming &&
          change(entry) !== 0n,
      )?.owner ?? ''
    transfers.push({
      kind: 'fungible',
      direction: incoming ? 'in' : 'out',
      from: incoming ? other : owner,
      to: incoming ? owner : other,
      value: incoming ? after - before : before - after,
      token: mint,
      decimals,
    })
  }
  return transfers
}

/** The account whose SOL moved the other way by the same amount, when there is one. */
function findCounterparty(
  keys: readonly string[],
  before: readonly (number | string)[],
  after: readonly (number | string)[],
  owner: number,
  delta: bigint,
): string {
  let best = ''
  for (let i = 0; i < keys.length; i++) {
    if (i === owner) continue
    const change = BigInt(after[i] ?? 0) - BigInt(before[i] ?? 0)
    if (change !== 0n && change > 0n !== delta > 0n) {
      best = keys[i]!
      if (change === -delta || (delta < 0n && change <= -delta)) return best
    }
  }
  return best
}
