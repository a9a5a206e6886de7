// The polkadot chain's own encoding checked against polkadot.js (@polkadot/types,
// @polkadot/util) on the real Polkadot and Asset Hub metadata (@polkadot/types-support):
// SS58 vectors, compact numbers, mortal eras, the transfer extrinsic, the signer payload,
// AccountInfo and RuntimeDispatchInfo — and malformed input refused.

import { Metadata, TypeRegistry } from '@polkadot/types'
import assetHubHex from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-hex'
import polkadotHex from '@polkadot/types-support/metadata/v15/polkadot-hex'
import { compactFromU8a, compactToU8a, hexToU8a, u8aToHex } from '@polkadot/util'
import { decAnyMetadata, unifyMetadata } from '@polkadot-api/substrate-bindings'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeAccountInfo } from '../../../chains/polkadot/decodeAccountInfo.js'
import {
  encodeExtra,
  encodeMortalEra,
  encodeSignedExtrinsic,
  encodeTransferCall,
  toSignerPayload,
} from '../../../chains/polkadot/encodeTransfer.js'
import { readRuntime } from '../../../chains/polkadot/getRuntime.js'
import { decodeCompact, encodeCompact } from '../../../chains/polkadot/hex.js'
import { kusama, polkadotAssetHub, polkadotRelay, westend } from '../../../chains/polkadot/index.js'
import { decodeDispatchInfoFee } from '../../../chains/polkadot/prepareTransfer.js'
import { toAddress, toPublicKey, validateAddress } from '../../../chains/polkadot/ss58.js'

/** Polkadot.js's registry on a metadata hex (the Option<Vec<u8>> form types-support ships). */
function load(hex: string) {
  const bytes = hexToU8a(hex)
  const [offset] = compactFromU8a(bytes.subarray(1))
  const raw = bytes.subarray(1 + offset)
  const registry = new TypeRegistry()
  registry.setMetadata(new Metadata(registry, u8aToHex(raw)))
  const runtime = readRuntime(unifyMetadata(decAnyMetadata(raw)), {
    specVersion: 1_000_000,
    transactionVersion: 25,
  })
  return { registry, runtime }
}

const polkadot = load(polkadotHex)
const assetHub = load(assetHubHex)

// Alice (//Alice): the key every Substrate test uses, with its published addresses.
const alice = hexToU8a('0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d')

describe('SS58 addresses', () => {
  it('writes a key with each network’s prefix (published vectors for //Alice)', () => {
    expect(toAddress(alice, 42)).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
    expect(toAddress(alice, 0)).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')
    expect(toAddress(alice, 2)).toBe('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F')
  })

  it('accepts an address only on the network whose prefix it carries', () => {
    const onPolkadot = toAddress(alice, 0)
    expect(validateAddress(onPolkadot, polkadotRelay)).toBe(true)
    expect(validateAddress(onPolkadot, polkadotAssetHub)).toBe(true)
    expect(validateAddress(onPolkadot, kusama)).toBe(false)
    expect(validateAddress(toAddress(alice, 42), westend)).toBe(true)
  })

  it('refuses a bad checksum, an Ethereum-style account, HTML and non-strings', () => {
    const good = toAddress(alice, 0)
    const last = good.at(-1) === 'a' ? 'b' : 'a'
    for (const bad of [
      `${good.slice(0, -1)}${last}`,
      '0x1234567890123456789012345678901234567890',
      '<img src=x onerror=alert(1)>',
      '',
      `${good}${good}`,
      42,
      null,
    ])
      expect(toPublicKey(bad)).toBeUndefined()
  })
})

describe('SCALE', () => {
  it('compact numbers encode and decode as polkadot.js does', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }), (value) => {
        const ours = encodeCompact(value)
        expect(u8aToHex(ours)).toBe(u8aToHex(compactToU8a(value)))
        expect(decodeCompact(ours, 0)).toEqual([value, ours.length])
      }),
    )
  })

  it('a mortal era of 64 blocks is the one polkadot.js builds for the same block', () => {
    for (const current of [0, 1, 63, 64, 99, 12_345_678, 25_000_001]) {
      const theirs = polkadot.registry.createType('ExtrinsicEra', { current, period: 64 })
      expect(u8aToHex(encodeMortalEra(current))).toBe(u8aToHex(theirs.toU8a()))
    }
  })
})

