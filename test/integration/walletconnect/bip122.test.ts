// The bip122 namespace of a WalletConnect session through the kernel's bip122 adapter: a real
// relay, a real WalletKit wallet (bitcoinjs-lib + ecpair keys) and the Esplora test server.
import { Psbt } from 'bitcoinjs-lib'
import { createBitcoinTestWallet } from 'gangway/testing/bitcoin'
import type { createMemoryStorage, WalletConnectTestWallet } from 'gangway/testing/walletconnect'
import { type Relay, startRelay } from 'gangway/testing/walletconnect'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { toBase64Signature, toWalletAddresses } from '../../../chains/bip122/getSessionProvider.js'
import {
  type Bip122Adapter,
  bip122,
  bitcoinRegtest,
  sighash,
} from '../../../chains/bip122/index.js'
import { createMemoryBackend, type StorageBackend } from '../../../kernel/internal.js'
import { bip122Verifier } from '../../../plugins/siwx/server/index.js'
import { type EsploraServer, startEsplora } from '../../support/esplora.js'
import { pairWallet, startDapp, startPhone } from '../../support/walletConnectHarness.js'

let relay: Relay
let esplora: EsploraServer
/** Another regtest address (the payment address of a second test wallet). */
let recipient: string
const cleanups: (() => Promise<void> | void)[] = []

