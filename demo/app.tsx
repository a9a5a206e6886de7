// The demo dapp: a tip jar with a guestbook. It uses only Gangway's public API.
import { createTestWallet } from 'gangway/testing'
import { type ReactElement, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import {
  defineNetwork,
  type Eip155Adapter,
  eip155,
  type PermissionsSupport,
} from '../chains/eip155/index.js'
import { createGangway, type Gangway, type Plugin, type ThemeMode } from '../index.js'
import { type ApprovalRequest, requestApproval, toCaipAddress } from '../kernel/index.js'
import { email } from '../plugins/email/index.js'
import {
  explorerApi,
  history,
  hosted as hostedHistory,
  onchain as onchainHistory,
} from '../plugins/history/index.js'
import { names } from '../plugins/names/index.js'
import { coinbase, moonpay, onramp } from '../plugins/onramp/index.js'
import { receive } from '../plugins/receive/index.js'
import { send } from '../plugins/send/index.js'
import { sessions } from '../plugins/sessions/index.js'
import { getSiwx, siwx } from '../plugins/siwx/index.js'
import { type SocialProvider, socials } from '../plugins/socials/index.js'
import { onchain, swap } from '../plugins/swap/index.js'
import {
  ConnectButton,
  GangwayProvider,
  useAccount,
  useConnections,
  useGangway,
  useGangwayEvent,
  useNetwork,
} from '../ui-shell/react/index.js'
import type { DemoConfig } from './server.js'
import { createSessionDemo, type SessionDemo } from './sessionKey.js'

type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }

const walletIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7b61ff"/><stop offset="1" stop-color="#00c2ff"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#g)"/><path d="M16 24a6 6 0 0 1 6-6h20a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6H22a6 6 0 0 1-6-6z" fill="#fff" opacity=".95"/><rect x="34" y="28" width="14" height="8" rx="4" fill="#7b61ff"/><circle cx="40" cy="32" r="2" fill="#fff"/></svg>',
  )

/**
 * The Demo Wallet: gangway/testing's test wallet in the page, signing with anvil's first key
 * (its second is the other account), announced through EIP-6963, remembered across reloads.
 */
function installDemoWallet(config: DemoConfig) {
  const [main, ...others] = config.networks
  const keys = { authorized: 'gangway-demo/authorized', chain: 'gangway-demo/chain' }
  const wallet = createTestWallet({
    rpcUrl: main!.rpcUrl,
    chainId: main!.id,
    chains: others.map((network) => ({ id: network.id, rpcUrl: network.rpcUrl })),
    authorized: localStorage.getItem(keys.authorized) === '1',
    info: { name: 'Demo Wallet', icon: walletIcon, rdns: 'dev.gangway.demo' },
  })
  const storedChain = Number(localStorage.getItem(keys.chain))
  if (storedChain && storedChain !== main!.id) wallet.switchChain(storedChain, { emit: false })
  const requests: string[] = []
  const inner = wallet.provider as unknown as Provider & {
    on(event: string, listener: (payload: unknown) => void): unknown
    removeListener(event: string, listener: (payload: unknown) => void): unknown
  }
  const provider = {
    async request(args: { method: string; params?: unknown }) {
      requests.push(args.method)
      const result = await inner.request(args)
      if (args.method === 'eth_requestAccounts' || args.method === 'wallet_requestPermissions')
        localStorage.setItem(keys.authorized, '1')
      if (args.method === 'wallet_revokePermissions') localStorage.removeItem(keys.authorized)
      if (args.method === 'wallet_switchEthereumChain')
        localStorage.setItem(keys.chain, String(wallet.chainId))
      return result
    },
    on(event: string, listener: (payload: unknown) => void) {
      inner.on(event, listener)
      return provider
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      inner.removeListener(event, listener)
      return provider
    },
  }
  const detail = Object.freeze({ info: wallet.info, provider })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return { wallet, requests }
}

/**
 * `?multichain`: the Demo Wallet also in Solana (a Wallet Standard wallet of the same name),
 * so the modal shows one row with a namespace chooser. The demo runs no Solana node: the
 * RPC is a same-origin path that answers 404, so balances are unavailable, not connecting.
 */
