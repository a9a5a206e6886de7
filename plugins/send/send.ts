import { definePlugin, type Kernel, type Plugin } from 'gangway/kernel'
import { initialSendState, sendSlice } from './state.js'

/** The send plugin as `send()` returns it. */
export type SendPlugin = Plugin & { name: 'send' }

const loadSendView = () => import('./views/WalletSend.js')
const loadPreviewView = () => import('./views/WalletSendPreview.js')

/**
 * Sending tokens (SPEC §4 "Send flow"): a Send button on Account, the WalletSend form and
 * the WalletSendPreview step. Native coins and the tokens the chain plugin reports (ERC-20,
 * SPL), on any chain whose adapter implements the chain contract's transfers
 * (`estimateTransfer`, `sendTransfer`): eip155, solana, bip122 and third-party chains; on
 * others the form says 'Unsupported chain'. Everything but this descriptor loads on first use.
 *
 * @returns A plugin for `createGangway({ plugins: [send()] })`.
 * @example
 * const gangway = createGangway({ chains: [eip155({ networks: [base] })], plugins: [send()] })
 * gangway.open({ view: 'WalletSend' })
 */
export function send(): SendPlugin {
  return definePlugin({
    name: 'send',
    // Each locale its own chunk, loaded by the modal for its locale only.
    messages: {
      en: {},
      load: (locale) => import('./locales/index.js').then((catalogues) => catalogues.load(locale)),
    },
    views: { WalletSend: loadSendView, WalletSendPreview: loadPreviewView },
    slice: sendSlice,
    entries: [
      {
        where: 'account',
        label: 'send',
        view: 'WalletSend',
        // SPEC §9 wallet-feature order: onramp 10, swaps 20, receive 30, send 40.
        order: 40,
        icon: 'arrowUp',
      },
    ],
    setup(kernel: Kernel) {
      // SPEC §4: switching network (or account) clears the send form.
      const reset = () =>
        sendSlice.update(kernel, (draft) => {
          if (!draft.loading) Object.assign(draft, initialSendState)
        })
      const stops = [
        kernel.bus.on('networkChanged', reset),
        kernel.bus.on('accountsChanged', reset),
        kernel.bus.on('disconnect', reset),
      ]
      return () => {
        for (const stop of stops) stop()
      }
    },
  })
}
