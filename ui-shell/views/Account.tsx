import type { Connection, Network, TokenBalance } from 'gangway/kernel'
import { type KeyboardEvent, type ReactElement, useEffect, useRef, useState } from 'react'
import { Avatar } from '../components/Avatar.js'
import { EntryIcon, Icon } from '../components/icons.js'
import { Logo } from '../components/Logo.js'
import { PluginSlot } from '../components/PluginSlot.js'
import { useKernelState, useUi } from '../context.js'
import { accountBalanceSlot, slots } from '../kit/slots.js'
import { formatAmount, formatTokenAmount, truncateAddress } from '../shared/format.js'
import { useBalances } from '../shared/hooks.js'
import { safeLinkUrl } from '../shared/security.js'

const allTabs = [
  { id: 'tokens', label: 'Account.tokens', slot: slots.accountTokens },
  { id: 'nfts', label: 'Account.nfts', slot: slots.accountNfts },
  { id: 'activity', label: 'Account.activity', slot: slots.accountActivity },
] as const
type TabId = (typeof allTabs)[number]['id']

export function explorerUrl(
  kernel: ReturnType<typeof useUi>['kernel'],
  connection: Connection,
  network: Network | undefined,
): string | undefined {
  if (!network) return undefined
  const adapter = kernel.chains.loaded(connection.namespace)
  const fromAdapter = adapter?.getAddressExplorerUrl({ address: connection.address, network })
  const base = network.blockExplorers?.default.url
  return safeLinkUrl(
    fromAdapter ?? (base ? `${base.replace(/\/$/, '')}/address/${connection.address}` : undefined),
  )
}

