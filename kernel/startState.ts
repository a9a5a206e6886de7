import type { ResolvedOptions } from './config.js'
import type { GangwayInitialState } from './initialState.js'
import { sanitizeText } from './sanitizeText.js'
import type { State } from './store.js'
import type { ChainDescriptor, Connection, Namespace } from './types.js'

/**
 * The state an instance starts from before it reads storage or talks to a wallet: the same
 * on a server and in the browser, so server markup and the first client render agree. Each
 * namespace starts on `defaultNetwork` or its first network; `initialState` (a returning
 * visitor's snapshot, e.g. from a cookie) adds its connections, `reconnecting` until the
 * browser has the wallet back.
 */
export function startState(parameters: {
  options: ResolvedOptions
  descriptors: readonly ChainDescriptor[]
  initialState?: GangwayInitialState | undefined
}): Pick<State, 'connections' | 'networks' | 'activeNamespace'> {
  const { options, descriptors, initialState } = parameters
  const fallback = descriptors
    .flatMap((descriptor) => descriptor.networks)
    .find((network) => network.caipNetworkId === options.defaultNetwork)
  const state: Pick<State, 'connections' | 'networks' | 'activeNamespace'> = {
    connections: {},
    networks: {},
    activeNamespace: fallback?.chainNamespace ?? descriptors[0]?.namespace,
  }
  for (const { namespace, networks } of descriptors)
    state.networks[namespace] = {
      active:
        fallback?.chainNamespace === namespace
          ? fallback.caipNetworkId
          : networks[0]?.caipNetworkId,
      approved: [],
      supportsAllNetworks: true,
    }
  const namespaces = new Set<Namespace>(descriptors.map((descriptor) => descriptor.namespace))
  for (const snapshot of initialState?.connections ?? []) {
    // A chain the host no longer enables, or a second snapshot of one namespace, is ignored.
    if (!namespaces.has(snapshot.namespace) || state.connections[snapshot.namespace]) continue
    const { namespace, address, caipNetworkId } = snapshot
    const connection: Connection = {
      namespace,
      connector: {
        id: snapshot.connector.id,
        name: sanitizeText(snapshot.connector.name) || snapshot.connector.id,
        type: snapshot.connector.type,
        namespace,
      },
      accounts: [{ namespace, address, type: 'eoa' }],
      address,
      caipNetworkId,
    }
    state.connections[namespace] = {
      status: 'reconnecting',
      current: connection.connector.id,
      connections: [connection],
    }
    state.networks[namespace] = { active: caipNetworkId, approved: [], supportsAllNetworks: true }
  }
  const seeded = Object.keys(state.connections) as Namespace[]
  const preferred = initialState?.activeNamespace
  if (seeded.length)
    state.activeNamespace = preferred && seeded.includes(preferred) ? preferred : seeded[0]
  return state
}
