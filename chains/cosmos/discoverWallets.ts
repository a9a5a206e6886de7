import type { Kernel, WaitMap } from 'gangway/kernel'
import type { KeplrProvider } from './types.js'

/** The connector id of the page's Keplr-compatible extension (`window.keplr`). */
export const injectedConnectorId = 'keplr'

/**
 * Finds a Keplr-compatible extension (`window.keplr`), now or when the page has loaded (the
 * extension injects it late), and adds its connector.
 */
export function discoverWallets(kernel: Kernel, registry: WaitMap<KeplrProvider>) {
  const page = globalThis as {
    keplr?: KeplrProvider
    addEventListener?: Window['addEventListener']
    removeEventListener?: Window['removeEventListener']
  }
  const find = () => {
    const keplr = page.keplr
    if (!keplr || typeof keplr.enable !== 'function' || registry.get(injectedConnectorId)) return
    registry.set(injectedConnectorId, keplr)
    kernel.connectors.add({
      id: injectedConnectorId,
      name: 'Keplr',
      type: 'INJECTED',
      namespace: 'cosmos',
    })
  }
  find()
  page.addEventListener?.('load', find)
  return () => {
    page.removeEventListener?.('load', find)
    if (registry.get(injectedConnectorId))
      kernel.connectors.remove({ namespace: 'cosmos', id: injectedConnectorId })
  }
}
