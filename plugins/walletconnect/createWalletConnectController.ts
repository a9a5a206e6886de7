import type UniversalProviderClass from '@walletconnect/universal-provider'
import {
  type Account,
  type AccountType,
  type CaipNetworkId,
  type Kernel,
  type Namespace,
  storageKeys,
} from 'gangway/kernel'
import { authenticate, pairingAuthentication } from './authenticate.js'
import { classify, isNoMatchingKey } from './classify.js'
import { createSessionProviders } from './createSessionProviders.js'
import { WalletConnectRequestError } from './errors.js'
// The plugin's eager modules through its index, like every lazy module: a host's bundler
// then keeps them in one chunk (it splits by the set of lazy chunks that reach a module).
import {
  ConnectionRequestResetError,
  RelayUnreachableError,
  SessionRejectedError,
  type WalletConnectParameters,
  walletConnectConnectorId,
} from './index.js'
import { buildNamespaces, type NamespaceRequest } from './namespaces.js'
import {
  getPairingExpiry,
  isStaleSession,
  type PairingState,
  pairingExpiryMargin,
  pairingLifetime,
  relayTimeout,
  reusesPairings,
} from './pairing.js'
import { type Session, sessionAccounts, sessionChains } from './sessionAccounts.js'
import { sessionCapabilities } from './sessionCapabilities.js'
import { relayUrlOf, startProvider } from './startProvider.js'
import type { PickedWallet, WalletConnectController } from './walletConnectController.js'
import { watchRelayEvents } from './watchRelayEvents.js'
import { withTimeout } from './withTimeout.js'

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

type UniversalProvider = UniversalProviderClass

