import type { Wallet } from '@wallet-standard/base'
import type { Kernel } from 'gangway/kernel'
import type { InjectedBitcoinProvider, WalletRegistry } from './types.js'

/** The connector id of the UniSat-style injected API (`window.unisat`). */
export const injectedConnectorId = 'unisat'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** Window events are untrusted input: a bitcoin wallet needs a name and `bitcoin:connect`. */
export function isBitcoinWallet(wallet: unknown): wallet is Wallet {
  if (!isObject(wallet) || !isObject(wallet.features) || !Array.isArray(wallet.chains)) return false
  const connect = wallet.features['bitcoin:connect']
  return (
    typeof wallet.name === 'string' &&
    wallet.name.length > 0 &&
    typeof wallet.icon === 'string' &&
    isObject(connect) &&
    typeof connect.connect === 'function' &&
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('bitcoin:'))
  )
}

const isInjectedProvider = (value: unknown): value is InjectedBitcoinProvider =>
  isObject(value) &&
  typeof value.requestAccounts === 'function' &&
  typeof value.getAccounts === 'function' &&
  typeof value.signPsbt === 'function' &&
  typeof value.signMessage === 'function'

/**
 * Discovers bitcoin wallets: Wallet Standard wallets (the `wallet-standard:app-ready` /
 * `register-wallet` handshake, without a global registry) that implement `bitcoin:connect`
 * become `ANNOUNCED` connectors (id = wallet name); a UniSat-style `window.unisat` becomes
 * the `INJECTED` connector `unisat`.
 *
 * @param kernel - The instance to add connectors to.
 * @param registry - Where the wallets are kept for the adapter.
 * @returns A teardown that stops listening.
 * @example
 * const stop = discoverWallets(kernel, registry)
 */
export function discoverWallets(kernel: Kernel, registry: WalletRegistry): () => void {
  const register = (...wallets: unknown[]) => {
    for (const wallet of wallets) {
      if (!isBitcoinWallet(wallet)) continue
      registry.set(wallet.name, { kind: 'standard', wallet })
      kernel.connectors.add({
        id: wallet.name,
        name: wallet.name,
        type: 'ANNOUNCED',
        namespace: 'bip122',
        imageUrl: /^(data:|https:)/.test(wallet.icon) ? wallet.icon : undefined,
      })
    }
    // Gangway never unregisters: a wallet that goes away fails its next request instead.
    return () => {}
  }
  const api = Object.freeze({ register })
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback !== 'function') return
    try {
      callback(api)
    } catch (error) {
      kernel.log.debug('a Wallet Standard wallet failed to register', error)
    }
  }
  window.addEventListener('wallet-standard:register-wallet', onRegister)
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))

  const injected = (window as { unisat?: unknown }).unisat
  if (isInjectedProvider(injected)) {
    registry.set(injectedConnectorId, { kind: 'injected', provider: injected })
    kernel.connectors.add({
      id: injectedConnectorId,
      name: 'UniSat Wallet',
      type: 'INJECTED',
      namespace: 'bip122',
    })
  }
  return () => window.removeEventListener('wallet-standard:register-wallet', onRegister)
}