async function installDemoSolana(): Promise<Plugin> {
  const [{ solana, solanaLocalnet }, { createSolanaTestWallet }] = await Promise.all([
    import('../chains/solana/index.js'),
    import('gangway/testing/solana'),
  ])
  const rpcUrl = `${location.origin}/solana-rpc`
  const testWallet = await createSolanaTestWallet({
    rpcUrl,
    name: 'Demo Wallet',
    privateKey: Uint8Array.from({ length: 32 }, (_, index) => index + 7),
  })
  testWallet.register()
  Object.assign(window, { gangwayDemoSolana: testWallet })
  return solana({ networks: [solanaLocalnet], rpcUrls: { localnet: [rpcUrl] } })
}

function toHex(text: string): string {
  return `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

function short(value: string, head = 10, tail = 8) {
  return value.length > head + tail ? `${value.slice(0, head)}…${value.slice(-tail)}` : value
}

/** Whether the current account has a sign-in session; `undefined` without the siwx plugin. */
function useSignedIn(gangway: Gangway): boolean | undefined {
  const [signedIn, setSignedIn] = useState<boolean>()
  useEffect(() => {
    let signIn: ReturnType<typeof getSiwx>
    try {
      signIn = getSiwx(gangway.kernel)
    } catch {
      return // 'SIWX is not enabled': the page was opened without ?siwx=
    }
    let live = true
    const read = () =>
      void signIn
        .getSession()
        .then((session) => live && setSignedIn(Boolean(session)))
        .catch(() => live && setSignedIn(false))
    read()
    const stop = gangway.kernel.store.subscribeAll(read)
    return () => {
      live = false
      stop()
    }
  }, [gangway])
  return signedIn
}

function AccountPanel({ gangway }: { gangway: Gangway }): ReactElement {
  const account = useAccount()
  const signedIn = useSignedIn(gangway)
  const { network, networks, switchNetwork } = useNetwork()
  const connections = useConnections()
  const { open } = useGangway()
  return (
    <section className="card" aria-labelledby="account-heading">
      <h2 id="account-heading">Your account</h2>
      <dl className="facts">
        <dt>Status</dt>
        <dd>
          <span className={`pill ${account.status}`} data-testid="status">
            {account.status}
          </span>
        </dd>
        <dt>Address</dt>
        <dd className="mono" data-testid="address">
          {account.address ?? '—'}
        </dd>
        <dt>Network</dt>
        <dd data-testid="network">{network?.name ?? '—'}</dd>
        <dt>Balance</dt>
        <dd className="mono" data-testid="balance">
          {account.balance ? `${account.balance.formatted} ${account.balance.symbol}` : '—'}
        </dd>
        <dt>Wallet</dt>
        <dd>
          {account.connector?.name ?? '—'}
          {connections.length > 1 ? ` (+${connections.length - 1})` : ''}
        </dd>
        {signedIn === undefined ? null : (
          <>
            <dt>Sign-in</dt>
            <dd>
              <span className={`pill ${signedIn ? 'connected' : ''}`} data-testid="sign-in">
                {signedIn ? 'signed in' : 'not signed in'}
              </span>
            </dd>
          </>
        )}
      </dl>
      <div className="row">
        {account.isConnected ? (
          <>
            <button
              type="button"
              className="secondary"
              onClick={() => void open({ view: 'Account' })}
            >
              Open account
            </button>
            <label className="select">
              <span className="sr-only">Network</span>
              <select
                value={network?.caipNetworkId ?? ''}
                onChange={(event) => void switchNetwork(event.target.value).catch(() => {})}
              >
                {networks.map((n) => (
                  <option key={n.caipNetworkId} value={n.caipNetworkId}>
                    {n.name}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : (
          <button type="button" onClick={() => void open()}>
            Connect a wallet
          </button>
        )}
      </div>
    </section>
  )
}

function Actions({ gangway, recipient }: { gangway: Gangway; recipient: string }): ReactElement {
  const account = useAccount()
  const [message, setMessage] = useState('Hello from the Gangway demo!')
  const [signature, setSignature] = useState<string>()
  const [hash, setHash] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState<'sign' | 'send'>()
  const provider = gangway.getProvider('eip155') as Provider | undefined

  async function run(kind: 'sign' | 'send', task: () => Promise<void>) {
    setBusy(kind)
    setError(undefined)
    try {
      await task()
    } catch (cause) {
      setError(
        (cause as { shortMessage?: string; message?: string }).shortMessage ??
          String((cause as Error).message ?? cause),
      )
    } finally {
      setBusy(undefined)
    }
  }

  const disabled = !account.isConnected || !provider
  return (
    <section className="card" aria-labelledby="actions-heading">
      <h2 id="actions-heading">Guestbook &amp; tip jar</h2>
      <label className="field">
        <span>Message to sign</span>
        <textarea value={message} rows={2} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <div className="row">
        <button
          type="button"
          disabled={disabled || busy !== undefined}
          data-testid="sign"
          onClick={() =>
            void run('sign', async () => {
              const result = (await provider!.request({
                method: 'personal_sign',
                params: [toHex(message), account.address],
              })) as string
              setSignature(result)
            })
          }
        >
          {busy === 'sign' ? 'Signing…' : 'Sign message'}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={disabled || busy !== undefined}
          data-testid="send"
          onClick={() =>
            void run('send', async () => {
              const result = (await provider!.request({
                method: 'eth_sendTransaction',
                params: [
                  { from: account.address, to: recipient, value: `0x${(10n ** 16n).toString(16)}` },
                ],
              })) as string
              setHash(result)
              await account.refetchBalance()
            })
          }
        >
          {busy === 'send' ? 'Sending…' : 'Tip 0.01 ETH'}
        </button>
      </div>
      {signature ? (
        <p className="result">
          Signature{' '}
          <code data-testid="signature" title={signature}>
            {short(signature)}
          </code>
        </p>
      ) : null}
      {hash ? (
        <p className="result">
          Transaction{' '}
          <code data-testid="tx-hash" title={hash}>
            {short(hash)}
          </code>
        </p>
      ) : null}
      {error ? (
        <p className="result error" role="alert" data-testid="action-error">
          {error}
        </p>
      ) : null}
      {!account.isConnected ? <p className="hint">Connect a wallet to sign or send.</p> : null}
    </section>
  )
}

/**
 * ERC-7715 sessions with the e-mail wallet's smart account: the dapp asks once for a key
 * that may tip the recipient up to 0.01 ETH for an hour, then tips with it without a prompt;
 * the visitor sees and revokes it on Account (or here).
 */
function SessionPanel({
  gangway,
  config,
}: {
  gangway: Gangway
  config: DemoConfig & { smartAccount: { bundlerUrl: string; entryPoint: string } }
}): ReactElement {
  const account = useAccount()
  const [session] = useState<SessionDemo>(() =>
    createSessionDemo({
      provider: () => gangway.getProvider('eip155') as Provider | undefined,
      rpcUrl: config.networks[0]!.rpcUrl,
      bundlerUrl: config.smartAccount.bundlerUrl,
      entryPoint: config.smartAccount.entryPoint as `0x${string}`,
      chainId: config.networks[0]!.id,
    }),
  )
  const [status, setStatus] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [granted, setGranted] = useState(false)

  async function run(task: () => Promise<string>) {
    setBusy(true)
    setError(undefined)
    try {
      setStatus(await task())
    } catch (cause) {
      setError(String((cause as Error).message ?? cause))
    } finally {
      setBusy(false)
      setGranted(session.context !== undefined)
    }
  }

  const disabled = !account.isConnected || busy
  return (
    <section className="card" aria-labelledby="session-heading">
      <h2 id="session-heading">Session key</h2>
      <p className="hint">
        Log in by e-mail (a smart account), grant the Tip Jar a session, then tip without a prompt.
        Revoke it here or on Account.
      </p>
      <div className="row">
        <button
          type="button"
          disabled={disabled}
          data-testid="session-grant"
          onClick={() =>
            void run(async () => {
              const key = await session.grant({
                to: config.recipient as `0x${string}`,
                allowance: 10n ** 16n,
                seconds: 3600,
              })
              return `Session granted to key ${short(key)}`
            })
          }
        >
          Grant a session
        </button>
        <button
          type="button"
          className="secondary"
          disabled={disabled || !granted}
          data-testid="session-tip"
          onClick={() =>
            void run(async () => {
              const hash = await session.send(10n ** 15n)
              await account.refetchBalance()
              return `Tipped 0.001 ETH without a prompt: ${short(hash)}`
            })
          }
        >
          Tip 0.001 ETH with the session
        </button>
        <button
          type="button"
          className="secondary"
          disabled={disabled || !granted}
          data-testid="session-revoke"
          onClick={() =>
            void run(async () => {
              await session.revoke()
              return 'Session revoked'
            })
          }
        >
          Revoke
        </button>
      </div>
      {status ? (
        <p className="result" data-testid="session-status">
          {status}
        </p>
      ) : null}
      {error ? (
        <p className="result error" role="alert" data-testid="session-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}

/**
 * ERC-7715 with a browser wallet (issue 36 item 9): offered only when the connected wallet
 * grants permissions, in either form; a wallet that does not sees no such panel.
 */
function WalletSessionPanel({
  gangway,
  recipient,
}: {
  gangway: Gangway
  recipient: string
}): ReactElement | null {
  const account = useAccount()
  const [support, setSupport] = useState<PermissionsSupport>()
  const [status, setStatus] = useState<string>()
  const [error, setError] = useState<string>()
  const connection = gangway.kernel.connections.get('eip155')
  const connectorId = connection?.connector.type === 'AUTH' ? undefined : connection?.connector.id
  const network = connection ? gangway.kernel.networks.get(connection.caipNetworkId) : undefined
  const target =
    connectorId && connection && network
      ? { connectorId, address: connection.address, network }
      : undefined
  const key = target ? `${target.connectorId}:${target.address}:${network?.caipNetworkId}` : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again when `key` changes
  useEffect(() => {
    let live = true
    setSupport(undefined)
    if (!target) return
    void (gangway.kernel.chains.load('eip155') as Promise<Eip155Adapter>)
      .then((adapter) => adapter.getPermissionsSupport(target))
      .then((found) => live && setSupport(found))
    return () => {
      live = false
    }
  }, [key, gangway])
  if (!account.isConnected || !support || !target) return null
  return (
    <section className="card" aria-labelledby="wallet-session-heading">
      <h2 id="wallet-session-heading">Session with your wallet</h2>
      <p className="hint">
        Your wallet grants permissions ({support.method}): allow the Tip Jar to send up to 0.01 ETH
        to the builder for an hour.
      </p>
      <div className="row">
        <button
          type="button"
          data-testid="wallet-session-grant"
          onClick={() => {
            setError(undefined)
            void (gangway.kernel.chains.load('eip155') as Promise<Eip155Adapter>)
              .then((adapter) =>
                adapter.requestPermissions({
                  ...target,
                  to: recipient,
                  expiry: Math.floor(Date.now() / 1000) + 3600,
                  permission: {
                    type: 'native-token-allowance',
                    data: { allowance: '0x2386f26fc10000' },
                  },
                }),
              )
              .then(
                (granted) => setStatus(`Session granted: ${short(granted.context)}`),
                (cause: Error) => setError(cause.message),
              )
          }}
        >
          Grant a session
        </button>
      </div>
      {status ? (
        <p className="result" data-testid="wallet-session-status">
          {status}
        </p>
      ) : null}
      {error ? (
        <p className="result error" role="alert" data-testid="wallet-session-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}

function EventLog(): ReactElement {
  const [events, setEvents] = useState<{ id: number; line: string }[]>([])
  const add = (line: string) =>
    setEvents((list) =>
      [
        { id: (list[0]?.id ?? 0) + 1, line: `${new Date().toLocaleTimeString()}  ${line}` },
        ...list,
      ].slice(0, 8),
    )
  useGangwayEvent('connect', ({ connector, address }) =>
    add(`connect ${connector.name} ${short(address, 6, 4)}`),
  )
  useGangwayEvent('disconnect', ({ connectorId }) => add(`disconnect ${connectorId}`))
  useGangwayEvent('networkChanged', ({ network }) => add(`network ${network.name}`))
  useGangwayEvent('open', ({ view }) => add(`open ${view}`))
  useGangwayEvent('close', () => add('close'))
  return (
    <section className="card" aria-labelledby="events-heading">
      <h2 id="events-heading">Events</h2>
      {events.length ? (
        <ol className="log">
          {events.map((event) => (
            <li key={event.id}>{event.line}</li>
          ))}
        </ol>
      ) : (
        <p className="hint">Events from gangway.on() appear here.</p>
      )}
    </section>
  )
}

const accents = ['#3f5efb', '#12a150', '#e93d82', '#f76b15']

function ThemeControls({ gangway }: { gangway: Gangway }): ReactElement {
  const [mode, setMode] = useState<ThemeMode>(gangway.kernel.store.getState().theme.mode)
  return (
    <section className="card" aria-labelledby="theme-heading">
      <h2 id="theme-heading">Appearance</h2>
      <fieldset className="row">
        <legend className="sr-only">Theme mode</legend>
        {(['light', 'dark', 'system'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={mode === value ? '' : 'secondary'}
            aria-pressed={mode === value}
            data-theme-mode={value}
            onClick={() => {
              setMode(value)
              gangway.setThemeMode(value)
              document.documentElement.dataset.theme = value
            }}
          >
            {value[0]!.toUpperCase() + value.slice(1)}
          </button>
        ))}
      </fieldset>
      <fieldset className="row">
        <legend className="sr-only">Accent colour</legend>
        {accents.map((accent, index) => (
          <button
            key={accent}
            type="button"
            className={`swatch swatch-${index}`}
            aria-label={`Accent ${accent}`}
            onClick={() => gangway.setThemeVariables({ accent })}
          />
        ))}
      </fieldset>
    </section>
  )
}

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
  // `?features=none` is a host without send() and receive() (the browser tests use it).
  const plugins: Plugin[] = params.get('features') === 'none' ? [] : [receive(), send()]
  // `?sessions` adds the Sessions view of a browser or WalletConnect wallet (the browser tests use it).
  if (params.has('sessions')) plugins.push(sessions())
  // `?swap` adds swaps against the demo chain's own Uniswap V2 (the browser tests use it).
  if (params.has('swap'))
    plugins.push(
      swap({
        sources: [
          onchain({
            deployments: { [config.networks[0]!.id]: config.swap.deployment },
            tokens: {
              [config.networks[0]!.id]: config.swap.tokens.map((token) => ({
                ...token,
                verified: true,
              })),
            },
          }),
        ],
      }),
    )
  // `?history` adds the Activity and NFTs tabs from the chain itself (`?historyPage=N`: pages
  // of N blocks); `?history=down` reads them from an API that is not there, `?history=hosted`
  // from the demo server's SPEC §7 history service (browser tests).
  const historyMode = params.get('history')
  if (historyMode !== null)
    plugins.push(
      history({
        sources: [
          historyMode === 'down'
            ? explorerApi({ urls: { [config.networks[0]!.id]: `${location.origin}/history-down` } })
            : historyMode === 'hosted'
              ? hostedHistory({ url: `${location.origin}/history-hosted` })
              : onchainHistory({
                  pageBlocks: Number(params.get('historyPage') ?? 10_000),
                  scanBlocks: 10_000,
                }),
        ],
      }),
    )
  // `?onramp` adds buying crypto through Coinbase and MoonPay, whose widgets and quote API
  // are the demo server's local stand-in; the local chain stands in for Ethereum.
  if (params.has('onramp'))
    plugins.unshift(
      onramp({
        providers: [
          coinbase({ appId: 'gangway-demo', payUrl: config.onrampUrl }),
          moonpay({
            apiKey: 'pk_test_gangwaydemo',
            widgetUrl: config.onrampUrl,
            apiUrl: config.onrampUrl,
          }),
        ],
        networks: { [`eip155:${config.networks[0]!.id}`]: 'ethereum' },
      }),
    )
  // `?siwx=required` or `?siwx=optional` adds sign-in with the wallet (the browser tests use it).
  const signIn = params.get('siwx')
  if (signIn === 'required' || signIn === 'optional')
    plugins.push(siwx({ required: signIn === 'required', statement: 'Sign in to the Tip Jar' }))
  // `?names` (or `npm start`'s name service): ENS names on the demo chain (send to tipjar.eth)
  // and, with the secure site, registering <name>.demo.eth. `?names=register` shows the
  // register view without a secure site (a service that is not there; browser tests).
  if (params.has('names') || config.names)
    plugins.push(
      names({
        service:
          config.names ??
          (params.get('names') === 'register'
            ? { url: `${location.origin}/names-down`, parent: 'demo.eth' }
            : undefined),
        ens: {
          chainId: config.networks[0]!.id,
          universalResolver: config.ens.universalResolver as `0x${string}`,
        },
      }),
    )
  // E-mail login when `npm start` runs the secure site (the browser tests' demo does not).
  if (config.secureSiteUrl)
    plugins.unshift(
      email({ secureSiteUrl: config.secureSiteUrl, smartSessions: Boolean(config.smartAccount) }),
    )
  // Social login, with the providers the secure site's operator configured.
  if (config.secureSiteUrl && config.socialProviders?.length)
    plugins.splice(
      1,
      0,
      socials({
        secureSiteUrl: config.secureSiteUrl,
        providers: config.socialProviders as SocialProvider[],
      }),
    )
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
