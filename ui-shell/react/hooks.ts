import type {
  CaipAddress,
  CaipNetworkId,
  Connection,
  ConnectionStatus,
  ConnectorInfo,
  GangwayEventName,
  GangwayEvents,
  Namespace,
  Network,
  OpenOptions,
  State,
} from 'gangway/kernel'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { getBalanceTracker } from '../shared/balances.js'
import { useBalances, useKernelSelector } from '../shared/hooks.js'
import { useGangwayInstance } from './context.js'

export type UseGangwayReturnType = {
  open(options?: OpenOptions): Promise<void>
  /** `false` when a rule kept the modal open. */
  close(options?: { force?: boolean }): boolean
  isOpen: boolean
}

/**
 * Opens and closes the modal.
 *
 * @example
 * const { open } = useGangway()
 * <button onClick={() => open()}>Connect</button>
 */
export function useGangway(): UseGangwayReturnType {
  const gangway = useGangwayInstance()
  const isOpen = useKernelSelector(gangway.kernel, (state) => state.modal.open, false)
  return useMemo(() => ({ open: gangway.open, close: gangway.close, isOpen }), [gangway, isOpen])
}

export type UseAccountReturnType = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  status: ConnectionStatus
  isConnected: boolean
  connector: ConnectorInfo | undefined
  /** The native balance, once fetched through the chain adapter. */
  balance: { formatted: string; symbol: string; value: bigint; decimals: number } | undefined
  /** Fetches the balance again (e.g. after a transaction). */
  refetchBalance(): Promise<void>
}

const selectConnection = (state: State, namespace: Namespace | undefined) => {
  const ns = namespace ?? state.activeNamespace
  const current = ns ? state.connections[ns] : undefined
  return {
    status: current?.status ?? ('disconnected' as ConnectionStatus),
    connection: current?.connections.find((c) => c.connector.id === current.current),
  }
}

/**
 * The connected account of a namespace (default: the active one).
 *
 * @example
 * const { address, isConnected, balance } = useAccount()
 */
export function useAccount(parameters: { namespace?: Namespace } = {}): UseAccountReturnType {
  const { kernel } = useGangwayInstance()
  const { namespace } = parameters
  // The server rendered the instance's initial state (`initialState` included): hydrate from it.
  const initial = useMemo(
    () => selectConnection(kernel.store.getInitialState(), namespace),
    [kernel, namespace],
  )
  const { status, connection } = useKernelSelector(
    kernel,
    (state) => selectConnection(state, namespace),
    initial,
  )
  const balances = useBalances(kernel, connection)
  const native = balances.native
  const refetchBalance = useCallback(async () => {
    if (!connection) return
    await getBalanceTracker(kernel).load(
      {
        namespace: connection.namespace,
        address: connection.address,
        caipNetworkId: connection.caipNetworkId,
      },
      { force: true },
    )
  }, [kernel, connection])
  return useMemo(
    () => ({
      address: connection?.address,
      caipAddress: connection
        ? (`${connection.caipNetworkId}:${connection.address}` as CaipAddress)
        : undefined,
      status,
      isConnected: status === 'connected' && Boolean(connection),
      connector: connection?.connector,
      balance: native
        ? {
            formatted: native.formatted,
            symbol: native.symbol,
            value: native.value,
            decimals: native.decimals,
          }
        : undefined,
      refetchBalance,
    }),
    [connection, status, native, refetchBalance],
  )
}

export type UseNetworkReturnType = {
  /** The active network when it is a configured one. */
  network: Network | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** `false` when the wallet is on a network the host did not configure. */
  isSupported: boolean
  networks: readonly Network[]
  switchNetwork(caipNetworkId: string): Promise<void>
}

/**
 * The active network and a way to switch it.
 *
 * @example
 * const { network, switchNetwork } = useNetwork()
 */
export function useNetwork(): UseNetworkReturnType {
  const { kernel } = useGangwayInstance()
  const networks = kernel.networks.all()
  // What the server renders: the configured start or `initialState`'s, never a stored choice.
  const caipNetworkId = useKernelSelector(
    kernel,
    selectActiveNetwork,
    selectActiveNetwork(kernel.store.getInitialState()),
  )
  const network = caipNetworkId ? kernel.networks.get(caipNetworkId) : undefined
  const switchNetwork = useCallback((id: string) => kernel.networks.switch(id), [kernel])
  return useMemo(
    () => ({
      network,
      caipNetworkId,
      isSupported: !caipNetworkId || network !== undefined,
      networks,
      switchNetwork,
    }),
    [network, caipNetworkId, networks, switchNetwork],
  )
}

const selectActiveNetwork = (state: State) =>
  state.activeNamespace ? state.networks[state.activeNamespace]?.active : undefined

const noConnections: readonly Connection[] = []
const selectConnections = (state: State) =>
  Object.values(state.connections).flatMap((ns) => ns?.connections ?? noConnections)

/** Every live connection, across namespaces. */
export function useConnections(): readonly Connection[] {
  const { kernel } = useGangwayInstance()
  const initial = useMemo(() => selectConnections(kernel.store.getInitialState()), [kernel])
  return useKernelSelector(
    kernel,
    selectConnections,
    initial.length ? initial : noConnections,
    (a, b) => a.length === b.length && a.every((item, index) => item === b[index]),
  )
}

/**
 * Listens to a Gangway event while the component is mounted.
 *
 * @example
 * useGangwayEvent('connect', ({ address }) => console.log(address))
 */
export function useGangwayEvent<name extends GangwayEventName>(
  name: name,
  listener: (event: GangwayEvents[name]) => void,
): void {
  const gangway = useGangwayInstance()
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => gangway.on(name, (event) => latest.current(event)), [gangway, name])
}
