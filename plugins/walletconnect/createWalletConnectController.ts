import type UniversalProviderClass from '@walletconnect/universal-provider'
import {
  type Account,
  type CaipNetworkId,
  type Kernel,
  type Namespace,
  parseCaipAddress,
  storageKeys,
} from 'gangway/kernel'
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

type UniversalProvider = UniversalProviderClass
type Session = NonNullable<UniversalProvider['session']>
type Listener = (payload: unknown) => void

/** SPEC §4 "Pairing": a pairing lasts 4 minutes and counts as expired 10 s early. */
export const pairingLifetime = 4 * 60_000
export const pairingExpiryMargin = 10_000
/** How long the relay gets to answer before the visitor sees an error with a retry. */
export const relayTimeout = 8_000

/** What the Connecting views show. */
export type PairingState = {
  status: 'idle' | 'pairing' | 'connecting' | 'connected' | 'error'
  /** The `wc:` URI of the current pairing (QR code, deep links). */
  uri?: string | undefined
  /** When the pairing counts as expired (ms since the epoch). */
  expiresAt?: number | undefined
  error?: { kind: 'relay' | 'rejected' | 'reset' | 'failed'; message: string } | undefined
}

/** An EIP-1193 provider over the session (what the eip155 adapter signs and sends with). */
export type SessionEip155Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): SessionEip155Provider
  removeListener(event: string, listener: Listener): SessionEip155Provider
}

/** Requests in any other namespace of the session (solana, bip122, polkadot, cosmos). */
export type SessionNamespaceProvider = {
  namespace: Namespace
  /** The methods the wallet approved in this namespace. */
  readonly methods: readonly string[]
  /** The session's accounts in this namespace, on its current chain. */
  getAccounts(): readonly Account[]
  /** A request on `chain` (one of the session's chains), else on the namespace's current chain. */
  request(args: { method: string; params?: unknown }, chain?: CaipNetworkId): Promise<unknown>
}

export type WalletConnectController = ReturnType<typeof createWalletConnectController>

/** SPEC §8: the one error a relay disconnect ignores ('No matching key': already gone). */
export const isNoMatchingKey = (error: unknown): boolean =>
  /No matching key/i.test(String((error as Error)?.message ?? error))

/**
 * SPEC §8: a relay connect rejects on 'user rejected' (SessionRejectedError) and
 * 'connection request reset' (ConnectionRequestResetError, also an expired or aborted
 * proposal); anything else passes through as an Error.
 *
 * @example
 * classify(new Error('User rejected.')) // SessionRejectedError
 */
export function classify(error: unknown): Error {
  const message = String((error as { message?: unknown })?.message ?? error)
  if (/reject/i.test(message)) return new SessionRejectedError({ cause: error as Error })
  if (/reset|expired|aborted/i.test(message))
    return new ConnectionRequestResetError({ cause: error as Error })
  return error instanceof Error ? error : new Error(message)
}

function withTimeout<value>(
  promise: Promise<value>,
  ms: number,
  kernel: Kernel,
  error: () => Error,
) {
  return new Promise<value>((resolve, reject) => {
    const handle = kernel.env.setTimeout(() => reject(error()), ms)
    promise.then(
      (value) => {
        kernel.env.clearTimeout(handle)
        resolve(value)
      },
      (cause: unknown) => {
        kernel.env.clearTimeout(handle)
        reject(cause)
      },
    )
  })
}

/**
 * SPEC §4: Telegram mini apps and Safari on iOS keep an unexpired pairing (opening the wallet
 * and coming back must not replace the URI the wallet is about to answer).
 *
 * @param environment - Defaults to the page's `navigator.userAgent` and `window.Telegram.WebApp`.
 * @example
 * reusesPairings({ userAgent: 'Mozilla/5.0 (iPhone; …) Version/17.0 Mobile/15E148 Safari/604.1' }) // true
 */
