// The demo dapp: a tip jar with a guestbook. It uses only Gangway's public API. This file is
// the page (App) and its start (main); the wallets, the plugins and each card are beside it.

import { createGangway, type Gangway, type ThemeMode } from 'gangway'
import { defineNetwork, eip155 } from 'gangway/eip155'
import { type ApprovalRequest, requestApproval, toCaipAddress } from 'gangway/kernel'
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { getSiwx } from 'gangway/siwx'
import type { ReactElement } from 'react'
import { createRoot } from 'react-dom/client'
import { AccountPanel } from './components/AccountPanel.js'
import { Actions } from './components/Actions.js'
import { EventLog } from './components/EventLog.js'
import { SessionPanel } from './components/SessionPanel.js'
import { ThemeControls } from './components/ThemeControls.js'
import { WalletSessionPanel } from './components/WalletSessionPanel.js'
import { demoPlugins } from './plugins.js'
import type { DemoConfig } from './server.js'
import { installDemoSolana, installDemoWallet } from './wallets.js'

function App({ gangway, config }: { gangway: Gangway; config: DemoConfig }): ReactElement {
  return (
    <GangwayProvider gangway={gangway}>
      <header className="topbar">
        <a className="brand" href="/">
          <img src="/assets/logo.svg" alt="" width="28" height="28" />
          Tip Jar
        </a>
        <nav aria-label="Main">
          <a href="/">Home</a>
          <a href="/#about">About</a>
        </nav>
        <ConnectButton />
      </header>
      <main>
        <div className="hero">
          <h1>Leave a note, tip the builder.</h1>
          <p>
            A tiny dapp on two local anvil chains. Connect the <strong>Demo Wallet</strong>, sign
            the guestbook and send a tip — nothing leaves your machine.
          </p>
        </div>
        <div className="grid">
          <AccountPanel gangway={gangway} />
          <Actions gangway={gangway} recipient={config.recipient} />
          <ThemeControls gangway={gangway} />
          <WalletSessionPanel gangway={gangway} recipient={config.recipient} />
          {config.smartAccount ? (
            <SessionPanel
              gangway={gangway}
              config={{ ...config, smartAccount: config.smartAccount }}
            />
          ) : null}
          <EventLog />
        </div>
        {config.secureSiteUrl ? (
          <p className="footer">
            E-mail login runs on this machine: read your one-time code in the development inbox at{' '}
            <a href={`${config.secureSiteUrl}/dev/inbox`}>{`${config.secureSiteUrl}/dev/inbox`}</a>.
          </p>
        ) : null}
        <p id="about" className="footer">
          Built with Gangway — an open, self-hostable wallet-connection widget.
        </p>
      </main>
    </GangwayProvider>
  )
}

async function main() {
  const config = (await (await fetch('/config.json')).json()) as DemoConfig
  const demoWallet = installDemoWallet(config)
  const params = new URLSearchParams(location.search)
  const theme = (params.get('theme') as ThemeMode | null) ?? 'system'
  document.documentElement.dataset.theme = theme
  const networks = config.networks.map((network) =>
    defineNetwork({
      id: network.id,
      name: network.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [network.rpcUrl] } },
      assets: { imageUrl: network.image },
      testnet: network.id !== 31337,
    }),
  )
  const plugins = demoPlugins({ config, params })
  const solanaChain = params.has('multichain') ? await installDemoSolana() : undefined
  const gangway = createGangway({
    metadata: { name: 'Tip Jar', description: 'The Gangway demo dapp', url: location.origin },
    chains: [
      eip155({
        networks,
        tokens: Object.fromEntries(
          networks.map((network) => [
            network.id,
            config.tokens
              .filter((t) => t.chainId === network.id)
              .map((t) => ({ address: t.address })),
          ]),
        ),
      }),
      ...(solanaChain ? [solanaChain] : []),
    ],
    plugins,
    // `?wc`: WalletConnect through the local relay of `npm start` (gangway/testing/walletconnect);
    // no Verify step offline.
    walletConnect: params.has('wc')
      ? { projectId: 'gangway-demo', relayUrl: config.relayUrl }
      : undefined,
    // `?directory=remote` (or `down`): the hosted wallet directory the demo server mounts;
    // without it the bundled directory is used.
    walletDirectory:
      params.get('directory') === 'remote' || params.get('directory') === 'down'
        ? {
            url: `${location.origin}/${params.get('directory') === 'down' ? 'directory-down' : 'directory'}`,
            projectId: 'gangway-demo',
          }
        : undefined,
    featuredWalletIds: params.get('featured')?.split(',') ?? undefined,
    theme: { mode: theme },
    locale: params.get('lang') ?? undefined,
  })
  const signIn = params.get('siwx')
  Object.assign(window, {
    gangwayDemo: {
      gangway,
      walletRequests: demoWallet.requests,
      wallet: demoWallet.wallet,
      // Resolves once sign-in checked the current account (tests wait on it, not on time).
      signInChecked: async () => {
        const connection = gangway.kernel.connections.get()
        if ((signIn === 'required' || signIn === 'optional') && connection)
          await getSiwx(gangway.kernel).check(
            toCaipAddress({ caipNetworkId: connection.caipNetworkId, address: connection.address }),
          )
      },
      // What an embedded wallet does with a request that needs the visitor's approval.
      requestApproval: (request: ApprovalRequest) =>
        requestApproval(gangway.kernel, request).then(
          () => 'approved',
          (error: Error) => error.name,
        ),
    },
  })
  createRoot(document.getElementById('root')!).render(<App gangway={gangway} config={config} />)
}

void main()
