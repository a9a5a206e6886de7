import type { ConnectMethod, ConnectorInfo, Entry } from 'gangway/kernel'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { entryImage, Icon, iconFor } from '../components/icons.js'
import { Logo } from '../components/Logo.js'
import { PluginSlot } from '../components/PluginSlot.js'
import { useKernelState, useUi } from '../context.js'
import { connectMethodSlot } from '../kit/slots.js'
import { safeImageUrl } from '../shared/security.js'
import {
  ConnectorLogo,
  choosableConnectors,
  NamespaceChooser,
  preferredConnector,
  rowBadges,
} from '../walletRows.js'
import {
  getFirstWallets,
  listConnectors,
  peekFirstWallets,
  type WalletListItem,
} from '../walletSource.js'

/** SPEC §9: the featured / recommended page shows 4 wallets. */
export const shownWallets = 4

/** Plugins whose `connect` entries belong to each connect method. */
const methodPlugins: Readonly<Record<ConnectMethod, readonly string[]>> = {
  email: ['email'],
  social: ['socials', 'social'],
  wallet: [],
}

export function openConnector(
  kernel: ReturnType<typeof useUi>['kernel'],
  chosen: ConnectorInfo,
): void {
  // A multi-chain row connects its wallet in the active namespace, else in its first.
  const connector = preferredConnector(kernel, chosen)
  kernel.analytics.track('SELECT_WALLET', { name: connector.name, namespace: connector.namespace })
  if (connector.type === 'WALLET_CONNECT')
    kernel.router.push({ view: 'ConnectingWalletConnect', data: { connector } })
  else kernel.router.push({ view: 'ConnectingExternal', data: { connector } })
}

/**
 * Opens a wallet of a list: an installed one connects; a directory wallet goes to
 * WalletConnect (with its deep links) when the site has it, else to "Get <wallet>".
 */
export function openWallet(kernel: ReturnType<typeof useUi>['kernel'], item: WalletListItem): void {
  if (item.connector) openConnector(kernel, item.connector)
  else {
    kernel.analytics.track('SELECT_WALLET', { name: item.name, explorerId: item.explorerId })
    if (kernel.options.walletConnect && kernel.registry.hasView('ConnectingWalletConnect'))
      kernel.router.push({ view: 'ConnectingWalletConnect', data: { wallet: item } })
    else kernel.router.push({ view: 'GetWallet', data: { wallet: item } })
  }
}