export function reusesPairings(
  environment: { userAgent?: string | undefined; telegram?: boolean | undefined } = {},
): boolean {
  const agent = environment.userAgent ?? globalThis.navigator?.userAgent ?? ''
  const telegram =
    environment.telegram ??
    Boolean((globalThis as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp)
  const iosSafari =
    /iP(hone|ad|od)/.test(agent) && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent)
  return telegram || iosSafari
}

/** SPEC §4: when a pairing shown at `shownAt` counts as expired (4 minutes, 10 s early). */
export const getPairingExpiry = (shownAt: number): number =>
  shownAt + pairingLifetime - pairingExpiryMargin

/**
 * SPEC §4: a session is stale when the configured chains are not all among those requested
 * when it was proposed; it is then ended and a new one proposed.
 *
 * @example
 * isStaleSession(['eip155:1'], ['eip155:1', 'eip155:8453']) // true
 */
export function isStaleSession(
  requested: readonly string[] | undefined,
  configured: readonly string[],
): boolean {
  return configured.some((chain) => !(requested ?? []).includes(chain))
}

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
) {
  const options = kernel.options.walletConnect!
  const relayUrl = options.relayUrl ?? 'wss://relay.walletconnect.org'
  const listeners = new Set<() => void>()
  const eip155Listeners = new Map<string, Set<Listener>>()
  const chains = new Map<Namespace, CaipNetworkId>()
  let state: PairingState = { status: 'idle' }
  let instance: Promise<UniversalProvider> | undefined
  let loaded: UniversalProvider | undefined
  let attempt = 0
  let expiryTimer: unknown
  let destroyed = false
  let request: NamespaceRequest = {}

  function set(next: PairingState) {
    state = next
    for (const listener of listeners) listener()
  }

  function load(): Promise<UniversalProvider> {
    instance ??= (async () => {
      const { UniversalProvider } = await import('@walletconnect/universal-provider')
      const { metadata } = kernel.options
      const provider = await UniversalProvider.init({
        projectId: options.projectId,
        relayUrl,
        metadata: {
          name: metadata.name,
          description: metadata.description ?? metadata.name,
          url: metadata.url ?? kernel.env.origin ?? 'http://localhost',
          icons: [...(metadata.icons ?? [])],
        },
        logger: 'silent',
        telemetryEnabled: false,
        customStoragePrefix: overrides.storagePrefix ?? kernel.options.storagePrefix ?? 'gangway',
        ...(overrides.storage ? { storage: overrides.storage as never } : {}),
      })
      // Verify is off unless the host opts in: it loads an iframe from the WalletConnect cloud
      // (a third-party request, and a CSP violation on a strict page) and waits ~5 s on it.
      if (options.verify !== true) {
        const { verify } = provider.client.core
        verify.register = async () => ''
        verify.resolve = async () => ({ origin: '' })
      }
      watch(provider)
      loaded = provider
      return provider
    })()
    instance.catch(() => {
      instance = undefined
    })
    return instance
  }

  // --- session helpers ---------------------------------------------------------------

  function sessionChains(session: Session, namespace: Namespace): CaipNetworkId[] {
    const entry = session.namespaces[namespace]
    const fromAccounts = (entry?.accounts ?? []).map((a) => {
      const { namespace: ns, reference } = parseCaipAddress(a as `${string}:${string}:${string}`)
      return `${ns}:${reference}` as CaipNetworkId
    })
    return [...new Set([...(entry?.chains ?? []), ...fromAccounts])] as CaipNetworkId[]
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

  function accountsOf(session: Session, namespace: Namespace, chain: CaipNetworkId): Account[] {
    const seen = new Set<string>()
    const accounts: Account[] = []
    for (const value of session.namespaces[namespace]?.accounts ?? []) {
      if (!value.startsWith(`${chain}:`)) continue
      const address = value.slice(chain.length + 1)
      if (seen.has(address)) continue
      seen.add(address)
      accounts.push({ namespace, address, type: namespace === 'bip122' ? 'payment' : 'eoa' })
    }
    return accounts
  }

  /** SPEC §4: a session is stale when the configured chains are not all among those requested. */
  function isStale(namespace: Namespace): boolean {
    return isStaleSession(
      kernel.storage.get(storageKeys.requestedChains)?.[namespace],
      kernel.networks.all(namespace).map((n) => n.caipNetworkId),
    )
  }

  function emitEip155(event: string, payload: unknown) {
    for (const listener of eip155Listeners.get(event) ?? []) {
      try {
        listener(payload)
      } catch (error) {
        kernel.log.error('an eip155 listener threw', error)
      }
    }
  }

  /** Brings the kernel's connection of a namespace in line with the session. */
  function sync(session: Session, namespace: Namespace) {
    const connection = kernel.connections
      .all(namespace)
      .find((c) => c.connector.id === walletConnectConnectorId)
    const chain = currentChain(session, namespace)
    if (!connection || !chain) return
    const accounts = accountsOf(session, namespace, chain)
    const sameAccounts =
      accounts.length === connection.accounts.length &&
      accounts.every((a, i) => a.address === connection.accounts[i]?.address)
    if (sameAccounts && connection.caipNetworkId === chain) return
    kernel.connections.update(namespace, walletConnectConnectorId, {
      ...(sameAccounts ? {} : { accounts }),
      caipNetworkId: chain,
    })
  }

  function resetPairing() {
    kernel.env.clearTimeout(expiryTimer)
    attempt++
  }

  /** SPEC §4 relay provider events → the kernel. */
  function watch(provider: UniversalProvider) {
    provider.on('display_uri', (uri: string) => {
      const expiresAt = getPairingExpiry(kernel.env.now())
      set({ status: 'pairing', uri, expiresAt })
      kernel.env.clearTimeout(expiryTimer)
      const mine = attempt
      // The QR code refreshes itself when the pairing expires.
      expiryTimer = kernel.env.setTimeout(() => {
        if (mine === attempt && state.status === 'pairing') void controller.pair({ refresh: true })
      }, pairingLifetime - pairingExpiryMargin)
    })
    provider.on('session_event', (event: unknown) => {
      const { params } = event as {
        params: { chainId: string; event: { name: string; data: unknown } }
      }
      const session = provider.session
      if (!session) return
      const namespace = params.chainId.split(':')[0] as Namespace
      if (params.event.name === 'chainChanged') {
        const reference = String(params.event.data)
        const chain = (
          /^0x/i.test(reference) ? `${namespace}:${Number(reference)}` : `${namespace}:${reference}`
        ) as CaipNetworkId
        chains.set(namespace, chain)
        if (namespace === 'eip155')
          emitEip155('chainChanged', `0x${Number(chain.split(':')[1]).toString(16)}`)
      } else if (params.event.name === 'accountsChanged' && namespace === 'eip155') {
        const chain = currentChain(session, namespace)
        if (chain)
          emitEip155(
            'accountsChanged',
            accountsOf(session, namespace, chain).map((a) => a.address),
          )
      }
      sync(session, namespace)
    })
    provider.on('accountsChanged', () => {
      const session = provider.session
      if (session)
        for (const namespace of Object.keys(session.namespaces))
          sync(session, namespace as Namespace)
    })
    provider.on('session_update', () => {
      const session = provider.session
      if (session)
        for (const namespace of Object.keys(session.namespaces))
          sync(session, namespace as Namespace)
    })
    provider.on('disconnect', () => onSessionEnded())
  }

  /** SPEC §4 "disconnect resets all accounts"; resetting clears the URI, expiry and deep link. */
  function onSessionEnded() {
    chains.clear()
    resetPairing()
    set({ status: 'idle' })
    kernel.storage.remove(storageKeys.deepLinkChoice)
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

  /** Finalising: every configured namespace the session holds joins the kernel (SPEC §4). */
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
    let connected = 0
    for (const namespace of namespaces) {
      chains.delete(namespace)
      const chain = currentChain(session, namespace)
      try {
        await kernel.connections.connect({
          namespace,
          connectorId: walletConnectConnectorId,
          caipNetworkId: chain,
        })
        connected++
      } catch (error) {
        kernel.log.warn(`the ${namespace} part of the session could not connect`, error)
      }
    }
    if (!connected) throw new Error('No namespace of the session could connect.')
    set({ status: 'connected' })
  }

  const controller = {
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
      resetPairing()
      const mine = attempt
      const previous = state.error
      set({ status: 'pairing' })
      try {
        const provider = await load()
        if (mine !== attempt) return
        // A retry after a relay failure starts from a fresh socket.
        if (state.error?.kind === 'relay' || previous?.kind === 'relay')
          await provider.client.core.relayer.transportClose().catch(() => {})
        if (provider.session) await endSession(provider)
        request = {}
        const namespaces = buildNamespaces(kernel, request)
        const connecting = provider.connect({ optionalNamespaces: namespaces })
        connecting.catch(() => {})
        // The URI appears once the relay took the proposal: no URI in time = no relay.
        const shown = new Promise<void>((resolve) => {
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
        const ms = overrides.relayTimeout ?? relayTimeout
        try {
          await withTimeout(
            Promise.race([shown, connecting.then(() => {})]),
            ms,
            kernel,
            () => new RelayUnreachableError(relayUrl),
          )
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
        set({ status: 'error', error: { kind, message: error.message } })
        throw error
      }
    },

    /** The visitor left the Connecting view: stop refreshing the QR code. */
    cancel() {
      if (state.status !== 'pairing') return
      resetPairing()
      set({ status: 'idle' })
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
      if (namespace === 'eip155') return eip155Provider
      return namespaceProvider(namespace)
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
      return { accounts: accountsOf(session, namespace, chain), caipNetworkId: chain }
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

    /** Stores the deep link the visitor chose (SPEC §3 "Deep link choice"). */
    setDeepLink(choice: { href: string; name: string }) {
      kernel.storage.set(storageKeys.deepLinkChoice, choice)
    },

    /** Releases the relay socket (the instance is being destroyed). */
    destroy() {
      destroyed = true
      resetPairing()
      listeners.clear()
      void instance
        ?.then((provider) => provider.client.core.relayer.transportClose())
        .catch(() => {})
    },

    /** For tests: the universal provider, once loaded. */
    load,
  }

  const eip155Provider: SessionEip155Provider = {
    async request({ method, params }) {
      const provider = await load()
      const session = provider.session
      if (!session) throw new Error('Please call connect() before request()')
      // The session ends through the kernel (ConnectorSession.disconnect), not per namespace.
      if (method === 'wallet_revokePermissions') return null
      const chain = currentChain(session, 'eip155')
      if (method === 'eth_chainId' && chain) return `0x${Number(chain.split(':')[1]).toString(16)}`
      if (method === 'wallet_switchEthereumChain') {
        const target =
          `eip155:${Number((params as [{ chainId: string }])[0].chainId)}` as CaipNetworkId
        await provider.request({ method, params: params as object }, chain)
        chains.set('eip155', target)
        provider.setDefaultChain(target)
        return null
      }
      return provider.request({ method, params: params as object }, chain)
    },
    on(event, listener) {
      const set = eip155Listeners.get(event) ?? new Set()
      set.add(listener)
      eip155Listeners.set(event, set)
      return eip155Provider
    },
    removeListener(event, listener) {
      eip155Listeners.get(event)?.delete(listener)
      return eip155Provider
    },
  }

  function namespaceProvider(namespace: Namespace): SessionNamespaceProvider {
    return {
      namespace,
      get methods() {
        return loaded?.session?.namespaces[namespace]?.methods ?? []
      },
      getAccounts() {
        const session = loaded?.session
        const chain = session ? currentChain(session, namespace) : undefined
        return session && chain ? accountsOf(session, namespace, chain) : []
      },
      async request(args, wanted) {
        const provider = await load()
        const session = provider.session
        const chain =
          session && wanted && sessionChains(session, namespace).includes(wanted)
            ? wanted
            : session
              ? currentChain(session, namespace)
              : undefined
        if (!chain) throw new Error('Please call connect() before request()')
        return provider.request(args as { method: string; params?: object }, chain)
      },
    }
  }

  return controller
}
