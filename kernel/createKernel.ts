import { afterNextPaint } from './afterNextPaint.js'
import { createAnalytics } from './analytics.js'
import { createBus } from './bus.js'
import { createChains } from './chains.js'
import { checkPlugin } from './checkPlugin.js'
import { type GangwayOptions, type ResolvedOptions, resolveOptions } from './config.js'
import { createConnections } from './connections.js'
import { createConnectors } from './connectors.js'
import { createEnvironment } from './environment.js'
import { PluginError } from './errors/plugin.js'
import { createHttp } from './http.js'
import { createLogger } from './logger.js'
import { createModal, type UiLoader } from './modal.js'
import { createNetworks } from './networks.js'
import { createRegistry } from './registry.js'
import { createRouter } from './router.js'
import { startState } from './startState.js'
import { createStorage, startKeys } from './storage.js'
import { createStore, type State } from './store.js'
import { createToasts } from './toasts.js'
import type { LazyActions } from './types/connections.js'
import type { CaipNetworkId, ChainDescriptor, Environment, Kernel, Plugin } from './types.js'

export type CreateKernelParameters = {
  /** Loads and mounts the UI on first open; absent = headless. */
  loadUi?: UiLoader | undefined
  /** Environment overrides (tests, server rendering). */
  env?: Partial<Environment> | undefined
  /**
   * Settles once plugins the composition root starts late (loaded with `import()`) have
   * attached their connectors and rules: stored sessions are restored only then, and an
   * `open({ uri })` waits for it (the plugin that pairs with the URI may be one of them).
   */
  latePlugins?: Promise<unknown> | undefined
}

/** A running instance's kernel, with its lifecycle. */
export type KernelInstance = Kernel & {
  /** Resolves once stored sessions were restored (or found gone). */
  readonly ready: Promise<void>
  /** Runs plugin teardowns, releases adapters and listeners. */
  destroy(): void
}

function checkPlugins(options: ResolvedOptions): readonly Plugin[] {
  const all = [...options.chains, ...options.plugins]
  const names = new Set<string>()
  for (const plugin of all) {
    // The field-by-field check (checkPlugin, ~0.9 KiB gzip, 5 % of the first bundle) runs in
    // development builds only, as React's and Vue's checks of the developer's own code do: a
    // plugin is code the host ships, so a malformed one is refused the first time the page
    // runs in development, and a production build (the bundler sets NODE_ENV, as immer here
    // already needs) does not carry the check to every visitor. What depends on the
    // combination (duplicate names, `requires`) is checked in every build.
    if (process.env.NODE_ENV !== 'production') checkPlugin(plugin)
    if (names.has(plugin.name))
      throw new PluginError(plugin.name, `A plugin named "${plugin.name}" is already registered.`)
    names.add(plugin.name)
  }
  for (const plugin of all)
    for (const required of plugin.requires ?? [])
      if (!names.has(required))
        throw new PluginError(
          plugin.name,
          `"${plugin.name}" requires "${required}", which is not enabled.`,
          {
            details: `Add ${required}() to the chains or plugins option.`,
          },
        )
  return all
}

/**
 * Creates the framework-free core: state, events, storage, networks, connections and the
 * plugin API. A headless host can use it without any UI.
 *
 * @example
 * const kernel = createKernel({ chains: [eip155({ networks: [mainnet] })] })
 * await kernel.connections.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
 */
