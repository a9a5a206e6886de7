import type { ConnectorInfo } from 'gangway/kernel'

/** The wallet a Connecting view carries: a directory entry or a connector. */
export type WalletData = {
  id?: string
  name?: string
  imageUrl?: string
  mobileLink?: string
  desktopLink?: string
  webappLink?: string
}

/** SPEC §2 "Opening can carry a connection URI": `open({ uri })` puts it in the view data. */
export function readUri(data: unknown): string | undefined {
  const uri = (data as { uri?: unknown } | undefined)?.uri
  return typeof uri === 'string' && uri.startsWith('wc:') ? uri : undefined
}

/** The directory wallet the view was opened for; none for WalletConnect's own row. */
export function readWallet(data: unknown): WalletData | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { wallet, connector } = data as { wallet?: unknown; connector?: ConnectorInfo }
  if (connector && connector.type === 'WALLET_CONNECT') return undefined
  if (typeof wallet !== 'object' || wallet === null) return undefined
  const pick = (key: string) => {
    const value = (wallet as Record<string, unknown>)[key]
    return typeof value === 'string' ? value : undefined
  }
  return {
    id: pick('id'),
    name: pick('name'),
    imageUrl: pick('imageUrl'),
    mobileLink: pick('mobileLink'),
    desktopLink: pick('desktopLink'),
    webappLink: pick('webappLink'),
  }
}
