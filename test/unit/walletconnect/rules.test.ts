// The WalletConnect plugin's rules (SPEC §4 "Pairing", §6 method lists, §8 relay errors),
// tested on the real functions and the real controller. Only the relay client
// (@walletconnect/universal-provider) is replaced: a fake that shows URIs and settles
// proposals when the test says so, on a clock the test moves.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  bip122,
  bip122WalletConnectMethods,
  bitcoin,
  bitcoinTestnet,
} from '../../../chains/bip122/index.js'
import { base, defineNetwork, eip155, mainnet } from '../../../chains/eip155/index.js'
import { eip155WalletConnectMethods as eip155Methods } from '../../../chains/eip155/walletConnectMethods.js'
import {
  solana,
  solanaDevnet,
  solanaLocalnet,
  solanaMainnet,
  solanaTestnet,
  solanaWalletConnectMethods,
} from '../../../chains/solana/index.js'
import {
  createKernel,
  createMemoryBackend,
  defineChain,
  type KernelInstance,
  type StorageBackend,
  storageKeys,
} from '../../../kernel/internal.js'
import {
  classify,
  getPairingExpiry,
  isNoMatchingKey,
  isStaleSession,
  pairingExpiryMargin,
  pairingLifetime,
  reusesPairings,
  type WalletConnectController,
} from '../../../plugins/walletconnect/createWalletConnectController.js'
import { formatWalletLink, safeWalletLink } from '../../../plugins/walletconnect/deepLinks.js'
import {
  ConnectionRequestResetError,
  getWalletConnect,
  SessionRejectedError,
  walletConnect,
} from '../../../plugins/walletconnect/index.js'
import { buildNamespaces } from '../../../plugins/walletconnect/namespaces.js'

// --- the fake relay client ------------------------------------------------------------------

type Listener = (payload: unknown) => void
type FakeSession = {
  topic: string
  namespaces: Record<
    string,
    { accounts: string[]; chains?: string[]; methods: string[]; events: string[] }
  >
}
type Proposal = {
  uri: string
  optionalNamespaces: Record<string, { chains: string[]; methods: string[] }>
  approve(session: FakeSession): void
  reject(error: unknown): void
}

const relay = vi.hoisted(() => ({
  proposals: [] as Proposal[],
  /** The provider's session (set by approving, or by the test to act as a stored one). */
  session: undefined as FakeSession | undefined,
  /** What provider.disconnect() throws, if anything. */
  disconnectError: undefined as unknown,
  disconnects: 0,
  /** Answers to wallet requests, by method. */
  answers: {} as Record<string, unknown>,
  /** The providers started, newest last. */
  providers: [] as { client: { core: { verify: Record<string, () => Promise<unknown>> } } }[],
  /** Calls that would load the attestation iframe from verify.walletconnect.org. */
  verifyCalls: 0,
}))

vi.mock('@walletconnect/core', () => ({
  Core: class FakeCore {
    // Stands in for WalletConnect's Verify client: the real one loads an iframe from
    // verify.walletconnect.org on register, and asks it on resolve.
    verify = {
      register: async () => {
        relay.verifyCalls += 1
        return 'attestation'
      },
      resolve: async () => {
        relay.verifyCalls += 1
        return { origin: 'https://verify.walletconnect.org' }
      },
    } as Record<string, () => Promise<unknown>>
    relayer = { transportClose: async () => {} }
  },
}))

