// One-click sign-in over WalletConnect: the real WalletKit wallet on the local relay answers
// the dapp's authenticate request (wc_sessionAuthenticate); the session is checked with the
// server's verifySiwx. No mocks of our code; no fixed sleeps.

import {
  createMemoryStorage,
  type Relay,
  startRelay,
  type WalletConnectTestWallet,
} from 'gangway/testing/walletconnect'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defineNetwork, eip155 } from '../../../chains/eip155/index.js'
import { solana, solanaDevnet } from '../../../chains/solana/index.js'
import {
  createKernel,
  createMemoryBackend,
  type GangwayOptions,
  type KernelInstance,
} from '../../../kernel/internal.js'
import { getSiwx, SiwxSignatureError, siwx } from '../../../plugins/siwx/index.js'
import { createMemoryNonceStore, verifySiwx } from '../../../plugins/siwx/server/index.js'
import { getWalletConnect, walletConnect } from '../../../plugins/walletconnect/index.js'
import { type Anvil, startAnvil } from '../../support/anvil.js'
import { until } from '../../support/until.js'
import { type Cleanups, startPhone } from '../../support/walletConnectHarness.js'
import {
  type AuthenticateAnswer,
  answerAuthentications,
} from '../../support/walletkitAuthenticate.js'

let relay: Relay
let one: Anvil
let two: Anvil
const cleanups: Cleanups = []
beforeAll(async () => {
  ;[relay, one, two] = await Promise.all([
    startRelay({ pingInterval: 2_000 }),
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 31338 }),
  ])
})
afterAll(async () => {
  await Promise.all([relay?.stop(), one?.stop(), two?.stop()])
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const site = { domain: 'shop.example', uri: 'https://shop.example/login' } as const

const networks = () => [
  defineNetwork({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [one.rpcUrl] } },
  }),
  defineNetwork({
    id: 31338,
    name: 'Anvil Two',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [two.rpcUrl] } },
  }),
]

let prefixes = 0

/** A sign-in site: siwx (required) and WalletConnect on the local relay. */
function startSite(parameters: { withSolana?: boolean } = {}) {
  const nonces: string[] = []
  const chains: GangwayOptions['chains'] = [
    eip155({ networks: networks() }),
    parameters.withSolana && solana({ networks: [solanaDevnet] }),
  ]
  const kernel: KernelInstance = createKernel({
    chains,
    walletConnect: { projectId: 'gangway-test', relayUrl: relay.url, verify: false },
    plugins: [
      walletConnect({
        storage: createMemoryStorage(),
        storagePrefix: `one-click-${++prefixes}-${Date.now()}`,
        relayTimeout: 2_000,
      }),
      siwx({
        ...site,
        required: true,
        statement: 'I accept the Terms of Service',
        expiration: 600_000,
        // The host's server issues the nonce (here: remembers it, as a server would).
        getNonce: () => {
          const nonce = `ServerNonce${nonces.length + 1}x`
          nonces.push(nonce)
          return nonce
        },
      }),
    ],
    storage: createMemoryBackend(),
    logLevel: 'silent',
  })
  cleanups.push(async () => {
    ;(await getWalletConnect(kernel)).destroy()
    kernel.destroy()
  })
  return { kernel, nonces }
}

async function phone(answer?: AuthenticateAnswer) {
  const wallet = await startPhone(
    { relayUrl: relay.url, chains: { 31337: one.rpcUrl, 31338: two.rpcUrl } },
    cleanups,
  )
  const seen = answer
    ? answerAuthentications(wallet, { answer, chains: ['eip155:31337', 'eip155:31338'] })
    : undefined
  return { wallet, seen }
}

/**
 * Starts the dapp's pairing and has the wallet scan every URI it shows (a fall-back shows a
 * second one); resolves with how the pairing ended.
 */
async function connect(kernel: KernelInstance, wallet: WalletConnectTestWallet) {
  const controller = await getWalletConnect(kernel)
  const scanned = new Set<string>()
  const stop = controller.subscribe(() => {
    const { uri } = controller.getState()
    if (uri && !scanned.has(uri)) {
      scanned.add(uri)
      void wallet.kit.pair({ uri }).catch(() => {})
    }
  })
  try {
    await controller.pair()
    return { error: undefined, scanned: scanned.size }
  } catch (error) {
    return { error: error as Error, scanned: scanned.size }
  } finally {
    stop()
  }
}

const server = (nonce: string) => ({
  ...site,
  nonce,
  rpcUrl: one.rpcUrl,
  chains: ['eip155:31337', 'eip155:31338'] as const,
})