beforeAll(async () => {
  ;[relay, esplora] = await Promise.all([startRelay({ pingInterval: 2_000 }), startEsplora()])
  recipient = createBitcoinTestWallet({
    paymentKey: '00000000000000000000000000000000000000000000000000000000000000c3',
  }).payment.address
})
afterAll(async () => {
  await Promise.all([relay?.stop(), esplora?.stop()])
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const _memory = createMemoryBackend

function setup(
  parameters: {
    storage?: StorageBackend
    wcStorage?: ReturnType<typeof createMemoryStorage>
    prefix?: string
  } = {},
) {
  const started = startDapp({
    ...parameters,
    relayUrl: relay.url,
    chains: [bip122({ networks: [bitcoinRegtest], esploraUrl: esplora.url })],
    cleanups,
  })
  const adapter = () => started.kernel.chains.load('bip122') as Promise<Bip122Adapter>
  return { ...started, adapter }
}

/** A WalletKit wallet with a fresh regtest key whose payment address holds `amounts`. */
async function wallet(amounts: readonly bigint[] = []): Promise<WalletConnectTestWallet> {
  const paymentKey = (Math.floor(Math.random() * 2 ** 48) + 1).toString(16).padStart(64, '0')
  const started = await startPhone(
    {
      relayUrl: relay.url,
      chains: {},
      bitcoin: { network: 'regtest', esploraUrl: esplora.url, paymentKey },
    },
    cleanups,
  )
  for (const amount of amounts) esplora.fund(started.bitcoin.payment.address, amount)
  return started
}

const pair = pairWallet

/** An unsigned PSBT spending every UTXO of the wallet's payment address to `to`. */
function buildPsbt(phone: WalletConnectTestWallet, to: string, amount: bigint, fee = 500n) {
  const utxos = esplora.utxos(phone.bitcoin.payment.address)
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

const verify = (message: string, signature: string, accountAddress: string) =>
  bip122Verifier().verify({
    message,
    signature,
    data: { chainId: bitcoinRegtest.caipNetworkId, accountAddress },
  } as Parameters<ReturnType<typeof bip122Verifier>['verify']>[0])

describe('WalletConnect bip122 namespace through the bip122 adapter', () => {
  it('pairs: payment and ordinals addresses (getAccountAddresses) on regtest', async () => {
    const { kernel } = setup()
    const phone = await wallet()
    await pair(kernel, phone)
    const connection = kernel.connections.get('bip122')
    expect(connection?.connector).toMatchObject({ id: 'walletConnect', type: 'WALLET_CONNECT' })
    expect(connection?.caipNetworkId).toBe(bitcoinRegtest.caipNetworkId)
    expect(connection?.accounts).toEqual([
      {
        namespace: 'bip122',
        address: phone.bitcoin.payment.address,
        type: 'payment',
        publicKey: phone.bitcoin.payment.publicKey,
        path: phone.bitcoin.payment.path,
      },
      {
        namespace: 'bip122',
        address: phone.bitcoin.ordinals.address,
        type: 'ordinal',
        publicKey: phone.bitcoin.ordinals.publicKey,
        path: phone.bitcoin.ordinals.path,
      },
    ])
    expect(phone.calls).toEqual([
      {
        method: 'getAccountAddresses',
        params: { account: phone.bitcoin.payment.address, intentions: ['payment', 'ordinal'] },
        chainId: bitcoinRegtest.caipNetworkId,
      },
    ])
  })

  it.each([
    ['payment (p2wpkh, BIP-137)', 'payment'],
    ['ordinals (p2tr, BIP-322)', 'ordinals'],
  ] as const)('signMessage with the %s address verifies', async (_, which) => {
    const { kernel, adapter } = setup()
    const phone = await wallet()
    await pair(kernel, phone)
    const address = phone.bitcoin[which].address
    const message = 'gangway.dev wants you to sign in with your Bitcoin account'
    const signature = await (await adapter()).signMessage({
      connectorId: 'walletConnect',
      address,
      message,
    })
    expect(await verify(message, signature, address)).toBe(true)
    expect(await verify(`${message}!`, signature, address)).toBe(false)
    expect(phone.calls.at(-1)).toMatchObject({
      method: 'signMessage',
      params: { account: phone.bitcoin.payment.address, address, message },
    })
  })

  it('signPsbt: the wallet signs, Gangway finalizes and broadcasts; Esplora accepts', async () => {
    const { kernel, adapter } = setup()
    const phone = await wallet([60_000n, 40_000n])
    await pair(kernel, phone)
    const psbt = buildPsbt(phone, recipient, 70_000n)
    const { psbt: signed, txid } = await (await adapter()).signPsbt({
      connectorId: 'walletConnect',
      psbt: psbt.toBase64(),
      broadcast: true,
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(esplora.transaction(txid!)?.status.confirmed).toBe(false)
    expect(Psbt.fromBase64(signed).data.inputs.every((i) => i.finalScriptWitness)).toBe(true)
    expect(esplora.utxos(recipient).some((u) => u.txid === txid && u.value === 70_000n)).toBe(true)
    const call = phone.calls.find((c) => c.method === 'signPsbt')
    expect(call?.params).toMatchObject({
      account: phone.bitcoin.payment.address,
      psbt: psbt.toBase64(),
      signInputs: [
        { address: phone.bitcoin.payment.address, index: 0 },
        { address: phone.bitcoin.payment.address, index: 1 },
      ],
      broadcast: false,
    })
  })

  it('signPsbt passes the sighash types asked for', async () => {
    const { kernel, adapter } = setup()
    const phone = await wallet([30_000n])
    await pair(kernel, phone)
    const type = sighash.allAnyoneCanPay
    const { psbt } = await (await adapter()).signPsbt({
      connectorId: 'walletConnect',
      psbt: buildPsbt(phone, recipient, 10_000n).toBase64(),
      inputs: [{ address: phone.bitcoin.payment.address, indexes: [0], sighashTypes: [type] }],
    })
    const signature = Psbt.fromBase64(psbt).data.inputs[0]!.partialSig![0]!.signature
    expect(signature.at(-1)).toBe(type)
    expect(phone.calls.at(-1)?.params).toMatchObject({
      signInputs: [{ address: phone.bitcoin.payment.address, index: 0, sighashTypes: [type] }],
    })
  })

  it('sendTransfer goes to the wallet (it approved the method); Esplora has the txid', async () => {
    const { kernel, adapter } = setup()
    const phone = await wallet([50_000n])
    await pair(kernel, phone)
    const txid = await (await adapter()).sendTransfer({
      connectorId: 'walletConnect',
      to: recipient,
      amount: 12_345n,
    })
    expect(esplora.transaction(txid)).toBeDefined()
    expect(esplora.utxos(recipient).some((u) => u.txid === txid && u.value === 12_345n)).toBe(true)
    expect(phone.calls.at(-1)).toMatchObject({
      method: 'sendTransfer',
      params: { recipientAddress: recipient, amount: '12345' },
    })
  })

  it('a declined request is UserRejectedRequestError', async () => {
    const { kernel, adapter } = setup()
    const phone = await wallet()
    await pair(kernel, phone)
    phone.rejectRequests(true)
    await expect(
      (await adapter()).signMessage({
        connectorId: 'walletConnect',
        address: phone.bitcoin.payment.address,
        message: 'no',
      }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  })

  it('the phone follows the kit controls: a held request is approved on cue, the next refused with 4001', async () => {
    const { kernel, adapter } = setup()
    const phone = await wallet()
    await pair(kernel, phone)
    const sign = async (message: string) =>
      (await adapter()).signMessage({
        connectorId: 'walletConnect',
        address: phone.bitcoin.payment.address,
        message,
      })
    phone.ask(true)
    const held = sign('on cue')
    expect(await phone.approve({ method: 'signMessage' })).toMatchObject({
      method: 'signMessage',
      params: { message: 'on cue' },
    })
    expect(await held).toMatch(/^[A-Za-z0-9+/]+=*$/)
    phone.ask(false)
    phone.rejectNext()
    await expect(sign('no')).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(phone.calls.filter((call) => call.method === 'signMessage')).toHaveLength(2)
  })

  it('restores the bip122 connection on reload without a new pairing', async () => {
    const first = setup()
    const phone = await wallet()
    await pair(first.kernel, phone)
    const proposals = relay.calls.filter((c) => c.method === 'wc_proposeSession').length
    const again = setup({
      storage: first.storage,
      wcStorage: first.wcStorage,
      prefix: first.prefix,
    })
    await again.kernel.ready
    expect(again.kernel.connections.get('bip122')?.address).toBe(phone.bitcoin.payment.address)
    const message = 'restored'
    const signature = await (await again.adapter()).signMessage({
      connectorId: 'walletConnect',
      address: phone.bitcoin.payment.address,
      message,
    })
    expect(await verify(message, signature, phone.bitcoin.payment.address)).toBe(true)
    expect(relay.calls.filter((c) => c.method === 'wc_proposeSession')).toHaveLength(proposals)
  })
})

describe('reading bip122 answers', () => {
  it('getAccountAddresses entries become wallet addresses; junk is skipped', () => {
    expect(
      toWalletAddresses([
        { address: 'bc1qa', publicKey: 'AB01', path: "m/84'/0'/0'/0/0", intention: 'payment' },
        { address: 'bc1pb', intention: 'ordinal' },
        { address: '' },
        { publicKey: '02' },
        'bc1qc',
      ]),
    ).toEqual([
      { address: 'bc1qa', purpose: 'payment', publicKey: 'ab01', path: "m/84'/0'/0'/0/0" },
      { address: 'bc1pb', purpose: 'ordinals' },
    ])
    expect(toWalletAddresses({ address: 'bc1qa' })).toEqual([])
  })

  it('hex signatures become base64; base64 ones stay', () => {
    expect(toBase64Signature('0102ff')).toBe('AQL/')
    expect(
      toBase64Signature(
        'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
      ),
    ).toBe(
      'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
    )
  })
})
