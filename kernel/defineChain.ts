import type { CachedRead } from './cachedRead.js'
import { InvalidOptionsError } from './errors/plugin.js'
import { perInstance } from './perInstance.js'
import type {
  AccountType,
  ChainAdapter,
  ChainMetadata,
  Kernel,
  Namespace,
  Network,
  Plugin,
  PluginCatalogues,
} from './types.js'
import { createWaitMap, type WaitMap } from './waitMap.js'

/** What a chain's lazily loaded adapter receives from `defineChain`: one per instance. */
export type ChainContext<wallet = unknown> = {
  kernel: Kernel
  namespace: Namespace
  /** The networks the host configured, validated; the first is the default. */
  networks: readonly Network[]
  /** The wallets `discover` found, by connector id; the adapter reads them from here. */
  registry: WaitMap<wallet>
  /** Reads through the kernel's caches with SPEC §4's retry gap (balances, 30 s). */
  readCached: CachedRead
  /**
   * The wallet of a connector another plugin holds (a WalletConnect session, an embedded
   * wallet), in this namespace's native shape: `undefined` when no plugin holds a session
   * for the connector, `null` when its session does not cover this namespace.
   */
  getSessionProvider(connectorId: string): Promise<unknown>
}

/** The adapter `defineChain`'s `adapter` builds: units and explorer links may be left out. */
export type ChainAdapterParts = Omit<
  ChainAdapter,
  'namespace' | 'parseUnits' | 'formatUnits' | 'getAddressExplorerUrl' | 'getTransactionExplorerUrl'
> &
  Partial<ChainAdapter>

export type DefineChainParameters<namespace extends Namespace, wallet, adapter> = {
  /** CAIP-2 namespace (3–8 of `a-z`, `0-9`, `-`); also the plugin's name. */
  namespace: namespace
  /**
   * The namespace's name as visitors read it (`Bitcoin`): the English of the modal's
   * `namespace.<id>` message; `messages` may translate it. Default: the namespace id.
   */
  name?: string | undefined
  /** The chain's own catalogues (as a plugin's `messages`); English gets `namespace.<id>`. */
  messages?: PluginCatalogues | undefined
  /** The type of the accounts a remote session reports (default `eoa`). */
  accountType?: AccountType | undefined
  /**
   * Lazily loaded views, as a plugin's `views`: e.g. the chain's own detail under Account's
   * balance, registered under gangway/ui's `accountBalanceSlot(namespace)`.
   */
  views?: Plugin['views']
  /**
   * What other plugins read about the chain, loaded on first ask: `() =>
   * import('./metadata.js')`, a module exporting `walletConnect` and `wallets`.
   */
  metadata?: (() => Promise<ChainMetadata>) | undefined
  /** The networks the host supports; the first is the default. At least one. */
  networks: readonly Network[]
  /**
   * What a network's `id` (its CAIP-2 reference) must be, and how to say it in the error:
   * e.g. `{ test: (id) => typeof id === 'number', description: 'a chain id above 0' }`.
   */
  reference?: { test(id: Network['id']): boolean; description: string } | undefined
  /**
   * Finds wallets in the page (browser only), puts them in `registry` and adds their
   * connectors; returns a stop function. Runs when the instance starts, so it must be small.
   */
  discover?: ((kernel: Kernel, registry: WaitMap<wallet>) => (() => void) | undefined) | undefined
  /**
   * Builds the adapter, loading its code on demand: `(context) =>
   * import('./createAdapter.js').then((m) => m.createAdapter(context))`. Called at most once
   * per instance, the first time the chain is used.
   */
  adapter(context: ChainContext<wallet>): Promise<adapter>
}

/** The adapter a chain plugin loads: what `adapter` built, with the defaults it left out. */
export type CompleteAdapter<namespace extends Namespace, adapter> = ChainAdapter &
  adapter & { namespace: namespace }

/** The chain plugin `defineChain` returns: a plugin with a chain descriptor. */
export type ChainPlugin<namespace extends Namespace, adapter> = Plugin<namespace> & {
  name: namespace
  chain: {
    namespace: namespace
    networks: readonly Network[]
    load(kernel: Kernel): Promise<CompleteAdapter<namespace, adapter>>
    name?: string | undefined
    accountType?: AccountType | undefined
    metadata?: (() => Promise<ChainMetadata>) | undefined
  }
}

/**
 * Declares a chain plugin, the way the first-party eip155, solana and bip122 are made: it
 * checks the networks, keeps one wallet registry per instance, runs wallet discovery in the
 * browser, and loads the adapter lazily with a context holding the registry, a cached reader
 * and the sessions other plugins hold. Units (decimal) and explorer links (the network's
 * `blockExplorers`) have defaults the adapter may replace.
 *
 * @returns A plugin for `createGangway({ chains: [...] })`.
 * @throws InvalidOptionsError when there is no network or a network does not belong to the
 *   namespace, naming each (`networks.1: …`).
 * @example
 * export const toy = (networks: readonly Network[]) =>
 *   defineChain({
 *     namespace: 'toy',
 *     networks,
 *     adapter: (context) => import('./createToyAdapter.js').then((m) => m.createToyAdapter(context)),
 *   })
 */
export function defineChain<
  const namespace extends Namespace,
  wallet,
  adapter extends ChainAdapterParts,
>(parameters: DefineChainParameters<namespace, wallet, adapter>): ChainPlugin<namespace, adapter> {
  const { namespace, networks, reference, discover, messages, views } = parameters
  // The networks are the host's options of the chain's factory: refused as such.
  const issues: string[] = []
  if (!networks?.length) issues.push('networks: expected at least one network')
  else
    networks.forEach((network, index) => {
      const valid =
        typeof network === 'object' &&
        network !== null &&
        network.chainNamespace === namespace &&
        (!reference || reference.test(network.id)) &&
        network.caipNetworkId === `${namespace}:${network.id}`
      if (!valid)
        issues.push(
          `networks.${index}: "${network?.name}" needs chainNamespace '${namespace}', ${reference?.description ?? 'an id'} and caipNetworkId '${namespace}:<id>'`,
        )
    })
  if (issues.length) throw new InvalidOptionsError({ issues, plugin: namespace })

  // One registry per instance: a plugin object may (unusually) serve several kernels.
  const registryOf = perInstance((kernel): WaitMap<wallet> => createWaitMap(kernel.env))

  return {
    name: namespace,
    messages,
    views,
    // name, accountType and metadata are read from the descriptor by the plugins around it.
    chain: {
      ...parameters,
      // The context and the defaults load with the adapter, keeping the descriptor tiny.
      load: (kernel) =>
        import('./createChainAdapter.js').then((module) =>
          module.createChainAdapter({ ...parameters, kernel, registry: registryOf(kernel) }),
        ),
    },
    setup(kernel) {
      if (discover && kernel.env.isBrowser) return discover(kernel, registryOf(kernel))
    },
  }
}
