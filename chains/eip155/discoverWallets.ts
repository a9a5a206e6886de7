import type { Kernel } from 'gangway/kernel'
import type { Provider, ProviderRegistry } from './types.js'

/** The connector id of the legacy `window.ethereum` provider. */
export const injectedConnectorId = 'injected'

type Announcement = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: Provider
}

const isProvider = (value: unknown): value is Provider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { request?: unknown }).request === 'function'

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/**
 * EIP-6963's `rdns`: a domain name in reverse order (`io.metamask`), at least two labels of
 * letters, digits and inner hyphens. It becomes the connector's id, so nothing else may:
 * `injected` or `walletConnect` would take another connector's place, and a megabyte of
 * text would be stored as the recent wallet.
 */
const reverseDomain =
  /^(?=.{3,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i

/** Window events are untrusted input: accept only a well-formed EIP-6963 detail. */
function isAnnouncement(detail: unknown): detail is Announcement {
  if (typeof detail !== 'object' || detail === null) return false
  const { info, provider } = detail as { info?: Record<string, unknown>; provider?: unknown }
  return (
    typeof info === 'object' &&
    info !== null &&
    isText(info.uuid) &&
    isText(info.name) &&
    typeof info.rdns === 'string' &&
    reverseDomain.test(info.rdns) &&
    typeof info.icon === 'string' &&
    isProvider(provider)
  )
}

/**
 * Discovers browser-extension wallets through EIP-6963 and registers each as an
 * `ANNOUNCED` connector (id = rdns, so re-announcements replace rather than duplicate).
 * When nothing announces, a legacy `window.ethereum` becomes the `INJECTED` connector.
 *
 * @param kernel - The instance to add connectors to.
 * @param registry - Where the providers are kept for the adapter.
 * @returns A teardown that stops listening.
 * @example
 * const stop = discoverWallets(kernel, registry)
 */
export function discoverWallets(kernel: Kernel, registry: ProviderRegistry): () => void {
  let announced = false
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail
    if (!isAnnouncement(detail))
      return kernel.log.debug('ignored a malformed EIP-6963 announcement')
    const { info, provider } = detail
    announced = true
    registry.set(info.rdns, provider)
    kernel.connectors.add({
      id: info.rdns,
      name: info.name,
      type: 'ANNOUNCED',
      namespace: 'eip155',
      imageUrl: /^(data:|https:)/.test(info.icon) ? info.icon : undefined,
      rdns: info.rdns,
    })
    // The legacy entry is almost always the same wallet: drop it unless it is in use.
    if (kernel.connections.get('eip155')?.connector.id !== injectedConnectorId)
      kernel.connectors.remove({ namespace: 'eip155', id: injectedConnectorId })
  }
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  const legacy = (window as { ethereum?: unknown }).ethereum
  if (!announced && isProvider(legacy)) {
    registry.set(injectedConnectorId, legacy)
    kernel.connectors.add({
      id: injectedConnectorId,
      name: 'Browser Wallet',
      type: 'INJECTED',
      namespace: 'eip155',
    })
  }
  return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
}
