// The host page of test/e2e/socials.spec.ts and farcaster.spec.ts: eip155 (anvil), email() and socials() against
// the secure site the spec starts, and the ConnectButton. The spec bundles it with esbuild
// and serves it with a strict CSP; /config.json names the RPC and the secure site.

import { createGangway } from 'gangway'
import { defineNetwork, eip155 } from 'gangway/eip155'
import { email } from 'gangway/email'
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { type SocialProvider, socials } from 'gangway/socials'
import { createRoot } from 'react-dom/client'

export type SocialsPageConfig = {
  rpcUrl: string
  chainId: number
  secureSiteUrl: string
  /** The buttons (default: SPEC's six OAuth providers). */
  providers?: SocialProvider[]
}

/** What the spec reaches through `window.socialsPage`. */
export type SocialsPageWindow = {
  socialsPage: { address(): string | undefined; socialProvider(): string | null }
}

async function main() {
  const config = (await (await fetch('/config.json')).json()) as SocialsPageConfig
  const local = defineNetwork({
    id: config.chainId,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
    testnet: true,
  })
  const gangway = createGangway({
    metadata: { name: 'Socials e2e', url: location.origin },
    chains: [eip155({ networks: [local] })],
    plugins: [
      email({ secureSiteUrl: config.secureSiteUrl }),
      socials({
        secureSiteUrl: config.secureSiteUrl,
        providers: config.providers ?? ['google', 'github', 'x', 'discord', 'apple', 'facebook'],
      }),
    ],
  })
  const page: SocialsPageWindow['socialsPage'] = {
    address: () => gangway.kernel.connections.get('eip155')?.address,
    socialProvider: () =>
      Object.entries(localStorage).find(([key]) => key.endsWith('connected-social'))?.[1] ?? null,
  }
  Object.assign(window, { socialsPage: page })
  createRoot(document.getElementById('root')!).render(
    <GangwayProvider gangway={gangway}>
      <header>
        <h1>Social login</h1>
        <ConnectButton />
      </header>
    </GangwayProvider>,
  )
}

void main()
