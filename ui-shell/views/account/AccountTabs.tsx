import type { Network, TokenBalance } from 'gangway/kernel'
import { type KeyboardEvent, type ReactElement, useRef } from 'react'
import { PluginSlot } from '../../components/PluginSlot.js'
import { useUi } from '../../context.js'
import { slots } from '../../kit/slots.js'
import type { AccountSlotData } from './AccountHead.js'
import { TokenList } from './TokenList.js'
import { type AccountTabId, useAccountTab } from './useAccountTab.js'

const allTabs = [
  { id: 'tokens', label: 'Account.tokens', slot: slots.accountTokens },
  { id: 'nfts', label: 'Account.nfts', slot: slots.accountNfts },
  { id: 'activity', label: 'Account.activity', slot: slots.accountActivity },
] as const satisfies readonly { id: AccountTabId; label: string; slot: string }[]

/**
 * Account's tabs (SPEC §2: Tokens, NFTs, Activity), each a plugin slot; arrow keys and Home
 * move between them. A tab that cannot have content is not shown: NFTs and Activity appear
 * only when a plugin fills their slot (e.g. the history plugin); Tokens always has the
 * balances. With Tokens alone there are no tabs, only its panel. The chosen tab is kept per
 * account for the page's life (`useAccountTab`).
 */
export function AccountTabs({
  slotData,
  balances,
  network,
}: {
  slotData: AccountSlotData
  balances: readonly TokenBalance[]
  network: Network | undefined
}): ReactElement {
  const { kernel, t } = useUi()
  const tabs = allTabs.filter((item) => item.id === 'tokens' || kernel.registry.hasView(item.slot))
  const [chosen, setTab] = useAccountTab(kernel, `${slotData.namespace}:${slotData.address}`)
  // A remembered tab that no plugin fills now: Tokens.
  const tab = tabs.some((item) => item.id === chosen) ? chosen : 'tokens'
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const tokens = <TokenList balances={balances} network={network} />

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

  if (tabs.length === 1)
    return (
      <section className="tabpanel" aria-label={t('Account.tokens')}>
        <PluginSlot name={slots.accountTokens} data={slotData} fallback={tokens} />
      </section>
    )
  return (
    <>
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
      {tabs.map((item) =>
        item.id === tab ? (
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
              fallback={item.id === 'tokens' ? tokens : null}
            />
          </div>
        ) : null,
      )}
    </>
  )
}
