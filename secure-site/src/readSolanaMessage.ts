import { getCompiledTransactionMessageDecoder, getOffchainMessageDecoder } from '@solana/kit'

/** The first 16 bytes of every Solana off-chain message, its signing domain: 0xff "solana offchain". */
const signingDomain = [0xff, ...new TextEncoder().encode('solana offchain')]

/** A version 0 off-chain message's fields, as the approval shows them. */
export type OffchainMessageFields = {
  applicationDomain: string
  /** 0: restricted ASCII, 1: UTF-8 up to 1232 bytes, 2: UTF-8 up to 65535 bytes. */
  format: number
  signers: string[]
  text: string
}

export type SolanaMessage =
  | { kind: 'refused'; reason: string }
  | { kind: 'offchain'; message: OffchainMessageFields }
  | { kind: 'bytes' }

const startsWithSigningDomain = (bytes: Uint8Array) =>
  signingDomain.every((byte, index) => bytes[index] === byte)

/**
 * Reads what `solana_signMessage` would sign. Bytes that are exactly a legacy or v0
 * transaction message are refused (their signature is that transaction's, as Phantom,
 * Solflare and Backpack refuse them); bytes under the off-chain signing domain must be a valid
 * version 0 off-chain message that `signer` is a signer of; anything else is plain bytes.
 * Plain code over @solana/kit's decoders: the server's signRequest (the authority) and the
 * frame page both use it.
 *
 * @param bytes - The message's bytes.
 * @param signer - The signing account's base58 address.
 */
export function readSolanaMessage(bytes: Uint8Array, signer: string): SolanaMessage {
  if (startsWithSigningDomain(bytes)) {
    try {
      const message = getOffchainMessageDecoder().decode(bytes)
      if (message.version !== 0)
        return { kind: 'refused', reason: 'only version 0 off-chain messages can be signed' }
      const signers = message.requiredSignatories.map(({ address }) => String(address))
      if (!signers.includes(signer))
        return { kind: 'refused', reason: `${signer} is not a signer of the off-chain message` }
      return {
        kind: 'offchain',
        message: {
          applicationDomain: String(message.applicationDomain),
          format: message.content.format,
          signers,
          text: message.content.text,
        },
      }
    } catch {
      return {
        kind: 'refused',
        reason: 'the off-chain message (\\xffsolana offchain) is not a valid version 0 message',
      }
    }
  }
  try {
    const [, end] = getCompiledTransactionMessageDecoder().read(bytes, 0)
    // Only bytes that are exactly a message sign a transaction; a prefix does not.
    if (end === bytes.length)
      return {
        kind: 'refused',
        reason:
          'the message is a Solana transaction; sign transactions with solana_signTransaction',
      }
  } catch {
    // Not a transaction message: ordinary bytes.
  }
  return { kind: 'bytes' }
}
