import type { Network } from 'gangway/kernel'
import { formatAmount, type PluginText } from 'gangway/ui'
import { transactionAmountDecimals } from '../activityRules.js'
import type { HistoryMessageKey } from '../messages.js'
import type { HistoryTransaction, HistoryTransfer } from '../types.js'

/** The transfer a row is about (the first that is not spam), its direction and the other side. */
export function mainTransfer(
  transaction: HistoryTransaction,
  address: string,
): {
  main: HistoryTransfer | undefined
  direction: HistoryTransfer['direction']
  counterparty: string | undefined
  /** Received from the zero address. */
  minted: boolean
} {
  const main =
    transaction.transfers.find((transfer) => !transfer.nft?.isSpam) ?? transaction.transfers[0]
  const direction =
    main?.direction ?? (transaction.from?.toLowerCase() === address.toLowerCase() ? 'out' : 'in')
  const counterparty = main ? (direction === 'in' ? main.from : main.to) : transaction.to
  const minted = main?.direction === 'in' && /^0x0{40}$/.test(main.from)
  return { main, direction, counterparty, minted }
}

/** A row's title: its status when not confirmed, else what happened (sent, received, …). */
export function transactionTitle(
  text: PluginText<HistoryMessageKey>,
  parameters: ReturnType<typeof mainTransfer> & { transaction: HistoryTransaction },
): string {
  const { transaction, main, direction, minted } = parameters
  if (transaction.status === 'pending') return text('AccountActivity.pending')
  if (transaction.status === 'failed') return text('AccountActivity.failedTx')
  if (transaction.status === 'replaced') return text('AccountActivity.replaced')
  if (transaction.status === 'dropped') return text('AccountActivity.dropped')
  if (!main) return text('AccountActivity.contract')
  if (minted) return text('AccountActivity.minted')
  if (direction === 'in') return text('AccountActivity.received')
  if (direction === 'self') return text('AccountActivity.self')
  return text('AccountActivity.sent')
}

/** A row's icon: a failure's cross, a pending retry, else the direction's arrow. */
export function transactionIcon(
  transaction: HistoryTransaction,
  direction: HistoryTransfer['direction'],
): 'x' | 'retry' | 'arrowDown' | 'swap' | 'arrowUp' {
  if (transaction.status === 'failed' || transaction.status === 'dropped') return 'x'
  if (transaction.status === 'pending') return 'retry'
  if (direction === 'in') return 'arrowDown'
  if (direction === 'self') return 'swap'
  return 'arrowUp'
}

/** SPEC §9: amounts with 3 decimals (truncated), the asset's symbol; an NFT by its id. */
export function formatTransfer(
  transfer: HistoryTransfer,
  {
    network,
    direction,
    locale,
  }: { network: Network; direction: HistoryTransfer['direction']; locale: string | undefined },
): string {
  const sign = direction === 'in' ? '+' : direction === 'out' ? '−' : ''
  if (transfer.kind === 'erc721' || transfer.kind === 'erc1155') {
    const label = transfer.symbol ?? transfer.name ?? 'NFT'
    const count = transfer.kind === 'erc1155' && transfer.value !== 1n ? `${transfer.value}× ` : ''
    return `${sign}${count}${label}${transfer.tokenId ? ` #${shortId(transfer.tokenId)}` : ''}`
  }
  const decimals = transfer.kind === 'native' ? network.nativeCurrency.decimals : transfer.decimals
  const symbol =
    transfer.kind === 'native' ? network.nativeCurrency.symbol : (transfer.symbol ?? '')
  const amount =
    decimals === undefined
      ? transfer.value.toString()
      : formatAmount(toDecimal(transfer.value, decimals), {
          decimals: transactionAmountDecimals,
          locale,
        })
  return `${sign}${amount} ${symbol}`.trim()
}

function shortId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 4)}…${id.slice(-3)}` : id
}

function toDecimal(value: bigint, decimals: number): string {
  const text = value.toString().padStart(decimals + 1, '0')
  return decimals ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text
}
