// The host page of test/e2e/names.spec.ts: eip155 on anvil with a Demo Wallet (EIP-6963),
// names() reading the local ENS deployment and registering through the secure site's name
// service, send() and the ConnectButton. Bundled by the spec, served with a strict CSP.

import { createGangway } from 'gangway'
import { defineNetwork, eip155 } from 'gangway/eip155'
import { names } from 'gangway/names'
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { send } from 'gangway/send'
import { createTestWallet } from 'gangway/testing'
import { createRoot } from 'react-dom/client'
import type { Hex } from 'viem'

export type NamesPageConfig = {
  rpcUrl: string
  chainId: number
  privateKey: Hex
  namesUrl: string
  parent: string
  universalResolver: `0x${string}`
}

async function main() {
  const config = (await (await fetch('/config.json')).json()) as NamesPageConfig
  const wallet = createTestWallet({
    rpcUrl: config.rpcUrl,
    chainId: config.chainId,
    privateKeys: [config.privateKey],
    info: { name: 'Demo Wallet', rdns: 'dev.gangway.demo' },
  })
  wallet.announce()
  const local = defineNetwork({
    id: config.chainId,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
    testnet: true,
  })
  const gangway = createGangway({
    metadata: { name: 'Names e2e', url: location.origin },
    chains: [eip155({ networks: [local] })],
    plugins: [
      send(),
      names({
        service: { url: config.namesUrl, parent: config.parent },
        ens: { chainId: config.chainId, universalResolver: config.universalResolver },
      }),
    ],
  })
  createRoot(document.getElementById('root')!).render(
    <GangwayProvider gangway={gangway}>
      <header>
        <h1>Names</h1>
        <ConnectButton />
      </header>
    </GangwayProvider>,
  )
}

void main()
