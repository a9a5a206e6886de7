import { generateKeyPairSync, sign } from 'node:crypto'
import * as ecc from '@bitcoinerlab/secp256k1'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base58, base64 } from '@scure/base'
import {
  crypto,
  initEccLib,
  type Network,
  networks,
  Psbt,
  payments,
  Transaction,
  toXOnly,
} from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import { describe, expect, it } from 'vitest'
import {
  createSiwxMessage,
  type SiwxMessageData,
  verifySiwx,
} from '../../../plugins/siwx/server/index.js'

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)
const utf8 = (text: string) => new TextEncoder().encode(text)
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]))
const varint = (n: number) => (n < 0xfd ? Uint8Array.of(n) : Uint8Array.of(0xfd, n & 0xff, n >> 8)) // messages stay < 64 KiB

const bitcoinMainnet = 'bip122:000000000019d6689c085ae165831e93'
const bitcoinTestnet = 'bip122:000000000933ea01ad0ee984209779ba'
const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const now = new Date('2026-04-01T10:00:00.000Z')
const base = {
  domain: 'shop.example',
  uri: 'https://shop.example/login',
  version: '1',
  nonce: 'k3Yp0aXq7B',
  statement: 'Sign in to the shop',
  issuedAt: '2026-04-01T09:59:00.000Z',
  expirationTime: '2026-04-01T11:00:00.000Z',
} as const
const expected = { domain: base.domain, nonce: base.nonce, now }

describe('solana (ed25519)', () => {
  // Keys from Node's own ed25519, so the verifier is checked against an independent signer.
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url')
  const address = base58.encode(raw)
  const data: SiwxMessageData = { ...base, accountAddress: address, chainId: solanaMainnet }
  const message = createSiwxMessage(data)
  const signature = sign(null, Buffer.from(message, 'utf8'), privateKey)

  it('accepts the account’s signature in base58, base64 or hex', async () => {
    for (const encoded of [
      base58.encode(signature),
      base64.encode(signature),
      signature.toString('hex'),
    ])
      expect(await verifySiwx({ message, signature: encoded, ...expected })).toMatchObject({
        valid: true,
        address,
        caipNetworkId: solanaMainnet,
      })
  })

  it("says 'signature' for a tampered message or another key", async () => {
    const tampered = message.replace('Sign in to the shop', 'Sign in to the bank')
    expect(
      await verifySiwx({ message: tampered, signature: base58.encode(signature), ...expected }),
    ).toMatchObject({ valid: false, reason: 'signature' })
    const otherKey = generateKeyPairSync('ed25519').privateKey
    const foreign = sign(null, Buffer.from(message, 'utf8'), otherKey)
    expect(
      await verifySiwx({ message, signature: base58.encode(foreign), ...expected }),
    ).toMatchObject({ valid: false, reason: 'signature' })
  })

  it("checks domain, nonce and expiry before the signature ('domain', 'nonce', 'expired')", async () => {
    const encoded = base58.encode(signature)
    expect(
      await verifySiwx({ message, signature: encoded, ...expected, domain: 'other.example' }),
    ).toMatchObject({ valid: false, reason: 'domain' })
    expect(
      await verifySiwx({ message, signature: encoded, ...expected, nonce: 'zzzzzzzz' }),
    ).toMatchObject({ valid: false, reason: 'nonce' })
    expect(
      await verifySiwx({
        message,
        signature: encoded,
        ...expected,
        now: new Date('2026-04-01T11:00:00.000Z'),
      }),
    ).toMatchObject({ valid: false, reason: 'expired' })
  })
})

/** BIP-322 "simple", signed by bitcoinjs-lib's PSBT signer (not by the code under test). */
function signBip322(
  message: string,
  key: ECPairInterface,
  kind: 'p2wpkh' | 'p2tr',
  network: Network,
) {
  const internalKey = toXOnly(key.publicKey)
  const payment =
    kind === 'p2wpkh'
      ? payments.p2wpkh({ pubkey: key.publicKey, network })
      : payments.p2tr({ internalPubkey: internalKey, network })
  const tag = crypto.sha256(utf8('BIP0322-signed-message'))
  const messageHash = crypto.sha256(concat(tag, tag, utf8(message)))
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.locktime = 0
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, concat(Uint8Array.of(0, 32), messageHash))
  toSpend.addOutput(payment.output!, 0n)
  const psbt = new Psbt({ network })
  psbt.setVersion(0)
  psbt.setLocktime(0)
  psbt.addInput({
    hash: toSpend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: payment.output!, value: 0n },
    ...(kind === 'p2tr' ? { tapInternalKey: internalKey } : {}),
  })
  psbt.addOutput({ script: Uint8Array.of(0x6a), value: 0n })
  psbt.signInput(0, kind === 'p2tr' ? key.tweak(crypto.taggedHash('TapTweak', internalKey)) : key)
  psbt.finalizeAllInputs()
  const witness = psbt.extractTransaction().ins[0]!.witness
  const signature = base64.encode(
    concat(varint(witness.length), ...witness.map((item) => concat(varint(item.length), item))),
  )
  return { address: payment.address!, signature }
}

