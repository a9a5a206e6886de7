import type { LazyActions } from './connectionMachines.js'
import type { CaipNetworkId, Kernel, Namespace, Network } from './types.js'

export type Networks = {
  /** Configured networks, of one namespace or all. */
  all(namespace?: Namespace): readonly Network[]
  get(caipNetworkId: string): Network | undefined
  /** `true` when the network is among the configured ones. */
  isSupported(caipNetworkId: string): boolean
  /** The active network id of a namespace (default: the active namespace), supported or not. */
  getActiveId(namespace?: Namespace): CaipNetworkId | undefined
  /** The active network, when it is a configured one. */
  getActive(namespace?: Namespace): Network | undefined
  /**
   * Switches to a configured network: asks the connected wallet when there is one,
   * then makes it active. Throws `NetworkNotFoundError` for an unknown id.
   */
  switch(caipNetworkId: string): Promise<void>
  /**
   * Records that a namespace is on a network (e.g. the wallet changed chain). Opens
   * UnsupportedChain under SPEC §4's conditions.
   */
  setActive(caipNetworkId: CaipNetworkId): void
  /** Networks a wallet session approved. */
  setApproved(
    namespace: Namespace,
    ids: readonly CaipNetworkId[],
    supportsAllNetworks?: boolean,
  ): void
  /** Called when a chain plugin is removed (SPEC §4). */
  handleChainRemoved(namespace: Namespace): void
}

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
    setApproved(namespace, ids, supportsAllNetworks = false) {
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