vi.mock('@walletconnect/universal-provider', () => {
  class FakeUniversalProvider {
    private listeners = new Map<string, Set<Listener>>()
    client: { core: { verify: Record<string, () => Promise<unknown>> } }
    constructor(core: FakeUniversalProvider['client']['core']) {
      this.client = { core }
    }
    get session() {
      return relay.session
    }
    static async init(options: { core: FakeUniversalProvider['client']['core'] }) {
      // While the provider starts, the relay hands over a message that waited on the
      // session's topic, and the client asks Verify about it.
      await options.core.verify.resolve!()
      const provider = new FakeUniversalProvider(options.core)
      relay.providers.push(provider)
      return provider
    }
    on(event: string, listener: Listener) {
      const set = this.listeners.get(event) ?? new Set()
      set.add(listener)
      this.listeners.set(event, set)
      return this
    }
    emit(event: string, payload: unknown) {
      for (const listener of this.listeners.get(event) ?? []) listener(payload)
    }
    connect(parameters: { optionalNamespaces: Proposal['optionalNamespaces'] }) {
      return new Promise<FakeSession | undefined>((resolve, reject) => {
        const uri = `wc:${relay.proposals.length + 1}@2?relay-protocol=irn&symKey=00`
        relay.proposals.push({
          uri,
          optionalNamespaces: parameters.optionalNamespaces,
          approve(session) {
            relay.session = session
            resolve(session)
          },
          reject,
        })
        this.emit('display_uri', uri)
      })
    }
    abortPairingAttempt() {}
    setDefaultChain() {}
    async disconnect() {
      relay.disconnects++
      if (relay.disconnectError) throw relay.disconnectError
      relay.session = undefined
    }
    async request(args: { method: string }) {
      if (!(args.method in relay.answers)) throw new Error(`no answer for ${args.method}`)
      return relay.answers[args.method]
    }
  }
  return { UniversalProvider: FakeUniversalProvider, default: FakeUniversalProvider }
})

// --- a clock the test moves -----------------------------------------------------------------

function createClock(start = 1_700_000_000_000) {
  let now = start
  let nextId = 0
  const timers = new Map<number, { at: number; callback: () => void }>()
  return {
    now: () => now,
    setTimeout(callback: () => void, ms: number) {
      timers.set(++nextId, { at: now + ms, callback })
      return nextId
    },
    clearTimeout(handle: unknown) {
      timers.delete(handle as number)
    },
    /** Moves time forward without firing timers (a suspended tab). */
    jump(ms: number) {
      now += ms
    },
    /** Moves time forward, firing every timer that falls due, in order. */
    async advance(ms: number) {
      const target = now + ms
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= target)
          .sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].callback()
        await flush()
      }
      now = target
      await flush()
    },
  }
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
  await new Promise((resolve) => setImmediate(resolve))
}

const memory = createMemoryBackend

const agents = {
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
}

const kernels: KernelInstance[] = []
beforeEach(() => {
  relay.proposals.length = 0
  relay.session = undefined
  relay.disconnectError = undefined
  relay.disconnects = 0
  relay.answers = {}
  relay.providers.length = 0
  relay.verifyCalls = 0
})
afterEach(async () => {
  vi.unstubAllGlobals()
  for (const kernel of kernels.splice(0)) {
    ;(await getWalletConnect(kernel).catch(() => undefined))?.destroy()
    kernel.destroy()
  }
})

function setup(parameters: { storage?: StorageBackend; verify?: boolean } = {}) {
  const clock = createClock()
  const storage = parameters.storage ?? memory()
  const kernel = createKernel(
    {
      chains: [eip155({ networks: [mainnet, base] })],
      walletConnect: {
        projectId: 'test',
        ...(parameters.verify === undefined ? {} : { verify: parameters.verify }),
      },
      plugins: [walletConnect()],
      storage,
      logLevel: 'silent',
    },
    { env: { now: clock.now, setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout } },
  )
  kernels.push(kernel)
  return { kernel, clock, storage, controller: () => getWalletConnect(kernel) }
}

/** Starts a pairing and waits until its URI shows; `paired` settles with the session. */
/**
 * Waits (in real time: the clock above is the controller's only) until the relay has seen
 * `count` proposals. A proposal first loads each chain's declared metadata (`import()`), which
 * takes longer than a fixed number of flushes on a loaded machine.
 */
const untilProposals = (count: number) =>
  vi.waitFor(
    () => {
      if (relay.proposals.length < count) throw new Error(`${relay.proposals.length} proposals`)
    },
    { timeout: 10_000, interval: 5 },
  )