/** The legacy "Bitcoin Signed Message" format, signed with noble's recoverable ECDSA. */
function signLegacy(message: string, key: ECPairInterface, headerBase: number) {
  const prefix = utf8('Bitcoin Signed Message:\n')
  const body = utf8(message)
  const hash = crypto.hash256(concat(varint(prefix.length), prefix, varint(body.length), body))
  const signature = secp256k1.sign(hash, key.privateKey!)
  return base64.encode(
    concat(Uint8Array.of(headerBase + signature.recovery), signature.toCompactRawBytes()),
  )
}

describe('bip122 (BIP-322 simple and legacy signed messages)', () => {
  it('accepts the BIP-322 test vector (p2wpkh, "Hello World")', async () => {
    const { verifiers } = await import('../../../plugins/siwx/server/index.js').then((m) => ({
      verifiers: [m.bip122Verifier()],
    }))
    const data: SiwxMessageData = {
      ...base,
      accountAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
      chainId: bitcoinMainnet,
    }
    const verify = (message: string, signature: string) =>
      verifiers[0]!.verify({ message, data, signature })
    const vector =
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    expect(await verify('Hello World', vector)).toBe(true)
    expect(await verify('Hello World!', vector)).toBe(false)
  })

  for (const kind of ['p2wpkh', 'p2tr'] as const)
    for (const [chainId, network] of [
      [bitcoinMainnet, networks.bitcoin],
      [bitcoinTestnet, networks.testnet],
    ] as const)
      it(`accepts a ${kind} BIP-322 signature on ${chainId === bitcoinMainnet ? 'mainnet' : 'testnet'}`, async () => {
        const key = ECPair.makeRandom()
        const address = signBip322('x', key, kind, network).address
        const message = createSiwxMessage({ ...base, accountAddress: address, chainId })
        const { signature } = signBip322(message, key, kind, network)
        expect(await verifySiwx({ message, signature, ...expected })).toMatchObject({
          valid: true,
          address,
        })
        const tampered = message.replace('Sign in to the shop', 'Sign in to the bank')
        expect(await verifySiwx({ message: tampered, signature, ...expected })).toMatchObject({
          valid: false,
          reason: 'signature',
        })
      })

  it("says 'signature' for another key’s BIP-322 signature, and for an address of the other network", async () => {
    const key = ECPair.makeRandom()
    const address = signBip322('x', key, 'p2wpkh', networks.bitcoin).address
    const message = createSiwxMessage({ ...base, accountAddress: address, chainId: bitcoinMainnet })
    const foreign = signBip322(message, ECPair.makeRandom(), 'p2wpkh', networks.bitcoin)
    expect(await verifySiwx({ message, signature: foreign.signature, ...expected })).toMatchObject({
      valid: false,
      reason: 'signature',
    })
    const onTestnet = createSiwxMessage({
      ...base,
      accountAddress: address,
      chainId: bitcoinTestnet,
    })
    const { signature } = signBip322(onTestnet, key, 'p2wpkh', networks.bitcoin)
    expect(await verifySiwx({ message: onTestnet, signature, ...expected })).toMatchObject({
      valid: false,
      reason: 'signature',
    })
  })

  it('accepts legacy signatures for p2pkh, p2wpkh and p2sh-p2wpkh addresses', async () => {
    const key = ECPair.makeRandom()
    const network = networks.bitcoin
    const cases = [
      [payments.p2pkh({ pubkey: key.publicKey, network }).address!, 31], // compressed p2pkh
      [payments.p2wpkh({ pubkey: key.publicKey, network }).address!, 39], // BIP-137 segwit
      [payments.p2wpkh({ pubkey: key.publicKey, network }).address!, 31], // Electrum-style header
      [payments.p2sh({ redeem: payments.p2wpkh({ pubkey: key.publicKey, network }) }).address!, 35],
    ] as const
    for (const [address, header] of cases) {
      const message = createSiwxMessage({
        ...base,
        accountAddress: address,
        chainId: bitcoinMainnet,
      })
      const signature = signLegacy(message, key, header)
      expect(await verifySiwx({ message, signature, ...expected }), address).toMatchObject({
        valid: true,
      })
      const wrong = signLegacy(message, ECPair.makeRandom(), header)
      expect(await verifySiwx({ message, signature: wrong, ...expected })).toMatchObject({
        valid: false,
        reason: 'signature',
      })
    }
  })
})
