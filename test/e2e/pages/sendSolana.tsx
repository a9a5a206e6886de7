// The host page of test/e2e/send-solana.spec.ts: solana() on the LiteSVM shim, send() and
// receive(), the React ConnectButton (which opens the modal) and the Wallet Standard test
// wallet registered in the page. The spec bundles it with esbuild and serves it with a
// strict CSP; it reads the shim's URL, the wallet seed and the mint from /config.json.

import { createSolanaTestWallet } from 'gangway/testing/solana'
import { createRoot } from 'react-dom/client'
import { solana, solanaLocalnet } from '../../../chains/solana/index.js'
import { createGangway, type ThemeMode } from '../../../index.js'
import { receive } from '../../../plugins/receive/index.js'
import { send } from '../../../plugins/send/index.js'
import { ConnectButton, GangwayProvider } from '../../../ui-shell/react/index.js'

export type SendSolanaPageConfig = {
  rpcUrl: string
  seed: number[]
  mint: string
}

/** What the spec reaches through `window.sendSolanaPage`. */
export type SendSolanaPageWindow = { sendSolanaPage: { rejectNext(): void } }

// The built-in localnet has no icon: the ConnectButton shows its initial.
const localnet = solanaLocalnet

async function main() {
  const config = (await (await fetch('/config.json')).json()) as SendSolanaPageConfig
  const theme = (new URLSearchParams(location.search).get('theme') as ThemeMode | null) ?? 'light'
  document.documentElement.dataset.theme = theme
  const testWallet = await createSolanaTestWallet({
    rpcUrl: config.rpcUrl,
    privateKey: Uint8Array.from(config.seed),
  })
  testWallet.register()
  const gangway = createGangway({
    metadata: { name: 'Solana send e2e', url: location.origin },
    chains: [
      solana({
        networks: [localnet],
        rpcUrls: { localnet: [config.rpcUrl] },
        tokens: { localnet: [{ address: config.mint, name: 'Test USD', symbol: 'TUSD' }] },
      }),
    ],
    plugins: [receive(), send()],
    theme: { mode: theme },
  })
  const page: SendSolanaPageWindow['sendSolanaPage'] = { rejectNext: () => testWallet.rejectNext() }
  Object.assign(window, { sendSolanaPage: page })
  createRoot(document.getElementById('root')!).render(
    <GangwayProvider gangway={gangway}>
      <header>
        <h1>Solana send</h1>
        <ConnectButton />
      </header>
    </GangwayProvider>,
  )
}

void main()
