import { type Kernel, type Network, safeLinkUrl } from 'gangway/kernel'
import {
  createPluginText,
  formatAmount,
  Icon,
  type PluginText,
  Spinner,
  truncateAddress,
  useAddressIdentity,
  useStyles,
  type ViewProps,
} from 'gangway/ui'
import { type ReactElement, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  formatMonth,
  formatRelativeTime,
  groupByMonth,
  mergePage,
  transactionAmountDecimals,
  visibleTransactions,
} from '../activityRules.js'
import { getHistoryService } from '../createHistoryService.js'
import { type HistoryMessageKey, historyMessages } from '../messages.js'
import { recordSent } from '../sentTransactions.js'
import type { HistoryTransaction, HistoryTransfer } from '../types.js'
import { watchPending } from '../watchPending.js'
import { historyCss } from './styles.js'

/** What Account gives its tab slots. */
export type AccountSlotData = { address: string; namespace: string; network: Network | undefined }

type ListState = {
  key: string
  transactions: HistoryTransaction[]
  cursor: string | undefined
  status: 'loading' | 'ready' | 'error'
  loadingMore: boolean
}

/**
 * The Activity tab (SPEC §2, §9): the account's transactions on the connected network,
 * grouped by month, newest first, pending ones on top and polled until mined; more pages load
 * as the loading row scrolls into view. A failing source empties the list and offers a retry.
 */
