// @vitest-environment happy-dom
// The SPEC §4 send flow through a real kernel, the real eip155 adapter and the test wallet on
// anvil: nothing of the code under test is mocked.

import { createTestWallet, type TestWallet } from 'gangway/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { anvil as anvilNetwork, eip155 } from '../../../chains/eip155/index.js'
import { caches, createKernel, type KernelInstance } from '../../../kernel/index.js'
import { type SendState, send } from '../../../plugins/send/index.js'
import { getSendState, sendToken, updateSend } from '../../../plugins/send/sendToken.js'
import { type Anvil, deployFixtures, type Fixtures, startAnvil } from '../../support/anvil.js'
import { memoryStorage } from '../../support/fakeChain.js'

let node: Anvil
let fixtures: Fixtures
const cleanups: (() => void)[] = []
const receiver = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

beforeAll(async () => {
  node = await startAnvil()
  fixtures = await deployFixtures(node.rpcUrl)
})
afterAll(async () => {
  await node?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function setup(): Promise<{ kernel: KernelInstance; wallet: TestWallet; events: string[] }> {
  const wallet = createTestWallet({ rpcUrl: node.rpcUrl })
  cleanups.push(wallet.announce())
  const storage = memoryStorage()
  const kernel = createKernel({
    chains: [
      eip155({
        networks: [anvilNetwork],
        rpcUrls: { 31337: [node.rpcUrl] },
        tokens: { 31337: [{ address: fixtures.usdc }] },
        announcementTimeout: 100,
      }),
    ],
    plugins: [send()],
    storage,
    logLevel: 'silent',
  })
  cleanups.push(() => kernel.destroy())
  await kernel.connections.connect({ namespace: 'eip155', connectorId: wallet.info.rdns })
  const events: string[] = []
  kernel.bus.on('analytics', ({ event }) => events.push(event))
  kernel.router.reset({ view: 'Account' })
  kernel.router.push({ view: 'WalletSend' })
  kernel.router.push({ view: 'WalletSendPreview' })
  return { kernel, wallet, events }
}

async function balances(kernel: KernelInstance) {
  const adapter = await kernel.chains.load('eip155')
  const connection = kernel.connections.get('eip155')!
  return adapter.getBalances({
    address: connection.address,
    network: kernel.networks.getActive('eip155')!,
  })
}

async function fill(kernel: KernelInstance, token: 'native' | 'usdc', amount: string) {
  const all = await balances(kernel)
  const chosen = token === 'native' ? all.find((b) => !b.address) : all.find((b) => b.address)
  updateSend(kernel, { token: chosen, sendTokenAmount: amount, receiverAddress: receiver })
}

const ethOf = async (address: string) => {
  const response = await fetch(node.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    }),
  })
  return BigInt(((await response.json()) as { result: string }).result)
}

describe('the send flow (SPEC §4)', () => {
  it('sends natively: SEND_INITIATED, loading, SEND_SUCCESS, reset, back to Account, fresh balances', async () => {
    const { kernel, events } = await setup()
    await fill(kernel, 'native', '0.5')
    const cachedBefore = await balances(kernel)
    expect(
      kernel.storage.getCache({
        cache: caches.portfolio,
        id: `eip155:31337:${kernel.connections.get()!.address.toLowerCase()}`,
      }),
    ).toBeDefined()
    const loading: boolean[] = []
    const stop = kernel.store.subscribe(
      (state) => (state.slices.send as SendState).loading,
      (value) => loading.push(value),
    )
    const before = await ethOf(receiver)
    const hash = await sendToken(kernel)
    stop()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await ethOf(receiver)) - before).toBe(5n * 10n ** 17n)
    expect(events).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(loading[0]).toBe(true)
    expect(getSendState(kernel)).toMatchObject({
      token: undefined,
      sendTokenAmount: '',
      receiverAddress: '',
      loading: false,
      error: undefined,
    })
    expect(kernel.router.stack).toEqual([{ view: 'Account' }])
    expect(kernel.store.getState().router.transactionStack).toEqual([])
    // The balance cache was cleared: the next read shows the send.
    const after = await balances(kernel)
    expect(after.find((b) => !b.address)!.value).toBeLessThan(
      cachedBefore.find((b) => !b.address)!.value - 5n * 10n ** 17n + 1n,
    )
  })

  it('sends an ERC-20 token: SEND_INITIATED only, the token moves', async () => {
    const { kernel, events } = await setup()
    await fill(kernel, 'usdc', '3.25')
    await sendToken(kernel)
    expect(events).toEqual(['SEND_INITIATED'])
    const usdc = (await balances(kernel)).find((b) => b.address)!
    expect(usdc.value).toBe(1_000_000n * 10n ** 6n - 3_250_000n)
    expect(kernel.router.view).toBe('Account')
  })

  it('a rejection keeps the form, clears loading, tracks SEND_ERROR and explains', async () => {
    const { kernel, wallet, events } = await setup()
    await fill(kernel, 'native', '0.1')
    const form = getSendState(kernel)
    wallet.rejectNext()
    await expect(sendToken(kernel)).rejects.toThrow('User rejected the request.')
    expect(events).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    const state = getSendState(kernel)
    expect(state).toEqual({ ...form, loading: false, error: 'User rejected the request.' })
    expect(kernel.router.view).toBe('WalletSendPreview')
    expect(kernel.store.getState().router.transactionStack).toEqual([])
  })

  it('validates before anything is tracked or sent', async () => {
    const { kernel, wallet, events } = await setup()
    updateSend(kernel, { sendTokenAmount: '1', receiverAddress: receiver })
    await expect(sendToken(kernel)).rejects.toThrow('A token is required')
    await fill(kernel, 'native', '')
    await expect(sendToken(kernel)).rejects.toThrow('An amount and receiver address are required')
    await fill(kernel, 'native', '1000000')
    await expect(sendToken(kernel)).rejects.toThrow('Insufficient funds')
    expect(events).toEqual([])
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([])
  })

  it('refuses a second send while one is under way, with a typed error', async () => {
    const { kernel, wallet, events } = await setup()
    await fill(kernel, 'native', '1')
    updateSend(kernel, { loading: true })
    await expect(sendToken(kernel)).rejects.toMatchObject({
      name: 'SendValidationError',
      code: 'SEND_IN_PROGRESS',
      key: 'WalletSend.inProgress',
      shortMessage: 'A send is already under way.',
    })
    expect(events).toEqual([])
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([])
  })

  it('a Max native send pays at most the fee it reserved', async () => {
    const { kernel } = await setup()
    const { getTransferAdapter } = await import('../../../plugins/send/getTransferAdapter.js')
    const sender = await getTransferAdapter(kernel, 'eip155')
    const connection = kernel.connections.get('eip155')!
    const network = kernel.networks.getActive('eip155')!
    const fee = await sender.estimateTransfer({
      from: connection.address,
      to: receiver,
      amount: 0n,
      network,
    })
    expect(fee.fee).toBe((fee.quote!.gas as bigint) * (fee.quote!.maxFeePerGas as bigint))
    const native = (await balances(kernel)).find((b) => !b.address)!
    updateSend(kernel, {
      token: native,
      sendTokenAmount: sender.formatUnits(native.value - fee.fee, 18),
      receiverAddress: receiver,
    })
    await sendToken(kernel, { estimate: fee })
    const left = await ethOf(connection.address)
    expect(left).toBeGreaterThanOrEqual(0n)
    expect(left).toBeLessThanOrEqual(fee.fee)
  })
})
