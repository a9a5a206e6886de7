// gangway/bip122/bip322: BIP-322 "simple" signed messages' virtual transactions, for code that
// signs or verifies one (gangway/siwx/server's bip122Verifier, the Bitcoin test wallet). Its own
// entry: it imports bitcoinjs-lib, which the bip122() descriptor a page loads first must not.
import { crypto, Psbt, Transaction } from 'bitcoinjs-lib'

/** What a BIP-322 message transaction commits to: the message and who signs it. */
export type Bip322Parameters = {
  /** The signed text (hashed as UTF-8). */
  message: string
  /** The output script of the signing address: the one to_spend's output pays. */
  outputScript: Uint8Array
}

/**
 * BIP-322's tagged hash of a message: sha256(tag ‖ tag ‖ message), tag = sha256 of
 * `BIP0322-signed-message`.
 *
 * @param message - The signed text, hashed as UTF-8.
 * @returns The 32-byte hash that to_spend's input script pushes.
 * @example
 * hashBip322Message('Hello World') // f0eb03b1…de0a7a (the BIP's vector)
 */
export function hashBip322Message(message: string): Uint8Array {
  const utf8 = new TextEncoder()
  const tag = crypto.sha256(utf8.encode('BIP0322-signed-message'))
  const text = utf8.encode(message)
  const data = new Uint8Array(64 + text.length)
  data.set(tag)
  data.set(tag, 32)
  data.set(text, 64)
  return crypto.sha256(data)
}

/**
 * BIP-322's to_spend: a virtual transaction (version 0, locktime 0) whose one input, from no
 * real output, pushes the message's hash, and whose one output pays the signer's script 0 sats.
 *
 * @param parameters - `message`, and the signer's `outputScript`.
 * @returns The transaction; its hash is the outpoint to_sign spends.
 * @example
 * const toSpend = createBip322ToSpend({ message: 'Hello World', outputScript })
 */
export function createBip322ToSpend(parameters: Bip322Parameters): Transaction {
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.locktime = 0
  const scriptSig = new Uint8Array(34)
  // OP_0 PUSHBYTES_32 <message hash>
  scriptSig.set([0x00, 0x20])
  scriptSig.set(hashBip322Message(parameters.message), 2)
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, scriptSig)
  toSpend.addOutput(parameters.outputScript, 0n)
  return toSpend
}

/**
 * BIP-322's to_sign, as a PSBT: version 0, locktime 0, one input spending to_spend's output
 * (sequence 0; its `witnessUtxo` set, so a signer can sign it as it is) and one `OP_RETURN`
 * output of 0 sats. The "simple" signature is the witness of its input once signed; a
 * verifier computes the signature hash over its unsigned transaction
 * (`Transaction.fromBuffer(psbt.data.getTransaction())`).
 *
 * @param parameters - `message`, and the signer's `outputScript`.
 * @returns The unsigned PSBT; a taproot signer adds its `tapInternalKey` with `updateInput`.
 * @example
 * const psbt = createBip322ToSign({ message: 'Hello World', outputScript })
 * psbt.signInput(0, signer).finalizeInput(0)
 * const witness = psbt.data.inputs[0]!.finalScriptWitness // the signature, before base64
 */
export function createBip322ToSign(parameters: Bip322Parameters): Psbt {
  const psbt = new Psbt()
  psbt.setVersion(0)
  psbt.setLocktime(0)
  psbt.addInput({
    hash: createBip322ToSpend(parameters).getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: parameters.outputScript, value: 0n },
  })
  psbt.addOutput({ script: Uint8Array.of(0x6a), value: 0n })
  return psbt
}