async function startPairing(controller: WalletConnectController) {
  const before = relay.proposals.length
  const paired = controller.pair()
  paired.catch(() => {})
  await untilProposals(before + 1)
  return { paired }
}

const session = (accounts: string[]): FakeSession => ({
  topic: 'topic',
  namespaces: {
    eip155: {
      accounts,
      chains: [...new Set(accounts.map((a) => a.split(':').slice(0, 2).join(':')))],
      methods: ['personal_sign'],
      events: ['chainChanged', 'accountsChanged'],
    },
  },
})
const account = '0x1111111111111111111111111111111111111111'

// --- Verify (issue 14: no third-party iframe unless the host opts in) ------------------------

describe('WalletConnect Verify is off unless the host sets verify: true', () => {
  for (const verify of [undefined, false])
    it(`verify ${verify === undefined ? 'not set' : 'false'}: verify.walletconnect.org is asked nothing, from the provider's start on`, async () => {
      const { controller } = setup(verify === undefined ? {} : { verify })
      await startPairing(await controller())
      const { verify: client } = relay.providers.at(-1)!.client.core
      expect(await client.register!()).toBe('')
      expect(await client.resolve!()).toEqual({ origin: '' })
      expect(relay.verifyCalls).toBe(0)
    })

  it('verify: true keeps WalletConnect’s Verify client', async () => {
    const { controller } = setup({ verify: true })
    await startPairing(await controller())
    expect(relay.verifyCalls).toBe(1)
    const { verify: client } = relay.providers.at(-1)!.client.core
    expect(await client.register!()).toBe('attestation')
    expect(relay.verifyCalls).toBe(2)
  })
})

// --- pairing expiry and QR refresh ----------------------------------------------------------

describe('pairing expiry (SPEC §4: 4 minutes, expires 10 s early)', () => {
  it('the constants and the expiry time', () => {
    expect(pairingLifetime).toBe(240_000)
    expect(pairingExpiryMargin).toBe(10_000)
    expect(getPairingExpiry(1_000)).toBe(1_000 + 230_000)
  })

  it('the shown URI carries its expiry; the QR refreshes exactly when it expires', async () => {
    const { clock, controller } = setup()
    const wc = await controller()
    const started = clock.now()
    await startPairing(wc)
    expect(wc.getState()).toEqual({
      status: 'pairing',
      uri: relay.proposals[0]!.uri,
      expiresAt: started + 230_000,
    })
    await clock.advance(229_999)
    expect(relay.proposals).toHaveLength(1)
    expect(wc.getState().uri).toBe(relay.proposals[0]!.uri)
    await clock.advance(1)
    await untilProposals(2)
    expect(relay.proposals).toHaveLength(2)
    expect(wc.getState()).toMatchObject({
      status: 'pairing',
      uri: relay.proposals[1]!.uri,
      expiresAt: started + 230_000 + 230_000,
    })
    // And again, 230 s after the refresh.
    await clock.advance(230_000)
    await untilProposals(3)
    expect(relay.proposals).toHaveLength(3)
  })

  it('a pairing the visitor left (cancel) does not refresh', async () => {
    const { clock, controller } = setup()
    const wc = await controller()
    await startPairing(wc)
    wc.cancel()
    expect(wc.getState().status).toBe('idle')
    await clock.advance(300_000)
    expect(relay.proposals).toHaveLength(1)
  })

  it('an approved pairing does not refresh', async () => {
    const { clock, controller, kernel } = setup()
    const wc = await controller()
    relay.answers = { eth_requestAccounts: [account] }
    const { paired } = await startPairing(wc)
    relay.proposals[0]!.approve(session([`eip155:1:${account}`]))
    await paired
    expect(wc.getState().status).toBe('connected')
    expect(kernel.connections.get('eip155')?.address).toBe(account)
    // Finalising stores the requested chains (the stale rule reads them).
    expect(kernel.storage.get(storageKeys.requestedChains)).toEqual({
      eip155: ['eip155:1', 'eip155:8453'],
    })
    await clock.advance(300_000)
    expect(relay.proposals).toHaveLength(1)
  })
})

