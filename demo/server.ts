// The demo host: local anvil chains with test contracts, an esbuild bundle of demo/app.tsx,
// and a static server with a strict Content-Security-Policy. `npm start` and the browser
// tests both use `startDemo()`.
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { type Relay, startRelay } from 'gangway/testing/walletconnect'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { type Anvil, deployFixtures, getFreePort, startAnvil } from '../test/support/anvil.js'
import { type Bundler, startBundler } from '../test/support/bundler.js'
import { deployAccountAbstraction } from '../test/support/bundlerContracts.js'
import { createDirectoryHandler } from '../test/support/directoryServer.js'
import { claimName, deployEns, deployOffchainResolver, setRecords } from '../test/support/ens.js'
import { createHostedHistoryHandler } from '../test/support/hostedHistoryServer.js'
import { type OnrampServer, startOnrampServer } from '../test/support/onrampServer.js'
import { type DemoSwap, deployDemoSwap } from '../test/support/uniswapV2.js'

const here = fileURLToPath(new URL('.', import.meta.url))

/** anvil's third development key (public test key): deploys ENS and owns its names. */
const ensDeployerKey: Hex = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'

/** What the page reads from /config.json (no inline script under the CSP). */
export type DemoConfig = {
  networks: { id: number; name: string; rpcUrl: string; image: string }[]
  tokens: { chainId: number; address: string }[]
  recipient: string
  /** The local WalletConnect relay (ws://127.0.0.1:<port>). */
  relayUrl: string
  /** The secure site (e-mail login) on its own loopback origin, when `npm start` runs one. */
  secureSiteUrl?: string | undefined
  /** The social logins that secure site offers (its operator's env: `GOOGLE_CLIENT_ID`…). */
  socialProviders?: string[] | undefined
  /** Uniswap V2 on the first chain, for `?swap` (the swap plugin's on-chain source). */
  swap: DemoSwap
  /** ENS on the first chain (`tipjar.eth` names the recipient), for `?names`. */
  ens: { universalResolver: string }
  /** The secure site's name service (`*.demo.eth`), when `npm start` runs the site. */
  names?: { url: string; parent: string } | undefined
  /** The local stand-in for the onramp providers' widgets and quote APIs, for `?onramp`. */
  onrampUrl: string
  /**
   * With the secure site: smart accounts on the first chain (EntryPoint v0.8, the
   * GangwayAccountFactory, a local bundler), and the bundler the dapp sends its session's
   * operations through (SPEC §9 smartSessions is on).
   */
  smartAccount?: { bundlerUrl: string; entryPoint: string } | undefined
}

export type Demo = {
  url: string
  config: DemoConfig
  anvils: readonly Anvil[]
  stop(): Promise<void>
}

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
}

