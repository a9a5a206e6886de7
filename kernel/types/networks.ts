import type { CaipNetworkId, Namespace, Network } from './network.js'

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
  setApproved(parameters: {
    namespace: Namespace
    ids: readonly CaipNetworkId[]
    /** The session allows every network of the namespace (default false). */
    supportsAllNetworks?: boolean | undefined
  }): void
  /** Called when a chain plugin is removed (SPEC §4). */
  handleChainRemoved(namespace: Namespace): void
}
