import type { ReactElement } from 'react'
import { Logo } from '../components/Logo.js'
import { useUi, type ViewProps } from '../context.js'
import { safeLinkUrl } from '../shared/security.js'
import type { WalletListItem } from '../walletSource.js'

/** Links from the directory: https: only. */
const httpsLink = (url: unknown) =>
  safeLinkUrl(url)?.startsWith('https:') ? (url as string) : undefined

function readWallet(data: unknown): WalletListItem | undefined {
  const wallet = (data as { wallet?: WalletListItem } | undefined)?.wallet
  return typeof wallet?.name === 'string' ? wallet : undefined
}

/**
 * A directory wallet that is not installed, on a site without WalletConnect: where to get
 * it. Only https: links are offered; the directory's text is shown as text.
 */
export function GetWalletView({ data }: ViewProps): ReactElement {
  const { t } = useUi()
  const wallet = readWallet(data)
  if (!wallet) return <p className="center">{t('view.unavailable')}</p>
  const name = wallet.name
  const homepage = httpsLink(wallet.homepage)
  const webapp = httpsLink(wallet.webappLink)
  return (
    <div className="connecting get-wallet">
      <Logo src={wallet.imageUrl} name={name} size="large" />
      <h3>{t('GetWallet.heading', { name })}</h3>
      <p>{t('GetWallet.text', { name })}</p>
      <div className="stack get-wallet-actions">
        {homepage ? (
          <a className="button full" href={homepage} target="_blank" rel="noopener noreferrer">
            {t('GetWallet.get', { name })}
          </a>
        ) : null}
        {webapp ? (
          <a
            className="button secondary full"
            href={webapp}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('GetWallet.webapp', { name })}
          </a>
        ) : null}
        {homepage || webapp ? null : <p>{t('GetWallet.noLink', { name })}</p>}
      </div>
    </div>
  )
}
