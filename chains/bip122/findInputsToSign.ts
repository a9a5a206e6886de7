import { address as bitcoinAddress, type Psbt, Transaction } from 'bitcoinjs-lib'
import type { Account, Network } from 'gangway/kernel'
import { toBitcoinjsNetwork } from './toBitcoinjsNetwork.js'
import type { InputToSign } from './types.js'

const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/** The output script an input spends, from its witness or full previous transaction. */
export function getSpentScript(psbt: Psbt, index: number): Uint8Array | undefined {
  const input = psbt.data.inputs[index]
  if (input?.witnessUtxo) return input.witnessUtxo.script
  if (input?.nonWitnessUtxo) {
    const vout = psbt.txInputs[index]?.index
    return vout === undefined
      ? undefined
      : Transaction.fromBuffer(input.nonWitnessUtxo).outs[vout]?.script
  }
  return undefined
}

/**
 * The inputs of a PSBT that spend outputs paying the given accounts, grouped by address:
 * what a wallet is asked to sign when the caller does not say.
 *
 * @example
 * findInputsToSign(psbt, connection.accounts, bitcoin) // [{ address: 'bc1q…', indexes: [0, 2] }]
 */
export function findInputsToSign(
  psbt: Psbt,
  { accounts, network }: { accounts: readonly Account[]; network: Network },
): InputToSign[] {
  const scripts = accounts.flatMap((account) => {
    try {
      return [
        {
          address: account.address,
          script: bitcoinAddress.toOutputScript(account.address, toBitcoinjsNetwork(network)),
        },
      ]
    } catch {
      return []
    }
  })
  const byAddress = new Map<string, number[]>()
  psbt.data.inputs.forEach((_, index) => {
    const spent = getSpentScript(psbt, index)
    const owner = spent && scripts.find((entry) => equal(entry.script, spent))
    if (owner) byAddress.set(owner.address, [...(byAddress.get(owner.address) ?? []), index])
  })
  return [...byAddress].map(([address, indexes]) => ({ address, indexes }))
}
