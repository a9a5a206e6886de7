import type { ReactElement } from 'react'
import { useEffect, useRef } from 'react'
import { EntryIcon } from '../components/icons.js'
import { PluginSlot } from '../components/PluginSlot.js'
import { useKernelState, useUi } from '../context.js'
import { slots } from '../kit/slots.js'
import { useBalances } from '../shared/hooks.js'
import { AccountActions } from './account/AccountActions.js'
import { AccountHead } from './account/AccountHead.js'
import { AccountTabs } from './account/AccountTabs.js'

export { explorerUrl } from './account/explorerUrl.js'

/** SPEC §2 Account: address, balance, avatar and name slots, tabs, features, disconnect. */
export function AccountView(): ReactElement | null {
  const { kernel, t } = useUi()
  const connection = useKernelState((state) => {
    const namespace = state.activeNamespace
    const ns = namespace ? state.connections[namespace] : undefined
    return ns?.connections.find((c) => c.connector.id === ns.current)
  }, Object.is)
  const network = connection ? kernel.networks.get(connection.caipNetworkId) : undefined
  const balances = useBalances(kernel, connection)
  const warned = useRef<string>('')

  useEffect(() => {
    const key = connection ? `${connection.caipNetworkId}:${connection.address}` : ''
    if (balances.status === 'error' && warned.current !== key) {
      warned.current = key
      kernel.toasts.show({ variant: 'error', message: t('Account.balanceUnavailable') })
    }
  }, [balances.status, connection, kernel, t])

  if (!connection) return null
  const entries = kernel.registry
    .entries('account')
    .filter(
      (entry) =>
        (!entry.namespaces || entry.namespaces.includes(connection.namespace)) &&
        (!entry.connectorTypes || entry.connectorTypes.includes(connection.connector.type)),
    )
  const slotData = { address: connection.address, namespace: connection.namespace, network }

  return (
    <div>
      <AccountHead
        connection={connection}
        network={network}
        balances={balances}
        slotData={slotData}
      />

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
              onClick={() => kernel.router.push({ view: entry.view })}
            >
              <span className="dot">
                <EntryIcon icon={entry.icon} />
              </span>
              {t(entry.label)}
            </button>
          ))}
        </nav>
      ) : null}

      <AccountTabs slotData={slotData} balances={balances.balances} network={network} />

      <AccountActions connection={connection} />
    </div>
  )
}
