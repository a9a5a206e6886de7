import type { Connection } from 'gangway/kernel'
import { type ReactElement, useState } from 'react'
import { Icon } from '../../components/icons.js'
import { useKernelState, useUi } from '../../context.js'

/**
 * Account's closing buttons: connect a namespace that has no wallet yet (a host with several
 * chains), and disconnect; the modal closes once no connection is left.
 */
export function AccountActions({ connection }: { connection: Connection }): ReactElement {
  const { kernel, t } = useUi()
  const [busy, setBusy] = useState(false)
  const canConnectMore = useKernelState((state) =>
    kernel.chains.namespaces().some((namespace) => !state.connections[namespace]?.current),
  )

  async function disconnect() {
    setBusy(true)
    try {
      await kernel.connections.disconnect({ namespace: connection.namespace })
      if (!kernel.connections.get()) kernel.modal.close({ force: true })
    } catch (error) {
      kernel.log.warn('disconnect failed', error)
      kernel.toasts.show({ variant: 'error', message: t('Account.disconnectFailed') })
      setBusy(false)
      // The kernel ended the connection locally anyway: nothing is left to show here.
      if (!kernel.connections.get()) kernel.modal.close({ force: true })
    }
  }

  return (
    <div className="actions">
      {canConnectMore ? (
        <button
          type="button"
          className="button full"
          onClick={() => kernel.router.push({ view: 'Connect' })}
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
  )
}