/** SPEC §2 Account: address, balance, avatar and name slots, tabs, features, disconnect. */
export function AccountView(): ReactElement | null {
  const { kernel, t, locale } = useUi()
  const connection = useKernelState((state) => {
    const namespace = state.activeNamespace
    const ns = namespace ? state.connections[namespace] : undefined
    return ns?.connections.find((c) => c.connector.id === ns.current)
  }, Object.is)
  const network = connection ? kernel.networks.get(connection.caipNetworkId) : undefined
  // A host with several chains: a namespace with no wallet yet can be connected from here.
  const canConnectMore = useKernelState((state) =>
    kernel.chains.namespaces().some((namespace) => !state.connections[namespace]?.current),
  )
  const balances = useBalances(kernel, connection)
  const [copied, setCopied] = useState(false)
  const [tab, setTab] = useState<TabId>('tokens')
  const [busy, setBusy] = useState(false)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const warned = useRef<string>('')
  // A tab that cannot have content is not shown: NFTs and Activity appear only when a
  // plugin fills their slot (e.g. the history plugin); Tokens always has the balances.
  const tabs = allTabs.filter((item) => item.id === 'tokens' || kernel.registry.hasView(item.slot))

  useEffect(() => {
    const key = connection ? `${connection.caipNetworkId}:${connection.address}` : ''
    if (balances.status === 'error' && warned.current !== key) {
      warned.current = key
      kernel.toasts.show('error', t('Account.balanceUnavailable'))
    }
  }, [balances.status, connection, kernel, t])

  if (!connection) return null
  const native = balances.native
  const link = explorerUrl(kernel, connection, network)
  const entries = kernel.registry
    .entries('account')
    .filter(
      (entry) =>
        (!entry.namespaces || entry.namespaces.includes(connection.namespace)) &&
        (!entry.connectorTypes || entry.connectorTypes.includes(connection.connector.type)),
    )
  const slotData = { address: connection.address, namespace: connection.namespace, network }

  async function copy() {
    try {
      await navigator.clipboard.writeText(connection!.address)
      setCopied(true)
      kernel.toasts.show('success', t('Account.copied'))
      kernel.env.setTimeout(() => setCopied(false), 1500)
    } catch {
      kernel.toasts.show('error', t('Account.copyFailed'))
    }
  }

  async function disconnect() {
    setBusy(true)
    try {
      await kernel.connections.disconnect({ namespace: connection!.namespace })
      if (!kernel.connections.get()) kernel.modal.close({ force: true })
    } catch (error) {
      kernel.log.warn('disconnect failed', error)
      kernel.toasts.show('error', t('Account.disconnectFailed'))
      setBusy(false)
      // The kernel ended the connection locally anyway: nothing is left to show here.
      if (!kernel.connections.get()) kernel.modal.close({ force: true })
    }
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const delta =
      event.key === 'ArrowRight'
        ? 1
        : event.key === 'ArrowLeft'
          ? -1
          : event.key === 'Home'
            ? -index
            : 0
    if (!delta) return
    event.preventDefault()
    const next = (index + delta + tabs.length) % tabs.length
    setTab(tabs[next]!.id)
    tabRefs.current[next]?.focus()
  }

  return (
    <div>
      <div className="account-head">
        <div className="avatar">
          <PluginSlot
            name={slots.accountAvatar}
            data={slotData}
            fallback={<Avatar address={connection.address} />}
          />
        </div>
        <div className="address-row">
          <span className="address" data-testid="account-address" title={connection.address}>
            <PluginSlot
              name={slots.accountName}
              data={slotData}
              fallback={truncateAddress(connection.address)}
            />
          </span>
          <button
            type="button"
            className="icon-button"
            onClick={() => void copy()}
            aria-label={t('Account.copy')}
            title={t('Account.copy')}
          >
            <Icon name={copied ? 'check' : 'copy'} />
          </button>
        </div>
        <PluginSlot name={slots.accountLogin} data={slotData} fallback={null} />
        {/* A new balance is announced here; its failure only by the error toast, not twice. */}
        <div className="balance" data-testid="account-balance">
          <span aria-live="polite">
            {native ? (
              `${formatAmount(native.formatted, 3, locale)} ${native.symbol}`
            ) : balances.status === 'error' ? null : (
              <>
                <span className="skeleton" />
                <span className="sr-only">{t('common.loading')}</span>
              </>
            )}
          </span>
          {!native && balances.status === 'error' ? t('Account.balanceUnavailable') : null}
        </div>
        {/* The chain's own detail of that balance (polkadot: free, reserved, frozen). */}
        <PluginSlot
          name={accountBalanceSlot(connection.namespace)}
          data={slotData}
          fallback={null}
        />
        <div className="row-center">
          {network && kernel.options.enableNetworkSwitch ? (
            <button
              type="button"
              className="chip"
              data-view="Networks"
              onClick={() => kernel.router.push('Networks')}
              aria-label={t('Account.network', { name: network.name })}
            >
              <Logo src={network.assets?.imageUrl} name={network.name} size="small" round />
              {network.name}
              <Icon name="chevronDown" className="chev" />
            </button>
          ) : network ? (
            <span className="chip">
              <Logo src={network.assets?.imageUrl} name={network.name} size="small" round />
              {network.name}
            </span>
          ) : null}
          {link ? (
            <a className="chip link-chip" href={link} target="_blank" rel="noopener noreferrer">
              <Icon name="external" className="chev" />
              {t('Account.explorer')}
            </a>
          ) : null}
        </div>
      </div>

      <PluginSlot
        name={slots.accountSettings}
        data={{ ...slotData, connectorId: connection.connector.id }}
        fallback={null}
      />

      {entries.length ? (
        <nav className="features" aria-label={t('Account.features')}>
          {entries.map((entry) => (
            <button
              key={`${entry.plugin}:${entry.view}`}
              type="button"
              className="feature"
              onClick={() => kernel.router.push(entry.view)}
            >
              <span className="dot">
                <EntryIcon icon={entry.icon} />
              </span>
              {t(entry.label)}
            </button>
          ))}
        </nav>
      ) : null}

      {tabs.length === 1 ? (
        <section className="tabpanel" aria-label={t('Account.tokens')}>
          <PluginSlot
            name={slots.accountTokens}
            data={slotData}
            fallback={<TokenList balances={balances.balances} network={network} />}
          />
        </section>
      ) : (
        <div className="tabs" role="tablist" aria-label={t('Account.title')}>
          {tabs.map((item, index) => (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`gw-tab-${item.id}`}
              aria-selected={tab === item.id}
              aria-controls={`gw-panel-${item.id}`}
              tabIndex={tab === item.id ? 0 : -1}
              className="tab"
              onClick={() => setTab(item.id)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {t(item.label)}
            </button>
          ))}
        </div>
      )}
      {tabs.map((item) =>
        item.id === tab && tabs.length > 1 ? (
          <div
            key={item.id}
            role="tabpanel"
            id={`gw-panel-${item.id}`}
            aria-labelledby={`gw-tab-${item.id}`}
            className="tabpanel"
          >
            <PluginSlot
              name={item.slot}
              data={slotData}
              fallback={
                item.id === 'tokens' ? (
                  <TokenList balances={balances.balances} network={network} />
                ) : null
              }
            />
          </div>
        ) : null,
      )}

      <div className="actions">
        {canConnectMore ? (
          <button
            type="button"
            className="button full"
            onClick={() => kernel.router.push('Connect')}
            data-action="connect-another"
          >
            {t('Account.connectAnother')}
          </button>
        ) : null}
        <button
          type="button"
          className="button danger full"
          onClick={() => void disconnect()}
          disabled={busy}
          data-action="disconnect"
        >
          <Icon name="disconnect" />
          {t('Account.disconnect')}
        </button>
      </div>
    </div>
  )
}

function EmptyTab({
  icon,
  title,
  hint,
}: {
  icon: 'image' | 'activity' | 'coins'
  title: string
  hint: string
}): ReactElement {
  return (
    <div className="empty">
      <span className="empty-icon">
        <Icon name={icon} />
      </span>
      <strong>{title}</strong>
      <p>{hint}</p>
    </div>
  )
}

function TokenList({
  balances,
  network,
}: {
  balances: readonly TokenBalance[]
  network: Network | undefined
}): ReactElement {
  const { t, locale } = useUi()
  const shown = balances.filter((balance) => balance.value > 0n || !balance.address)
  if (!shown.length)
    return (
      <EmptyTab
        icon="coins"
        title={t('Account.tokensEmpty')}
        hint={t('Account.tokensHint', { network: network?.name ?? '' })}
      />
    )
  return (
    <ul className="stack">
      {shown.map((balance) => (
        <li key={balance.address ?? 'native'} className="token">
          <Logo src={balance.iconUrl} name={balance.symbol || balance.name} round />
          <span className="token-main">
            <span className="token-name">{balance.name}</span>
            <span className="token-sub">{balance.symbol}</span>
          </span>
          <span
            className="token-amount"
            title={`${formatTokenAmount(balance.formatted, locale)} ${balance.symbol}`}
          >
            {formatTokenAmount(balance.formatted, locale)} {balance.symbol}
          </span>
        </li>
      ))}
    </ul>
  )
}