describe('the transfer on real runtimes', () => {
  it('reads Balances.transfer_keep_alive, MultiAddress and the signed extensions from Polkadot’s metadata', () => {
    expect(polkadot.runtime.transferKeepAlive).toEqual([5, 3])
    expect(polkadot.runtime.existentialDeposit).toBe(10_000_000_000n)
    expect(polkadot.runtime.extensions.map((e) => e.identifier)).toEqual(
      polkadot.registry.signedExtensions,
    )
  })

  it('Asset Hub: its own call index, ChargeAssetTxPayment’s asset (none), and its existential deposit', () => {
    expect(assetHub.runtime.transferKeepAlive).toEqual([10, 3])
    expect(assetHub.runtime.extensions.find((e) => e.kind === 'assetTip')?.identifier).toBe(
      'ChargeAssetTxPayment',
    )
    expect(assetHub.runtime.extensions.map((e) => e.identifier)).toEqual(
      assetHub.registry.signedExtensions,
    )
  })

  for (const [name, chain] of [
    ['Polkadot', polkadot],
    ['Asset Hub', assetHub],
  ] as const)
    it(`${name}: polkadot.js decodes the signed extrinsic to the transfer, signer, era, nonce and tip given`, () => {
      const dest = new Uint8Array(32).fill(7)
      const call = encodeTransferCall(chain.runtime, { dest, value: 123_456_789_012n })
      const era = encodeMortalEra(1_000)
      const extrinsic = encodeSignedExtrinsic(chain.runtime, {
        signer: alice,
        signature: new Uint8Array([1, ...new Uint8Array(64).fill(0x42)]),
        extra: encodeExtra(chain.runtime, { era, nonce: 17, tip: 0n }),
        call,
      })
      const decoded = chain.registry.createType('Extrinsic', extrinsic)
      expect(decoded.isSigned).toBe(true)
      expect(`${decoded.method.section}.${decoded.method.method}`).toBe(
        'balances.transferKeepAlive',
      )
      expect(u8aToHex(decoded.method.args[0]!.toU8a().subarray(1))).toBe(u8aToHex(dest))
      expect(decoded.method.args[1]!.toString()).toBe('123456789012')
      expect(u8aToHex(decoded.signer.toU8a().subarray(1))).toBe(u8aToHex(alice))
      expect(decoded.nonce.toNumber()).toBe(17)
      expect(decoded.tip.toBigInt()).toBe(0n)
      expect(decoded.era.toHex()).toBe(u8aToHex(era))
      expect(decoded.toU8a().length).toBe(extrinsic.length)
    })

  it('the signer payload is one polkadot.js reads back to the same call, era, nonce and versions', () => {
    const call = encodeTransferCall(polkadot.runtime, { dest: alice, value: 5n })
    const era = encodeMortalEra(1_000)
    const payload = toSignerPayload(polkadot.runtime, {
      address: toAddress(alice, 0),
      blockHash: `0x${'ab'.repeat(32)}`,
      blockNumber: 1_000,
      era,
      genesisHash: polkadotRelay.genesisHash,
      call,
      nonce: 3,
      tip: 0n,
    })
    const theirs = polkadot.registry.createType('ExtrinsicPayload', payload, { version: 4 })
    expect(theirs.method.toHex()).toBe(u8aToHex(call))
    expect(theirs.era.toHex()).toBe(u8aToHex(era))
    expect(theirs.nonce.toNumber()).toBe(3)
    expect(theirs.specVersion.toNumber()).toBe(1_000_000)
    expect(theirs.transactionVersion.toNumber()).toBe(25)
    expect(theirs.genesisHash.toHex()).toBe(polkadotRelay.genesisHash)
  })
})

describe('what the node answers', () => {
  it('decodes System.Account as polkadot.js encodes it, and refuses any other length', () => {
    const info = polkadot.registry
      .createType('FrameSystemAccountInfo', {
        nonce: 9,
        providers: 1,
        data: { free: 10n ** 12n, reserved: 3n, frozen: 5n, flags: 1n << 127n },
      })
      .toU8a()
    expect(decodeAccountInfo(info)).toMatchObject({
      nonce: 9,
      free: 10n ** 12n,
      reserved: 3n,
      frozen: 5n,
      transferable: 10n ** 12n - 2n,
    })
    expect(() => decodeAccountInfo(info.subarray(0, 79))).toThrow(RangeError)
    expect(() => decodeAccountInfo(new Uint8Array([...info, 0]))).toThrow(RangeError)
  })

  it('reads the fee from RuntimeDispatchInfo, and refuses trailing or missing bytes', () => {
    const info = polkadot.registry
      .createType('RuntimeDispatchInfo', {
        weight: { refTime: 123_456_789, proofSize: 3_593 },
        class: 'Normal',
        partialFee: 158_000_123n,
      })
      .toU8a()
    expect(decodeDispatchInfoFee(info)).toBe(158_000_123n)
    expect(() => decodeDispatchInfoFee(info.subarray(0, info.length - 1))).toThrow(
      'malformed RuntimeDispatchInfo',
    )
    expect(() => decodeDispatchInfoFee(new Uint8Array([...info, 0]))).toThrow(
      'malformed RuntimeDispatchInfo',
    )
  })
})