export default function AccountActivity({
  kernel,
  data,
  t,
}: ViewProps<AccountSlotData>): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, historyCss)
  const locale = kernel.options.locale
  const text = useMemo(
    () => createPluginText({ t, locale, messages: historyMessages }),
    [t, locale],
  )
  const { address, network } = data
  const key = network ? `${network.caipNetworkId}:${address}` : ''
  const [state, setState] = useState<ListState>({
    key,
    transactions: [],
    cursor: undefined,
    status: 'loading',
    loadingMore: false,
  })
  const current =
    state.key === key ? state : { ...state, key, transactions: [], status: 'loading' as const }
  const loading = useRef(false)

  const loadFirst = useCallback(async () => {
    if (!network) return
    const service = getHistoryService(kernel)
    setState((previous) => ({ ...previous, key, status: 'loading', loadingMore: false }))
    try {
      const page = await service.getPage({ address, network })
      setState({
        key,
        transactions: [...page.transactions],
        cursor: page.cursor,
        status: 'ready',
        loadingMore: false,
      })
    } catch (error) {
      kernel.log.warn('activity failed', error)
      // SPEC §8: 'Failed to fetch transactions' sets the list empty.
      setState({ key, transactions: [], cursor: undefined, status: 'error', loadingMore: false })
    }
  }, [kernel, address, network, key])

  const loadMore = useCallback(async () => {
    if (!network || !current.cursor || loading.current) return
    loading.current = true
    setState((previous) => ({ ...previous, loadingMore: true }))
    try {
      const page = await getHistoryService(kernel).getPage({
        address,
        network,
        cursor: current.cursor,
      })
      setState((previous) =>
        previous.key === key
          ? {
              ...previous,
              transactions: mergePage(previous.transactions, page.transactions),
              cursor: page.cursor,
              loadingMore: false,
            }
          : previous,
      )
    } catch (error) {
      kernel.log.warn('activity page failed', error)
      setState({ key, transactions: [], cursor: undefined, status: 'error', loadingMore: false })
    } finally {
      loading.current = false
    }
  }, [kernel, address, network, key, current.cursor])

  useEffect(() => {
    void loadFirst()
    // A send from this widget shows at once, as pending: recorded here too (the plugin's own
    // listener may not have written it yet; recording twice keeps one).
    return kernel.bus.on('transactionSent', (sent) => {
      recordSent(kernel, sent)
      void loadFirst()
    })
  }, [kernel, loadFirst])

  const shown = useMemo(
    () => (network ? visibleTransactions(current.transactions, network.caipNetworkId) : []),
    [current.transactions, network],
  )

  // SPEC §4: pending transactions polled (30 s, at most 99 times) until mined, replaced or dropped.
  const pendingIds = shown
    .filter((tx) => tx.status === 'pending')
    .map((tx) => tx.id)
    .join(',')
  const transactions = useRef(current.transactions)
  transactions.current = current.transactions
  useEffect(() => {
    if (!network || !pendingIds) return
    const service = getHistoryService(kernel)
    const ids = pendingIds.split(',')
    const pending = transactions.current.filter((tx) => ids.includes(tx.id))
    const stops = pending.map((tx) =>
      watchPending({
        env: kernel.env,
        check: () => service.getStatus({ network, id: tx.id, from: tx.from, nonce: tx.nonce }),
        onSettled: (status) => {
          if (status === 'confirmed' || status === 'failed') void loadFirst()
          else
            setState((previous) => ({
              ...previous,
              transactions: previous.transactions.map((item) =>
                item.id === tx.id ? { ...item, status } : item,
              ),
            }))
        },
      }),
    )
    return () => {
      for (const stop of stops) stop()
    }
    // Only a new set of pending ids restarts the watchers.
  }, [kernel, network, pendingIds, loadFirst])

  // Infinite scroll: the loading row asks for the next page whenever it comes into view. It
  // is keyed by the cursor, so after each page a new row is observed afresh (a row still in
  // view asks again: an empty page does not stall the list).
  const loadMoreRef = useRef(loadMore)
  loadMoreRef.current = loadMore
  const observer = useRef<IntersectionObserver | undefined>(undefined)
  const observeLoadingRow = useCallback((row: HTMLLIElement | null) => {
    observer.current?.disconnect()
    observer.current = undefined
    if (!row) return
    if (typeof IntersectionObserver === 'undefined') {
      void loadMoreRef.current()
      return
    }
    observer.current = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMoreRef.current()
    })
    observer.current.observe(row)
  }, [])
  useEffect(() => () => observer.current?.disconnect(), [])

  if (!network) return <div ref={root} />

  if (current.status === 'loading')
    return (
      <div ref={root} className="gw-history-center" aria-busy="true">
        <Spinner />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    )

  if (current.status === 'error')
    return (
      <div ref={root} className="empty" role="alert">
        <span className="empty-icon">
          <Icon name="alert" />
        </span>
        <strong>{text('AccountActivity.failed')}</strong>
        <button type="button" className="button secondary" onClick={() => void loadFirst()}>
          <Icon name="retry" />
          {text('AccountActivity.retry')}
        </button>
      </div>
    )

  if (!shown.length && !current.cursor)
    return (
      <div ref={root} className="empty">
        <span className="empty-icon">
          <Icon name="activity" />
        </span>
        <strong>{t('Account.activityEmpty')}</strong>
        <p>{t('Account.activityHint')}</p>
      </div>
    )

  const now = kernel.env.now()
  return (
    <div ref={root} className="gw-history">
      {groupByMonth(shown).map((group) => (
        <section
          key={group.key}
          aria-label={
            group.key === 'pending' ? text('AccountActivity.pending') : formatMonth(group, locale)
          }
        >
          <h3 className="gw-history-month">
            {group.key === 'pending' ? text('AccountActivity.pending') : formatMonth(group, locale)}
          </h3>
          <ul className="gw-history-list">
            {group.transactions.map((transaction) => (
              <TransactionRow
                key={transaction.id}
                kernel={kernel}
                transaction={transaction}
                network={network}
                address={address}
                now={now}
                text={text}
              />
            ))}
          </ul>
        </section>
      ))}
      {current.cursor ? (
        <ul className="gw-history-list">
          <li
            key={current.cursor}
            ref={observeLoadingRow}
            className="gw-history-more"
            aria-live="polite"
            data-testid="activity-loading-row"
          >
            <Spinner />
            <span>{text('AccountActivity.loadingMore')}</span>
          </li>
        </ul>
      ) : null}
    </div>
  )
}

