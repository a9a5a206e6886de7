// @vitest-environment happy-dom
// The SPEC §4 send flow on Solana through a real kernel, the real solana adapter, the
// Wallet Standard test wallet and the LiteSVM JSON-RPC shim: nothing under test is mocked.
import { type Address, address, generateKeyPairSigner } from '@solana/kit'
import { createSolanaTestWallet, type SolanaTestWallet } from 'gangway/testing/solana'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { token2022AccountSize } from '../../../chains/solana/estimateTransferFee.js'
import { type SolanaAdapter, solana, solanaLocalnet } from '../../../chains/solana/index.js'
import { caches, createKernel, formatUnits, type KernelInstance } from '../../../kernel/index.js'
import { getTransferAdapter } from '../../../plugins/send/getTransferAdapter.js'
import { type SendState, send } from '../../../plugins/send/index.js'
import { getSendState, sendToken, updateSend } from '../../../plugins/send/sendToken.js'
import { checkSend, validateSend } from '../../../plugins/send/validateSend.js'
import { memoryStorage } from '../../support/fakeChain.js'
import {
  type LiteSvmRpc,
  startLiteSvmRpc,
  token2022ProgramAddress,
} from '../../support/litesvmRpc.js'

// kit's Node build hands its AbortSignals and WebSocket channels to events.setMaxListeners,
// which does not accept happy-dom's event targets (as in test/integration/solana).
for (const target of [EventTarget, AbortSignal])
  Object.assign(target.prototype, { setMaxListeners() {} })

const SOL = 1_000_000_000n
type Mint = { mint: Address; mintTo(owner: string, amount: bigint): Promise<Address> }
let node: LiteSvmRpc
let usd: Mint
let usd2022: Mint
const cleanups: (() => void)[] = []