/** Strict: no inline script or style, no eval; only our origin and the local chains. */
function contentSecurityPolicy(
  anvils: readonly Anvil[],
  relayUrl: string,
  secureSiteUrl: string | undefined,
  onrampUrl: string,
  bundlerUrl: string | undefined,
): string {
  const rpc = [
    ...anvils.map((node) => node.rpcUrl),
    relayUrl,
    secureSiteUrl ?? '',
    onrampUrl,
    bundlerUrl ?? '',
  ]
    .join(' ')
    .trim()
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    `connect-src 'self' ${rpc}`,
    // The embedded wallet's frame comes from the secure site's own origin.
    `frame-src ${secureSiteUrl ?? "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Starts two anvil chains, deploys the fixtures, bundles the page and serves it. */
export async function startDemo(
  parameters: {
    port?: number
    log?: (line: string) => void
    /** Also start the secure site (e-mail login, development inbox) on its own origin. */
    secureSite?: boolean
  } = {},
): Promise<Demo> {
  const log = parameters.log ?? (() => {})
  const anvils: Anvil[] = []
  let server: Server | undefined
  let relay: Relay | undefined
  let secureSite: SecureSiteHandle | undefined
  let onrampServer: OnrampServer | undefined
  let bundler: Bundler | undefined
  const stop = async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    await secureSite?.stop()
    await bundler?.stop()
    await onrampServer?.stop()
    await relay?.stop()
    await Promise.all(anvils.map((node) => node.stop()))
  }
  try {
    log('starting anvil (two local chains)…')
    anvils.push(await startAnvil({ chainId: 31337 }), await startAnvil({ chainId: 31338 }))
    const [main, second] = anvils as [Anvil, Anvil]
    log('starting the local WalletConnect relay…')
    relay = await startRelay()
    log('deploying Multicall3 and the test tokens…')
    const [fixtures] = await Promise.all([
      deployFixtures(main.rpcUrl),
      deployFixtures(second.rpcUrl),
    ])
    log('deploying Uniswap V2 and its pools…')
    const swap = await deployDemoSwap(main.rpcUrl)
    log('deploying ENS (registry, resolvers, universal resolver)…')
    // anvil's third development key: the Demo Wallet's balance (the first key) stays as it was.
    const deployerKey = ensDeployerKey
    const ens = await deployEns(main.rpcUrl, { deployer: deployerKey, chainId: main.chainId })
    const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await claimName(main.rpcUrl, ens, {
      deployer: deployerKey,
      name: 'tipjar.eth',
      owner: privateKeyToAddress(deployerKey),
    })
    await setRecords(main.rpcUrl, ens, {
      ownerKey: deployerKey,
      name: 'tipjar.eth',
      address: recipient,
      defaultAddress: recipient,
    })
    onrampServer = await startOnrampServer()
    const config: DemoConfig = {
      networks: [
        { id: main.chainId, name: 'Anvil', rpcUrl: main.rpcUrl, image: '/assets/anvil.svg' },
        {
          id: second.chainId,
          name: 'Anvil Two',
          rpcUrl: second.rpcUrl,
          image: '/assets/anvil-two.svg',
        },
      ],
      tokens: [
        { chainId: main.chainId, address: fixtures.usdc },
        { chainId: main.chainId, address: fixtures.dai },
      ],
      recipient,
      relayUrl: relay.url,
      swap,
      ens: { universalResolver: ens.universalResolver },
      onrampUrl: onrampServer.url,
    }
    // 0 asks for any free port, as it does for listen(); the secure site's allow-list needs the
    // real one before the page listens.
    const port = parameters.port || (await getFreePort())
    if (parameters.secureSite) {
      log('starting the secure site (e-mail login, PGlite, development inbox)…')
      const namesSigner = generatePrivateKey()
      log('deploying the smart-account contracts and starting the local bundler…')
      const aa = await deployAccountAbstraction(main.rpcUrl)
      bundler = await startBundler({ rpcUrl: main.rpcUrl, entryPoint: aa.entryPoint })
      config.smartAccount = { bundlerUrl: bundler.url, entryPoint: aa.entryPoint }
      secureSite = await startSecureSite({
        hostOrigin: `http://127.0.0.1:${port}`,
        log,
        namesSigner,
        namesRpcUrls: { [main.chainId]: main.rpcUrl },
        smartAccountNetworks: [
          {
            chainId: main.chainId,
            rpcUrl: main.rpcUrl,
            bundlerUrl: bundler.url,
            entryPoint: aa.entryPoint,
            factory: aa.gangwayFactory,
          },
        ],
      })
      config.secureSiteUrl = secureSite.url
      config.socialProviders = secureSite.socialProviders
      // Names under demo.eth: the site's gateway answers them through an off-chain resolver.
      await deployOffchainResolver(main.rpcUrl, ens, {
        deployer: deployerKey,
        parent: 'demo.eth',
        gatewayUrl: `${secureSite.url}/names/v1/gateway`,
        signers: [privateKeyToAddress(namesSigner)],
      })
      config.names = { url: `${secureSite.url}/names`, parent: 'demo.eth' }
    }

    log('bundling the demo with esbuild…')
    const result = await build({
      entryPoints: [join(here, 'app.tsx')],
      bundle: true,
      splitting: true,
      // Chunks named after their module (ja-XXXX.js), so a test can see which catalogues load.
      chunkNames: '[name]-[hash]',
      format: 'esm',
      minify: true,
      sourcemap: true,
      write: false,
      outdir: '/bundle',
      jsx: 'automatic',
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    })
    const bundle = new Map(
      result.outputFiles.map((file) => [file.path.replace('/bundle', ''), file.contents]),
    )
    const csp = contentSecurityPolicy(
      anvils,
      relay.url,
      config.secureSiteUrl,
      onrampServer.url,
      config.smartAccount?.bundlerUrl,
    )
    // A hosted wallet directory on the same origin (`?directory=remote`), and one that is
    // down (`?directory=down`), for the browser tests.
    const directories = [
      createDirectoryHandler('/directory'),
      createDirectoryHandler('/directory-down', { failure: 'status' }),
    ]
    // A hosted history service (SPEC §7) on the same origin, for `?history=hosted`.
    const hostedHistory = createHostedHistoryHandler('/history-hosted')
    server = createServer(async (request, response) => {
      if (directories.some((directory) => directory.handle(request, response))) return
      if (hostedHistory.handle(request, response)) return
      const path = new URL(request.url ?? '/', 'http://localhost').pathname
      const headers = {
        'content-security-policy': csp,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      }
      const send = (status: number, body: Uint8Array | string, type: string) => {
        response.writeHead(status, { ...headers, 'content-type': type })
        response.end(body)
      }
      if (path === '/config.json') return send(200, JSON.stringify(config), types['.json']!)
      const built = bundle.get(path)
      if (built) return send(200, built, types[extname(path)] ?? 'application/octet-stream')
      const file = path === '/' ? 'index.html' : normalize(path).replace(/^(\.\.[/\\])+/, '')
      try {
        const body = await readFile(join(here, 'public', file))
        send(200, body, types[extname(file)] ?? 'application/octet-stream')
      } catch {
        send(404, 'Not found', 'text/plain')
      }
    })
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject)
      server!.listen(port, '127.0.0.1', () => resolve())
    })
    return { url: `http://127.0.0.1:${port}/`, config, anvils, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

type SecureSiteHandle = { url: string; socialProviders: string[]; stop(): Promise<void> }

/**
 * The secure site as its command runs it in development (PGlite and a generated master key
 * in `.gangway-secure-site/`, mail to the development inbox), on a free loopback port, with
 * the demo's origin on its allow-list. The frame page is built first.
 */
async function startSecureSite(parameters: {
  hostOrigin: string
  log: (line: string) => void
  /** The key that signs the name service's CCIP-Read answers. */
  namesSigner: Hex
  /** Where smart accounts' registration signatures (EIP-1271, ERC-6492) are checked. */
  namesRpcUrls: Readonly<Record<number, string>>
  /** SMART_ACCOUNT_NETWORKS: where the embedded wallet is a smart account. */
  smartAccountNetworks: readonly object[]
}): Promise<SecureSiteHandle> {
  const [{ buildFrame }, { createSecureSite, loadConfig }, { serve }] = await Promise.all([
    import('../scripts/build-frame.mjs'),
    import('../secure-site/src/index.js'),
    import('@hono/node-server'),
  ])
  await buildFrame()
  const port = await getFreePort()
  const url = `http://127.0.0.1:${port}`
  const config = loadConfig(
    {
      PORT: String(port),
      PUBLIC_URL: url,
      ALLOWED_ORIGINS: parameters.hostOrigin,
      DATA_DIR: process.env.DATA_DIR ?? '.gangway-secure-site',
      // The demo's e-mail wallet keeps its keys on the site (its browser tests sign through
      // it); `CUSTODY=shares npm start` shows the non-custodial mode, a new site's default.
      CUSTODY: process.env.CUSTODY ?? 'server',
      // Social login as the operator configures it (GOOGLE_CLIENT_ID, FARCASTER_RPC_URL…).
      ...Object.fromEntries(
        Object.entries(process.env).filter(([name]) =>
          /^(GOOGLE|GITHUB|APPLE|FACEBOOK|X|DISCORD|FARCASTER|TELEGRAM)_/.test(name),
        ),
      ),
      NAMES_PARENT: 'demo.eth',
      NAMES_SIGNER_KEY: parameters.namesSigner,
      NAMES_RPC_URLS: JSON.stringify(parameters.namesRpcUrls),
      SMART_ACCOUNT_NETWORKS: JSON.stringify(parameters.smartAccountNetworks),
    },
    { log: parameters.log },
  )
  const site = await createSecureSite({ ...config, log: () => undefined })
  const server = serve({ fetch: site.fetch, port, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  return {
    url,
    socialProviders: [
      ...config.socialProviders.map((provider) => provider.name).filter((name) => name !== 'oidc'),
      ...(config.farcaster ? ['farcaster'] : []),
      ...(config.telegram ? ['telegram'] : []),
    ],
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await site.close()
    },
  }
}