/** SPEC §2 start view: connect methods in `connectMethodsOrder`, wallets in SPEC order. */
export function ConnectView(): ReactElement {
  const { kernel, t } = useUi()
  // Re-render when connectors or recent wallets change; the order is derived from state.
  const watched = useKernelState((state) => ({
    connectors: state.connectors,
    recent: state.recentWallets,
  }))
  const connectors = listConnectors(kernel)
  // The directory's first rows (installed first, then featured / recommended) replace the
  // connectors once it has loaded; until then the installed wallets show at once, the rest
  // of the list as placeholders: "No wallets found" is an answer only the settled list gives.
  // Computed while the browser was idle (and nothing announced since): shown at once.
  const [directory, setDirectory] = useState<
    { data: readonly WalletListItem[]; count: number } | undefined
  >(() => peekFirstWallets(kernel, shownWallets))
  const [failed, setFailed] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when connectors or recent wallets change
  useEffect(() => {
    let live = true
    getFirstWallets(kernel, shownWallets)
      .then((page) => live && setDirectory(page))
      .catch((error: unknown) => {
        kernel.log.warn('wallet list failed', error)
        if (live) setFailed(true)
      })
    return () => {
      live = false
    }
  }, [kernel, watched.connectors, watched.recent])
  const settled = directory !== undefined || failed
  const items: readonly WalletListItem[] =
    directory?.data ??
    connectors.map((connector) => ({
      id: `${connector.namespace}:${connector.id}`,
      name: connector.name,
      imageUrl: connector.imageUrl,
      connector,
    }))
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
  const total = directory?.count ?? connectors.length
  const entries = kernel.registry.entries('connect')
  const groups = kernel.options.connectMethodsOrder
    .map((method) => {
      if (method === 'wallet') return { method, node: renderWallets() }
      // A connect method's plugin may render its own form here (the e-mail field).
      if (kernel.registry.hasView(connectMethodSlot(method)))
        return {
          method,
          node: (
            <PluginSlot
              key={method}
              name={connectMethodSlot(method)}
              data={undefined}
              fallback={null}
            />
          ),
        }
      const own = entries.filter((entry) => methodPlugins[method].includes(entry.plugin))
      if (!own.length) return undefined
      return { method, node: <EntryGroup key={method} entries={own} /> }
    })
    .filter((group) => group !== undefined)

  function renderWallets(): ReactElement {
    if (!items.length && settled)
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
          <button
            type="button"
            className="item"
            data-view="AllWallets"
            // Not before a row: the view's first control, which gets the focus, is a wallet.
            disabled={!settled && !hasRows}
            onClick={() => kernel.router.push({ view: 'AllWallets' })}
          >
            <span className="logo">
              <span className="grid-logos" aria-hidden="true">
                {/* Wallets with an image first: an empty cell looks broken. */}
                {[...items]
                  .sort(
                    (a, b) => Number(!safeImageUrl(a.imageUrl)) - Number(!safeImageUrl(b.imageUrl)),
                  )
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
        </li>
      </ul>
    )
  }

  return (
    <div>
      {groups.map((group, index) => (
        <div key={group.method}>
          {index > 0 ? (
            <div className="divider" aria-hidden="true">
              {t('common.or')}
            </div>
          ) : null}
          {group.node}
        </div>
      ))}
      <p className="footnote">{t('Connect.footer')}</p>
    </div>
  )
}

/**
 * A wallet row of Connect and AllWallets. A wallet in several namespaces also gets a small
 * chooser: one button per namespace, beside the row's own button.
 */
export function WalletButton({ item }: { item: WalletListItem }): ReactElement {
  const { kernel, t } = useUi()
  const connector = item.connector
  const badges = rowBadges(kernel, connector)
  const choices = choosableConnectors(connector, kernel.chains.namespaces())
  const tag = badges.recent
    ? { text: t('Connect.recent'), className: 'tag' }
    : badges.installed
      ? { text: t('Connect.installed'), className: 'tag success' }
      : undefined
  const button = (
    <button
      type="button"
      className="item"
      data-connector={connector?.id}
      data-wallet={item.id}
      data-namespaces={choices.length ? choices.map((c) => c.namespace).join(' ') : undefined}
      onClick={() => openWallet(kernel, item)}
    >
      <ConnectorLogo item={item} />
      {choices.length ? (
        // The chooser takes the tag's place; the tag becomes the label's second line.
        <span className="item-label">
          {item.name}
          {tag ? <span className="item-sub">{tag.text}</span> : null}
        </span>
      ) : (
        <>
          <span className="item-label">{item.name}</span>
          {tag ? <span className={tag.className}>{tag.text}</span> : null}
        </>
      )}
    </button>
  )
  if (!choices.length) return button
  return (
    <div className="multi">
      {button}
      <NamespaceChooser
        item={item}
        members={choices}
        onChoose={(member) => openConnector(kernel, member)}
      />
    </div>
  )
}

function EntryGroup({ entries }: { entries: readonly (Entry & { plugin: string })[] }) {
  const { kernel, t } = useUi()
  return (
    <div className="stack">
      {entries.map((entry) => (
        <button
          key={`${entry.plugin}:${entry.view}`}
          type="button"
          className="item"
          onClick={() => kernel.router.push({ view: entry.view })}
        >
          <Logo name={t(entry.label)} src={entryImage(entry.icon)} glyph={iconFor(entry.icon)} />
          <span className="item-label">{t(entry.label)}</span>
          <Icon name="chevron" className="chevron" />
        </button>
      ))}
    </div>
  )
}
