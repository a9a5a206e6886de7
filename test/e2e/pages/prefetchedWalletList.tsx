// The host page of wallet-list.spec.ts's idle-prefetch test: eip155, the React ConnectButton,
// an installed wallet and the bundled wallet directory (no hosted one). It records what the
// modal's first render of the dialog held, before any later render could change it.
import { createTestWallet } from 'gangway/testing'
import { createRoot } from 'react-dom/client'
import { eip155, mainnet } from '../../../chains/eip155/index.js'
import { createGangway } from '../../../index.js'
import { ConnectButton, GangwayProvider } from '../../../ui-shell/react/index.js'
import { peekFirstWallets } from '../../../ui-shell/walletSource.js'

/** What the spec reaches through `window.prefetchedWalletList`. */
export type PrefetchedWalletListWindow = {
  prefetchedWalletList: {
    /** The modal is mounted (closed) in its shadow root. */
    mounted(): boolean
    /** Connect's first wallets are computed and still hold. */
    listed(): boolean
    /** The dialog's first render: its wallet rows and placeholders. */
    firstRender?: { rows: number; placeholders: number } | undefined
    placeholdersSeen: boolean
  }
}

// An unreachable RPC: the wallet is only listed, never asked for anything here. `?icon=` gives
// it another icon (a URL on a server, for the spec's privacy check).
const icon = new URLSearchParams(location.search).get('icon')
createTestWallet({
  rpcUrl: 'http://127.0.0.1:9',
  chainId: 1,
  info: icon
    ? { uuid: 'e2e-icon', name: 'Demo Wallet', icon, rdns: 'com.example.demo' }
    : { name: 'Demo Wallet', rdns: 'dev.gangway.demo' },
}).announce()
const gangway = createGangway({
  metadata: { name: 'Prefetched wallet list e2e', url: location.origin },
  chains: [eip155({ networks: [mainnet] })],
})
const shadow = () => document.querySelector('gangway-modal')?.shadowRoot ?? undefined
const state: PrefetchedWalletListWindow['prefetchedWalletList'] = {
  mounted: () => Boolean(shadow()?.querySelector('.gangway-root')),
  listed: () => peekFirstWallets(gangway.kernel, 4) !== undefined,
  placeholdersSeen: false,
}
Object.assign(window, { prefetchedWalletList: state } satisfies PrefetchedWalletListWindow)
// Mutation records arrive after React's commit and before the frame is painted.
new MutationObserver((_, observer) => {
  const root = shadow()
  if (!root) return
  observer.disconnect()
  new MutationObserver(() => {
    if (root.querySelector('.placeholder')) state.placeholdersSeen = true
    if (state.firstRender || !root.querySelector('[role="dialog"]')) return
    state.firstRender = {
      rows: root.querySelectorAll('[role="dialog"] [data-wallet]').length,
      placeholders: root.querySelectorAll('[role="dialog"] .placeholder').length,
    }
  }).observe(root, { childList: true, subtree: true })
}).observe(document.body, { childList: true })
createRoot(document.getElementById('root')!).render(
  <GangwayProvider gangway={gangway}>
    <ConnectButton />
  </GangwayProvider>,
)