describe('reusing an unexpired pairing (Telegram, iOS Safari)', () => {
  it.each([
    ['iOS Safari', { userAgent: agents.iosSafari }, true],
    ['Telegram (any agent)', { userAgent: agents.androidChrome, telegram: true }, true],
    ['Chrome on iOS', { userAgent: agents.iosChrome, telegram: false }, false],
    ['desktop Chrome', { userAgent: agents.desktopChrome, telegram: false }, false],
    ['Android Chrome', { userAgent: agents.androidChrome, telegram: false }, false],
    ['Safari on a Mac', { userAgent: agents.macSafari, telegram: false }, false],
  ] as const)('%s → %s', (_, environment, expected) => {
    expect(reusesPairings(environment)).toBe(expected)
  })

  it('reads the page: navigator.userAgent and window.Telegram.WebApp', () => {
    vi.stubGlobal('navigator', { userAgent: agents.desktopChrome })
    expect(reusesPairings()).toBe(false)
    vi.stubGlobal('Telegram', { WebApp: {} })
    expect(reusesPairings()).toBe(true)
    vi.unstubAllGlobals()
    vi.stubGlobal('navigator', { userAgent: agents.iosSafari })
    expect(reusesPairings()).toBe(true)
  })

  it('on iOS Safari, pairing again keeps the unexpired URI; after expiry it is replaced', async () => {
    vi.stubGlobal('navigator', { userAgent: agents.iosSafari })
    const { clock, controller } = setup()
    const wc = await controller()
    await startPairing(wc)
    const { uri } = wc.getState()
    await clock.advance(100_000)
    await wc.pair()
    expect(relay.proposals).toHaveLength(1)
    expect(wc.getState().uri).toBe(uri)
    // At the expiry the QR refreshes itself with a new pairing.
    await clock.advance(130_000)
    await untilProposals(2)
    expect(relay.proposals).toHaveLength(2)
    expect(wc.getState().uri).toBe(relay.proposals[1]!.uri)
  })

  it('in Telegram the same; elsewhere every pair() is a new pairing', async () => {
    vi.stubGlobal('Telegram', { WebApp: {} })
    vi.stubGlobal('navigator', { userAgent: agents.androidChrome })
    const first = setup()
    const wc = await first.controller()
    await startPairing(wc)
    await wc.pair()
    expect(relay.proposals).toHaveLength(1)

    vi.unstubAllGlobals()
    vi.stubGlobal('navigator', { userAgent: agents.desktopChrome })
    await startPairing(wc)
    expect(relay.proposals).toHaveLength(2)
    expect(wc.getState().uri).toBe(relay.proposals[1]!.uri)
  })

  it('an expired pairing is not reused, even on iOS Safari', async () => {
    vi.stubGlobal('navigator', { userAgent: agents.iosSafari })
    const { clock, controller } = setup()
    const wc = await controller()
    await startPairing(wc)
    const expiresAt = wc.getState().expiresAt!
    // The clock reaches the expiry before the refresh timer ran (a suspended tab): the rule
    // is `expiresAt > now`, so the URI is not reused.
    clock.jump(expiresAt - clock.now())
    await startPairing(wc)
    expect(relay.proposals).toHaveLength(2)
  })
})

// --- the stale-session rule -----------------------------------------------------------------

