import type { ConnectMethod } from 'gangway/kernel'
import type { ReactElement } from 'react'
import { PluginSlot } from '../components/PluginSlot.js'
import { useUi } from '../context.js'
import { connectMethodSlot } from '../kit/slots.js'
import { EntryGroup } from './connect/EntryGroup.js'
import { useFirstWallets } from './connect/useFirstWallets.js'
import { WalletList } from './connect/WalletList.js'

export { openConnector, openWallet } from './connect/openWallet.js'
export { shownWallets } from './connect/useFirstWallets.js'
export { WalletButton } from './connect/WalletButton.js'

/** Plugins whose `connect` entries belong to each connect method. */
const methodPlugins: Readonly<Record<ConnectMethod, readonly string[]>> = {
  email: ['email'],
  social: ['socials', 'social'],
  wallet: [],
}

/** SPEC §2 start view: connect methods in `connectMethodsOrder`, wallets in SPEC order. */
export function ConnectView(): ReactElement {
  const { kernel, t } = useUi()
  const wallets = useFirstWallets()
  const entries = kernel.registry.entries('connect')
  const groups = kernel.options.connectMethodsOrder
    .map((method) => {
      if (method === 'wallet') return { method, node: <WalletList {...wallets} /> }
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
