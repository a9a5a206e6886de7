// @vitest-environment happy-dom
// bip122 Send through the chain contract's generic transfer methods (estimateTransfer,
// sendTransfer) and the send plugin's flow, against the Esplora test server and the Wallet
// Standard test wallet: the server checks every signature; nothing under test is mocked.

import { createBitcoinTestWallet } from 'gangway/testing/bitcoin'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bip122, bitcoinRegtest } from '../../../chains/bip122/index.js'
import {
  type ChainAdapter,
  createKernel,
  createMemoryBackend,
  type KernelInstance,
} from '../../../kernel/internal.js'
import { send } from '../../../plugins/send/index.js'
import { getSendState, sendToken, updateSend } from '../../../plugins/send/sendToken.js'
import { checkSend } from '../../../plugins/send/validateSend.js'
import { type EsploraServer, startEsplora } from '../../support/esplora.js'

let esplora: EsploraServer
let recipient: string
const cleanups: (() => void)[] = []

beforeAll(async () => {
  esplora = await startEsplora()
  recipient = createBitcoinTestWallet({
    paymentKey: '00000000000000000000000000000000000000000000000000000000000000c4',
  }).payment.address
})
afterAll(async () => {
  await esplora?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A connected kernel with send(); its wallet's payment address holds only `amounts`. */
async function setup(amounts: readonly bigint[]) {
  const key = (Math.floor(Math.random() * 2 ** 48) + 1).toString(16).padStart(64, '0')
  const wallet = createBitcoinTestWallet({ network: 'regtest', paymentKey: key })
  for (const amount of amounts) esplora.fund(wallet.payment.address, amount)
  cleanups.push(wallet.register())
  const kernel: KernelInstance = createKernel({
    chains: [bip122({ networks: [bitcoinRegtest], esploraUrl: esplora.url })],
    plugins: [send()],
    storage: createMemoryBackend(),
    logLevel: 'silent',
  })
  cleanups.push(() => kernel.destroy())
  await kernel.connections.connect({ namespace: 'bip122', connectorId: wallet.standard.name })
  const events: string[] = []
  kernel.bus.on('analytics', ({ event }) => events.push(event))
  kernel.router.reset({ view: 'Account' })
  kernel.router.push({ view: 'WalletSend' })
  kernel.router.push({ view: 'WalletSendPreview' })
  const adapter: ChainAdapter = await kernel.chains.load('bip122')
  const from = kernel.connections.get('bip122')!.address
  return { wallet, kernel, adapter, from, events }
}

async function fill(kernel: KernelInstance, adapter: ChainAdapter, amount: string) {
  const [btc] = await adapter.getBalances({
    address: kernel.connections.get('bip122')!.address,
    network: bitcoinRegtest,
  })
  updateSend(kernel, { token: btc, sendTokenAmount: amount, receiverAddress: recipient })
  return btc!
}

describe('bip122 Send through the generic adapter methods', () => {
  it('the adapter has the chain contract: transfers, units, explorer links', async () => {
    const { adapter } = await setup([10_000n])
    expect(typeof adapter.estimateTransfer).toBe('function')
    expect(typeof adapter.sendTransfer).toBe('function')
    expect(adapter.parseUnits('0.0001', 8)).toBe(10_000n)
    expect(adapter.formatUnits(10_000n, 8)).toBe('0.00010000')
    expect(adapter.validateAddress(recipient)).toBe(true)
  })

  it('estimates from the UTXOs and Esplora’s fee rate; the transfer pays exactly that fee', async () => {
    esplora.feeEstimates = { '1': 20, '6': 3, '144': 1 }
    const { kernel, adapter, from, events } = await setup([60_000n, 30_000n])
    const estimate = await adapter.estimateTransfer!({
      from,
      to: recipient,
      amount: 70_000n,
      network: bitcoinRegtest,
    })
    // Two p2wpkh inputs, a p2wpkh output and change at 3 sat/vB (the 6-block target).
    expect(estimate.quote).toEqual({ feeRate: 3 })
    expect(estimate.fee).toBe(BigInt(Math.ceil((11 + 2 * 68 + 2 * 31) * 3)))
    await fill(kernel, adapter, '0.0007')
    const txid = await sendToken(kernel, { estimate })
    const { tx, fee } = esplora.transaction(txid)!
    expect(tx.outs[0]!.value).toBe(70_000n)
    expect(fee).toBe(estimate.fee)
    expect(esplora.utxos(recipient).some((u) => u.txid === txid && u.value === 70_000n)).toBe(true)
    expect(events).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(getSendState(kernel)).toMatchObject({ sendTokenAmount: '', receiverAddress: '' })
    expect(kernel.router.stack).toEqual([{ view: 'Account' }])
    // The balance is read again, not served from the 30 s cache.
    const [after] = await adapter.getBalances({ address: from, network: bitcoinRegtest })
    expect(after!.value).toBe(90_000n - 70_000n - estimate.fee)
  })

  it('Max (an estimate for 0) sends everything but the fee and leaves nothing', async () => {
    esplora.feeEstimates = { '6': 2 }
    const { kernel, adapter, from } = await setup([40_000n, 25_000n, 5_000n])
    const estimate = await adapter.estimateTransfer!({
      from,
      to: recipient,
      amount: 0n,
      network: bitcoinRegtest,
    })
    expect(estimate.fee).toBe(BigInt(Math.ceil((11 + 3 * 68 + 31) * 2)))
    const btc = await fill(kernel, adapter, '0')
    updateSend(kernel, {
      sendTokenAmount: adapter.formatUnits(btc.value - estimate.fee, btc.decimals),
    })
    expect(
      checkSend({
        state: getSendState(kernel),
        adapter,
        fee: estimate.fee,
        nativeValue: btc.value,
      }),
    ).toBe(70_000n - estimate.fee)
    const txid = await sendToken(kernel, { estimate })
    expect(esplora.transaction(txid)!.tx.outs).toHaveLength(1)
    expect(esplora.utxos(from)).toEqual([])
  })

  it("a rejection keeps the form, tracks SEND_ERROR and says 'User rejected the request.'", async () => {
    const { kernel, adapter, wallet, events } = await setup([50_000n])
    await fill(kernel, adapter, '0.0002')
    const form = getSendState(kernel)
    wallet.rejectNext()
    await expect(sendToken(kernel)).rejects.toMatchObject({
      shortMessage: 'User rejected the request.',
    })
    expect(events).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(getSendState(kernel)).toEqual({
      ...form,
      loading: false,
      error: 'User rejected the request.',
    })
    expect(esplora.utxos(recipient).every((u) => u.value !== 20_000n)).toBe(true)
  })

  it('more than the coins cover is refused before the wallet is asked', async () => {
    const { kernel, adapter, from, wallet } = await setup([10_000n])
    await expect(
      adapter.estimateTransfer!({ from, to: recipient, amount: 9_999n, network: bitcoinRegtest }),
    ).rejects.toMatchObject({ name: 'InsufficientFundsError' })
    await fill(kernel, adapter, '0.0001')
    await expect(sendToken(kernel, { estimate: { fee: 200n } })).rejects.toThrow(
      'Insufficient funds',
    )
    expect(wallet.requests.filter((r) => r.method.includes('sign'))).toEqual([])
  })
})
