// @vitest-environment happy-dom
import { Psbt, Transaction } from 'bitcoinjs-lib'
import { type BitcoinTestWallet, createBitcoinTestWallet } from 'gangway/testing/bitcoin'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type Bip122Adapter,
  bip122,
  bitcoinRegtest,
  bitcoinTestnet,
  sighash,
} from '../../../chains/bip122/index.js'
import {
  createKernel,
  createMemoryBackend,
  type KernelInstance,
  type StorageBackend,
} from '../../../kernel/internal.js'
import { bip122Verifier } from '../../../plugins/siwx/server/index.js'
import { type EsploraServer, startEsplora } from '../../support/esplora.js'

let esplora: EsploraServer
const cleanups: (() => void)[] = []
/** Another regtest address (the payment address of a second test wallet). */
let recipient: string

beforeAll(async () => {
  esplora = await startEsplora()
  recipient = createBitcoinTestWallet({
    paymentKey: '00000000000000000000000000000000000000000000000000000000000000c3',
  }).payment.address
})
afterAll(async () => {
  await esplora?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const memory = createMemoryBackend

function setup(
  parameters: {
    wallet?: BitcoinTestWallet
    storage?: StorageBackend
    api?: 'standard' | 'unisat'
  } = {},
) {
  const wallet =
    parameters.wallet ?? createBitcoinTestWallet({ network: 'regtest', esploraUrl: esplora.url })
  cleanups.push(parameters.api === 'unisat' ? wallet.inject() : wallet.register())
  const kernel: KernelInstance = createKernel({
    chains: [
      bip122({
        networks: [bitcoinRegtest, bitcoinTestnet],
        esploraUrl: { [bitcoinRegtest.caipNetworkId]: esplora.url },
        registrationTimeout: 100,
      }),
    ],
    storage: parameters.storage ?? memory(),
    logLevel: 'silent',
  })
  cleanups.push(() => kernel.destroy())
  const connectorId = parameters.api === 'unisat' ? 'unisat' : wallet.standard.name
  const adapter = () => kernel.chains.load('bip122') as Promise<Bip122Adapter>
  const connect = () => kernel.connections.connect({ namespace: 'bip122', connectorId })
  return { wallet, kernel, adapter, connect, connectorId }
}

/** A fresh wallet whose payment address holds only the given coins. */
function fundedWallet(amounts: readonly bigint[], confirmed = true) {
  const key = (Math.floor(Math.random() * 2 ** 48) + 1).toString(16).padStart(64, '0')
  const wallet = createBitcoinTestWallet({
    network: 'regtest',
    paymentKey: key,
    esploraUrl: esplora.url,
  })
  for (const amount of amounts) esplora.fund(wallet.payment.address, amount, { confirmed })
  return wallet
}

describe('discovery', () => {
  it('lists a Wallet Standard bitcoin wallet as an ANNOUNCED connector', () => {
    const { kernel, wallet } = setup()
    expect(kernel.connectors.all('bip122')).toEqual([
      {
        id: 'Gangway Bitcoin Wallet',
        name: 'Gangway Bitcoin Wallet',
        type: 'ANNOUNCED',
        namespace: 'bip122',
        imageUrl: wallet.standard.icon,
      },
    ])
  })
  it('lists window.unisat as the INJECTED connector', () => {
    const { kernel } = setup({ api: 'unisat' })
    expect(kernel.connectors.all('bip122')).toEqual([
      { id: 'unisat', name: 'UniSat Wallet', type: 'INJECTED', namespace: 'bip122' },
    ])
  })
  it('ignores wallets without bitcoin:connect or bitcoin chains', () => {
    const { kernel } = setup()
    const register = (wallet: unknown) =>
      window.dispatchEvent(
        new CustomEvent('wallet-standard:register-wallet', {
          detail: (api: { register(w: unknown): void }) => api.register(wallet),
        }),
      )
    register({
      name: 'Solana only',
      icon: 'data:,',
      chains: ['solana:mainnet'],
      features: {},
      accounts: [],
    })
    register({
      name: 'No connect',
      icon: 'data:,',
      chains: ['bitcoin:mainnet'],
      features: {},
      accounts: [],
    })
    expect(kernel.connectors.all('bip122').map((c) => c.id)).toEqual(['Gangway Bitcoin Wallet'])
  })
})

describe('connect', () => {
  it('connects payment and ordinals accounts, payment first, with public keys and paths', async () => {
    const { kernel, wallet, connect } = setup()
    const connection = await connect()
    expect(connection).toMatchObject({
      address: wallet.payment.address,
      caipNetworkId: bitcoinRegtest.caipNetworkId,
      accounts: [
        {
          namespace: 'bip122',
          type: 'payment',
          address: wallet.payment.address,
          publicKey: wallet.payment.publicKey,
          path: "m/84'/1'/0'/0/0",
        },
        {
          namespace: 'bip122',
          type: 'ordinal',
          address: wallet.ordinals.address,
          publicKey: wallet.ordinals.publicKey,
          path: "m/86'/1'/0'/0/0",
        },
      ],
    })
    expect(wallet.payment.address).toMatch(/^bcrt1q/)
    expect(wallet.ordinals.address).toMatch(/^bcrt1p/)
    expect(wallet.requests[0]).toEqual({
      method: 'bitcoin:connect',
      params: { purposes: ['payment', 'ordinals'] },
    })
    expect(kernel.connections.getStatus('bip122')).toBe('connected')
  })

  it('connects a UniSat-style wallet with its payment account and public key', async () => {
    const { wallet, connect } = setup({ api: 'unisat' })
    const connection = await connect()
    expect(connection.accounts).toEqual([
      {
        namespace: 'bip122',
        type: 'payment',
        address: wallet.payment.address,
        publicKey: wallet.payment.publicKey,
      },
    ])
    expect(connection.caipNetworkId).toBe(bitcoinRegtest.caipNetworkId)
  })

  it.each(['standard', 'unisat'] as const)(
    "a %s wallet's rejection is a UserRejectedRequestError (4001) and stays disconnected",
    async (api) => {
      const { kernel, wallet, connect } = setup({ api })
      wallet.rejectNext()
      await expect(connect()).rejects.toMatchObject({
        name: 'UserRejectedRequestError',
        shortMessage: 'User rejected the request.',
        rpcCode: 4001,
      })
      expect(kernel.connections.getStatus('bip122')).toBe('disconnected')
    },
  )

  it.each(['standard', 'unisat'] as const)(
    'restores a %s wallet silently on reload, without a prompt',
    async (api) => {
      const storage = memory()
      const wallet = createBitcoinTestWallet({ network: 'regtest' })
      const first = setup({ storage, wallet, api })
      await first.connect()
      first.kernel.destroy()
      wallet.clearRequests()
      const second = setup({ storage, wallet, api })
      await second.kernel.ready
      expect(second.kernel.connections.get('bip122')).toMatchObject({
        address: wallet.payment.address,
        connector: { id: second.connectorId },
      })
      expect(second.kernel.connections.get('bip122')!.accounts.map((a) => a.type)).toEqual(
        api === 'standard' ? ['payment', 'ordinal'] : ['payment'],
      )
      const prompts = ['bitcoin:connect', 'requestAccounts']
      expect(wallet.requests.filter((r) => prompts.includes(r.method))).toEqual([])
    },
  )

  it('does not restore when the wallet no longer shares accounts', async () => {
    const storage = memory()
    const wallet = createBitcoinTestWallet({ network: 'regtest' })
    const first = setup({ storage, wallet })
    await first.connect()
    first.kernel.destroy()
    wallet.disconnect()
    const second = setup({ storage, wallet })
    await second.kernel.ready
    expect(second.kernel.connections.getStatus('bip122')).toBe('disconnected')
  })

  it('ends the connection when the visitor revokes it in the wallet', async () => {
    const { kernel, wallet, connect } = setup()
    await connect()
    const events: string[] = []
    kernel.bus.on('disconnect', ({ connectorId }) => events.push(connectorId))
    wallet.disconnect()
    expect(kernel.connections.getStatus('bip122')).toBe('disconnected')
    expect(events).toEqual([wallet.standard.name])
  })

  it('disconnects through standard:disconnect and stops listening', async () => {
    const { kernel, wallet, connect } = setup()
    await connect()
    await kernel.connections.disconnect({ namespace: 'bip122' })
    expect(wallet.requests.at(-1)?.method).toBe('standard:disconnect')
    expect(kernel.connections.getStatus('bip122')).toBe('disconnected')
  })
})

describe('balances (Esplora)', () => {
  it('adds confirmed and unconfirmed funds and shows BTC with 8 decimals', async () => {
    const wallet = fundedWallet([100_000n])
    esplora.fund(wallet.payment.address, 50_000n, { confirmed: false })
    const { adapter, connect } = setup({ wallet })
    const connection = await connect()
    const bitcoin = await adapter()
    await expect(
      bitcoin.getBalance({ address: connection.address, network: bitcoinRegtest }),
    ).resolves.toEqual({ confirmed: 100_000n, unconfirmed: 50_000n, total: 150_000n })
    await expect(
      bitcoin.getBalances({ address: connection.address, network: bitcoinRegtest }),
    ).resolves.toEqual([
      {
        name: 'Regtest Bitcoin',
        symbol: 'rBTC',
        caipNetworkId: bitcoinRegtest.caipNetworkId,
        value: 150_000n,
        decimals: 8,
        formatted: '0.00150000',
      },
    ])
  })

  it('caches a balance for 30 s: one request for repeated reads', async () => {
    let now = 1_000_000
    const wallet = fundedWallet([10_000n])
    cleanups.push(wallet.register())
    const kernel = createKernel(
      {
        chains: [bip122({ networks: [bitcoinRegtest], esploraUrl: esplora.url })],
        storage: memory(),
        logLevel: 'silent',
      },
      { env: { now: () => now } },
    )
    cleanups.push(() => kernel.destroy())
    const bitcoin = (await kernel.chains.load('bip122')) as Bip122Adapter
    const path = `GET /address/${wallet.payment.address}`
    const count = () => esplora.requests.filter((r) => r === path).length
    const read = () =>
      bitcoin.getBalance({ address: wallet.payment.address, network: bitcoinRegtest })
    await read()
    esplora.fund(wallet.payment.address, 5_000n)
    await expect(read()).resolves.toMatchObject({ total: 10_000n })
    expect(count()).toBe(1)
    now += 30_001
    await expect(read()).resolves.toMatchObject({ total: 15_000n })
    expect(count()).toBe(2)
  })

  it("fails with 'Token Balance Unavailable' when the server does not answer", async () => {
    const { adapter } = setup()
    const bitcoin = await adapter()
    esplora.failNext(404)
    await expect(
      bitcoin.getBalance({ address: fundedWallet([]).payment.address, network: bitcoinRegtest }),
    ).rejects.toMatchObject({
      name: 'BalanceUnavailableError',
      shortMessage: 'Token Balance Unavailable',
    })
  })
})

describe('messages', () => {
  it.each([
    ['payment (p2wpkh, BIP-137)', 'payment'],
    ['ordinals (p2tr, BIP-322)', 'ordinals'],
  ] as const)('signs with the %s address; the signature verifies', async (_, which) => {
    const { kernel, wallet, connect, connectorId } = setup()
    await connect()
    const address = wallet[which].address
    const message = 'gangway.dev wants you to sign in with your Bitcoin account'
    const signature = await kernel.chains
      .load('bip122')
      .then((a) => a.signMessage({ connectorId, address, message }))
    const verify = (text: string, accountAddress = address) =>
      bip122Verifier().verify({
        message: text,
        signature,
        data: { chainId: bitcoinRegtest.caipNetworkId, accountAddress },
      } as Parameters<ReturnType<typeof bip122Verifier>['verify']>[0])
    expect(await verify(message)).toBe(true)
    expect(await verify(`${message}!`)).toBe(false)
    expect(await verify(message, recipient)).toBe(false)
  })

  it('signs with UniSat: ECDSA by default, BIP-322 on request', async () => {
    const { kernel, wallet, connect, connectorId } = setup({ api: 'unisat' })
    await connect()
    const bitcoin = (await kernel.chains.load('bip122')) as Bip122Adapter
    const address = wallet.payment.address
    for (const protocol of [undefined, 'bip322'] as const) {
      const signature = await bitcoin.signMessage({ connectorId, address, message: 'hi', protocol })
      expect(
        await bip122Verifier().verify({
          message: 'hi',
          signature,
          data: { chainId: bitcoinRegtest.caipNetworkId, accountAddress: address },
        } as Parameters<ReturnType<typeof bip122Verifier>['verify']>[0]),
      ).toBe(true)
    }
    expect(wallet.requests.filter((r) => r.method === 'signMessage').map((r) => r.params)).toEqual([
      { message: 'hi', type: 'ecdsa' },
      { message: 'hi', type: 'bip322-simple' },
    ])
  })

  it('a rejected signature is a UserRejectedRequestError', async () => {
    const { kernel, wallet, connect, connectorId } = setup()
    await connect()
    wallet.rejectNext()
    const bitcoin = await kernel.chains.load('bip122')
    await expect(
      bitcoin.signMessage({ connectorId, address: wallet.payment.address, message: 'x' }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError', rpcCode: 4001 })
  })
})

/** An unsigned PSBT spending every UTXO of the wallet's payment address to `to`. */
function buildPsbt(wallet: BitcoinTestWallet, to: string, amount: bigint, fee = 500n) {
  const utxos = esplora.utxos(wallet.payment.address)
  const script = utxos[0]!.script
  const psbt = new Psbt({ network: esplora.network })
  let total = 0n
  for (const utxo of utxos) {
    psbt.addInput({ hash: utxo.txid, index: utxo.vout, witnessUtxo: { script, value: utxo.value } })
    total += utxo.value
  }
  psbt.addOutput({ address: to, value: amount })
  if (total - amount - fee > 546n) psbt.addOutput({ script, value: total - amount - fee })
  return psbt
}

describe('PSBTs', () => {
  it.each(['standard', 'unisat'] as const)(
    'a %s wallet signs a PSBT paying another address; the broadcast is accepted',
    async (api) => {
      const wallet = fundedWallet([60_000n, 40_000n])
      const { adapter, connect, connectorId } = setup({ wallet, api })
      await connect()
      const bitcoin = await adapter()
      const psbt = buildPsbt(wallet, recipient, 70_000n)
      const { psbt: signed, txid } = await bitcoin.signPsbt({
        connectorId,
        psbt: psbt.toBase64(),
        broadcast: true,
      })
      expect(txid).toMatch(/^[0-9a-f]{64}$/)
      expect(esplora.transaction(txid!)?.status.confirmed).toBe(false)
      expect(Psbt.fromBase64(signed).data.inputs.every((i) => i.finalScriptWitness)).toBe(true)
      expect(esplora.utxos(wallet.payment.address).map((u) => u.txid)).toEqual([txid])
      expect(esplora.utxos(recipient).some((u) => u.txid === txid && u.value === 70_000n)).toBe(
        true,
      )
    },
  )

  it('signs only without broadcasting by default', async () => {
    const wallet = fundedWallet([30_000n])
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    const before = esplora.requests.filter((r) => r === 'POST /tx').length
    const { psbt, txid } = await (await adapter()).signPsbt({
      connectorId,
      psbt: buildPsbt(wallet, recipient, 10_000n).toHex(),
    })
    expect(txid).toBeUndefined()
    expect(Psbt.fromBase64(psbt).data.inputs[0]!.partialSig).toHaveLength(1)
    expect(esplora.requests.filter((r) => r === 'POST /tx').length).toBe(before)
  })

  it('signs the inputs and sighash types asked for (ALL|ANYONECANPAY)', async () => {
    const wallet = fundedWallet([30_000n, 20_000n])
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    const { psbt } = await (await adapter()).signPsbt({
      connectorId,
      psbt: buildPsbt(wallet, recipient, 10_000n).toBase64(),
      inputs: [
        { address: wallet.payment.address, indexes: [1], sighashTypes: [sighash.allAnyoneCanPay] },
      ],
    })
    const inputs = Psbt.fromBase64(psbt).data.inputs
    expect(inputs[0]!.partialSig).toBeUndefined()
    expect(inputs[1]!.partialSig).toHaveLength(1)
    expect(inputs[1]!.partialSig![0]!.signature.at(-1)).toBe(sighash.allAnyoneCanPay)
  })

  it('signs a taproot (ordinals) input', async () => {
    const { wallet, adapter, connect, connectorId } = setup()
    await connect()
    esplora.fund(wallet.ordinals.address, 25_000n)
    const utxo = esplora.utxos(wallet.ordinals.address).at(-1)!
    const psbt = new Psbt({ network: esplora.network })
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: utxo.script, value: utxo.value },
    })
    psbt.addOutput({ address: recipient, value: 24_000n })
    const { txid } = await (await adapter()).signPsbt({
      connectorId,
      psbt: psbt.toBase64(),
      broadcast: true,
    })
    expect(esplora.transaction(txid!)).toBeDefined()
  })

  it('the server rejects a double spend', async () => {
    const wallet = fundedWallet([50_000n])
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    const bitcoin = await adapter()
    const first = buildPsbt(wallet, recipient, 20_000n)
    const second = buildPsbt(wallet, recipient, 30_000n)
    await bitcoin.signPsbt({ connectorId, psbt: first.toBase64(), broadcast: true })
    await expect(
      bitcoin.signPsbt({ connectorId, psbt: second.toBase64(), broadcast: true }),
    ).rejects.toMatchObject({
      name: 'BroadcastError',
      shortMessage: 'The network rejected the transaction.',
    })
    expect(esplora.rejections.at(-1)).toMatch(/double spend/)
  })

  it('the server rejects a tampered signature', async () => {
    const wallet = fundedWallet([50_000n])
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    const bitcoin = await adapter()
    const { psbt } = await bitcoin.signPsbt({
      connectorId,
      psbt: buildPsbt(wallet, recipient, 20_000n).toBase64(),
    })
    const signed = Psbt.fromBase64(psbt, { network: esplora.network }).finalizeAllInputs()
    const tx = signed.extractTransaction()
    const tampered = Transaction.fromHex(tx.toHex())
    const signature = Uint8Array.from(tampered.ins[0]!.witness[0]!)
    signature[10] = signature[10]! ^ 0x01
    tampered.ins[0]!.witness[0] = signature
    await expect(
      bitcoin.broadcastTransaction({ network: bitcoinRegtest, hex: tampered.toHex() }),
    ).rejects.toMatchObject({ name: 'BroadcastError' })
    expect(esplora.rejections.at(-1)).toMatch(/mandatory-script-verify-flag-failed/)
    // The untampered one is accepted.
    await expect(
      bitcoin.broadcastTransaction({ network: bitcoinRegtest, hex: tx.toHex() }),
    ).resolves.toBe(tx.getId())
  })

  it('the server rejects a transaction spending an unknown output', async () => {
    const { adapter } = setup()
    const tx = new Transaction()
    tx.addInput(new Uint8Array(32).fill(7), 0)
    tx.addOutput(Uint8Array.of(0x6a), 0n)
    await expect(
      (await adapter()).broadcastTransaction({ network: bitcoinRegtest, hex: tx.toHex() }),
    ).rejects.toMatchObject({ name: 'BroadcastError' })
    expect(esplora.rejections.at(-1)).toMatch(/unknown input/)
  })

  it('a rejection in the wallet is a UserRejectedRequestError and nothing is broadcast', async () => {
    const wallet = fundedWallet([50_000n])
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    const before = esplora.requests.length
    wallet.rejectNext()
    await expect(
      (await adapter()).signPsbt({
        connectorId,
        psbt: buildPsbt(wallet, recipient, 20_000n).toBase64(),
        broadcast: true,
      }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError', rpcCode: 4001 })
    expect(esplora.requests.slice(before)).toEqual([])
  })

  it('refuses a PSBT with no input of the connected addresses', async () => {
    const wallet = fundedWallet([50_000n])
    const { adapter, connect, connectorId } = setup()
    await connect()
    await expect(
      (await adapter()).signPsbt({
        connectorId,
        psbt: buildPsbt(wallet, recipient, 1_000n).toBase64(),
      }),
    ).rejects.toMatchObject({ name: 'InvalidPsbtError' })
  })
})

describe('sendTransfer', () => {
  it('builds, signs and broadcasts a transfer for a Wallet Standard wallet', async () => {
    const wallet = fundedWallet([40_000n, 30_000n, 5_000n])
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    const txid = await (await adapter()).sendTransfer({
      connectorId,
      to: recipient,
      amount: 50_000n,
      feeRate: 2,
    })
    const { tx, fee } = esplora.transaction(txid)!
    expect(tx.outs[0]!.value).toBe(50_000n)
    expect(tx.ins).toHaveLength(2)
    expect(Number(fee)).toBeGreaterThanOrEqual(Math.ceil(tx.virtualSize() * 2 * 0.95))
    expect(
      esplora
        .utxos(wallet.payment.address)
        .map((u) => u.value)
        .sort(),
    ).toEqual([5_000n, 70_000n - 50_000n - fee].sort())
  })

  it('uses the wallet’s own send where it has one (UniSat sendBitcoin)', async () => {
    const wallet = fundedWallet([40_000n])
    const { adapter, connect, connectorId } = setup({ wallet, api: 'unisat' })
    await connect()
    const txid = await (await adapter()).sendTransfer({
      connectorId,
      to: recipient,
      amount: 10_000n,
    })
    expect(wallet.requests.some((r) => r.method === 'sendBitcoin')).toBe(true)
    expect(esplora.transaction(txid)!.tx.outs[0]!.value).toBe(10_000n)
  })

  it('fails with InsufficientFundsError before asking the wallet', async () => {
    const wallet = fundedWallet([10_000n])
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    wallet.clearRequests()
    await expect(
      (await adapter()).sendTransfer({ connectorId, to: recipient, amount: 10_000n, feeRate: 1 }),
    ).rejects.toMatchObject({ name: 'InsufficientFundsError' })
    expect(wallet.requests).toEqual([])
  })

  it('rejects a recipient of another network', async () => {
    const { adapter, connect, connectorId } = setup()
    await connect()
    await expect(
      (await adapter()).sendTransfer({
        connectorId,
        to: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        amount: 10_000n,
      }),
    ).rejects.toMatchObject({ name: 'InvalidAddressError' })
  })
})

describe('the Esplora test server', () => {
  it('answers tx hex and status, address history, tip height and fee estimates', async () => {
    const wallet = fundedWallet([30_000n])
    const { adapter, connect, connectorId } = setup({ wallet })
    await connect()
    const txid = await (await adapter()).sendTransfer({
      connectorId,
      to: recipient,
      amount: 10_000n,
      feeRate: 1,
    })
    const get = async (path: string) => {
      const response = await fetch(`${esplora.url}${path}`)
      const text = await response.text()
      return { status: response.status, text }
    }
    const hex = await get(`/tx/${txid}/hex`)
    expect(Transaction.fromHex(hex.text).getId()).toBe(txid)
    expect(JSON.parse((await get(`/tx/${txid}/status`)).text)).toEqual({ confirmed: false })
    const history = JSON.parse((await get(`/address/${wallet.payment.address}/txs`)).text) as {
      txid: string
      status: { confirmed: boolean }
    }[]
    expect(history.map((t) => [t.txid, t.status.confirmed])).toEqual([
      [txid, false],
      [history[1]!.txid, true],
    ])
    const height = esplora.mine()
    expect(Number((await get('/blocks/tip/height')).text)).toBe(height)
    expect(JSON.parse((await get(`/tx/${txid}/status`)).text)).toMatchObject({
      confirmed: true,
      block_height: height,
    })
    expect(JSON.parse((await get('/fee-estimates')).text)).toMatchObject({ '6': 5 })
    expect((await get('/tx/' + '0'.repeat(64))).status).toBe(404)
    await expect(
      (await adapter()).getFeeRate({ network: bitcoinRegtest, target: 2 }),
    ).resolves.toBe(10)
  })
})
