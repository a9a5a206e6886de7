import {
  type ConnectorSession,
  definePlugin,
  type Kernel,
  type Namespace,
  type Plugin,
  PluginError,
  parseOptions,
} from 'gangway/kernel'
import * as z from 'zod/mini'
import type { WalletConnectController } from './walletConnectController.js'

/** The connector id WalletConnect registers in every enabled namespace. */
export const walletConnectConnectorId = 'walletConnect'

/** SPEC §2's Connecting views: the QR code, deep links, copy; loaded on first use. */
const loadView = () => import('./views/ConnectingWalletConnect.js')
const views = {
  ConnectingWalletConnect: loadView,
  ConnectingWalletConnectBasic: loadView,
  // The row's icon (gangway/ui's connectorIconSlot, spelled out: no kit module in the first
  // bundle): not in the first bundle either.
  [`ConnectorIcon:${walletConnectConnectorId}`]: () => import('./views/WalletConnectIcon.js'),
}

/** Advanced settings; hosts rarely need them (tests do). */
export type WalletConnectParameters = {
  /** A WalletConnect `IKeyValueStorage` (default: IndexedDB in browsers). */
  storage?: unknown
  /** Keeps two instances' relay clients apart (default: the `storagePrefix` option). */
  storagePrefix?: string | undefined
  /** How long the relay gets before the visitor sees an error with a retry (default 8 s). */
  relayTimeout?: number | undefined
}

// Eager (createGangway imports this descriptor): kept small; the relay client checks the
// storage's methods when it loads.
const parametersSchema = z.optional(
  z.object({
    storage: z.optional(z.object({})),
    storagePrefix: z.optional(z.string()),
    relayTimeout: z.optional(z.number().check(z.refine((ms) => ms > 0, 'expected ms > 0'))),
  }),
)

/** The WalletConnect plugin as `walletConnect()` returns it. */
export type WalletConnectPlugin = Plugin<'walletconnect'>

/** Each instance's controller loader, set while the plugin runs in it with the option. */
const controllerLoaders = new WeakMap<Kernel, () => Promise<WalletConnectController>>()

/**
 * WalletConnect: mobile and remote wallets over a relay. Eagerly it only registers a
 * `WALLET_CONNECT` connector per enabled namespace; the relay client
 * (`@walletconnect/universal-provider`) loads when a visitor picks a WalletConnect wallet or
 * a stored session is restored. `createGangway` adds it when the `walletConnect` option is set.
 *
 * @param parameters - Advanced: relay client storage, storage prefix, relay timeout.
 * @returns A plugin that reads `options.walletConnect`; without it, it does nothing.
 * @example
 * createGangway({ walletConnect: { projectId }, chains: [eip155({ networks: [mainnet] })] })
 */
export function walletConnect(parameters: WalletConnectParameters = {}): WalletConnectPlugin {
  parseOptions({ plugin: 'walletconnect', schema: parametersSchema, options: parameters })
  const controllers = new WeakMap<Kernel, Promise<WalletConnectController>>()
  const load = (kernel: Kernel) => {
    let controller = controllers.get(kernel)
    if (!controller) {
      controller = import('./createWalletConnectController.js').then((module) =>
        module.createWalletConnectController(kernel, parameters),
      )
      controller.catch(() => controllers.delete(kernel))
      controllers.set(kernel, controller)
    }
    return controller
  }
  return definePlugin({
    name: 'walletconnect',
    // Each locale its own chunk, loaded by the modal for its locale only.
    messages: {
      en: {},
      load: (locale) => import('./locales/index.js').then((catalogues) => catalogues.load(locale)),
    },
    views,
    setup(kernel: Kernel) {
      if (!kernel.options.walletConnect) return
      controllerLoaders.set(kernel, () => load(kernel))
      const session: ConnectorSession = {
        getProvider: async (namespace: Namespace) => (await load(kernel)).getProvider(namespace),
        disconnect: async () => (await load(kernel)).disconnect(),
        getCapabilities: async (namespace, parameters) =>
          (await load(kernel)).getCapabilities(namespace, parameters),
      }
      // SPEC §2: opening with a connection URI shows it as a QR code and deep links.
      const removeRule = kernel.modal.addInitialViewRule(({ options }) =>
        options.uri ? 'ConnectingWalletConnect' : undefined,
      )
      for (const namespace of kernel.chains.namespaces())
        kernel.connectors.attach({
          connector: {
            id: walletConnectConnectorId,
            name: 'WalletConnect',
            type: 'WALLET_CONNECT',
            namespace,
          },
          session,
        })
      return () => {
        removeRule()
        void controllers.get(kernel)?.then((controller) => controller.destroy())
        controllers.delete(kernel)
        controllerLoaders.delete(kernel)
      }
    },
  })
}

/**
 * The WalletConnect controller of an instance: pairing state, `pair()`, `disconnect()`,
 * `request()` in any namespace of the session.
 *
 * @throws PluginError when the instance has no `walletConnect` option.
 * @example
 * const wc = await getWalletConnect(gangway.kernel)
 * const signature = await wc.request({ method: 'polkadot_signMessage', params }, 'polkadot:91b1…')
 */
export function getWalletConnect(kernel: Kernel): Promise<WalletConnectController> {
  // `createGangway`'s walletConnect option starts the plugin when its code arrives, before
  // the instance is ready: asked earlier, this waits for that.
  const { ready } = kernel as { ready?: Promise<void> }
  if (!controllerLoaders.has(kernel) && kernel.options.walletConnect && ready)
    return ready.then(() => startedController(kernel))
  return startedController(kernel)
}

function startedController(kernel: Kernel): Promise<WalletConnectController> {
  const controller = controllerLoaders.get(kernel)?.()
  if (!controller)
    return Promise.reject(
      new PluginError('walletconnect', 'WalletConnect is not enabled.', {
        details: 'Pass the walletConnect: { projectId } option to createGangway.',
      }),
    )
  return controller
}