describe('one-click sign-in over WalletConnect (wc_sessionAuthenticate)', () => {
  it('one approval connects and signs in; the server verifies the session with verifySiwx', async () => {
    const { kernel, nonces } = startSite()
    const { wallet, seen } = await phone({ kind: 'approve' })
    const { error } = await connect(kernel, wallet)
    expect(error).toBeUndefined()

    const connection = kernel.connections.get('eip155')
    expect(connection?.address).toBe(wallet.address)
    expect(connection?.caipNetworkId).toBe('eip155:31337')
    // The wallet got one request: the sign-in; no personal_sign after connecting.
    expect(seen?.requests).toHaveLength(1)
    expect(seen?.requests[0]).toMatchObject({
      domain: site.domain,
      aud: site.uri,
      nonce: nonces[0],
      chains: ['eip155:31337', 'eip155:31338'],
    })
    expect(wallet.requests).toEqual([])

    const siwxOf = getSiwx(kernel)
    const session = await siwxOf.getSession()
    expect(session).toBeDefined()
    expect(siwxOf.pending).toBeUndefined()
    expect(siwxOf.blocksClose()).toBe(false)
    // The wallet's own text, recaps included: it is what was signed.
    expect(session?.message).toBe(seen?.signed[0])
    expect(session?.message).toContain('I accept the Terms of Service I further authorize')
    expect(session?.message).toMatch(/\n- urn:recap:/)
    expect(session?.data).toMatchObject({
      domain: site.domain,
      uri: site.uri,
      nonce: nonces[0],
      chainId: 'eip155:31337',
      accountAddress: wallet.address,
    })

    const nonceStore = createMemoryNonceStore()
    const verified = await verifySiwx({
      message: session!.message,
      signature: session!.signature,
      ...server(nonces[0]!),
      nonceStore,
    })
    expect(verified).toMatchObject({ valid: true, address: wallet.address })
    // And only once.
    expect(
      await verifySiwx({
        message: session!.message,
        signature: session!.signature,
        ...server(nonces[0]!),
        nonceStore,
      }),
    ).toMatchObject({ valid: false, reason: 'replayed' })

    // The session's methods came from the recap: the wallet answers requests as usual.
    const controller = await getWalletConnect(kernel)
    const signature = await controller.request(
      { method: 'personal_sign', params: ['0x68656c6c6f', wallet.address] },
      'eip155:31337',
    )
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('the wallet rejects the authenticate request → a plain pairing, then the two-step sign-in', async () => {
    const { kernel, nonces } = startSite()
    const { wallet, seen } = await phone({ kind: 'reject' })
    const { error, scanned } = await connect(kernel, wallet)
    expect(error).toBeUndefined()
    expect(seen?.requests).toHaveLength(1)
    // The fall-back is a second pairing the wallet approved as a plain session.
    expect(scanned).toBe(2)
    const connection = kernel.connections.get('eip155')
    expect(connection?.address).toBe(wallet.address)

    const siwxOf = getSiwx(kernel)
    await until(() => siwxOf.pending !== undefined)
    expect(await siwxOf.getSession()).toBeUndefined()
    const session = await siwxOf.signIn()
    expect(wallet.requests).toEqual(['personal_sign'])
    expect(
      await verifySiwx({
        message: session.message,
        signature: session.signature,
        ...server(nonces.at(-1)!),
      }),
    ).toMatchObject({ valid: true, address: wallet.address })
  })

  it('a wallet without authenticated sessions approves the fall-back proposal: two-step sign-in', async () => {
    const { kernel } = startSite()
    const { wallet } = await phone()
    const { error, scanned } = await connect(kernel, wallet)
    expect(error).toBeUndefined()
    expect(scanned).toBe(1)
    const siwxOf = getSiwx(kernel)
    await until(() => siwxOf.pending !== undefined)
    await siwxOf.signIn()
    expect(wallet.requests).toEqual(['personal_sign'])
    expect(await siwxOf.getSession()).toBeDefined()
  })

  it('a namespace other than eip155 → no authenticate request, the two-step flow', async () => {
    const { kernel } = startSite({ withSolana: true })
    const { wallet, seen } = await phone({ kind: 'approve' })
    const { error } = await connect(kernel, wallet)
    expect(error).toBeUndefined()
    expect(seen?.requests).toEqual([])
    await until(() => getSiwx(kernel).pending !== undefined)
    expect(relay.calls.some((c) => /sessionAuthenticate/.test(JSON.stringify(c.params)))).toBe(
      false,
    )
  })

  const hostile: [string, AuthenticateAnswer][] = [
    [
      'another domain',
      { kind: 'tamper', change: (payload) => ({ ...payload, domain: 'evil.example' }) },
    ],
    [
      'another nonce',
      { kind: 'tamper', change: (payload) => ({ ...payload, nonce: 'Other1234' }) },
    ],
    ['another chain', { kind: 'tamper', change: (payload) => payload, chain: 'eip155:1' }],
    ['a wrong signature', { kind: 'badSignature' }],
    // What WalletConnect's client does not compare: refused by siwx's own check.
    [
      'no Expiration Time',
      { kind: 'tamper', change: ({ exp: _, ...payload }) => payload as typeof payload },
    ],
    [
      'an Issued At in the future',
      { kind: 'tamper', change: (payload) => ({ ...payload, iat: '2099-01-01T00:00:00.000Z' }) },
    ],
  ]
  for (const [what, answer] of hostile)
    it(`a wallet that signs for ${what} is refused: 'Signature declined', no connection, no session`, async () => {
      const { kernel } = startSite()
      const { wallet, seen } = await phone(answer)
      const { error } = await connect(kernel, wallet)
      expect(seen?.signed).toHaveLength(1)
      expect(error).toBeInstanceOf(SiwxSignatureError)
      expect(error?.message).toMatch(/^Signature declined/)
      expect(kernel.connections.all()).toEqual([])
      expect(kernel.store.getState().slices.siwx).toMatchObject({ oneClick: 'refused' })
      const controller = await getWalletConnect(kernel)
      expect(controller.getState().status).toBe('error')
      // A session the wallet settled is ended again.
      expect((await controller.load()).session).toBeUndefined()
    })
})
