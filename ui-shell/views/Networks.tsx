import type { Network } from 'gangway/kernel'
import { type ReactElement, useState } from 'react'
import { Icon, Spinner } from '../components/icons.js'
import { Logo } from '../components/Logo.js'
import { useKernelState, useUi } from '../context.js'
import { describeWalletError } from './ConnectingExternal.js'

/** The configured networks as a switch list: active mark, testnet tag, image. */
export function NetworkList(): ReactElement {
  const { kernel, t } = useUi()
  const active = useKernelState((state) =>
    state.activeNamespace ? state.networks[state.activeNamespace]?.active : undefined,
  )
  const [pending, setPending] = useState<string | undefined>()
  const networks = kernel.networks.all()

  async function choose(network: Network) {
    if (pending) return
    setPending(network.caipNetworkId)
    try {
      await kernel.networks.switch(network.caipNetworkId)
    } catch (error) {
      kernel.log.warn('switch failed', error)
      kernel.toasts.show({
        variant: 'error',
        message: describeWalletError(error, t) || t('Networks.switchFailed'),
      })
    } finally {
      setPending(undefined)
    }
  }

  return (
    <ul className="stack">
      {networks.map((network) => {
        const isActive = network.caipNetworkId === active
        const isPending = network.caipNetworkId === pending
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className={`item${isActive ? ' selected' : ''}`}
              aria-current={isActive ? 'true' : undefined}
              data-network={network.caipNetworkId}
              disabled={Boolean(pending)}
              onClick={() => void choose(network)}
            >
              <Logo src={network.assets?.imageUrl} name={network.name} round />
              <span className="item-label">
                {network.name}
                {isPending ? <span className="item-sub">{t('Networks.switching')}</span> : null}
              </span>
              {network.testnet ? <span className="tag warn">{t('Networks.testnet')}</span> : null}
              {isPending ? (
                <Spinner className="spinner small-spinner" />
              ) : isActive ? (
                <span className="tag success">{t('Networks.active')}</span>
              ) : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

export function NetworksView(): ReactElement {
  const { kernel, t } = useUi()
  if (!kernel.options.enableNetworkSwitch)
    return (
      <div className="empty">
        <span className="empty-icon">
          <Icon name="network" />
        </span>
        <p>{t('Networks.disabled')}</p>
      </div>
    )
  return <NetworkList />
}

/** SPEC §4: the wallet is on a network the host did not configure. */
export function UnsupportedChainView(): ReactElement {
  const { kernel, t } = useUi()
  return (
    <div>
      <div className="notice">
        <span className="empty-icon">
          <Icon name="alert" />
        </span>
        <h3>{t('UnsupportedChain.heading')}</h3>
        <p>{t('UnsupportedChain.text')}</p>
      </div>
      <NetworkList />
      <div className="actions">
        <button
          type="button"
          className="button danger full"
          onClick={() => {
            void kernel.connections
              .disconnect()
              .then(() => kernel.modal.close({ force: true }))
              .catch(() =>
                kernel.toasts.show({ variant: 'error', message: t('Account.disconnectFailed') }),
              )
          }}
        >
          <Icon name="disconnect" />
          {t('Account.disconnect')}
        </button>
      </div>
    </div>
  )
}
