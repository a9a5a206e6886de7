// The host page of test/e2e/email.spec.ts: eip155 (anvil) and solana, email() against the
// secure site the spec starts, send() and the ConnectButton; `?locale=de` sets the locale. The spec bundles it with esbuild
// and serves it with a strict CSP; /config.json names the RPC and the secure site.

import { createGangway } from 'gangway'
import { defineNetwork, eip155 } from 'gangway/eip155'
import { email } from 'gangway/email'
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { send } from 'gangway/send'
import { createRoot } from 'react-dom/client'

export type EmailPageConfig = { rpcUrl: string; chainId: number; secureSiteUrl: string }

type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/** What the spec reaches through `window.emailPage`. */
export type EmailPageWindow = {
  emailPage: {
    request(method: string, params?: unknown): Promise<unknown>
    address(): string | undefined
  }
}

async function main() {
  const config = (await (await fetch('/config.json')).json()) as EmailPageConfig
  const local = defineNetwork({
    id: config.chainId,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
    testnet: true,
  })
  const locale = new URLSearchParams(location.search).get('locale') ?? undefined
  const gangway = createGangway({
    metadata: { name: 'E-mail e2e', url: location.origin },
    locale,
    chains: [eip155({ networks: [local] })],
    plugins: [email({ secureSiteUrl: config.secureSiteUrl }), send()],
  })
  const page: EmailPageWindow['emailPage'] = {
    request: async (method, params) => {
      const provider = gangway.getProvider('eip155') as Provider | undefined
      if (!provider) throw new Error('not connected')
      return provider.request({ method, params })
    },
    address: () => gangway.kernel.connections.get('eip155')?.address,
  }
  Object.assign(window, { emailPage: page })
  createRoot(document.getElementById('root')!).render(
    <GangwayProvider gangway={gangway}>
      <header>
        <h1>E-mail login</h1>
        <ConnectButton />
      </header>
    </GangwayProvider>,
  )
}

void main()
