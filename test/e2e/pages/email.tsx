// The host page of test/e2e/email.spec.ts: eip155 (anvil) and solana, email() against the
// secure site the spec starts, send() and the ConnectButton; `?locale=de` sets the locale. The spec bundles it with esbuild
// and serves it with a strict CSP; /config.json names the RPC and the secure site.
// smart.spec.ts adds `?sessions=on` (email's smartSessions, and a dapp's session key through
// the config's bundler) and `?siwx=eoa-only` (sign-in whose verifier knows only plain keys).

import { createGangway } from 'gangway'
import { defineNetwork, eip155 } from 'gangway/eip155'
import { email } from 'gangway/email'
import type { Plugin } from 'gangway/kernel'
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { send } from 'gangway/send'
import { siwx } from 'gangway/siwx'
import { createRoot } from 'react-dom/client'
import { type Address, recoverMessageAddress } from 'viem'
import { createSessionDemo, type SessionDemo } from '../../../demo/sessionKey.js'

export type EmailPageConfig = {
  rpcUrl: string
  chainId: number
  secureSiteUrl: string
  /** The dapp's own bundler, for `?sessions=on`. */
  bundlerUrl?: string
  entryPoint?: Address
}

type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/** What the spec reaches through `window.emailPage`. */
export type EmailPageWindow = {
  emailPage: {
    request(method: string, params?: unknown): Promise<unknown>
    address(): string | undefined
    session?: SessionDemo
    /** Every analytics event the instance raised, in order (the host's `on('analytics')`). */
    analytics: { event: string; properties: Readonly<Record<string, unknown>> }[]
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
  const query = new URLSearchParams(location.search)
  const locale = query.get('locale') ?? undefined
  const smartSessions = query.get('sessions') === 'on'
  const plugins: Plugin[] = [email({ secureSiteUrl: config.secureSiteUrl, smartSessions }), send()]
  if (query.get('siwx') === 'eoa-only')
    plugins.push(
      siwx({
        // A dapp whose check recovers a plain key's signature: a smart account's fails it.
        verifiers: [
          {
            namespace: 'eip155',
            verify: async ({ message, data, signature }) =>
              (
                await recoverMessageAddress({ message, signature: signature as `0x${string}` })
              ).toLowerCase() === data.accountAddress.toLowerCase(),
          },
        ],
      }),
    )
  const gangway = createGangway({
    metadata: { name: 'E-mail e2e', url: location.origin },
    locale,
    chains: [eip155({ networks: [local] })],
    plugins,
  })
  const page: EmailPageWindow['emailPage'] = {
    request: async (method, params) => {
      const provider = gangway.getProvider('eip155') as Provider | undefined
      if (!provider) throw new Error('not connected')
      return provider.request({ method, params })
    },
    address: () => gangway.kernel.connections.get('eip155')?.address,
    analytics: [],
  }
  gangway.on('analytics', ({ event, properties }) =>
    page.analytics.push({ event, properties: properties ?? {} }),
  )
  if (smartSessions && config.bundlerUrl && config.entryPoint)
    page.session = createSessionDemo({
      provider: () => gangway.getProvider('eip155') as Provider | undefined,
      rpcUrl: config.rpcUrl,
      bundlerUrl: config.bundlerUrl,
      entryPoint: config.entryPoint,
      chainId: config.chainId,
    })
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
