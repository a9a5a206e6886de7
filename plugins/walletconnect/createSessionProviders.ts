import type UniversalProviderClass from '@walletconnect/universal-provider'
import type { Account, AccountType, CaipNetworkId, Namespace } from 'gangway/kernel'
import { SessionNotConnectedError } from './errors.js'
import { type Session, sessionAccounts, sessionChains } from './sessionAccounts.js'

type Listener = (payload: unknown) => void

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

/** What the providers need from the controller that owns the session. */
export type SessionProvidersContext = {
  load(): Promise<UniversalProviderClass>
  /** The universal provider once loaded (synchronous reads). */
  loaded(): UniversalProviderClass | undefined
  currentChain(session: Session, namespace: Namespace): CaipNetworkId | undefined
  /** The type of a namespace's accounts, as its chain declares it. */
  accountType(namespace: Namespace): AccountType
  /** Records the chain a namespace moved to. */
  setChain(namespace: Namespace, chain: CaipNetworkId): void
}

/**
 * The wallet of a session in each namespace's native shape: an EIP-1193 provider for eip155
 * (with `chainChanged` / `accountsChanged` events the controller emits through `emit`), a
 * request channel for the others.
 */
export function createSessionProviders(context: SessionProvidersContext) {
  const listeners = new Map<string, Set<Listener>>()

  const eip155: SessionEip155Provider = {
    async request({ method, params }) {
      const provider = await context.load()
      const session = provider.session
      if (!session) throw new SessionNotConnectedError()
      // The session ends through the kernel (ConnectorSession.disconnect), not per namespace;
      // a revoke with a `permissionContext` ends an ERC-7715 permission and goes to the wallet.
      if (
        method === 'wallet_revokePermissions' &&
        (params as { permissionContext?: unknown } | undefined)?.permissionContext === undefined
      )
        return null
      const chain = context.currentChain(session, 'eip155')
      if (method === 'eth_chainId' && chain) return `0x${Number(chain.split(':')[1]).toString(16)}`
      if (method === 'wallet_switchEthereumChain') {
        const target =
          `eip155:${Number((params as [{ chainId: string }])[0].chainId)}` as CaipNetworkId
        await provider.request({ method, params: params as object }, chain)
        context.setChain('eip155', target)
        provider.setDefaultChain(target)
        return null
      }
      return provider.request({ method, params: params as object }, chain)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return eip155
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return eip155
    },
  }

  function forNamespace(namespace: Namespace): SessionNamespaceProvider {
    return {
      namespace,
      get methods() {
        return context.loaded()?.session?.namespaces[namespace]?.methods ?? []
      },
      getAccounts() {
        const session = context.loaded()?.session
        const chain = session ? context.currentChain(session, namespace) : undefined
        return session && chain
          ? sessionAccounts(session, { namespace, chain, type: context.accountType(namespace) })
          : []
      },
      async request(args, wanted) {
        const provider = await context.load()
        const session = provider.session
        const chain =
          session && wanted && sessionChains(session, namespace).includes(wanted)
            ? wanted
            : session
              ? context.currentChain(session, namespace)
              : undefined
        if (!chain) throw new SessionNotConnectedError()
        return provider.request(args as { method: string; params?: object }, chain)
      },
    }
  }

  return {
    eip155,
    forNamespace,
    /** Tells the eip155 provider's listeners (viem, wagmi) about a session event. */
    emit(event: string, payload: unknown, onError: (error: unknown) => void) {
      for (const listener of listeners.get(event) ?? []) {
        try {
          listener(payload)
        } catch (error) {
          onError(error)
        }
      }
    },
  }
}
