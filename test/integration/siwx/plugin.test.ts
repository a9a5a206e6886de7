// @vitest-environment happy-dom

import { createTestWallet, type TestWallet } from 'gangway/testing'
import type { ViewProps } from 'gangway/ui'
import { act, type ComponentType, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { anvil as anvilNetwork, eip155 } from '../../../chains/eip155/index.js'
import {
  type CreateKernelParameters,
  createKernel,
  type GangwayOptions,
  type KernelInstance,
  type StorageBackend,
  toCaipAddress,
} from '../../../kernel/index.js'
import {
  fromSiweConfig,
  getSiwx,
  SiwxNotEnabledError,
  type SiwxOptions,
  SiwxSignatureError,
  type SiwxState,
  siwx,
  siwxSessionsKey,
} from '../../../plugins/siwx/index.js'
import { verifySiwx } from '../../../plugins/siwx/server/index.js'
import { type Anvil, startAnvil } from '../../support/anvil.js'
import { fakeChain, memoryStorage } from '../../support/fakeChain.js'
import { until } from '../../support/until.js'

let node: Anvil
const cleanups: (() => void)[] = []
beforeAll(async () => {
  node = await startAnvil()
})
afterAll(async () => {
  await node?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const site = { domain: 'shop.example', uri: 'https://shop.example/' } as const

/** Waits for the sign-in checks the kernel's events started (`check` joins a running one). */
const checked = (kernel: KernelInstance) =>
  Promise.all(
    kernel.connections
      .all()
      .flatMap((c) =>
        c.accounts.map((a) =>
          toCaipAddress({ caipNetworkId: c.caipNetworkId, address: a.address }),
        ),
      )
      .map((caipAddress) => getSiwx(kernel).check(caipAddress)),
  )

function start(options: GangwayOptions, env?: CreateKernelParameters['env']) {
  const kernel = createKernel({ logLevel: 'silent', ...options }, { env })
  cleanups.push(() => kernel.destroy())
  const opened: string[] = []
  kernel.bus.on('viewChanged', ({ view }) => {
    if (view === 'SIWXSignMessage') opened.push(view)
  })
  return { kernel, opened }
}

/** The eip155 plugin with the test wallet (EIP-6963) on anvil, and siwx. */
function withWallet(
  siwxOptions: SiwxOptions = {},
  storage: StorageBackend = memoryStorage(),
  env?: CreateKernelParameters['env'],
) {
  const wallet: TestWallet = createTestWallet({ rpcUrl: node.rpcUrl })
  cleanups.push(wallet.announce())
  const started = start(
    {
      chains: [eip155({ networks: [anvilNetwork], rpcUrls: { 31337: [node.rpcUrl] } })],
      plugins: [siwx({ ...site, ...siwxOptions })],
      storage,
    },
    env,
  )
  const connect = () =>
    started.kernel.connections.connect({ namespace: 'eip155', connectorId: wallet.info.rdns })
  return { ...started, wallet, storage, connect }
}

const slice = (kernel: KernelInstance) => kernel.registry.getSlice<SiwxState>('siwx')

describe('siwx plugin: sign-in after connect (SPEC §4)', () => {
  it('opens SIWXSignMessage on connect when the account has no session', async () => {
    const { kernel, wallet, connect } = withWallet()
    await connect()
    await until(() => kernel.router.view === 'SIWXSignMessage')
    expect(kernel.modal.isOpen).toBe(true)
    expect(slice(kernel)).toEqual({
      status: 'idle',
      caipAddress: `eip155:31337:${wallet.address}`,
      oneClick: 'idle',
    })
  })

  it('stores the session {data, message, signature} per account and chain and closes; the server accepts it', async () => {
    const { kernel, wallet, connect, storage } = withWallet({ statement: 'Welcome to the shop' })
    await connect()
    await until(() => kernel.router.view === 'SIWXSignMessage')
    const session = await getSiwx(kernel).signIn()
    expect(kernel.modal.isOpen).toBe(false)
    expect(wallet.requests.map((r) => r.method)).toContain('personal_sign')
    expect(session.data).toMatchObject({
      accountAddress: wallet.address,
      chainId: 'eip155:31337',
      domain: 'shop.example',
      statement: 'Welcome to the shop',
    })
    const stored = JSON.parse(storage.getItem(`@gangway/${siwxSessionsKey.name}`)!)
    expect(stored).toEqual({ [`eip155:31337:${wallet.address.toLowerCase()}`]: session })
    expect(await getSiwx(kernel).getSession()).toEqual(session)
    // The round trip: what the page stored is what a host's server verifies.
    const result = await verifySiwx({
      message: session.message,
      signature: session.signature,
      domain: 'shop.example',
      nonce: session.data.nonce,
      rpcUrl: node.rpcUrl,
    })
    expect(result).toMatchObject({ valid: true, address: wallet.address })
  })

  it('does not ask again after a reload with a stored session', async () => {
    const storage = memoryStorage()
    const first = withWallet({}, storage)
    await first.connect()
    await until(() => first.kernel.router.view === 'SIWXSignMessage')
    await getSiwx(first.kernel).signIn()
    first.kernel.destroy()

    const second = withWallet({}, storage)
    await second.connect()
    await checked(second.kernel)
    expect(second.opened).toEqual([])
    expect(second.kernel.modal.isOpen).toBe(false)
  })

  it('disconnecting clears the session: the same account signs in again (SPEC §4)', async () => {
    const storage = memoryStorage()
    const { kernel, connect, opened } = withWallet({}, storage)
    await connect()
    await until(() => kernel.router.view === 'SIWXSignMessage')
    const session = await getSiwx(kernel).signIn()
    expect(storage.getItem(`@gangway/${siwxSessionsKey.name}`)).toContain(session.signature)
    await kernel.connections.disconnect()
    expect(storage.getItem(`@gangway/${siwxSessionsKey.name}`) ?? '').not.toContain(
      session.signature,
    )
    await connect()
    await until(() => kernel.router.view === 'SIWXSignMessage' && kernel.modal.isOpen)
    expect(opened).toHaveLength(2)
  })

  it('asks again when the stored session expired', async () => {
    const storage = memoryStorage()
    const first = withWallet({ expiration: 1 }, storage)
    await first.connect()
    await until(() => first.kernel.router.view === 'SIWXSignMessage')
    await getSiwx(first.kernel).signIn()
    first.kernel.destroy()
    // A minute later by the instance's clock: the 1 ms session has expired.
    const second = withWallet({}, storage, { now: () => Date.now() + 60_000 })
    await second.connect()
    await until(() => second.kernel.router.view === 'SIWXSignMessage')
  })

  it("fails with 'Signature declined' when the wallet refuses, and keeps asking", async () => {
    const { kernel, wallet, connect } = withWallet()
    await connect()
    await until(() => kernel.router.view === 'SIWXSignMessage')
    wallet.rejectNext()
    const error = await getSiwx(kernel)
      .signIn()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SiwxSignatureError)
    expect((error as SiwxSignatureError).shortMessage).toBe('Signature declined')
    expect(slice(kernel).status).toBe('error')
    expect(kernel.router.view).toBe('SIWXSignMessage')
    expect(await getSiwx(kernel).getSession()).toBeUndefined()
  })

  it('refuses a signature that the host’s verifier rejects', async () => {
    const { kernel, connect } = withWallet({
      verifiers: [{ namespace: 'eip155', verify: () => false }],
    })
    await connect()
    await until(() => kernel.router.view === 'SIWXSignMessage')
    await expect(getSiwx(kernel).signIn()).rejects.toBeInstanceOf(SiwxSignatureError)
    expect(await getSiwx(kernel).getSession()).toBeUndefined()
  })

  it('takes the nonce from the host and keeps sessions in the host’s storage', async () => {
    const saved: unknown[] = []
    const { kernel, connect } = withWallet({
      getNonce: () => 'FromTheServer42',
      storage: {
        get: async () => undefined,
        set: async (session) => void saved.push(session),
        delete: async () => {},
      },
    })
    await connect()
    await until(() => kernel.router.view === 'SIWXSignMessage')
    const session = await getSiwx(kernel).signIn()
    expect(session.data.nonce).toBe('FromTheServer42')
    expect(session.message).toContain('\nNonce: FromTheServer42\n')
    expect(saved).toEqual([session])
  })
})

describe('siwx plugin: cancel and the close guard (SPEC §2, §4)', () => {
  it('required: closing is refused while no session exists; cancel disconnects', async () => {
    const { kernel, connect } = withWallet({ required: true })
    await connect()
    await until(() => kernel.router.view === 'SIWXSignMessage')
    expect(kernel.modal.close()).toBe(false)
    expect(kernel.modal.isOpen).toBe(true)
    expect(kernel.store.getState().modal.shake).toBe(true)
    await getSiwx(kernel).cancel()
    expect(kernel.connections.get('eip155')).toBeUndefined()
    expect(kernel.modal.isOpen).toBe(false)
  })

  it('required: closes once the session exists', async () => {
    const { kernel, connect } = withWallet({ required: true })
    await connect()
    await until(() => kernel.router.view === 'SIWXSignMessage')
    await getSiwx(kernel).signIn()
    expect(kernel.modal.isOpen).toBe(false)
    await kernel.modal.open()
    expect(kernel.router.view).toBe('Account')
    expect(kernel.modal.close()).toBe(true)
  })

  it('optional: cancel closes and stays connected; the same account is not asked again', async () => {
    const { kernel, connect, wallet, opened } = withWallet()
    await connect()
    await until(() => kernel.router.view === 'SIWXSignMessage')
    await getSiwx(kernel).cancel()
    expect(kernel.modal.isOpen).toBe(false)
    expect(kernel.connections.get('eip155')?.address).toBe(wallet.address)
    wallet.emit('accountsChanged', [wallet.address])
    await checked(kernel)
    expect(opened).toHaveLength(1)
  })

  it('optional: the close button closes the prompt (no guard)', async () => {
    const { kernel, connect } = withWallet()
    await connect()
    await until(() => kernel.router.view === 'SIWXSignMessage')
    expect(kernel.modal.close()).toBe(true)
    expect(slice(kernel).caipAddress).toBeUndefined()
  })
})

// Two accounts of one wallet (anvil's first development addresses).
const accountA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const accountB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const twoAccounts = () =>
  fakeChain({ connectors: [{ id: 'injected', wallet: { addresses: [accountA, accountB] } }] })

describe('siwx plugin: several accounts (no sign-in loops)', () => {
  it('asks each account once, and not again when switching between signed-in accounts', async () => {
    const chain = twoAccounts()
    const { kernel, opened } = start({
      chains: [chain.plugin],
      plugins: [siwx(site)],
      storage: memoryStorage(),
    })
    const switchTo = (address: string) =>
      kernel.connections.update({
        namespace: 'eip155',
        connectorId: 'injected',
        changes: { address },
      })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await until(() => kernel.router.view === 'SIWXSignMessage')
    expect(getSiwx(kernel).pending).toBe(`eip155:1:${accountA}`)
    await getSiwx(kernel).signIn()

    switchTo(accountB)
    await until(() => getSiwx(kernel).pending === `eip155:1:${accountB}`)
    expect(kernel.router.view).toBe('SIWXSignMessage')
    await getSiwx(kernel).signIn()
    expect(opened).toHaveLength(2)

    for (const address of [accountA, accountB, accountA]) switchTo(address)
    await checked(kernel)
    expect(opened).toHaveLength(2)
    expect(kernel.modal.isOpen).toBe(false)
  })

  it('drops the prompt of an account the visitor left for a signed-in one', async () => {
    const chain = twoAccounts()
    const { kernel } = start({
      chains: [chain.plugin],
      plugins: [siwx(site)],
      storage: memoryStorage(),
    })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await until(() => kernel.router.view === 'SIWXSignMessage')
    await getSiwx(kernel).signIn()
    kernel.connections.update({
      namespace: 'eip155',
      connectorId: 'injected',
      changes: { address: accountB },
    })
    await until(() => kernel.router.view === 'SIWXSignMessage' && kernel.modal.isOpen)
    kernel.connections.update({
      namespace: 'eip155',
      connectorId: 'injected',
      changes: { address: accountA },
    })
    await until(() => !kernel.modal.isOpen)
    expect(getSiwx(kernel).pending).toBeUndefined()
  })

  it('keeps a session per chain: a network switch asks for the new chain', async () => {
    const chain = twoAccounts()
    const { kernel } = start({
      chains: [chain.plugin],
      plugins: [siwx(site)],
      storage: memoryStorage(),
    })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await until(() => kernel.router.view === 'SIWXSignMessage')
    await getSiwx(kernel).signIn()
    chain.changeNetwork('injected', 'eip155:10')
    await until(() => getSiwx(kernel).pending === `eip155:10:${accountA}`)
    const session = await getSiwx(kernel).signIn()
    expect(session.message).toContain('\nChain ID: 10\n')
  })
})

describe('siwx plugin: the SIWXSignMessage view', () => {
  it('signs on "Sign", and shows \'Signature declined\' when the wallet refuses', async () => {
    const { kernel, connect, wallet } = withWallet()
    await connect()
    await until(() => kernel.router.view === 'SIWXSignMessage')
    const View = (await kernel.registry.loadView('SIWXSignMessage'))
      .default as ComponentType<ViewProps>
    const container = document.createElement('div')
    document.body.appendChild(container)
    const root = createRoot(container)
    cleanups.push(() => {
      root.unmount()
      container.remove()
    })
    // No catalogue key known to this translator: the plugin's own English is used.
    const t = (key: string) => key
    await act(async () => root.render(createElement(View, { kernel, data: {}, t })))
    expect(container.textContent).toContain('needs to connect to your wallet')
    const button = (name: string) =>
      [...container.querySelectorAll('button')].find((b) => b.textContent === name)!
    wallet.rejectNext()
    await act(async () => button('Sign').click())
    await until(() => kernel.store.getState().toast.open)
    expect(kernel.store.getState().toast).toMatchObject({
      variant: 'error',
      message: 'Signature declined',
    })
    await act(async () => button('Sign').click())
    await until(() => !kernel.modal.isOpen)
    expect(await getSiwx(kernel).getSession()).toBeDefined()
  })
})

describe('siwx without the plugin, and the legacy siweConfig', () => {
  it("throws 'SIWX is not enabled' without the plugin", () => {
    const { kernel } = start({ chains: [fakeChain().plugin] })
    expect(() => getSiwx(kernel)).toThrowError(SiwxNotEnabledError)
    expect(() => getSiwx(kernel)).toThrowError('SIWX is not enabled')
  })

  // The legacy option is not the kernel's: hosts write siwx(fromSiweConfig(siweConfig)).
  const legacy = { siweConfig: { required: true } } as GangwayOptions

  it('refuses siweConfig without siwx() as an unknown option', () => {
    expect(() => createKernel(legacy)).toThrowError(/unknown option siweConfig/)
  })

  it('refuses siweConfig together with siwx() (SPEC §5)', () => {
    expect(() => createKernel({ ...legacy, plugins: [siwx()] })).toThrowError(
      /siweConfig: siweConfig and siwx options cannot both be set/,
    )
  })

  it('maps the legacy fields onto siwx options', async () => {
    const options = fromSiweConfig({
      required: true,
      statement: 'Hi',
      domain: 'a.example',
      uri: 'https://a.example',
      expiry: 60,
      getNonce: async () => 'Nonce1234',
      verifyMessage: async ({ signature }) => signature === 'ok',
    })
    expect(options).toMatchObject({ required: true, statement: 'Hi', expiration: 60_000 })
    expect(await options.getNonce?.({ caipNetworkId: 'eip155:1', address: '0x' })).toBe('Nonce1234')
    const verifier = options.verifiers![0]!
    expect(verifier.namespace).toBe('eip155')
    const data = {} as never
    expect(await verifier.verify({ message: 'm', data, signature: 'ok' })).toBe(true)
    expect(await verifier.verify({ message: 'm', data, signature: 'no' })).toBe(false)
    expect(() => fromSiweConfig({ expiry: '60' })).toThrowError(/siweConfig.expiry/)
    expect(() => siwx({ statement: 'two\nlines' })).toThrowError(/statement/)
  })
})