beforeAll(async () => {
  node = await startLiteSvmRpc()
  usd = await node.createMint({ decimals: 6 })
  usd2022 = await node.createMint({ decimals: 9, programAddress: token2022ProgramAddress })
})
afterAll(async () => {
  await node?.stop()
})
afterEach(() => {
  node.failMethods([])
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

const newAddress = async () => (await generateKeyPairSigner()).address
const lamportsOf = (owner: string) => node.svm.getBalance(address(owner)) ?? 0n
const rentFor = (size: number) => node.svm.minimumBalanceForRentExemption(BigInt(size))

async function setup(parameters: { sol?: bigint; usd?: bigint; usd2022?: bigint } = {}): Promise<{
  kernel: KernelInstance
  wallet: SolanaTestWallet
  adapter: SolanaAdapter
  events: string[]
}> {
  const wallet = await createSolanaTestWallet({ rpcUrl: node.url })
  node.airdrop(wallet.address, parameters.sol ?? 10n * SOL)
  if (parameters.usd) await usd.mintTo(wallet.address, parameters.usd)
  if (parameters.usd2022) await usd2022.mintTo(wallet.address, parameters.usd2022)
  cleanups.push(wallet.register())
  const kernel = createKernel({
    chains: [
      solana({
        networks: [solanaLocalnet],
        rpcUrls: { [solanaLocalnet.caipNetworkId]: [node.url] },
        tokens: { localnet: [{ address: usd.mint, name: 'Test USD', symbol: 'TUSD' }] },
        registrationTimeout: 100,
        confirmationTimeout: 10_000,
      }),
    ],
    plugins: [send()],
    storage: memoryStorage(),
    logLevel: 'silent',
  })
  cleanups.push(() => kernel.destroy())
  await kernel.connections.connect({ namespace: 'solana', connectorId: wallet.wallet.name })
  const events: string[] = []
  kernel.bus.on('analytics', ({ event }) => events.push(event))
  kernel.router.reset({ view: 'Account' })
  kernel.router.push({ view: 'WalletSend' })
  kernel.router.push({ view: 'WalletSendPreview' })
  const adapter = (await kernel.chains.load('solana')) as SolanaAdapter
  return { kernel, wallet, adapter, events }
}

async function balances(kernel: KernelInstance) {
  const adapter = await kernel.chains.load('solana')
  return adapter.getBalances({
    address: kernel.connections.get('solana')!.address,
    network: kernel.networks.getActive('solana')!,
  })
}

async function fill(kernel: KernelInstance, token: 'SOL' | Address, amount: string, to: string) {
  const all = await balances(kernel)
  const chosen =
    token === 'SOL' ? all.find((b) => !b.address) : all.find((b) => b.address === token)
  expect(chosen).toBeDefined()
  updateSend(kernel, { token: chosen, sendTokenAmount: amount, receiverAddress: to })
}

async function estimate(kernel: KernelInstance, to: string, token?: Address, amount = 0n) {
  const sender = await getTransferAdapter(kernel, 'solana')
  return sender.estimateTransfer({
    from: kernel.connections.get('solana')!.address,
    to,
    amount,
    token,
    network: kernel.networks.getActive('solana')!,
  })
}

describe('Solana fee estimate', () => {
  it('a SOL transfer costs the network fee for its message (getFeeForMessage)', async () => {
    const { kernel } = await setup()
    node.clearRequests()
    const fee = await estimate(kernel, await newAddress(), undefined, SOL)
    expect(fee).toEqual({ fee: 5000n, rent: 0n })
    expect(node.requests.map((r) => r.method)).toContain('getFeeForMessage')
    expect(node.requests.map((r) => r.method)).not.toContain('getMinimumBalanceForRentExemption')
  })

  it('falls back to 5000 lamports per signature when the node cannot price the message', async () => {
    const { kernel } = await setup()
    node.failMethods(['getFeeForMessage'])
    expect(await estimate(kernel, await newAddress())).toEqual({ fee: 5000n, rent: 0n })
  })

  it('an SPL transfer adds the rent of the token account only when the receiver has none', async () => {
    const { kernel } = await setup({ usd: 5_000_000n })
    const withoutAccount = await newAddress()
    const withAccount = await newAddress()
    await usd.mintTo(withAccount, 1n)
    node.clearRequests()
    const missing = await estimate(kernel, withoutAccount, usd.mint, 1_000_000n)
    expect(missing).toEqual({ fee: 5000n + rentFor(165), rent: rentFor(165) })
    expect(
      node.requests.filter((r) => r.method === 'getMinimumBalanceForRentExemption')[0]?.params[0],
    ).toBe(165)
    expect(await estimate(kernel, withAccount, usd.mint, 1_000_000n)).toEqual({
      fee: 5000n,
      rent: 0n,
    })
  })

  it('a Token-2022 account is sized for its mint (170 bytes without extensions)', async () => {
    const { kernel } = await setup({ usd2022: 3n * SOL })
    const fee = await estimate(kernel, await newAddress(), usd2022.mint, SOL)
    expect(fee).toEqual({ fee: 5000n + rentFor(170), rent: rentFor(170) })
  })

  it('sizes Token-2022 accounts from the mint extensions (182 bytes with a transfer fee)', () => {
    expect(token2022AccountSize(new Uint8Array(82))).toBe(170)
    // A mint with TransferFeeConfig (type 1, 108 bytes) and MetadataPointer (type 18, 64).
    const data = new Uint8Array(166 + 4 + 108 + 4 + 64)
    const view = new DataView(data.buffer)
    data[165] = 1
    view.setUint16(166, 1, true)
    view.setUint16(168, 108, true)
    view.setUint16(166 + 4 + 108, 18, true)
    view.setUint16(166 + 4 + 108 + 2, 64, true)
    expect(token2022AccountSize(data)).toBe(182)
  })
})

describe('the Solana send flow (SPEC §4)', () => {
  it('sends SOL: SEND_INITIATED, loading, SEND_SUCCESS, reset, Account, fresh balances', async () => {
    const { kernel, wallet, events } = await setup({ sol: 2n * SOL })
    const receiver = await newAddress()
    await fill(kernel, 'SOL', '0.25', receiver)
    const cached = await balances(kernel)
    expect(
      kernel.storage.getCache({ cache: caches.portfolio, id: `solana:localnet:${wallet.address}` }),
    ).toBeDefined()
    const loading: boolean[] = []
    const stop = kernel.store.subscribe(
      (state) => (state.slices.send as SendState).loading,
      (value) => loading.push(value),
    )
    const signature = await sendToken(kernel)
    stop()
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(lamportsOf(receiver)).toBe(SOL / 4n)
    expect(lamportsOf(wallet.address)).toBe(2n * SOL - SOL / 4n - 5000n)
    expect(events).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(loading).toEqual([true, false])
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
    expect(cached[0]!.value).toBe(2n * SOL)
    expect(after[0]!.value).toBe(2n * SOL - SOL / 4n - 5000n)
  })

  it('sends an SPL token to a receiver without a token account: it is created, both sides move', async () => {
    const { kernel, wallet, events } = await setup({ sol: SOL, usd: 5_000_000n })
    const receiver = await newAddress()
    const fee = await estimate(kernel, receiver, usd.mint, 1_250_000n)
    expect(fee.rent).toBe(rentFor(165))
    await fill(kernel, usd.mint, '1.25', receiver)
    await sendToken(kernel, { estimate: fee })
    expect(await node.getTokenBalance({ owner: receiver, mint: usd.mint })).toBe(1_250_000n)
    expect(await node.getTokenBalance({ owner: wallet.address, mint: usd.mint })).toBe(3_750_000n)
    // The sender paid exactly the estimate: the network fee and the new account's rent.
    expect(lamportsOf(wallet.address)).toBe(SOL - fee.fee)
    expect(events).toEqual(['SEND_INITIATED'])
    expect(kernel.router.view).toBe('Account')
    const tusd = (await balances(kernel)).find((b) => b.address === usd.mint)
    expect(tusd).toMatchObject({ symbol: 'TUSD', value: 3_750_000n, formatted: '3.75' })

    // A second send to the same receiver needs no new account and pays the network fee only.
    const again = await estimate(kernel, receiver, usd.mint, 1_000_000n)
    expect(again).toEqual({ fee: 5000n, rent: 0n })
    const before = lamportsOf(wallet.address)
    await fill(kernel, usd.mint, '1', receiver)
    await sendToken(kernel, { estimate: again })
    expect(await node.getTokenBalance({ owner: receiver, mint: usd.mint })).toBe(2_250_000n)
    expect(lamportsOf(wallet.address)).toBe(before - 5000n)
  })

  it('sends a Token-2022 token, creating the receiver account', async () => {
    const { kernel } = await setup({ sol: SOL, usd2022: 2n * SOL })
    const receiver = await newAddress()
    await fill(kernel, usd2022.mint, '0.5', receiver)
    await sendToken(kernel)
    expect(
      await node.getTokenBalance({
        owner: receiver,
        mint: usd2022.mint,
        programAddress: token2022ProgramAddress,
      }),
    ).toBe(SOL / 2n)
  })

  it('Max for SOL leaves exactly the fee', async () => {
    const { kernel, wallet } = await setup({ sol: SOL })
    const receiver = await newAddress()
    const fee = await estimate(kernel, receiver)
    const native = (await balances(kernel))[0]!
    updateSend(kernel, {
      token: native,
      sendTokenAmount: formatUnits(native.value - fee.fee, 9),
      receiverAddress: receiver,
    })
    await sendToken(kernel, { estimate: fee })
    expect(lamportsOf(receiver)).toBe(SOL - 5000n)
    expect(lamportsOf(wallet.address)).toBe(0n)
  })

  it('validates before anything is tracked or sent', async () => {
    const { kernel, wallet, events } = await setup()
    const receiver = await newAddress()
    wallet.clearRequests()
    updateSend(kernel, { sendTokenAmount: '1', receiverAddress: receiver })
    await expect(sendToken(kernel)).rejects.toThrow('A token is required')
    await fill(kernel, 'SOL', '', receiver)
    await expect(sendToken(kernel)).rejects.toThrow('An amount and receiver address are required')
    await fill(kernel, 'SOL', '1', '  ')
    await expect(sendToken(kernel)).rejects.toThrow('An amount and receiver address are required')
    for (const bad of [
      '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWW0', // 0 is not base58
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZz', // too short
    ]) {
      await fill(kernel, 'SOL', '1', bad)
      await expect(sendToken(kernel)).rejects.toMatchObject({
        name: 'SendValidationError',
        key: 'WalletSend.invalidAddress',
        field: 'receiver',
      })
    }
    await fill(kernel, 'SOL', '11', receiver)
    await expect(sendToken(kernel)).rejects.toThrow('Insufficient funds')
    expect(events).toEqual([])
    expect(wallet.requests).toEqual([])
    expect(getSendState(kernel).loading).toBe(false)
  })

  it("a token send whose fee the SOL balance cannot cover is refused: 'Not enough for the network fee'", async () => {
    const { kernel } = await setup({ sol: SOL, usd: 1_000_000n })
    const state = { ...getSendState(kernel) }
    await fill(kernel, usd.mint, '1', await newAddress())
    const filled = getSendState(kernel)
    const sender = await getTransferAdapter(kernel, 'solana')
    const fee = 5000n + rentFor(165)
    expect(() =>
      checkSend({
        state: filled,
        adapter: sender,
        fee,
        nativeValue: fee - 1n,
      }),
    ).toThrow('Not enough for the network fee')
    expect(checkSend({ state: filled, adapter: sender, fee, nativeValue: fee })).toBe(1_000_000n)
    expect(() => validateSend({ adapter: sender, state })).toThrow(
      'An amount and receiver address are required',
    )
  })

  it("a rejection keeps the form, clears loading, tracks SEND_ERROR and says 'User rejected the request.'", async () => {
    const { kernel, wallet, events } = await setup({ sol: SOL })
    const receiver = await newAddress()
    await fill(kernel, 'SOL', '0.1', receiver)
    const form = getSendState(kernel)
    wallet.rejectNext()
    await expect(sendToken(kernel)).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'User rejected the request.',
    })
    expect(events).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(getSendState(kernel)).toEqual({
      ...form,
      loading: false,
      error: 'User rejected the request.',
    })
    expect(kernel.router.view).toBe('WalletSendPreview')
    expect(kernel.store.getState().router.transactionStack).toEqual([])
    expect(lamportsOf(receiver)).toBe(0n)
    // The kept form sends on the next try.
    await sendToken(kernel)
    expect(lamportsOf(receiver)).toBe(SOL / 10n)
  })

  it('a transfer the network would refuse is explained before the wallet opens', async () => {
    const { kernel, wallet, events } = await setup({ sol: SOL })
    await fill(kernel, 'SOL', '0.0000001', await newAddress())
    wallet.clearRequests()
    // 100 lamports to a new account is below its rent-exempt minimum.
    await expect(sendToken(kernel)).rejects.toMatchObject({ name: 'TransactionFailedError' })
    expect(getSendState(kernel)).toMatchObject({ sendTokenAmount: '0.0000001', loading: false })
    expect(getSendState(kernel).error).toMatch(/rent|minimum balance/i)
    expect(wallet.requests).toEqual([])
    expect(events).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
  })
})
