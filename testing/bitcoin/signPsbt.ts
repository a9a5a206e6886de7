import { Psbt, toXOnly } from 'bitcoinjs-lib'
import { BitcoinWalletError } from './errors.js'
import { type BitcoinWalletState, keyOf } from './state.js'

/** The inputs to sign, by address: what both APIs' PSBT methods ask. */
export type PsbtInputs = readonly {
  address: string
  indexes: readonly number[]
  sighashTypes?: readonly number[] | undefined
}[]

/** Signs PSBT inputs with the active account's keys (the code both APIs use). */
export function signPsbt(
  state: BitcoinWalletState,
  { bytes, inputs }: { bytes: Uint8Array; inputs: PsbtInputs },
): Uint8Array {
  const psbt = Psbt.fromBuffer(bytes, { network: state.network })
  for (const entry of inputs) {
    const key = keyOf(state, entry.address)
    for (const index of entry.indexes) {
      const input = psbt.data.inputs[index]
      if (!input) throw new BitcoinWalletError(-32602, `The PSBT has no input ${index}.`)
      if (key.taproot && !input.tapInternalKey)
        psbt.updateInput(index, { tapInternalKey: toXOnly(key.pair.publicKey) })
      const allowed = entry.sighashTypes?.length
        ? [...entry.sighashTypes]
        : input.sighashType !== undefined
          ? [input.sighashType]
          : undefined
      psbt.signInput(index, key.signer, allowed)
    }
  }
  return psbt.toBuffer()
}
