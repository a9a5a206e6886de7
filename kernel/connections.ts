import type { ConnectAuthenticator } from './connectAuthenticator.js'
import { startKeys } from './storage.js'
import type { Connections, LazyActions } from './types/connections.js'
import type { Kernel, Namespace } from './types.js'

export type {
  ConnectionKey,
  Connections,
  UpdateConnectionParameters,
} from './types/connections.js'

/**
 * How long a silent restore waits for a stored wallet, in ms: a wallet that never answers
 * `eth_accounts` must not leave the visitor on "Connecting…".
 */
export const restoreTimeout = 5_000

/**
 * How long a silent restore waits for a session a plugin holds (WalletConnect, an embedded
 * wallet), in ms. Its code, storage and transport load first (a relay's socket, a secure
 * site's frame), which a slow phone takes seconds for; a browser wallet answers at once.
 */
export const sessionRestoreTimeout = 15_000

/** SPEC §9: at most 2 recent wallets. */
export const maxRecentWallets = 2

/** SPEC §5: newest first, no duplicates, at most `max`. */
export function pushRecent(list: readonly string[], id: string, max = maxRecentWallets): string[] {
  return [id, ...list.filter((item) => item !== id)].slice(0, max)
}

export function createConnections(kernel: Kernel, actions: LazyActions): Connections {
  let authenticator: ConnectAuthenticator | undefined
  const read = (namespace: Namespace | undefined) =>
    namespace ? kernel.store.getState().connections[namespace] : undefined
  return {
    getStatus: (namespace) =>
      read(namespace ?? kernel.store.getState().activeNamespace)?.status ?? 'disconnected',
    get(namespace) {
      const state = read(namespace ?? kernel.store.getState().activeNamespace)
      return state?.connections.find((c) => c.connector.id === state.current)
    },
    all(namespace) {
      if (namespace) return read(namespace)?.connections ?? []
      return Object.values(kernel.store.getState().connections).flatMap(
        (state) => state?.connections ?? [],
      )
    },
    connect: async (parameters) => (await actions.load()).connect(parameters),
    disconnect: async (parameters) => (await actions.load()).disconnect(parameters),
    addDisconnectHook(hook) {
      actions.disconnectHooks.add(hook)
      return () => actions.disconnectHooks.delete(hook)
    },
    setConnectAuthenticator(offered) {
      authenticator = offered
      return () => {
        if (authenticator === offered) authenticator = undefined
      }
    },
    connectAuthenticator: () => authenticator,
    async restore() {
      // A server has no wallets: what `initialState` seeded stays for its render.
      const seeded =
        kernel.env.isBrowser && Object.keys(kernel.store.getInitialState().connections).length > 0
      if (kernel.storage.get(startKeys.connectionStatus) !== 'connected' && !seeded) return
      await (await actions.load()).restore()
    },
    // A connection exists only once the actions have loaded; before that these are no-ops.
    update: (...args) => actions.loaded?.update(...args),
    handleDisconnect: (...args) => actions.loaded?.handleDisconnect(...args),
    setCurrent: (...args) => actions.loaded?.setCurrent(...args),
    recentWallets: () => kernel.store.getState().recentWallets,
    addRecentWallet(id) {
      const next = pushRecent(kernel.store.getState().recentWallets, id)
      kernel.store.setState((state) => {
        state.recentWallets = next
      })
      kernel.storage.set(startKeys.recentWallets, next)
    },
  }
}
