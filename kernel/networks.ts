import { parseCaipNetworkId } from './caip.js'
import { NetworkNotFoundError } from './errors.js'
import { storageKeys } from './storage.js'
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

export function createNetworks(kernel: Kernel, configured: readonly Network[]): Networks {
  const byId = new Map(configured.map((network) => [network.caipNetworkId as string, network]))

  function ensure(namespace: Namespace) {
    kernel.store.setState((state) => {
      state.networks[namespace] ??= { active: undefined, approved: [], supportsAllNetworks: true }
    })
  }

  function setActive(caipNetworkId: CaipNetworkId) {
    const { namespace } = parseCaipNetworkId(caipNetworkId)
    ensure(namespace)
    const previous = kernel.store.getState().networks[namespace]?.active
    kernel.store.setState((state) => {
      state.networks[namespace]!.active = caipNetworkId
      state.activeNamespace = namespace
    })
    kernel.storage.set(storageKeys.activeNamespace, namespace)
    kernel.storage.set(storageKeys.activeCaipNetworkIds, {
      ...kernel.storage.get(storageKeys.activeCaipNetworkIds),
      [namespace]: caipNetworkId,
    })
    const network = byId.get(caipNetworkId)
    const supported = network !== undefined
    if (previous !== caipNetworkId)
      kernel.bus.emit('networkChanged', {
        namespace,
        network: network ?? unknownNetwork(caipNetworkId),
        supported,
      })
    const { options } = kernel
    if (
      !supported &&
      options.enableNetworkSwitch &&
      !options.allowUnsupportedChain &&
      !options.basic
    ) {
      if (kernel.connections.get(namespace)) void kernel.modal.open({ view: 'UnsupportedChain' })
    } else if (supported && kernel.router.view === 'UnsupportedChain') {
      kernel.router.goBack()
    }
  }

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
    async switch(caipNetworkId) {
      const network = byId.get(caipNetworkId)
      if (!network) {
        kernel.toasts.show('error', 'Network Not Found')
        throw new NetworkNotFoundError(caipNetworkId)
      }
      const namespace = network.chainNamespace
      const connection = kernel.connections.get(namespace)
      if (connection && connection.caipNetworkId !== network.caipNetworkId) {
        const adapter = await kernel.chains.load(namespace)
        await adapter.switchNetwork({ connectorId: connection.connector.id, network })
        kernel.connections.update(namespace, connection.connector.id, {
          caipNetworkId: network.caipNetworkId,
        })
      }
      setActive(network.caipNetworkId)
      kernel.analytics.track('SWITCH_NETWORK', { network: network.caipNetworkId })
      // Picking a network in the Networks view returns to where the visitor came from.
      if (kernel.modal.isOpen && kernel.router.view === 'Networks') kernel.router.goBack()
    },
    setActive,
    setApproved(namespace, ids, supportsAllNetworks = false) {
      ensure(namespace)
      kernel.store.setState((state) => {
        state.networks[namespace]!.approved = [...ids]
        state.networks[namespace]!.supportsAllNetworks = supportsAllNetworks
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
      if (next) setActive(next.caipNetworkId)
    },
  }
}

/** A placeholder for a network the host did not configure (e.g. the wallet moved there). */
export function unknownNetwork(caipNetworkId: CaipNetworkId): Network {
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId)
  return {
    id: namespace === 'eip155' ? Number(reference) : reference,
    name: caipNetworkId,
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    chainNamespace: namespace,
    caipNetworkId,
  }
}