export type { PickedWallet, WalletConnectController } from './walletConnectController.js'

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
  const relayUrl = relayUrlOf(kernel)
  const listeners = new Set<() => void>()
  const chains = new Map<Namespace, CaipNetworkId>()
  let state: PairingState = { status: 'idle' }
  let instance: Promise<UniversalProvider> | undefined
  let loaded: UniversalProvider | undefined
  let attempt = 0
  let expiryTimer: unknown
  let destroyed = false
  let request: NamespaceRequest = {}
  /** SPEC §4: the wallet being connected and the deep link opened for it, until finalised. */
  let wallet: PickedWallet | undefined
  let linking: { href: string; name: string } | undefined

  function set(next: PairingState) {
    state = next
    for (const listener of listeners) listener()
  }

  function load(): Promise<UniversalProvider> {
    instance ??= startProvider(kernel, overrides).then((provider) => {
      watchRelayEvents(provider, {
        kernel,
        onUri: showUri,
        // While a pairing runs or has just failed, no session of the kernel's is live: one
        // that ends is the attempt's own (a refused one-click sign-in ends the session the
        // wallet settled), and the attempt reports that. Resetting here, as the relay's event
        // can arrive before the attempt's own error, made `pair()` return as if superseded.
        onSessionEnded: () => {
          if (state.status === 'pairing' || state.status === 'error') return
          onSessionEnded()
        },
        currentChain,
        setChain: (namespace, chain) => chains.set(namespace, chain),
        emitEip155: (event, payload) =>
          providers.emit(event, payload, (error) =>
            kernel.log.error('an eip155 listener threw', error),
          ),
        sync,
      })
      loaded = provider
      return provider
    })
    instance.catch(() => {
      instance = undefined
    })
    return instance
  }

  function currentChain(session: Session, namespace: Namespace): CaipNetworkId | undefined {
    const known = chains.get(namespace)
    if (known) return known
    const connected = kernel.connections
      .all(namespace)
      .find((c) => c.connector.id === walletConnectConnectorId)?.caipNetworkId
    const list = sessionChains(session, namespace)
    const chain = connected && list.includes(connected) ? connected : list[0]
    if (chain) chains.set(namespace, chain)
    return chain
  }

  const providers = createSessionProviders({
    load,
    loaded: () => loaded,
    currentChain,
    accountType,
    setChain: (namespace, chain) => chains.set(namespace, chain),
  })

  function accountType(namespace: Namespace): AccountType {
    return kernel.chains.descriptor(namespace)?.accountType ?? 'eoa'
  }

  /** SPEC §4: a session is stale when the configured chains are not all among those requested. */
  function isStale(namespace: Namespace): boolean {
    return isStaleSession(
      kernel.storage.get(storageKeys.requestedChains)?.[namespace],
      kernel.networks.all(namespace).map((n) => n.caipNetworkId),
    )
  }

  /** Brings the kernel's connection of a namespace in line with the session. */
  function sync(session: Session, namespace: Namespace) {
    const connection = kernel.connections
      .all(namespace)
      .find((c) => c.connector.id === walletConnectConnectorId)
    const chain = currentChain(session, namespace)
    if (!connection || !chain) return
    const accounts = sessionAccounts(session, namespace, chain, accountType(namespace))
    const sameAccounts =
      accounts.length === connection.accounts.length &&
      accounts.every((a, i) => a.address === connection.accounts[i]?.address)
    if (sameAccounts && connection.caipNetworkId === chain) return
    kernel.connections.update(namespace, walletConnectConnectorId, {
      ...(sameAccounts ? {} : { accounts }),
      caipNetworkId: chain,
    })
  }

  /** SPEC §4 display_uri: shows the URI; the QR code refreshes itself when it expires. */
  function showUri(uri: string) {
    set({ status: 'pairing', uri, expiresAt: getPairingExpiry(kernel.env.now()) })
    kernel.env.clearTimeout(expiryTimer)
    const mine = attempt
    expiryTimer = kernel.env.setTimeout(() => {
      if (mine === attempt && state.status === 'pairing') void controller.pair({ refresh: true })
    }, pairingLifetime - pairingExpiryMargin)
  }

  function stopPairing() {
    kernel.env.clearTimeout(expiryTimer)
    attempt++
  }

  /**
   * SPEC §4 "Resetting clears the URI, expiry, linking, recent wallet and stored deep link,
   * and sets disconnected".
   */
  function reset() {
    stopPairing()
    wallet = undefined
    linking = undefined
    kernel.storage.remove(storageKeys.deepLinkChoice)
    set({ status: 'idle' })
  }

  /** SPEC §4 relay `disconnect` resets all accounts. */
  function onSessionEnded() {
    chains.clear()
    reset()
    for (const connection of kernel.connections.all())
      if (connection.connector.id === walletConnectConnectorId)
        kernel.connections.handleDisconnect(connection.namespace, walletConnectConnectorId)
  }

  async function endSession(provider: UniversalProvider) {
    if (!provider.session) return
    try {
      await provider.disconnect()
    } catch (error) {
      if (!isNoMatchingKey(error)) throw error
      kernel.log.debug('the session was already gone', error)
    }
    onSessionEnded()
  }

  /**
   * SPEC §4 finalising: every configured namespace the session holds joins the kernel; the
   * deep link and the picked wallet are stored, and CONNECT_SUCCESS says how the visitor
   * connected (`mobile` through a deep link, else `qrcode`).
   */
  async function finalise(session: Session) {
    set({ ...state, status: 'connecting' })
    kernel.storage.set(storageKeys.requestedChains, {
      ...kernel.storage.get(storageKeys.requestedChains),
      ...request,
    })
    const active = kernel.store.getState().activeNamespace
    const namespaces = (Object.keys(session.namespaces) as Namespace[])
      .filter((ns) => kernel.connectors.get(ns, walletConnectConnectorId))
      .sort((a, b) => Number(a === active) - Number(b === active))
    if (!namespaces.length)
      throw new SessionRejectedError({ details: 'The wallet approved no configured chain.' })
    if (linking) kernel.storage.set(storageKeys.deepLinkChoice, linking)
    const method = linking ? 'mobile' : 'qrcode'
    let connected = 0
    let failure: unknown
    for (const namespace of namespaces) {
      chains.delete(namespace)
      try {
        await kernel.connections.connect({
          namespace,
          connectorId: walletConnectConnectorId,
          caipNetworkId: currentChain(session, namespace),
          recentWallet: wallet?.id ?? null,
          method,
        })
        connected++
      } catch (error) {
        kernel.log.warn(`the ${namespace} part of the session could not connect`, error)
        failure = error
      }
    }
    // The chain's own reason stays the cause: the view says it in the visitor's language.
    if (!connected)
      throw new WalletConnectRequestError('No namespace of the session could connect.', {
        cause: failure,
      })
    set({ status: 'connected' })
  }

  /** Resolves when the relay showed a URI for this attempt, or `connecting` settled. */
  function uriShown(mine: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const check = () => {
        if (state.uri || mine !== attempt) {
          listeners.delete(check)
          resolve()
        }
      }
      listeners.add(check)
      // A relay client that shows the URI before connect() returns has already set it.
      check()
    })
  }

  const controller: WalletConnectController = {
    getState: (): PairingState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /**
     * Starts (or, on Telegram / iOS Safari, reuses) a pairing and resolves once the wallet
     * approved and the kernel holds the connections. Rejects with SessionRejectedError
     * ('user rejected'), ConnectionRequestResetError, or RelayUnreachableError.
     */
    async pair(parameters: { refresh?: boolean } = {}): Promise<void> {
      if (
        !parameters.refresh &&
        state.status === 'pairing' &&
        state.uri &&
        (state.expiresAt ?? 0) > kernel.env.now() &&
        reusesPairings()
      )
        return
      stopPairing()
      const mine = attempt
      const previous = state.error
      set({ status: 'pairing' })
      try {
        const provider = await load()
        if (mine !== attempt) return
        // A retry after a relay failure starts from a fresh socket.
        if (previous?.kind === 'relay')
          await provider.client.core.relayer.transportClose().catch(() => {})
        if (provider.session) await endSession(provider)
        request = {}
        const namespaces = await buildNamespaces(kernel, request)
        if (mine !== attempt) return
        // One-click sign-in when a sign-in plugin offers it (eip155-only instances).
        const signIn = await pairingAuthentication(kernel)
        if (mine !== attempt) return
        const connecting = signIn
          ? authenticate(provider, {
              ...signIn,
              methods: namespaces.eip155?.methods ?? [],
              rpcMap: namespaces.eip155?.rpcMap ?? {},
              // Not `endSession`: its reset would end this attempt before it reports the refusal.
              endSession: async () => {
                if (provider.session) await provider.disconnect()
              },
              fallback: () => provider.connect({ optionalNamespaces: namespaces }),
              answered: () => set({ ...state, status: 'connecting' }),
            })
          : provider.connect({ optionalNamespaces: namespaces })
        connecting.catch(() => {})
        // The URI appears once the relay took the proposal: no URI in time = no relay.
        try {
          await withTimeout(Promise.race([uriShown(mine), connecting.then(() => {})]), {
            ms: overrides.relayTimeout ?? relayTimeout,
            kernel,
            error: () => new RelayUnreachableError(relayUrl),
          })
        } catch (error) {
          if (error instanceof RelayUnreachableError) provider.abortPairingAttempt()
          throw error
        }
        const session = await connecting
        if (mine !== attempt || destroyed) return
        if (!session) throw new ConnectionRequestResetError()
        await finalise(session)
      } catch (cause) {
        if (mine !== attempt) return
        const error = cause instanceof RelayUnreachableError ? cause : classify(cause)
        const kind =
          error instanceof RelayUnreachableError
            ? 'relay'
            : error instanceof SessionRejectedError
              ? 'rejected'
              : error instanceof ConnectionRequestResetError
                ? 'reset'
                : 'failed'
        set({ status: 'error', error: { kind, message: error.message, cause: error } })
        throw error
      }
    },

    /** The visitor picked this directory wallet (or none) for the pairing (SPEC §4). */
    setWallet(picked: PickedWallet | undefined) {
      wallet = picked
    },

    /**
     * The visitor opened the wallet through a deep link: remembered for this pairing and
     * stored as SPEC §3's "Deep link choice" once the wallet approves (finalise).
     */
    setDeepLink(choice: { href: string; name: string }) {
      linking = choice
    },

    /** The visitor left the Connecting view: stop refreshing the QR code and reset (SPEC §4). */
    cancel() {
      if (state.status !== 'pairing' && state.status !== 'error') return
      reset()
    },

    /** SPEC §4 `ConnectorSession.getProvider`: restores a stored session; stale ones end. */
    async getProvider(namespace: Namespace): Promise<unknown> {
      const provider = await load()
      const session = provider.session
      if (!session?.namespaces[namespace]) return undefined
      if (isStale(namespace)) {
        kernel.log.info('the WalletConnect session is stale (chains changed): starting over')
        await endSession(provider).catch((error) =>
          kernel.log.debug('ending a stale session failed', error),
        )
        return undefined
      }
      return namespace === 'eip155' ? providers.eip155 : providers.forNamespace(namespace)
    },

    /**
     * The capabilities the wallet declared in the session (CAIP-25 properties), never asked of
     * the wallet: a silent probe must not wake the visitor's phone.
     */
    async getCapabilities(
      namespace: Namespace,
      parameters: { address: string; chainIds: readonly number[] },
    ) {
      const session = (await load()).session
      if (!session?.namespaces[namespace]) return undefined
      return sessionCapabilities(session, { namespace, ...parameters })
    },

    /** A request in any namespace of the session, e.g. `polkadot_signMessage`. */
    async request(
      args: { method: string; params?: unknown },
      chain: CaipNetworkId,
    ): Promise<unknown> {
      const provider = await load()
      return provider.request(args as { method: string; params?: object }, chain)
    },

    /** The session's accounts in a namespace, on its current chain. */
    async getAccounts(
      namespace: Namespace,
    ): Promise<{ accounts: Account[]; caipNetworkId: CaipNetworkId } | undefined> {
      const provider = await load()
      const session = provider.session
      const chain = session ? currentChain(session, namespace) : undefined
      if (!session || !chain) return undefined
      return {
        accounts: sessionAccounts(session, namespace, chain, accountType(namespace)),
        caipNetworkId: chain,
      }
    },

    /** Moves a namespace of the session to another chain (the dapp side of a switch). */
    async setChain(chain: CaipNetworkId) {
      const provider = await load()
      chains.set(chain.split(':')[0] as Namespace, chain)
      provider.setDefaultChain(chain)
    },

    /** Ends the session; 'No matching key' (already gone) is not an error (SPEC §8). */
    async disconnect(): Promise<void> {
      const provider = await load()
      await endSession(provider)
    },

    /** Releases the relay socket (the instance is being destroyed). */
    destroy() {
      destroyed = true
      stopPairing()
      listeners.clear()
      void instance
        ?.then((provider) => provider.client.core.relayer.transportClose())
        .catch(() => {})
    },

    /** For tests: the universal provider, once loaded. */
    load,
  }

  return controller
}
