// BIP-322's own test vectors (bip-0322.mediawiki, "Test vectors"): the message hashes and the
// to_spend / to_sign transaction ids for the BIP's p2wpkh address, which the Bitcoin test wallet
// signs and gangway/siwx/server's verifier checks over.
import { hex } from '@scure/base'
import { address, networks, Transaction } from 'bitcoinjs-lib'
import { createBip322ToSign, createBip322ToSpend, hashBip322Message } from 'gangway/bip122/bip322'
import { describe, expect, it } from 'vitest'

const outputScript = address.toOutputScript(
  'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
  networks.bitcoin,
)

const vectors = [
  {
    message: '',
    hash: 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
  },
  {
    message: 'Hello World',
    hash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
  },
]

describe('gangway/bip122/bip322 (BIP-322 "simple" message transactions)', () => {
  it.each(vectors)('hashes $message as the BIP does', ({ message, hash }) => {
    expect(hex.encode(hashBip322Message(message))).toBe(hash)
  })

  it.each(vectors)('builds to_spend and to_sign for $message as the BIP does', (vector) => {
    const parameters = { message: vector.message, outputScript }
    expect(createBip322ToSpend(parameters).getId()).toBe(vector.toSpend)
    const psbt = createBip322ToSign(parameters)
    expect(Transaction.fromBuffer(psbt.data.getTransaction()).getId()).toBe(vector.toSign)
    // A signer signs the PSBT as it is: the spent output is there.
    expect(psbt.data.inputs[0]?.witnessUtxo).toEqual({ script: outputScript, value: 0n })
  })
})
