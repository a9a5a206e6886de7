import type { LazyActions } from './types/connections.js'
import type { Networks } from './types/networks.js'
import type { Kernel, Network } from './types.js'

export type { Networks } from './types/networks.js'

// Positional, unlike the public API: an internal factory on the first bundle's path.
export function createNetworks(
  kernel: Kernel,
  configured: readonly Network[],
  actions: LazyActions,
): Networks {
  const byId = new Map(configured.map((network) => [network.caipNetworkId as string, network]))

  return {
    all: (namespace) =>
      namespace ? configured.filter((n) => n.chainNamespace === namespace) : configured,
    get: (caipNetworkId) => byId.get(caipNetworkId),
    isSupported: (caipNetworkId) => byId.has(caipNetworkId),
    getActiveId(namespace) {
      const state = kernel.store.getState()
      const ns = namespace ?? state.activeNamespace
      return ns ? state.networks[ns]?.active : undefined
    },
    getActive(namespace) {
      const id = this.getActiveId(namespace)
      return id ? byId.get(id) : undefined
    },
    switch: async (caipNetworkId) => (await actions.load()).switchNetwork(caipNetworkId),
    setActive(caipNetworkId) {
      if (actions.loaded) actions.loaded.setActive(caipNetworkId)
      else void actions.load().then((loaded) => loaded.setActive(caipNetworkId))
    },
    setApproved({ namespace, ids, supportsAllNetworks = false }) {
      kernel.store.setState((state) => {
        state.networks[namespace] = {
          active: state.networks[namespace]?.active,
          approved: [...ids],
          supportsAllNetworks,
        }
      })
    },
    handleChainRemoved(namespace) {
      const state = kernel.store.getState()
      if (state.activeNamespace !== namespace) return
      const next = configured.find(
        (network) =>
          network.chainNamespace !== namespace && kernel.chains.has(network.chainNamespace),
      )
      kernel.store.setState((draft) => {
        delete draft.networks[namespace]
        draft.activeNamespace = undefined
      })
      if (next) this.setActive(next.caipNetworkId)
    },
  }
}