describe('stale sessions (configured chains not all requested)', () => {
  it.each([
    [['eip155:1', 'eip155:8453'], ['eip155:1', 'eip155:8453'], false],
    [['eip155:1', 'eip155:8453', 'eip155:10'], ['eip155:1', 'eip155:8453'], false],
    [['eip155:1'], ['eip155:1', 'eip155:8453'], true],
    [[], ['eip155:1'], true],
    [undefined, ['eip155:1'], true],
    [undefined, [], false],
  ] as const)('requested %j, configured %j → stale %s', (requested, configured, stale) => {
    expect(isStaleSession(requested, configured)).toBe(stale)
  })

  it('a stored session is restored when every configured chain was requested', async () => {
    const { kernel, controller } = setup()
    kernel.storage.set(storageKeys.requestedChains, { eip155: ['eip155:1', 'eip155:8453'] })
    relay.session = session([`eip155:1:${account}`])
    const provider = await (await controller()).getProvider('eip155')
    expect(provider).toBeDefined()
    expect(relay.disconnects).toBe(0)
  })

  it('a stale one is disconnected and gives no provider (a new session follows)', async () => {
    const { kernel, controller } = setup()
    kernel.storage.set(storageKeys.requestedChains, { eip155: ['eip155:1'] })
    relay.session = session([`eip155:1:${account}`])
    const wc = await controller()
    expect(await wc.getProvider('eip155')).toBeUndefined()
    expect(relay.disconnects).toBe(1)
    expect(relay.session).toBeUndefined()
    // The next pair() proposes a new session with every configured chain.
    await startPairing(wc)
    expect(relay.proposals[0]!.optionalNamespaces.eip155?.chains).toEqual([
      'eip155:1',
      'eip155:8453',
    ])
  })

  it('a namespace the session does not hold gives no provider and ends nothing', async () => {
    const { kernel, controller } = setup()
    kernel.storage.set(storageKeys.requestedChains, { eip155: ['eip155:1', 'eip155:8453'] })
    relay.session = session([`eip155:1:${account}`])
    expect(await (await controller()).getProvider('solana')).toBeUndefined()
    expect(relay.disconnects).toBe(0)
  })
})

// --- deep links -----------------------------------------------------------------------------

