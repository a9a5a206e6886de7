import { describeError, Icon, type PluginText, type Translate } from 'gangway/ui'
import type { ReactElement } from 'react'
import type { walletConnectMessages } from '../../messages.js'
import type { PairingState } from '../../pairing.js'

/**
 * A pairing that failed (SPEC §8): what failed (the relay, the wallet declining, or else),
 * the reason in the visitor's language where Gangway knows it, and a retry.
 */
export function PairingFailed({
  state,
  text,
  t,
  onRetry,
}: {
  state: PairingState
  text: PluginText<keyof typeof walletConnectMessages>
  t: Translate
  onRetry: () => void
}): ReactElement {
  return (
    <div role="alert" className="connecting">
      <span className="empty-icon">
        <Icon name="alert" />
      </span>
      <h3>
        {state.error?.kind === 'relay'
          ? text('ConnectingWalletConnect.relayError')
          : state.error?.kind === 'rejected'
            ? text('ConnectingWalletConnect.declined')
            : text('ConnectingWalletConnect.failed')}
      </h3>
      <p className="error-text">
        {state.error?.kind === 'relay'
          ? text('ConnectingWalletConnect.relayHint')
          : describeError(state.error?.cause, { t, otherwise: () => state.error?.message ?? '' })}
      </p>
      <button type="button" className="button secondary" onClick={onRetry}>
        <Icon name="retry" />
        {t('common.retry')}
      </button>
    </div>
  )
}
