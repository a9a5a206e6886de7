import { definePlugin, type Plugin } from 'gangway/kernel'

const loadReceiveView = () => import('./views/WalletReceive.js')

/** The receive plugin as `receive()` returns it. */
export type ReceivePlugin = Plugin & { name: 'receive' }

/**
 * Receiving tokens: a Receive button on Account and the WalletReceive view (the address as
 * text and QR code, copy, and the networks it can receive on). The view loads on first use.
 *
 * @returns A plugin for `createGangway({ plugins: [receive()] })`.
 * @example
 * const gangway = createGangway({ chains: [eip155({ networks: [base] })], plugins: [receive()] })
 * gangway.open({ view: 'WalletReceive' })
 */
export function receive(): ReceivePlugin {
  return definePlugin({
    name: 'receive',
    // Each locale its own chunk, loaded by the modal for its locale only.
    messages: {
      en: {},
      load: (locale) => import('./locales/index.js').then((catalogues) => catalogues.load(locale)),
    },
    views: { WalletReceive: loadReceiveView },
    // SPEC §9 wallet-feature order: onramp 10, swaps 20, receive 30, send 40.
    entries: [
      { where: 'account', label: 'receive', view: 'WalletReceive', order: 30, icon: 'arrowDown' },
    ],
  })
}
