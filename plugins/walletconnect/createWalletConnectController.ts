import type UniversalProviderClass from '@walletconnect/universal-provider'
import { type Kernel, type Namespace, storageKeys } from 'gangway/kernel'
import type { ControllerContext } from './controllerContext.js'
import { createSessionProviders } from './createSessionProviders.js'
import { endSession, onSessionEnded, resetPairing, stopPairing } from './endSession.js'
// The plugin's eager modules through its index, like every lazy module: a host's bundler
// then keeps them in one chunk (it splits by the set of lazy chunks that reach a module).
import type { WalletConnectParameters } from './index.js'
import { pair, showUri } from './pair.js'
import { isStaleSession } from './pairing.js'
import { sessionAccounts } from './sessionAccounts.js'
import { sessionCapabilities } from './sessionCapabilities.js'
import { accountTypeOf, currentChain, syncConnection } from './sessionSync.js'
import { relayUrlOf, startProvider } from './startProvider.js'
import type { WalletConnectController } from './walletConnectController.js'
import { watchRelayEvents } from './watchRelayEvents.js'

// The controller's actions live one per concern (pair, finalise, end, sync), as wagmi keeps
// its actions; these names were here.
export { classify, isNoMatchingKey } from './classify.js'
export type { SessionEip155Provider, SessionNamespaceProvider } from './createSessionProviders.js'
export {
  getPairingExpiry,
  isStaleSession,
  type PairingState,
  pairingExpiryMargin,
  pairingLifetime,
  relayTimeout,
  reusesPairings,
} from './pairing.js'
export type { PickedWallet, WalletConnectController } from './walletConnectController.js'

type UniversalProvider = UniversalProviderClass

/**
 * The lazily loaded WalletConnect part of an instance: the universal provider, the pairing
 * state machine of SPEC §4 and the relay events that drive the kernel.
 *
 * @example
 * const controller = createWalletConnectController(kernel)
 * await controller.pair()
 */
export function createWalletConnectController(
  kernel: Kernel,
  overrides: WalletConnectParameters = {},
): WalletConnectController {
  let instance: Promise<UniversalProvider> | undefined
  let loaded: UniversalProvider | undefined

  const context: ControllerContext = {
    kernel,
    overrides,
    relayUrl: relayUrlOf(kernel),
    state: { status: 'idle' },
    listeners: new Set(),
    chains: new Map(),
    attempt: 0,
    expiryTimer: undefined,
    destroyed: false,
    request: {},
    wallet: undefined,
    linking: undefined,
    load,
  }
  const { chains, listeners } = context

  function load(): Promise<UniversalProvider> {
    instance ??= startProvider(kernel, overrides).then((provider) => {
      watchRelayEvents(provider, {
        kernel,
        onUri: (uri) => showUri(context, uri),
        // While a pairing runs or has just failed, no session of the kernel's is live: one
        // that ends is the attempt's own (a refused one-click sign-in ends the session the
        // wallet settled), and the attempt reports that. Resetting here, as the relay's event
        // can arrive before the attempt's own error, made `pair()` return as if superseded.
        onSessionEnded: () => {
          if (context.state.status === 'pairing' || context.state.status === 'error') return
          onSessionEnded(context)
        },
        currentChain: (session, namespace) => currentChain(context, { session, namespace }),
        setChain: (namespace, chain) => chains.set(namespace, chain),
        emitEip155: (event, payload) =>
          providers.emit(event, payload, (error) =>
            kernel.log.error('an eip155 listener threw', error),
          ),
        sync: (session, namespace) => syncConnection(context, { session, namespace }),
      })
      loaded = provider
      return provider
    })
    instance.catch(() => {
      instance = undefined
    })
    return instance
  }

  const providers = createSessionProviders({
    load,
    loaded: () => loaded,
    currentChain: (session, namespace) => currentChain(context, { session, namespace }),
    accountType: (namespace) => accountTypeOf(context, namespace),
    setChain: (namespace, chain) => chains.set(namespace, chain),
  })

  /** SPEC §4: a session is stale when the configured chains are not all among those requested. */
  function isStale(namespace: Namespace): boolean {
    return isStaleSession(
      kernel.storage.get(storageKeys.requestedChains)?.[namespace],
      kernel.networks.all(namespace).map((n) => n.caipNetworkId),
    )
  }

  return {
    getState: () => context.state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    pair: (parameters) => pair(context, parameters),
    setWallet(picked) {
      context.wallet = picked
    },
    setDeepLink(choice) {
      context.linking = choice
    },
    cancel() {
      if (context.state.status !== 'pairing' && context.state.status !== 'error') return
      resetPairing(context)
    },
    async getProvider(namespace) {
      const provider = await load()
      const session = provider.session
      if (!session?.namespaces[namespace]) return undefined
      if (isStale(namespace)) {
        kernel.log.info('the WalletConnect session is stale (chains changed): starting over')
        await endSession(context, provider).catch((error) =>
          kernel.log.debug('ending a stale session failed', error),
        )
        return undefined
      }
      return namespace === 'eip155' ? providers.eip155 : providers.forNamespace(namespace)
    },
    async getCapabilities(namespace, parameters) {
      const session = (await load()).session
      if (!session?.namespaces[namespace]) return undefined
      return sessionCapabilities(session, { namespace, ...parameters })
    },
    async request(args, chain) {
      const provider = await load()
      return provider.request(args as { method: string; params?: object }, chain)
    },
    async getAccounts(namespace) {
      const provider = await load()
      const session = provider.session
      const chain = session ? currentChain(context, { session, namespace }) : undefined
      if (!session || !chain) return undefined
      return {
        accounts: sessionAccounts(session, {
          namespace,
          chain,
          type: accountTypeOf(context, namespace),
        }),
        caipNetworkId: chain,
      }
    },
    async setChain(chain) {
      const provider = await load()
      chains.set(chain.split(':')[0] as Namespace, chain)
      provider.setDefaultChain(chain)
    },
    async disconnect() {
      await endSession(context, await load())
    },
    destroy() {
      context.destroyed = true
      stopPairing(context)
      listeners.clear()
      void instance
        ?.then((provider) => provider.client.core.relayer.transportClose())
        .catch(() => {})
    },
    load,
  }
}