function TransactionRow({
  kernel,
  transaction,
  network,
  address,
  now,
  text,
}: {
  kernel: Kernel
  transaction: HistoryTransaction
  network: Network
  address: string
  now: number
  text: PluginText<HistoryMessageKey>
}): ReactElement {
  const locale = kernel.options.locale
  const main =
    transaction.transfers.find((transfer) => !transfer.nft?.isSpam) ?? transaction.transfers[0]
  const direction =
    main?.direction ?? (transaction.from?.toLowerCase() === address.toLowerCase() ? 'out' : 'in')
  const counterparty = main ? (direction === 'in' ? main.from : main.to) : transaction.to
  const identity = useAddressIdentity(
    kernel,
    counterparty
      ? {
          namespace: network.chainNamespace,
          caipNetworkId: network.caipNetworkId,
          address: counterparty,
        }
      : undefined,
  )
  // Whatever a names plugin answers is shown as text, and never longer than a name.
  const name = typeof identity?.name === 'string' ? identity.name.slice(0, 64) : undefined
  const minted = main?.direction === 'in' && /^0x0{40}$/.test(main.from)
  const title =
    transaction.status === 'pending'
      ? text('AccountActivity.pending')
      : transaction.status === 'failed'
        ? text('AccountActivity.failedTx')
        : transaction.status === 'replaced'
          ? text('AccountActivity.replaced')
          : transaction.status === 'dropped'
            ? text('AccountActivity.dropped')
            : !main
              ? text('AccountActivity.contract')
              : minted
                ? text('AccountActivity.minted')
                : direction === 'in'
                  ? text('AccountActivity.received')
                  : direction === 'self'
                    ? text('AccountActivity.self')
                    : text('AccountActivity.sent')
  const who = name ?? (counterparty ? truncateAddress(counterparty) : '')
  const subtitle =
    who && !minted
      ? text(direction === 'in' ? 'AccountActivity.from' : 'AccountActivity.to', { who })
      : ''
  const adapter = kernel.chains.loaded(network.chainNamespace)
  const link = safeLinkUrl(adapter?.getTransactionExplorerUrl({ hash: transaction.id, network }))
  const time =
    transaction.metadata.minedAt === undefined
      ? text('AccountActivity.pending')
      : formatRelativeTime(transaction.metadata.minedAt, now, locale)
  const more =
    transaction.transfers.length > 1
      ? text('AccountActivity.andMore', { count: transaction.transfers.length - 1 })
      : ''
  const content = (
    <>
      <span
        className={`gw-history-icon gw-history-${transaction.status === 'confirmed' ? direction : transaction.status}`}
      >
        <Icon
          name={
            transaction.status === 'failed' || transaction.status === 'dropped'
              ? 'x'
              : transaction.status === 'pending'
                ? 'retry'
                : direction === 'in'
                  ? 'arrowDown'
                  : direction === 'self'
                    ? 'swap'
                    : 'arrowUp'
          }
        />
      </span>
      <span className="token-main">
        <span className="token-name">{title}</span>
        <span className="token-sub">{[subtitle, more].filter(Boolean).join(' · ')}</span>
      </span>
      <span className="gw-history-side">
        {main ? (
          <span className="gw-history-amount">
            {formatTransfer(main, network, direction, locale)}
          </span>
        ) : null}
        <span className="gw-history-time">{time}</span>
      </span>
    </>
  )
  return (
    <li data-testid="activity-row" data-status={transaction.status} data-id={transaction.id}>
      {link ? (
        <a
          className="gw-history-row"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${title} ${subtitle} ${main ? formatTransfer(main, network, direction, locale) : ''} ${time}. ${text('AccountActivity.explorer')}`}
        >
          {content}
        </a>
      ) : (
        <div className="gw-history-row">{content}</div>
      )}
    </li>
  )
}

/** SPEC §9: amounts with 3 decimals (truncated), the asset's symbol; an NFT by its id. */
export function formatTransfer(
  transfer: HistoryTransfer,
  network: Network,
  direction: HistoryTransfer['direction'],
  locale: string | undefined,
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
      : formatAmount(toDecimal(transfer.value, decimals), transactionAmountDecimals, locale)
  return `${sign}${amount} ${symbol}`.trim()
}

function shortId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 4)}…${id.slice(-3)}` : id
}

function toDecimal(value: bigint, decimals: number): string {
  const text = value.toString().padStart(decimals + 1, '0')
  return decimals ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text
}
