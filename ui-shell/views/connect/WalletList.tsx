import { type ReactElement, useEffect, useRef } from 'react'
import { Icon } from '../../components/icons.js'
import { useUi } from '../../context.js'
import { safeImageUrl } from '../../shared/security.js'
import type { WalletListItem } from '../../walletSource.js'
import { type FirstWallets, shownWallets } from './useFirstWallets.js'
import { WalletButton } from './WalletButton.js'

/**
 * Connect's wallet group: the first rows, placeholders for rows still to come, and the row
 * that opens AllWallets. "No wallets found" only once the list has settled empty.
 */
export function WalletList({ items, settled, total }: FirstWallets): ReactElement {
  const { t } = useUi()
  const list = useRef<HTMLUListElement>(null)
  const hasRows = items.length > 0
  // The modal focuses a view's first control when the view appears; rows that arrive later
  // take the focus the dialog holds meanwhile, so the first row has it either way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first rows appear
  useEffect(() => {
    const first = list.current?.querySelector<HTMLElement>('button')
    const card = list.current?.closest<HTMLElement>('.card')
    const root = card?.getRootNode()
    const active = root instanceof ShadowRoot ? root.activeElement : document.activeElement
    if (first && card && active === card) first.focus({ preventScroll: true })
  }, [hasRows])

  if (!hasRows && settled)
    return (
      <div className="empty">
        <span className="empty-icon">
          <Icon name="wallet" />
        </span>
        <strong>{t('Connect.empty')}</strong>
        <p>{t('Connect.emptyHint')}</p>
      </div>
    )
  const placeholders = settled ? 0 : Math.max(0, shownWallets - items.length)
  return (
    <ul
      className="stack"
      aria-label={t('Connect.wallets')}
      aria-busy={settled ? undefined : true}
      ref={list}
    >
      {items.slice(0, shownWallets).map((item) => (
        <li key={item.id}>
          <WalletButton item={item} />
        </li>
      ))}
      {Array.from({ length: placeholders }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
        <li key={`placeholder-${index}`} className="placeholder" aria-hidden="true">
          <span className="item">
            <span className="logo" />
            <span className="skeleton" />
          </span>
        </li>
      ))}
      <li>
        <AllWalletsRow items={items} settled={settled} total={total} />
      </li>
    </ul>
  )
}

/** The row that opens AllWallets: up to four wallets' logos and how many there are. */
function AllWalletsRow({ items, settled, total }: FirstWallets): ReactElement {
  const { kernel, t } = useUi()
  return (
    <button
      type="button"
      className="item"
      data-view="AllWallets"
      // Not before a row: the view's first control, which gets the focus, is a wallet.
      disabled={!settled && !items.length}
      onClick={() => kernel.router.push({ view: 'AllWallets' })}
    >
      <span className="logo">
        <span className="grid-logos" aria-hidden="true">
          {/* Wallets with an image first: an empty cell looks broken. */}
          {logoFirst(items)
            .slice(0, 4)
            .map((item) => {
              const src = safeImageUrl(item.imageUrl)
              return <span key={item.id}>{src ? <img src={src} alt="" /> : null}</span>
            })}
        </span>
      </span>
      <span className="item-label">{t('Connect.allWallets')}</span>
      {settled ? <span className="count">{total}</span> : null}
    </button>
  )
}

/** The items with an image first, in their order otherwise. */
function logoFirst(items: readonly WalletListItem[]): WalletListItem[] {
  return [...items].sort(
    (a, b) => Number(!safeImageUrl(a.imageUrl)) - Number(!safeImageUrl(b.imageUrl)),
  )
}
