import type { Kernel, Network } from 'gangway/kernel'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { mergePage, visibleTransactions } from '../../activityRules.js'
import { getHistoryService } from '../../createHistoryService.js'
import { recordSent } from '../../sentTransactions.js'
import type { HistoryTransaction } from '../../types.js'
import { watchPending } from '../../watchPending.js'

export type ActivityList = {
  /** The account and network the list is of (`network:address`). */
  key: string
  transactions: HistoryTransaction[]
  /** Where the next page starts; none when the last page is loaded. */
  cursor: string | undefined
  status: 'loading' | 'ready' | 'error'
  loadingMore: boolean
}

/**
 * The Activity tab's list (SPEC §2, §4, §9): the first page, further pages on demand, a send
 * from this widget shown at once, and pending transactions polled until mined, replaced or
 * dropped. A failing source empties the list (SPEC §8 'Failed to fetch transactions').
 */
export function useActivityList(
  kernel: Kernel,
  parameters: { address: string; network: Network | undefined },
): {
  list: ActivityList
  /** What the visitor sees: this network's transactions, pending first. */
  shown: HistoryTransaction[]
  loadFirst: () => Promise<void>
  loadMore: () => Promise<void>
} {
  const { address, network } = parameters
  const key = network ? `${network.caipNetworkId}:${address}` : ''
  const [state, setState] = useState<ActivityList>({
    key,
    transactions: [],
    cursor: undefined,
    status: 'loading',
    loadingMore: false,
  })
  const list =
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
    if (!network || !list.cursor || loading.current) return
    loading.current = true
    setState((previous) => ({ ...previous, loadingMore: true }))
    try {
      const page = await getHistoryService(kernel).getPage({
        address,
        network,
        cursor: list.cursor,
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
  }, [kernel, address, network, key, list.cursor])

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
    () => (network ? visibleTransactions(list.transactions, network.caipNetworkId) : []),
    [list.transactions, network],
  )

  // SPEC §4: pending transactions polled (30 s, at most 99 times) until mined, replaced or dropped.
  const pendingIds = shown
    .filter((tx) => tx.status === 'pending')
    .map((tx) => tx.id)
    .join(',')
  const transactions = useRef(list.transactions)
  transactions.current = list.transactions
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

  return { list, shown, loadFirst, loadMore }
}
