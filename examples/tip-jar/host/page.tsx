// An example host page for the tip jar: one EVM chain, the tip jar, and the ConnectButton.
// It reads its chain and locale from /config.json and the `?locale=` query, and exposes the
// instance as `window.tipJarHost` so a test (or a console) can use the public dispatch. The
// wallet is the visitor's (an extension; in the example's test, gangway/testing's).
import { createGangway, type Gangway } from 'gangway'
import { defineNetwork, eip155 } from 'gangway/eip155'
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { createRoot } from 'react-dom/client'
import { tipJar } from '../src/index.js'

/** What the host reads from /config.json. */
export type TipJarHostConfig = { rpcUrl: string; chainId: number }

/** What the host exposes on `window`. */
export type TipJarHostWindow = { tipJarHost: { gangway: Gangway } }

async function main() {
  const config = (await (await fetch('/config.json')).json()) as TipJarHostConfig
  const network = defineNetwork({
    id: config.chainId,
    name: 'Local chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
    testnet: true,
  })
  const gangway = createGangway({
    metadata: { name: 'Tip jar example', url: location.origin },
    chains: [eip155({ networks: [network] })],
    plugins: [tipJar({ amounts: [1, 5, 10], currency: 'EUR' })],
    locale: new URLSearchParams(location.search).get('locale') ?? 'en',
  })
  Object.assign(window, { tipJarHost: { gangway } } satisfies TipJarHostWindow)
  createRoot(document.getElementById('root')!).render(
    <GangwayProvider gangway={gangway}>
      <header>
        <h1>Tip jar example</h1>
        <ConnectButton />
      </header>
    </GangwayProvider>,
  )
}

void main()
