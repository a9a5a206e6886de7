import { Icon } from 'gangway/ui'
import type { ReactElement } from 'react'
import type { SendText } from '../../messages.js'

/**
 * Why the last send failed (announced, and kept until another attempt), then the hint shown
 * while the wallet is asked.
 */
export function SendFailure({
  error,
  loading,
  text,
}: {
  error: string | undefined
  loading: boolean
  text: SendText
}): ReactElement {
  return (
    <>
      <div className="gw-send-problem" role="alert" data-testid="send-error">
        {error ? (
          <>
            <Icon name="alert" />
            <span>
              <strong>{text('WalletSendPreview.failed')}</strong>
              <br />
              {error}
            </span>
          </>
        ) : null}
      </div>
      <p className="gw-send-hint center-text" aria-live="polite">
        {loading ? text('WalletSendPreview.hint') : '\u00a0'}
      </p>
    </>
  )
}
