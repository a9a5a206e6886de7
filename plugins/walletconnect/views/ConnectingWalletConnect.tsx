import {
  createPluginText,
  Icon,
  Logo,
  QrCode,
  useAnnounce,
  useStyles,
  type ViewProps,
} from 'gangway/ui'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { formatWalletLink } from '../deepLinks.js'
// Through the index, like every lazy module (see createWalletConnectController.ts).
import { walletConnectIcon } from '../index.js'
import { walletConnectMessages } from '../messages.js'
import { PairingFailed } from './components/PairingFailed.js'
import { usePairing } from './hooks/usePairing.js'
import { readUri, readWallet } from './viewData.js'

const css = /* css */ `
.gw-wc { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 4px 4px 8px; text-align: center; }
.gw-wc-qr { position: relative; width: 264px; max-width: 100%; padding: 12px; border-radius: var(--r, 20px); background: var(--gw-qr-background); box-shadow: 0 0 0 1px var(--gw-border); }
.gw-wc-qr .gw-wc-icon { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); padding: 5px; border-radius: 14px; background: var(--gw-qr-background); line-height: 0; }
.gw-wc-qr .gw-wc-icon .logo { width: 44px; height: 44px; }
.gw-wc-wait { display: grid; place-items: center; aspect-ratio: 1; width: 100%; color: var(--gw-fg-2); }
.gw-wc p { color: var(--gw-fg-2); font-size: 0.9em; max-width: 290px; }
.gw-wc h3 { font-size: 1.02em; font-weight: 650; }
.gw-wc p.error-text { color: var(--gw-error); }
.gw-wc-actions { display: flex; gap: 8px; flex-wrap: wrap; justify-content: center; }
`

/**
 * SPEC §2 ConnectingWalletConnect (carries a wallet) and ConnectingWalletConnectBasic: a QR
 * code themed with the QR colours and the wallet's icon in the middle, copy link, open in
 * the wallet (its mobile, desktop or web link with `wc?uri=`); the QR refreshes itself when
 * the pairing expires; a relay that cannot be reached shows an error with a retry.
 */
export default function ConnectingWalletConnect({ kernel, data, t }: ViewProps): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, css)
  const [copied, setCopied] = useState(false)
  const wallet = readWallet(data)
  const given = readUri(data)
  const text = createPluginText({
    t,
    locale: kernel.options.locale,
    messages: { en: walletConnectMessages },
  })
  const walletId = wallet?.id
  const walletName = wallet?.name

  const { controller, state } = usePairing(kernel, { given, walletId, walletName })

  const uri = given ?? (state.status === 'pairing' ? state.uri : undefined)
  const name = wallet?.name ?? 'WalletConnect'
  const mobile = kernel.env.isMobile()
  const link = uri
    ? mobile
      ? (wallet?.mobileLink ?? wallet?.webappLink)
      : (wallet?.desktopLink ?? wallet?.webappLink)
    : undefined
  const href = link && uri ? formatWalletLink(link, uri) : undefined

  async function copy() {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      setCopied(true)
      kernel.toasts.show({ variant: 'success', message: text('ConnectingWalletConnect.copied') })
    } catch {
      kernel.toasts.show({ variant: 'error', message: text('ConnectingWalletConnect.copyFailed') })
    }
  }

  function open() {
    if (!href || !link) return
    controller?.setDeepLink({ href: link, name })
    window.open(href, link.startsWith('https:') ? '_blank' : '_self', 'noreferrer noopener')
  }

  const failed = !given && state.status === 'error'
  const heading =
    state.status === 'connecting' || state.status === 'connected'
      ? text('ConnectingWalletConnect.connecting')
      : mobile && href
        ? text('ConnectingWalletConnect.continue', { name })
        : text('ConnectingWalletConnect.scan', { name })
  const announce = useAnnounce()
  // Said once per step (scan, then connecting); a failure is its role=alert block's.
  const ready = Boolean(uri) || state.status !== 'pairing'
  useEffect(() => {
    if (!failed && ready) announce(heading)
  }, [failed, ready, heading, announce])
  return (
    <div className="gw-wc" ref={root} data-testid="wc-view" data-status={state.status}>
      {failed ? (
        <PairingFailed
          state={state}
          text={text}
          t={t}
          onRetry={() => void controller?.pair().catch(() => {})}
        />
      ) : (
        <>
          <div className="gw-wc-qr" data-testid="wc-qr" data-uri={uri ?? ''}>
            {uri ? (
              <>
                <QrCode
                  value={uri}
                  label={text('ConnectingWalletConnect.qr', { name })}
                  size={240}
                />
                <span className="gw-wc-icon">
                  <Logo src={wallet?.imageUrl ?? walletConnectIcon} name={name} />
                </span>
              </>
            ) : (
              <div className="gw-wc-wait">
                <span className="sr-only">{t('common.loading')}</span>
                <Logo src={wallet?.imageUrl ?? walletConnectIcon} name={name} size="large" />
              </div>
            )}
          </div>
          <div>
            <h3>{heading}</h3>
            <p>{text('ConnectingWalletConnect.hint')}</p>
          </div>
          <div className="gw-wc-actions">
            {href ? (
              <button type="button" className="button" onClick={open} data-testid="wc-open">
                <Icon name="external" />
                {text('ConnectingWalletConnect.open', { name })}
              </button>
            ) : null}
            <button
              type="button"
              className="button secondary"
              onClick={() => void copy()}
              disabled={!uri}
              data-testid="wc-copy"
            >
              <Icon name={copied ? 'check' : 'copy'} />
              {text('ConnectingWalletConnect.copy')}
            </button>
          </div>
        </>
      )}
    </div>
  )
}
