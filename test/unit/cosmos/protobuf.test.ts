// The transaction encoding against the Cosmos SDK's own bytes: cosmjs's proto-signing test
// vector, made by `simd tx sign --sign-mode direct` (account 1, sequence 0, simd-testing), with
// its signature checked by the real secp256k1.
import { createHash } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1'
import { hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { isCosmosAddress } from '../../../chains/cosmos/address.js'
import { authInfo, msgSend, signDoc, txBody, txRaw } from '../../../chains/cosmos/protobuf.js'
import { addressOf, decodeSend } from '../../support/cosmosLcd.js'

const vector = {
  from: 'cosmos1pkptre7fdkl6gfrzlesjjvhxhlc3r4gmmk8rs6',
  to: 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
  publicKey: '034f04181eeba35391b858633a765c4a0c189697b40d216354d50890d350c70290',
  body: '0a90010a1c2f636f736d6f732e62616e6b2e763162657461312e4d736753656e6412700a2d636f736d6f7331706b707472653766646b6c366766727a6c65736a6a766878686c63337234676d6d6b38727336122d636f736d6f7331717970717870713971637273737a673270767871367273307a716733797963356c7a763778751a100a0575636f736d120731323334353637',
  authInfo:
    '0a4e0a460a1f2f636f736d6f732e63727970746f2e736563703235366b312e5075624b657912230a21034f04181eeba35391b858633a765c4a0c189697b40d216354d50890d350c7029012040a02080112130a0d0a0575636f736d12043230303010c09a0c',
  signBytes:
    '0a93010a90010a1c2f636f736d6f732e62616e6b2e763162657461312e4d736753656e6412700a2d636f736d6f7331706b707472653766646b6c366766727a6c65736a6a766878686c63337234676d6d6b38727336122d636f736d6f7331717970717870713971637273737a673270767871367273307a716733797963356c7a763778751a100a0575636f736d12073132333435363712650a4e0a460a1f2f636f736d6f732e63727970746f2e736563703235366b312e5075624b657912230a21034f04181eeba35391b858633a765c4a0c189697b40d216354d50890d350c7029012040a02080112130a0d0a0575636f736d12043230303010c09a0c1a0c73696d642d74657374696e672001',
  signature:
    'c9dd20e07464d3a688ff4b710b1fbc027e495e797cfa0b4804da2ed117959227772de059808f765aa29b8f92edf30f4c2c5a438e30d3fe6897daa7141e3ce6f9',
  signedTx:
    '0a93010a90010a1c2f636f736d6f732e62616e6b2e763162657461312e4d736753656e6412700a2d636f736d6f7331706b707472653766646b6c366766727a6c65736a6a766878686c63337234676d6d6b38727336122d636f736d6f7331717970717870713971637273737a673270767871367273307a716733797963356c7a763778751a100a0575636f736d12073132333435363712650a4e0a460a1f2f636f736d6f732e63727970746f2e736563703235366b312e5075624b657912230a21034f04181eeba35391b858633a765c4a0c189697b40d216354d50890d350c7029012040a02080112130a0d0a0575636f736d12043230303010c09a0c1a40c9dd20e07464d3a688ff4b710b1fbc027e495e797cfa0b4804da2ed117959227772de059808f765aa29b8f92edf30f4c2c5a438e30d3fe6897daa7141e3ce6f9',
}

describe('cosmos transaction encoding (the Cosmos SDK test vector)', () => {
  const publicKey = hex.decode(vector.publicKey)
  const bodyBytes = txBody([
    msgSend({ from: vector.from, to: vector.to, denom: 'ucosm', amount: 1_234_567n }),
  ])
  const authInfoBytes = authInfo({
    publicKey,
    sequence: 0n,
    gas: 200_000n,
    fee: { denom: 'ucosm', amount: 2_000n },
  })

  it('writes the TxBody and AuthInfo bytes simd writes', () => {
    expect(hex.encode(bodyBytes)).toBe(vector.body)
    expect(hex.encode(authInfoBytes)).toBe(vector.authInfo)
  })

  it('signs the sign doc simd signs, and the published signature verifies over it', () => {
    const doc = signDoc({ bodyBytes, authInfoBytes, chainId: 'simd-testing', accountNumber: 1n })
    expect(hex.encode(doc)).toBe(vector.signBytes)
    const digest = createHash('sha256').update(doc).digest()
    expect(secp256k1.verify(hex.decode(vector.signature), digest, publicKey)).toBe(true)
    // One changed byte (another chain id) and it does not.
    const other = signDoc({ bodyBytes, authInfoBytes, chainId: 'simd-testinh', accountNumber: 1n })
    const otherDigest = createHash('sha256').update(other).digest()
    expect(secp256k1.verify(hex.decode(vector.signature), otherDigest, publicKey)).toBe(false)
  })

  it('broadcasts the TxRaw simd broadcasts, which the test node decodes and accepts', () => {
    const tx = txRaw({ bodyBytes, authInfoBytes, signature: hex.decode(vector.signature) })
    expect(hex.encode(tx)).toBe(vector.signedTx)
    const decoded = decodeSend(tx, 'simd-testing', 1n)
    expect(decoded).toMatchObject({
      from: vector.from,
      to: vector.to,
      amount: 1_234_567n,
      fee: 2_000n,
      gas: 200_000n,
      sequence: 0n,
      signatureValid: true,
    })
  })

  it('derives the sender from its key, and reads bech32 addresses by prefix', () => {
    expect(addressOf(publicKey, 'cosmos')).toBe(vector.from)
    expect(isCosmosAddress(vector.from, 'cosmos')).toBe(true)
    expect(isCosmosAddress(vector.from, 'osmo')).toBe(false)
    expect(isCosmosAddress(addressOf(publicKey, 'osmo'), 'osmo')).toBe(true)
    expect(isCosmosAddress(`${vector.from.slice(0, -1)}7`, 'cosmos')).toBe(false)
    expect(isCosmosAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'cosmos')).toBe(false)
  })
})
