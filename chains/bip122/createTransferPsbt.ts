import { hex } from '@scure/base'
import { address as bitcoinAddress, Psbt, payments } from 'bitcoinjs-lib'
import type { Network } from 'gangway/kernel'
import { ensureEcc } from './ecc.js'
import { InsufficientFundsError, UnsupportedAddressTypeError } from './errors.js'
import { toBitcoinjsNetwork } from './toBitcoinjsNetwork.js'
import type { Utxo } from './types.js'

/** Outputs below this are non-standard (dust) for every script type: 546 sat. */
export const dustLimit = 546n

const equal = (a: Uint8Array | undefined, b: Uint8Array) =>
  a !== undefined && a.length === b.length && a.every((byte, index) => byte === b[index])

type Spender = { script: Uint8Array; inputVbytes: number; fields: Record<string, Uint8Array> }

/** How an address's outputs are spent: the PSBT fields the wallet needs and the input size. */
function toSpender(address: string, publicKey: string | undefined, network: Network): Spender {
  const params = toBitcoinjsNetwork(network)
  const script = bitcoinAddress.toOutputScript(address, params)
  const key =
    publicKey && /^([0-9a-f]{2})+$/i.test(publicKey)
      ? hex.decode(publicKey.toLowerCase())
      : undefined
  if (script.length === 22 && script[0] === 0x00 && script[1] === 0x14)
    return { script, inputVbytes: 68, fields: {} }
  if (script.length === 34 && script[0] === 0x51 && script[1] === 0x20 && key) {
    const internal = key.length === 33 ? key.slice(1) : key
    if (equal(payments.p2tr({ internalPubkey: internal, network: params }).output, script))
      return { script, inputVbytes: 58, fields: { tapInternalKey: internal } }
  }
  if (script.length === 23 && script[0] === 0xa9 && key?.length === 33) {
    const redeem = payments.p2wpkh({ pubkey: key, network: params })
    if (equal(payments.p2sh({ redeem, network: params }).output, script) && redeem.output)
      return { script, inputVbytes: 91, fields: { redeemScript: redeem.output } }
  }
  throw new UnsupportedAddressTypeError(address)
}

/**
 * Builds an unsigned PSBT paying `amount` to `recipient` from `utxos` of `address`:
 * confirmed coins first, largest first, until amount + fee is covered; change above the
 * dust limit goes back to `address`, smaller change is left to the fee. RBF is signalled.
 * A `sweep` spends every UTXO into one output, the fee taken from it.
 *
 * @returns The PSBT, the inputs used, the fee and the amount sent in satoshis.
 * @throws InsufficientFundsError, UnsupportedAddressTypeError
 * @example
 * const { psbt } = createTransferPsbt({ address, publicKey, recipient, amount: 10_000n, feeRate: 2, utxos, network })
 */
export function createTransferPsbt(parameters: {
  address: string
  publicKey?: string | undefined
  recipient: string
  amount: bigint
  feeRate: number
  utxos: readonly Utxo[]
  network: Network
  /** Spend every UTXO with no change: `amount` is ignored and becomes what is left after the fee. */
  sweep?: boolean | undefined
}): { psbt: Psbt; indexes: number[]; fee: bigint; amount: bigint } {
  ensureEcc()
  const { address, recipient, feeRate, network } = parameters
  const params = toBitcoinjsNetwork(network)
  const spender = toSpender(address, parameters.publicKey, network)
  const recipientScript = bitcoinAddress.toOutputScript(recipient, params)
  const outputVbytes = (script: Uint8Array) => 9 + script.length
  const feeFor = (inputs: number, change: boolean) =>
    BigInt(
      Math.ceil(
        (11 +
          inputs * spender.inputVbytes +
          outputVbytes(recipientScript) +
          (change ? outputVbytes(spender.script) : 0)) *
          feeRate,
      ),
    )
  const sorted = [...parameters.utxos].sort(
    (a, b) =>
      Number(b.confirmed) - Number(a.confirmed) ||
      (b.value > a.value ? 1 : b.value < a.value ? -1 : 0),
  )
  const chosen: Utxo[] = parameters.sweep ? sorted : []
  let total = chosen.reduce((sum, utxo) => sum + utxo.value, 0n)
  const amount = parameters.sweep ? total - feeFor(chosen.length, false) : parameters.amount
  if (parameters.sweep && amount < dustLimit)
    throw new InsufficientFundsError({
      needed: feeFor(chosen.length, false) + dustLimit,
      available: total,
    })
  for (const utxo of parameters.sweep ? [] : sorted) {
    if (total >= amount + feeFor(chosen.length, true)) break
    chosen.push(utxo)
    total += utxo.value
  }
  const withChange = total - amount - feeFor(chosen.length, true)
  const change = withChange >= dustLimit ? withChange : 0n
  const fee = change ? feeFor(chosen.length, true) : total - amount
  if (!chosen.length || fee < feeFor(chosen.length, false))
    throw new InsufficientFundsError({
      needed: amount + feeFor(Math.max(1, chosen.length), false),
      available: total,
    })

  const psbt = new Psbt({ network: params })
  for (const utxo of chosen)
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      sequence: 0xfffffffd,
      witnessUtxo: { script: spender.script, value: utxo.value },
      ...spender.fields,
    })
  psbt.addOutput({ script: recipientScript, value: amount })
  if (change) psbt.addOutput({ script: spender.script, value: change })
  return { psbt, indexes: chosen.map((_, index) => index), fee, amount }
}
