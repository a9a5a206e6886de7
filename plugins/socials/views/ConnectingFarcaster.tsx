import { Icon, QrCode, Spinner, type ViewProps } from 'gangway/ui'
import { type ReactElement, useEffect, useState, useSyncExternalStore } from 'react'
import { leaveFarcasterLogin, startFarcasterLogin } from '../runFarcasterLogin.js'
import { getSocialLogin, subscribeSocialLogin } from '../socialLoginState.js'
import { ProviderLogo } from './ProviderLogo.js'
import { useSocialsView } from './useSocialsView.js'

/**
 * SPEC §2 ConnectingFarcaster: the Sign In With Farcaster link as a QR code (on a phone, a
 * button that opens the Farcaster app), copy link, the wait for the app, errors with "Try
 * again". Leaving it before signing in ends the attempt (SPEC §2: the frame reloads).
 */
export function ConnectingFarcaster(props: ViewProps): ReactElement {
  const { kernel, t } = props
  const { root, text } = useSocialsView(props)
  const state = useSyncExternalStore(
    (listener) => subscribeSocialLogin(kernel, listener),
    () => getSocialLogin(kernel),
    () => getSocialLogin(kernel),
  )
  const [copied, setCopied] = useState(false)
  // Opened from outside the buttons (a requested view): start here. Leaving ends it.
  useEffect(() => {
    if (getSocialLogin(kernel).provider !== 'farcaster' || getSocialLogin(kernel).status === 'idle')
      startFarcasterLogin(kernel)
    return () => leaveFarcasterLogin(kernel)
  }, [kernel])
  const url = state.provider === 'farcaster' ? state.farcasterUrl : undefined
  const mobile = kernel.env.isMobile()

  async function copy() {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      kernel.toasts.show({ variant: 'success', message: text('farcaster.copied') })
    } catch {
      kernel.toasts.show({ variant: 'error', message: text('farcaster.copyFailed') })
    }
  }

  if (state.status === 'error')
    return (
      <div ref={root} className="gw-social-wait" data-status="error">
        <span className="gw-social-logo">
          <ProviderLogo provider="farcaster" />
        </span>
        <p className="gw-social-error" role="alert">
          {state.error}
        </p>
        <button
          type="button"
          className="gw-social-retry"
          onClick={() => startFarcasterLogin(kernel)}
        >
          {text('socials.retry')}
        </button>
      </div>
    )
  return (
    <div ref={root} className="gw-social-wait gw-farcaster" data-status={state.status}>
      <div className="gw-farcaster-qr" data-testid="farcaster-qr" data-uri={url ?? ''}>
        {url && !mobile ? (
          <>
            <QrCode value={url} label={text('farcaster.qr')} size={240} />
            <span className="gw-farcaster-mark">
              <ProviderLogo provider="farcaster" />
            </span>
          </>
        ) : (
          <span className="gw-social-logo">
            <ProviderLogo provider="farcaster" />
          </span>
        )}
      </div>
      <div role="status" aria-live="polite">
        {url ? (
          <>
            <strong>{mobile ? text('farcaster.continue') : text('farcaster.scan')}</strong>
            <p>{text('farcaster.hint')}</p>
          </>
        ) : (
          <>
            <span className="sr-only">{t('common.loading')}</span>
            <Spinner />
          </>
        )}
      </div>
      <div className="gw-farcaster-actions">
        {url && mobile && url.startsWith('https://') ? (
          <a className="gw-social-retry" href={url} rel="noopener noreferrer">
            <Icon name="external" />
            {text('farcaster.open')}
          </a>
        ) : null}
        <button
          type="button"
          className="gw-farcaster-copy"
          onClick={() => void copy()}
          disabled={!url}
          data-testid="farcaster-copy"
        >
          <Icon name={copied ? 'check' : 'copy'} />
          {text('farcaster.copy')}
        </button>
      </div>
    </div>
  )
}
