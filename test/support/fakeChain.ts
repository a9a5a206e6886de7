// A small chain plugin for kernel tests: a stand-in for a wallet we do not run here. It is
// written with the public plugin API only; its adapter is scripted in memory.
import {
  type Account,
  type CaipNetworkId,
  type ChainAdapter,
  type ConnectorInfo,
  type ConnectorType,
  type ConnectResult,
  definePlugin,
  formatUnits,
  type Kernel,
  type Namespace,
  type Network,
  parseUnits,
  type StorageBackend,
} from '../../kernel/index.js'

/** A configured network of `namespace` with reference `id`. */
export function fakeNetwork(namespace: Namespace, id: number | string, name?: string): Network {
  return {
    id,
    name: name ?? `${namespace} ${id}`,
    nativeCurrency: { name: 'Coin', symbol: 'COIN', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:1/${namespace}/${id}`] } },
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${id}`,
  }
}

/** What the scripted wallet behind one connector does. */
export type FakeWalletScript = {
  /** Addresses it exposes, active first. */
  addresses: string[]
  /** The network it reports on connect. */
  caipNetworkId: CaipNetworkId
  /** `connect` rejects with this error. */
  connectError?: Error | undefined
  /** `disconnect` rejects with this error. */
  disconnectError?: Error | undefined
  /** `switchNetwork` rejects with this error. */
  switchError?: Error | undefined
  /** `reconnect` result: `true` = still authorised, `false` = null, an Error = rejects. */
  reconnect?: boolean | Error | undefined
  /** `connect` and `reconnect` answer only once this settles (a popup approved later). */
  answerAfter?: Promise<unknown> | undefined
  /** What `connect`/`reconnect` report instead of the scripted accounts (a hostile wallet). */
  report?: unknown
}

export type FakeConnector = Pick<ConnectorInfo, 'id'> &
  Partial<Pick<ConnectorInfo, 'name' | 'explorerId'>> & {
    type?: ConnectorType | undefined
    wallet?: Partial<FakeWalletScript> | undefined
  }

export type FakeChainParameters = {
  namespace?: Namespace | undefined
  /** Plugin name; defaults to the namespace (plugins `require` chains by it). */
  name?: string | undefined
  networks?: readonly Network[] | undefined
  connectors?: readonly FakeConnector[] | undefined
}

/** One adapter call, as the test sees it. */
export type FakeCall = { method: string; connectorId: string; network?: CaipNetworkId | undefined }

export type FakeChain = {
  plugin: ReturnType<typeof definePlugin>
  namespace: Namespace
  networks: readonly Network[]
  /** Scripts, per connector id; tests edit them between steps. */
  wallets: Map<string, FakeWalletScript>
  /** Every adapter call in order. */
  calls: FakeCall[]
  /** How many times the kernel loaded the adapter. */
  readonly loads: number
  /** The wallet moved to another network on its own (e.g. the visitor switched in the extension). */
  changeNetwork(connectorId: string, caipNetworkId: CaipNetworkId): void
  /** The wallet ended the connection on its own. */
  endSession(connectorId: string): void
}

/** A chain plugin whose adapter is a scripted in-memory wallet. */
export function fakeChain(parameters: FakeChainParameters = {}): FakeChain {
  const namespace = parameters.namespace ?? 'eip155'
  const networks = parameters.networks ?? [fakeNetwork(namespace, 1), fakeNetwork(namespace, 10)]
  const connectors = parameters.connectors ?? [{ id: 'injected' }]
  const first = networks[0]?.caipNetworkId ?? (`${namespace}:1` as CaipNetworkId)
  const wallets = new Map<string, FakeWalletScript>(
    connectors.map((connector) => [
      connector.id,
      {
        addresses: [`${connector.id}-address-1`, `${connector.id}-address-2`],
        caipNetworkId: first,
        reconnect: true,
        ...connector.wallet,
      },
    ]),
  )
  const calls: FakeCall[] = []
  let kernel: Kernel | undefined
  let loads = 0

  const script = (connectorId: string) => {
    const wallet = wallets.get(connectorId)
    if (!wallet) throw new Error(`no wallet behind "${connectorId}"`)
    return wallet
  }
  const result = (wallet: FakeWalletScript): ConnectResult => ({
    accounts: wallet.addresses.map((address): Account => ({ namespace, address, type: 'eoa' })),
    caipNetworkId: wallet.caipNetworkId,
  })

  const adapter: ChainAdapter = {
    namespace,
    async connect({ connectorId }) {
      calls.push({ method: 'connect', connectorId })
      const wallet = script(connectorId)
      await wallet.answerAfter
      if (wallet.connectError) throw wallet.connectError
      return (wallet.report as ConnectResult | undefined) ?? result(wallet)
    },
    async reconnect({ connectorId }) {
      calls.push({ method: 'reconnect', connectorId })
      const wallet = script(connectorId)
      await wallet.answerAfter
      if (wallet.reconnect instanceof Error) throw wallet.reconnect
      return wallet.reconnect ? result(wallet) : null
    },
    async disconnect({ connectorId }) {
      calls.push({ method: 'disconnect', connectorId })
      const wallet = script(connectorId)
      if (wallet.disconnectError) throw wallet.disconnectError
    },
    async switchNetwork({ connectorId, network }) {
      calls.push({ method: 'switchNetwork', connectorId, network: network.caipNetworkId })
      const wallet = script(connectorId)
      if (wallet.switchError) throw wallet.switchError
      wallet.caipNetworkId = network.caipNetworkId
    },
    async getBalances() {
      return []
    },
    async signMessage({ message }) {
      return `signed:${message}`
    },
    getProvider: ({ connectorId }) => ({ fake: true, connectorId }),
    validateAddress: (address) => address.length > 0,
    parseUnits,
    formatUnits,
    getAddressExplorerUrl: () => undefined,
    getTransactionExplorerUrl: () => undefined,
  }

  const plugin = definePlugin({
    name: parameters.name ?? namespace,
    chain: {
      namespace,
      networks,
      async load(k) {
        loads++
        kernel = k
        return adapter
      },
    },
    setup(k) {
      kernel = k
      for (const connector of connectors)
        k.connectors.add({
          id: connector.id,
          name: connector.name ?? connector.id,
          type: connector.type ?? 'INJECTED',
          namespace,
          explorerId: connector.explorerId,
        })
    },
  })

  return {
    plugin,
    namespace,
    networks,
    wallets,
    calls,
    get loads() {
      return loads
    },
    changeNetwork(connectorId, caipNetworkId) {
      script(connectorId).caipNetworkId = caipNetworkId
      kernel?.connections.update({ namespace, connectorId, changes: { caipNetworkId } })
    },
    endSession(connectorId) {
      kernel?.connections.handleDisconnect({ namespace, connectorId })
    },
  }
}

/** A Web Storage stand-in the test can read, corrupt and make throw. */
export type MemoryStorage = StorageBackend & {
  readonly map: Map<string, string>
  /** When set, every call throws it (quota exceeded, Safari private mode). */
  failWith: Error | undefined
}

export function memoryStorage(entries: Record<string, string> = {}): MemoryStorage {
  const map = new Map(Object.entries(entries))
  const storage: MemoryStorage = {
    map,
    failWith: undefined,
    getItem(key) {
      if (storage.failWith) throw storage.failWith
      return map.get(key) ?? null
    },
    setItem(key, value) {
      if (storage.failWith) throw storage.failWith
      map.set(key, value)
    },
    removeItem(key) {
      if (storage.failWith) throw storage.failWith
      map.delete(key)
    },
  }
  return storage
}
