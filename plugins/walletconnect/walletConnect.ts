import {
  type ConnectorSession,
  definePlugin,
  type Kernel,
  type Namespace,
  type Plugin,
  PluginError,
} from '../../kernel/index.js'
import type { WalletConnectController } from './createWalletConnectController.js'

/** The connector id WalletConnect registers in every enabled namespace. */
export const walletConnectConnectorId = 'walletConnect'

/** A small WalletConnect mark for the connector list (bundled: no request). */
export const walletConnectIcon =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"%3E%3Crect width="64" height="64" rx="16" fill="%233b99fc"/%3E%3Cpath d="M19.6 24.4c6.8-6.6 18-6.6 24.8 0l.8.8a.9.9 0 0 1 0 1.2l-2.8 2.7a.4.4 0 0 1-.6 0l-1.1-1.1c-4.8-4.6-12.5-4.6-17.3 0l-1.2 1.1a.4.4 0 0 1-.6 0l-2.8-2.7a.9.9 0 0 1 0-1.2zm30.6 5.7 2.5 2.4a.9.9 0 0 1 0 1.2L41.5 44.6a.9.9 0 0 1-1.2 0l-7.9-7.7a.2.2 0 0 0-.3 0l-7.9 7.7a.9.9 0 0 1-1.2 0L11.3 33.7a.9.9 0 0 1 0-1.2l2.5-2.4a.9.9 0 0 1 1.2 0l7.9 7.7a.2.2 0 0 0 .3 0l7.9-7.7a.9.9 0 0 1 1.2 0l7.9 7.7a.2.2 0 0 0 .3 0l7.9-7.7a.9.9 0 0 1 1.2 0z" fill="%23fff"/%3E%3C/svg%3E'

/** SPEC §2's Connecting views: the QR code, deep links, copy; loaded on first use. */
const loadView = () => import('./views/ConnectingWalletConnect.js')
const views = { ConnectingWalletConnect: loadView, ConnectingWalletConnectBasic: loadView }

/** Advanced settings; hosts rarely need them (tests do). */
export type WalletConnectParameters = {
  /** A WalletConnect `IKeyValueStorage` (default: IndexedDB in browsers). */
  storage?: unknown
  /** Keeps two instances' relay clients apart (default: the `storagePrefix` option). */
  storagePrefix?: string | undefined
  /** How long the relay gets before the visitor sees an error with a retry (default 8 s). */
  relayTimeout?: number | undefined
}

/** The WalletConnect plugin as `walletConnect()` returns it. */
export type WalletConnectPlugin = Plugin & {
  name: 'walletconnect'
  /** The instance's controller (loads it on first call); `undefined` without the option. */
  forKernel(kernel: Kernel): Promise<WalletConnectController> | undefined
}

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
    views,
    forKernel: (kernel: Kernel) => (kernel.options.walletConnect ? load(kernel) : undefined),
    setup(kernel: Kernel) {
      if (!kernel.options.walletConnect) return
      const session: ConnectorSession = {
        getProvider: async (namespace: Namespace) => (await load(kernel)).getProvider(namespace),
        disconnect: async () => (await load(kernel)).disconnect(),
      }
      for (const namespace of kernel.chains.namespaces())
        kernel.connectors.attach(
          {
            id: walletConnectConnectorId,
            name: 'WalletConnect',
            type: 'WALLET_CONNECT',
            namespace,
            imageUrl: walletConnectIcon,
          },
          session,
        )
      return () => {
        void controllers.get(kernel)?.then((controller) => controller.destroy())
        controllers.delete(kernel)
      }
    },
  }) as WalletConnectPlugin
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
  const plugin = kernel.options.plugins.find((p) => p.name === 'walletconnect') as
    | WalletConnectPlugin
    | undefined
  const controller = plugin?.forKernel(kernel)
  if (!controller)
    return Promise.reject(
      new PluginError('walletconnect', 'WalletConnect is not enabled.', {
        details: 'Pass the walletConnect: { projectId } option to createGangway.',
      }),
    )
  return controller
}
