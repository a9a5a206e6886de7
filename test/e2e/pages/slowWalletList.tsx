// The host page of test/e2e/wallet-list.spec.ts: eip155 and the React ConnectButton, with a
// wallet list that answers only when the spec calls `window.slowWalletList.release()`, as a
// slow network or device would. `/config.json` says whether a wallet extension is installed.
// The page notes whether the modal ever showed the empty-wallet message.
import { createTestWallet } from 'gangway/testing'
import { createRoot } from 'react-dom/client'
import { eip155, mainnet } from '../../../chains/eip155/index.js'
import { createGangway } from '../../../index.js'
import { setWalletSource, type WalletListItem } from '../../../ui-shell/index.js'
import { ConnectButton, GangwayProvider } from '../../../ui-shell/react/index.js'

export type SlowWalletListPageConfig = { installed: boolean }

/** What the spec reaches through `window.slowWalletList`. */
export type SlowWalletListWindow = {
  slowWalletList: { release(): void; sawEmptyMessage: boolean }
}

const emptyMessage = 'No wallets found'

async function main() {
  const config = (await (await fetch('/config.json')).json()) as SlowWalletListPageConfig
  // An unreachable RPC: the wallet is only listed, never asked for anything here.
  if (config.installed)
    createTestWallet({
      rpcUrl: 'http://127.0.0.1:9',
      chainId: 1,
      info: { name: 'Demo Wallet', rdns: 'dev.gangway.demo' },
    }).announce()
  const gangway = createGangway({
    metadata: { name: 'Slow wallet list e2e', url: location.origin },
    chains: [eip155({ networks: [mainnet] })],
  })
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const directoryWallets: WalletListItem[] = [
    { id: 'directory:alpha', name: 'Alpha Wallet', homepage: 'https://alpha.example/' },
    { id: 'directory:beta', name: 'Beta Wallet', homepage: 'https://beta.example/' },
  ]
  setWalletSource(gangway.kernel, {
    async getWallets() {
      await released
      const installed = gangway.kernel.connectors.all().map((connector) => ({
        id: `${connector.namespace}:${connector.id}`,
        name: connector.name,
        connector,
      }))
      const data = [...installed, ...directoryWallets]
      return { data, count: data.length }
    },
  })
  const state = { release: () => release(), sawEmptyMessage: false }
  Object.assign(window, { slowWalletList: state } satisfies SlowWalletListWindow)
  // Watch the modal from the moment its shadow root fills: any frame with the message counts.
  new MutationObserver((_, observer) => {
    const shadow = document.querySelector('gangway-modal')?.shadowRoot
    if (!shadow) return
    observer.disconnect()
    const check = () => {
      if (shadow.textContent?.includes(emptyMessage)) state.sawEmptyMessage = true
    }
    check()
    new MutationObserver(check).observe(shadow, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  }).observe(document.body, { childList: true })
  createRoot(document.getElementById('root')!).render(
    <GangwayProvider gangway={gangway}>
      <ConnectButton />
    </GangwayProvider>,
  )
}

void main()
