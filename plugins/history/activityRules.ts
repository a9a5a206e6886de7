import type { CaipNetworkId } from 'gangway/kernel'
import type { HistoryTransaction } from './types.js'

/** SPEC §9: transaction amounts are shown with 3 decimals. */
export const transactionAmountDecimals = 3

/** SPEC §9: pending transactions are polled every 30 s… */
export const pendingPollInterval = 30_000
/** …at most 99 times (SPEC §9 pending-transactions limit). */
export const pendingPollLimit = 99

/** SPEC §9: a transaction whose transfers are all NFT spam is hidden. */
export function isSpamOnly(transaction: HistoryTransaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft?.isSpam === true)
  )
}

/**
 * SPEC §9's list: only the connected chain, spam-only transactions hidden, each id once,
 * pending first, then newest first.
 */
export function visibleTransactions(
  transactions: readonly HistoryTransaction[],
  caipNetworkId: CaipNetworkId,
): HistoryTransaction[] {
  const seen = new Set<string>()
  return transactions
    .filter((transaction) => {
      const key = transaction.id.toLowerCase()
      if (seen.has(key) || transaction.metadata.chain !== caipNetworkId || isSpamOnly(transaction))
        return false
      seen.add(key)
      return true
    })
    .sort(
      (a, b) =>
        Number(b.status === 'pending') - Number(a.status === 'pending') ||
        (b.metadata.minedAt ?? Number.MAX_SAFE_INTEGER) -
          (a.metadata.minedAt ?? Number.MAX_SAFE_INTEGER),
    )
}

/**
 * Adds a page to the transactions loaded so far. An indexer pages its lists separately
 * (native, tokens, NFTs), so one transaction may arrive in parts on two pages: the parts are
 * merged into one record, each transfer once.
 */
export function mergePage(
  loaded: readonly HistoryTransaction[],
  page: readonly HistoryTransaction[],
): HistoryTransaction[] {
  const merged = [...loaded]
  const at = new Map(merged.map((transaction, index) => [transaction.id.toLowerCase(), index]))
  const transferKey = (transfer: HistoryTransaction['transfers'][number]) =>
    `${transfer.kind}:${transfer.direction}:${transfer.token}:${transfer.tokenId}:${transfer.value}:${transfer.from}:${transfer.to}`
  for (const transaction of page) {
    const index = at.get(transaction.id.toLowerCase())
    if (index === undefined) {
      at.set(transaction.id.toLowerCase(), merged.length)
      merged.push(transaction)
      continue
    }
    const known = merged[index]!
    const keys = new Set(known.transfers.map(transferKey))
    merged[index] = {
      ...known,
      status: known.status === 'confirmed' ? transaction.status : known.status,
      metadata: {
        ...known.metadata,
        minedAt: known.metadata.minedAt ?? transaction.metadata.minedAt,
      },
      transfers: [
        ...known.transfers,
        ...transaction.transfers.filter((transfer) => !keys.has(transferKey(transfer))),
      ],
    }
  }
  return merged
}

export type MonthGroup = {
  /** `2026-11`, or `pending` for the transactions not mined yet. */
  key: string
  year: number
  /** 0–11 */
  month: number
  transactions: HistoryTransaction[]
}

/** SPEC §9: grouped by year and month, newest first (pending ones in a group of their own, first). */
export function groupByMonth(transactions: readonly HistoryTransaction[]): MonthGroup[] {
  const groups = new Map<string, MonthGroup>()
  for (const transaction of transactions) {
    const minedAt = transaction.metadata.minedAt
    const date = minedAt === undefined ? undefined : new Date(minedAt)
    const key = date
      ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
      : 'pending'
    let group = groups.get(key)
    if (!group) {
      group = {
        key,
        year: date?.getFullYear() ?? 0,
        month: date?.getMonth() ?? 0,
        transactions: [],
      }
      groups.set(key, group)
    }
    group.transactions.push(transaction)
  }
  const rank = (group: MonthGroup) =>
    group.key === 'pending' ? Number.MAX_SAFE_INTEGER : group.year * 12 + group.month
  const sorted = [...groups.values()].sort((a, b) => rank(b) - rank(a))
  for (const group of sorted)
    group.transactions.sort((a, b) => (b.metadata.minedAt ?? 0) - (a.metadata.minedAt ?? 0))
  return sorted
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
]

/**
 * SPEC §9: short relative-time labels ('5m ago', 'vor 3 Std.'), in the host's locale: the
 * largest whole unit, Intl's narrow style.
 */
export function formatRelativeTime(
  time: number,
  { now, locale }: { now: number; locale: string | undefined },
): string {
  const elapsed = Math.max(0, now - time)
  const format = new Intl.RelativeTimeFormat(locale ?? 'en', { style: 'narrow', numeric: 'always' })
  for (const [unit, size] of units)
    if (elapsed >= size || unit === 'second')
      return format.format(-Math.floor(elapsed / size), unit)
  return ''
}

/** The month heading of a group ('November 2026'), in the host's locale. */
export function formatMonth(group: MonthGroup, locale: string | undefined): string {
  return new Intl.DateTimeFormat(locale ?? 'en', { year: 'numeric', month: 'long' }).format(
    new Date(group.year, group.month, 1),
  )
}
