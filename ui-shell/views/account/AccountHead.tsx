import type { Connection, Network } from 'gangway/kernel'
import { type ReactElement, useState } from 'react'
import { Avatar } from '../../components/Avatar.js'
import { Icon } from '../../components/icons.js'
import { Logo } from '../../components/Logo.js'
import { PluginSlot } from '../../components/PluginSlot.js'
import { useUi } from '../../context.js'
import { accountBalanceSlot, slots } from '../../kit/slots.js'
import { formatAmount, truncateAddress } from '../../shared/format.js'
import type { useBalances } from '../../shared/hooks.js'
import { explorerUrl } from './explorerUrl.js'

/** What Account gives its slots. */
export type AccountSlotData = { address: string; namespace: string; network: Network | undefined }

/**
 * The top of Account (SPEC §2): avatar and name slots, the address with copy, the balance,
 * and the network (a switch when the host allows it) with the explorer link.
 */
export function AccountHead({
  connection,
  network,
  balances,
  slotData,
}: {
  connection: Connection
  network: Network | undefined
  balances: ReturnType<typeof useBalances>
  slotData: AccountSlotData
}): ReactElement {
  const { kernel, t, locale } = useUi()
  const [copied, setCopied] = useState(false)
  const native = balances.native
  const link = explorerUrl(kernel, { connection, network })

  async function copy() {
    try {
      await navigator.clipboard.writeText(connection.address)
      setCopied(true)
      kernel.toasts.show({ variant: 'success', message: t('Account.copied') })
      kernel.env.setTimeout(() => setCopied(false), 1500)
    } catch {
      kernel.toasts.show({ variant: 'error', message: t('Account.copyFailed') })
    }
  }

  return (
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
            `${formatAmount(native.formatted, { decimals: 3, locale })} ${native.symbol}`
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
      <PluginSlot name={accountBalanceSlot(connection.namespace)} data={slotData} fallback={null} />
      <div className="row-center">
        {network && kernel.options.enableNetworkSwitch ? (
          <button
            type="button"
            className="chip"
            data-view="Networks"
            onClick={() => kernel.router.push({ view: 'Networks' })}
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
  )
}