export function createKernel(
  input: GangwayOptions = {},
  parameters: CreateKernelParameters = {},
): KernelInstance {
  const options = resolveOptions(input)
  const plugins = checkPlugins(options)
  const env = createEnvironment(parameters.env)
  const log = createLogger(options.logLevel)
  const descriptors: ChainDescriptor[] = options.chains.map((plugin) => plugin.chain!)
  const networks = descriptors.flatMap((descriptor) => descriptor.networks)

  const initial: State = {
    modal: { open: false, loading: false, shake: false },
    router: { stack: [], transactionStack: [] },
    ...startState({ options, descriptors, initialState: options.initialState }),
    connectors: {},
    recentWallets: [],
    toast: { open: false, variant: 'success', message: '', id: 0 },
    theme: { mode: options.theme.mode, variables: { ...options.theme.variables } },
    slices: {},
  }

  const kernel = { options, env, log } as { -readonly [key in keyof Kernel]: Kernel[key] }
  kernel.store = createStore(initial)
  kernel.bus = createBus((error, name) => {
    log.error(`a "${name}" listener threw`, error)
    // Analytics tracks it as INTERNAL_SDK_ERROR; an 'error' listener that throws is not
    // reported again (no loop).
    if (name !== 'error')
      kernel.bus.emit('error', { error: error as Error, source: `${name} listener` })
  })
  kernel.storage = createStorage({
    backend: options.storage,
    prefix: options.storagePrefix,
    log,
    now: env.now,
  })
  kernel.http = createHttp(env)
  kernel.analytics = createAnalytics(kernel)
  kernel.toasts = createToasts(kernel)
  kernel.router = createRouter(kernel)
  // Settles either way: a late plugin that failed to load is reported once, here.
  const latePlugins = parameters.latePlugins?.catch((error) =>
    log.error('a plugin failed to load', error),
  )
  kernel.modal = createModal(kernel, { loadUi: parameters.loadUi, latePlugins })
  const actions: LazyActions = {
    disconnectHooks: new Set(),
    loaded: undefined,
    async load() {
      const { createActions } = await import('./connectionMachines.js')
      actions.loaded ??= createActions(kernel, actions.disconnectHooks)
      return actions.loaded
    },
  }
  kernel.networks = createNetworks(kernel, networks, actions)
  kernel.connectors = createConnectors(kernel)
  kernel.connections = createConnections(kernel, actions)
  kernel.chains = createChains(kernel, descriptors)
  kernel.registry = createRegistry(kernel, plugins)
  kernel.request = async ({ method, params }) => {
    const handler = kernel.registry.rpcHandler(method)
    // The error class loads only when a request goes unanswered, with the connection
    // actions: a lazy module of its own would be one more chunk in an esbuild host's first
    // load (the host reaches the class through the index, so esbuild splits it out).
    if (!handler)
      throw new (await import('./connectionMachines.js')).MethodNotSupportedError(method)
    return (await handler({ method, params }, kernel)) as never
  }

  // A browser's localStorage is first read once the page's first frame is painted: its first
  // access loads the page's whole storage area, and nothing stored is needed to paint (a
  // stored session is restored asynchronously anyway). A host's own backend (cookies for a
  // server render, memory) is read at once.
  const painting = !options.storage && env.isBrowser && typeof requestAnimationFrame === 'function'
  if (!painting) applyStoredState(kernel)

  const teardowns: (() => void)[] = []
  const tearDown = () => {
    for (const teardown of teardowns.reverse()) {
      try {
        teardown()
      } catch (error) {
        log.error('a plugin teardown threw', error)
      }
    }
    kernel.chains.destroy()
    kernel.bus.clear()
  }
  for (const plugin of plugins) {
    try {
      const teardown = plugin.setup?.(kernel)
      if (typeof teardown === 'function') teardowns.push(teardown)
    } catch (error) {
      // The instance is never handed out: what earlier plugins registered must not linger.
      tearDown()
      throw new PluginError(plugin.name, 'setup failed.', { cause: error })
    }
  }

  kernel.analytics.track('MODAL_CREATED')
  kernel.analytics.track('INITIALIZE', { namespaces: kernel.chains.namespaces() })
  let destroyed = false
  const start = async () => {
    if (destroyed) return
    if (painting) applyStoredState(kernel)
    return latePlugins
      ? latePlugins.then(() => kernel.connections.restore())
      : kernel.connections.restore()
  }
  const ready = (
    painting ? new Promise<void>((painted) => afterNextPaint(painted)).then(start) : start()
  ).catch((error) => log.error('restoring sessions failed', error))

  return Object.assign(kernel, {
    ready,
    destroy() {
      if (destroyed) return
      destroyed = true
      tearDown()
    },
  })
}

/**
 * Applies what the visitor left in storage: the recent wallets, each namespace's stored
 * network and the stored active namespace, where still supported. The fallbacks
 * (`defaultNetwork`, else the first network) are `startState`'s; a namespace `initialState`
 * connected keeps that connection's network, and a configured `defaultNetwork` keeps its
 * namespace active. One state change, and none on a first visit: the first immer draft is
 * the costliest part of starting an instance (issue 15).
 */
function applyStoredState(kernel: Kernel) {
  const recent = kernel.storage.get(startKeys.recentWallets)?.slice(0, 2) ?? []
  const stored = kernel.storage.get(startKeys.activeCaipNetworkIds) ?? {}
  const storedNamespace = kernel.storage.get(startKeys.activeNamespace)
  const seeded = kernel.store.getState().connections
  const namespaces = kernel.chains.namespaces()
  const { defaultNetwork } = kernel.options
  const fallback = defaultNetwork ? kernel.networks.get(defaultNetwork) : undefined
  const networks = namespaces.flatMap((namespace) => {
    const storedId = stored[namespace]
    return seeded[namespace] || !storedId || !kernel.networks.isSupported(storedId)
      ? []
      : [[namespace, storedId as CaipNetworkId] as const]
  })
  const namespace =
    !Object.keys(seeded).length &&
    !fallback &&
    storedNamespace &&
    namespaces.includes(storedNamespace)
      ? storedNamespace
      : undefined
  if (!recent.length && !networks.length && !namespace) return
  kernel.store.setState((state) => {
    if (recent.length) state.recentWallets = recent
    for (const [namespace, active] of networks)
      state.networks[namespace] = { active, approved: [], supportsAllNetworks: true }
    if (namespace) state.activeNamespace = namespace
  })
}
