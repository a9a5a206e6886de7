import { type ReactElement, useEffect, useRef, useState } from 'react'
import { Icon, Spinner } from '../components/icons.js'
import { useUi } from '../context.js'
import {
  getWalletSource,
  type WalletListItem,
  walletPageSize,
  walletSearchPageSize,
  walletSearchWait,
} from '../walletSource.js'
import { WalletButton } from './Connect.js'

/** Row height (56 px button + 8 px gap); the list renders only rows in view. */
const rowHeight = 64
const overscan = 4

type ListState = {
  query: string
  items: readonly WalletListItem[]
  count: number
  page: number
  loading: boolean
}

/** SPEC §2 AllWallets: search (300 ms wait), a virtualised list, pages of 40 / 100. */
export function AllWalletsView(): ReactElement {
  const { kernel, t } = useUi()
  const source = getWalletSource(kernel)
  const [input, setInput] = useState('')
  const [query, setQuery] = useState('')
  const [list, setList] = useState<ListState>({
    query: '',
    items: [],
    count: 0,
    page: 0,
    loading: true,
  })
  const [scrollTop, setScrollTop] = useState(0)
  const [viewport, setViewport] = useState(360)
  const scroller = useRef<HTMLDivElement>(null)

  // The search waits until typing pauses for 300 ms.
  useEffect(() => {
    const handle = kernel.env.setTimeout(() => setQuery(input.trim()), walletSearchWait)
    return () => kernel.env.clearTimeout(handle)
  }, [input, kernel])

  async function loadPage(search: string, page: number) {
    const entries = search ? walletSearchPageSize : walletPageSize
    setList((current) => ({ ...current, loading: true }))
    try {
      const result = await source.getWallets({ page, entries, search: search || undefined })
      setList((current) => {
        const items =
          page === 1 || current.query !== search ? result.data : [...current.items, ...result.data]
        // A short page is the last one, whatever the count said: no endless paging. Rows
        // folded into a multi-chain row do not make a page short.
        const count =
          result.data.length + (result.merged ?? 0) < entries ? items.length : result.count
        return { query: search, items, count, page, loading: false }
      })
    } catch (error) {
      kernel.log.warn('wallet list failed', error)
      // Stop paging here; the rows already shown stay.
      setList((current) => ({ ...current, count: current.items.length, loading: false }))
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads when the settled query changes
  useEffect(() => {
    if (query) kernel.analytics.track('SEARCH_WALLET', { search: query, badge: '' })
    scroller.current?.scrollTo?.({ top: 0 })
    setScrollTop(0)
    void loadPage(query, 1)
  }, [query])

  // The list grows with its rows up to its CSS max-height (taller on phones): render for the
  // height it really has, not the height it had while empty.
  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () => setViewport(element.clientHeight || 360)
    measure()
    if (typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const { items, count, loading } = list
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan)
  const last = Math.min(items.length, Math.ceil((scrollTop + viewport) / rowHeight) + overscan)

  // Fetch the next page when the visitor scrolls near the end of what is loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: paging is driven by the window
  useEffect(() => {
    if (!loading && items.length < count && last >= items.length - overscan)
      void loadPage(list.query, list.page + 1)
  }, [last, items.length, count, loading])

  return (
    <div>
      <div className="search">
        <Icon name="search" />
        <input
          type="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder={t('AllWallets.search')}
          aria-label={t('AllWallets.search')}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div
        className="vlist"
        ref={scroller}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      >
        {items.length === 0 ? (
          loading ? (
            <div className="center">
              <Spinner />
            </div>
          ) : (
            <div className="empty">
              <span className="empty-icon">
                <Icon name="search" />
              </span>
              <p>{query ? t('AllWallets.empty', { query }) : t('AllWallets.none')}</p>
            </div>
          )
        ) : (
          <ul
            className="vlist-spacer"
            aria-label={t('AllWallets.count', { count })}
            ref={(element) => {
              element?.style.setProperty('height', `${items.length * rowHeight}px`)
            }}
          >
            {items.slice(first, last).map((item, offset) => (
              <WalletRow key={item.id} item={item} index={first + offset} count={count} />
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

function WalletRow({
  item,
  index,
  count,
}: {
  item: WalletListItem
  index: number
  count: number
}): ReactElement {
  return (
    <li
      className="vlist-row"
      aria-setsize={count}
      aria-posinset={index + 1}
      ref={(element) => {
        element?.style.setProperty('transform', `translateY(${index * rowHeight}px)`)
      }}
    >
      <WalletButton item={item} />
    </li>
  )
}