describe('deep links and the scheme allow-list', () => {
  const uri = 'wc:abc@2?relay-protocol=irn&symKey=00ff'
  const encoded = encodeURIComponent(uri)

  it.each([
    ['https://metamask.app.link/', 'https://metamask.app.link/'],
    ['https://link.trustwallet.com', 'https://link.trustwallet.com'],
    ['metamask://', 'metamask://'],
    ['trust:', 'trust:'],
    ['rainbow://', 'rainbow://'],
    ['cbwallet+dapp.v2-x://', 'cbwallet+dapp.v2-x://'],
    ['  zerion://  ', 'zerion://'],
  ])('allows %j', (link, expected) => {
    expect(safeWalletLink(link)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'javascript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD4=',
    'http://wallet.example',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://x/1',
    'about:blank',
    '//wallet.example',
    '/wc',
    '1inch://',
    'https://wallet.example/"onmouseover="x',
    'https://wallet.example/<script>',
    'meta mask://',
    '',
    `https://${'a'.repeat(520)}.example`,
  ])('refuses %j', (link) => {
    expect(safeWalletLink(link)).toBeUndefined()
    expect(formatWalletLink(link, uri)).toBeUndefined()
  })

  it('refuses what is not a string', () => {
    for (const link of [undefined, null, 42, {}, ['https://x']])
      expect(safeWalletLink(link)).toBeUndefined()
  })

  it('builds universal links and wallet-scheme links with the encoded URI', () => {
    expect(formatWalletLink('https://metamask.app.link', uri)).toBe(
      `https://metamask.app.link/wc?uri=${encoded}`,
    )
    expect(formatWalletLink('https://metamask.app.link/', uri)).toBe(
      `https://metamask.app.link/wc?uri=${encoded}`,
    )
    expect(formatWalletLink('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(formatWalletLink('trust:', uri)).toBe(`trust://wc?uri=${encoded}`)
    expect(formatWalletLink('rainbow://app', uri)).toBe(`rainbow://app/wc?uri=${encoded}`)
    // The URI cannot break out of the query: & = # are encoded.
    const link = formatWalletLink('metamask://', 'wc:x@2?a=1&b=2#frag')!
    expect(new URL(link.replace('metamask://', 'https://h/')).searchParams.get('uri')).toBe(
      'wc:x@2?a=1&b=2#frag',
    )
  })
})

// --- requested namespaces (SPEC §6) ---------------------------------------------------------

describe('requested namespaces', () => {
  it('SPEC §6 method lists', () => {
    expect([...solanaWalletConnectMethods].sort()).toEqual(
      [
        'solana_getAccounts',
        'solana_requestAccounts',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
      ].sort(),
    )
    expect([...bip122WalletConnectMethods]).toEqual([
      'sendTransfer',
      'signMessage',
      'signPsbt',
      'getAccountAddresses',
    ])
    // eip155: account requests, signing, typed data, sending, chain switch/add, permissions
    // and assets, calls and capabilities.
    for (const method of [
      'eth_accounts',
      'eth_requestAccounts',
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getPermissions',
      'wallet_requestPermissions',
      'wallet_watchAsset',
      'wallet_getAssets',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_getCapabilities',
    ])
      expect(eip155Methods).toContain(method)
    expect(new Set(eip155Methods).size).toBe(eip155Methods.length)
  })

  it('one entry per enabled namespace with its configured chains, methods, events and RPCs', async () => {
    const anvilOne = defineNetwork({
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
    const kernel = createKernel({
      chains: [
        eip155({ networks: [mainnet, anvilOne] }),
        solana({ networks: [solanaMainnet, solanaDevnet, solanaTestnet, solanaLocalnet] }),
        bip122({ networks: [bitcoin, bitcoinTestnet] }),
      ],
      storage: memory(),
      logLevel: 'silent',
    })
    kernels.push(kernel)
    const request = {}
    const namespaces = await buildNamespaces(kernel, request)
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana', 'bip122'])
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:1', 'eip155:31337'],
      methods: [...eip155Methods],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { '1': mainnet.rpcUrls.default.http[0], '31337': 'http://127.0.0.1:8545' },
    })
    expect(namespaces.solana).toMatchObject({
      chains: [
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkHJf',
        'solana:localnet',
      ],
      methods: [...solanaWalletConnectMethods],
      events: [],
    })
    expect(namespaces.bip122).toMatchObject({
      chains: [
        'bip122:000000000019d6689c085ae165831e93',
        'bip122:000000000933ea01ad0e82f3a5a56a33',
      ],
      methods: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
    })
    expect(request).toEqual({
      eip155: ['eip155:1', 'eip155:31337'],
      solana: namespaces.solana!.chains,
      bip122: namespaces.bip122!.chains,
    })
  })

  it('a chain no list names proposes the methods and events it declares', async () => {
    const toyNetwork = {
      id: 'one',
      name: 'Toy',
      nativeCurrency: { name: 'Toy', symbol: 'TOY', decimals: 6 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
      chainNamespace: 'toy',
      caipNetworkId: 'toy:one',
    } as const
    const toy = defineChain({
      namespace: 'toy',
      name: 'Toy',
      networks: [toyNetwork],
      metadata: async () => ({ walletConnect: { methods: ['toy_sign'], events: ['toy_moved'] } }),
      adapter: () => Promise.reject(new Error('not loaded by a proposal')),
    })
    const kernel = createKernel({ chains: [toy], storage: memory(), logLevel: 'silent' })
    kernels.push(kernel)
    const namespaces = await buildNamespaces(kernel, {})
    expect(namespaces.toy).toEqual({
      chains: ['toy:one'],
      methods: ['toy_sign'],
      events: ['toy_moved'],
      rpcMap: { one: 'http://127.0.0.1:1' },
    })
  })

  it('a pairing proposes them as optional namespaces', async () => {
    const { controller } = setup()
    await startPairing(await controller())
    expect(Object.keys(relay.proposals[0]!.optionalNamespaces)).toEqual(['eip155'])
    expect(relay.proposals[0]!.optionalNamespaces.eip155?.methods).toEqual([...eip155Methods])
  })
})

// --- relay errors (SPEC §8) -----------------------------------------------------------------

describe("relay errors: 'user rejected', 'connection request reset', 'No matching key'", () => {
  it.each([
    ['User rejected.', SessionRejectedError],
    ['user rejected the session', SessionRejectedError],
    ['Proposal rejected by the wallet', SessionRejectedError],
    ['connection request reset', ConnectionRequestResetError],
    ['Connection request reset. Please try again.', ConnectionRequestResetError],
    ['Proposal expired', ConnectionRequestResetError],
  ] as const)('%j → %s', (message, type) => {
    const error = new Error(message)
    const mapped = classify(error)
    expect(mapped).toBeInstanceOf(type)
    expect((mapped as { cause?: unknown }).cause).toBe(error)
  })

  it('other errors pass through; strings become WalletConnectRequestError', () => {
    const error = new Error('socket hang up')
    expect(classify(error)).toBe(error)
    expect(classify('boom')).toMatchObject({ name: 'WalletConnectRequestError', details: 'boom' })
  })

  it("only 'No matching key' counts as already gone", () => {
    expect(isNoMatchingKey(new Error("No matching key. session topic doesn't exist: abc"))).toBe(
      true,
    )
    expect(isNoMatchingKey('no matching key')).toBe(true)
    expect(isNoMatchingKey(new Error('Missing or invalid. session topic'))).toBe(false)
    expect(isNoMatchingKey(undefined)).toBe(false)
  })

  it('the wallet declines: pair() rejects with SessionRejectedError, state says why', async () => {
    const { controller, kernel } = setup()
    const wc = await controller()
    const { paired } = await startPairing(wc)
    relay.proposals[0]!.reject(new Error('User rejected.'))
    await expect(paired).rejects.toBeInstanceOf(SessionRejectedError)
    expect(wc.getState()).toMatchObject({ status: 'error', error: { kind: 'rejected' } })
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
  })

  it('the request is reset: pair() rejects with ConnectionRequestResetError', async () => {
    const { controller } = setup()
    const wc = await controller()
    const { paired } = await startPairing(wc)
    relay.proposals[0]!.reject(new Error('connection request reset'))
    await expect(paired).rejects.toBeInstanceOf(ConnectionRequestResetError)
    expect(wc.getState().error?.kind).toBe('reset')
  })

  it("disconnect ignores 'No matching key' and still resets the accounts", async () => {
    const { controller, kernel } = setup()
    const wc = await controller()
    relay.answers = { eth_requestAccounts: [account] }
    const { paired } = await startPairing(wc)
    relay.proposals[0]!.approve(session([`eip155:1:${account}`]))
    await paired
    kernel.storage.set(storageKeys.deepLinkChoice, { href: 'metamask://', name: 'MetaMask' })
    relay.disconnectError = new Error("No matching key. session topic doesn't exist: topic")
    await expect(wc.disconnect()).resolves.toBeUndefined()
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
    expect(kernel.storage.get(storageKeys.deepLinkChoice)).toBeUndefined()
    expect(wc.getState().status).toBe('idle')
  })

  it('any other disconnect error is not ignored', async () => {
    const { controller } = setup()
    const wc = await controller()
    relay.session = session([`eip155:1:${account}`])
    relay.disconnectError = new Error('relay is down')
    await expect(wc.disconnect()).rejects.toThrow('relay is down')
  })
})

describe('opening with a connection URI (SPEC §2)', () => {
  it('opens ConnectingWalletConnect with the URI in its data: the plugin’s initial-view rule', async () => {
    const { kernel } = setup()
    await kernel.modal.open({ uri: 'wc:abc@2?relay-protocol=irn' })
    expect(kernel.router.stack).toEqual([
      { view: 'ConnectingWalletConnect', data: { uri: 'wc:abc@2?relay-protocol=irn' } },
    ])
    expect(kernel.modal.initialView()).toBe('Connect')
  })

  it('leaves the choice to the kernel without the walletConnect option', () => {
    const kernel = createKernel({
      chains: [eip155({ networks: [mainnet] })],
      plugins: [walletConnect()],
      storage: memory(),
      logLevel: 'silent',
    })
    kernels.push(kernel)
    expect(kernel.modal.initialView({ uri: 'wc:abc@2' })).toBe('Connect')
  })
})
