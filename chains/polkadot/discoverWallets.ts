import type { Kernel } from 'gangway/kernel'
import type { InjectedWindowProvider, WalletRegistry } from './types.js'

/** Names of the best-known extensions by their `injectedWeb3` key; others show their key. */
const knownNames: Readonly<Record<string, string>> = {
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** Page globals are untrusted input: an entry needs an `enable` function. */
export const isInjectedWindowProvider = (value: unknown): value is InjectedWindowProvider =>
  isObject(value) && typeof value.enable === 'function'

/**
 * Discovers Polkadot browser extensions: every entry of `window.injectedWeb3` (the
 * injected-extension interface `@polkadot/extension-dapp` reads) with an `enable` function
 * becomes an `INJECTED` connector whose id is its key (`polkadot-js`, `talisman`,
 * `subwallet-js`…). Extensions inject before the page's scripts run; those that come later
 * are picked up when the page has loaded.
 *
 * @param kernel - The instance to add connectors to.
 * @param registry - Where the extensions are kept for the adapter.
 * @returns A teardown that stops listening.
 * @example
 * const stop = discoverWallets(kernel, registry)
 */
export function discoverWallets(kernel: Kernel, registry: WalletRegistry): () => void {
  const scan = () => {
    const injected = (window as { injectedWeb3?: unknown }).injectedWeb3
    if (!isObject(injected)) return
    for (const [key, provider] of Object.entries(injected)) {
      if (!/^[\w.-]{1,64}$/.test(key) || !isInjectedWindowProvider(provider)) continue
      if (registry.get(key)) continue
      registry.set(key, { kind: 'injected', provider })
      kernel.connectors.add({
        id: key,
        name: knownNames[key] ?? key,
        type: 'INJECTED',
        namespace: 'polkadot',
      })
    }
  }
  scan()
  window.addEventListener('load', scan)
  return () => window.removeEventListener('load', scan)
}
