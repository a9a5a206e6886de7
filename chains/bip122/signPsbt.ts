import type { Psbt } from 'bitcoinjs-lib'
import { broadcastTransaction } from './broadcastTransaction.js'
import { ensureEcc } from './ecc.js'
import { AccountNotFoundError, InvalidPsbtError } from './errors.js'
import { findInputsToSign } from './findInputsToSign.js'
import { getConnection } from './getConnection.js'
import { parsePsbt } from './parsePsbt.js'
import { toBip122Error } from './toBip122Error.js'
import type { Bip122Context, SignPsbtParameters, SignPsbtReturnType } from './types.js'

/**
 * Has the wallet sign a PSBT, optionally finalizing and broadcasting it through Esplora.
 * Inputs to sign default to every input spending an output of the connection's addresses.
 * A single sighash type requested for an input is also written into the PSBT, so every
 * wallet signs with it.
 *
 * @returns The signed PSBT (base64) and, when broadcast, the txid.
 * @throws UserRejectedRequestError (4001), InvalidPsbtError, AccountNotFoundError, BroadcastError
 * @example
 * const { txid } = await signPsbt(context, { connectorId, psbt, broadcast: true })
 */
export async function signPsbt(
  context: Bip122Context,
  parameters: SignPsbtParameters,
): Promise<SignPsbtReturnType> {
  ensureEcc()
  const { connectorId } = parameters
  const connection = getConnection(context, connectorId)
  const network = parameters.network ?? context.getNetwork(connection.caipNetworkId)
  const psbt = parsePsbt(parameters.psbt, network)
  const inputs =
    parameters.inputs ?? findInputsToSign(psbt, { accounts: connection.accounts, network })
  if (!inputs.length)
    throw new InvalidPsbtError('No input spends an output of the connected addresses.')
  for (const entry of inputs) {
    if (!connection.accounts.some((account) => account.address === entry.address))
      throw new AccountNotFoundError(entry.address)
    for (const index of entry.indexes) {
      if (!Number.isInteger(index) || index < 0 || index >= psbt.inputCount)
        throw new InvalidPsbtError(
          `Input ${index} does not exist (the PSBT has ${psbt.inputCount}).`,
        )
      const [only, ...more] = entry.sighashTypes ?? []
      if (only !== undefined && !more.length && psbt.data.inputs[index]?.sighashType === undefined)
        psbt.updateInput(index, { sighashType: only })
    }
  }
  let signed: Psbt
  try {
    const bytes = await context
      .getClient(connectorId)
      .signPsbt({ psbt: psbt.toBuffer(), inputs, network })
    signed = parsePsbt(bytes, network)
  } catch (error) {
    throw toBip122Error(error)
  }
  if (!parameters.broadcast) return { psbt: signed.toBase64() }
  signed.data.inputs.forEach((input, index) => {
    if (input.finalScriptSig || input.finalScriptWitness) return
    try {
      signed.finalizeInput(index)
    } catch (error) {
      throw new InvalidPsbtError(`Input ${index} could not be finalized (is it signed?).`, {
        cause: error,
      })
    }
  })
  let hex: string
  try {
    hex = signed.extractTransaction().toHex()
  } catch (error) {
    throw new InvalidPsbtError('The signed transaction could not be extracted.', { cause: error })
  }
  const txid = await broadcastTransaction(context, { network, hex })
  return { psbt: signed.toBase64(), txid }
}
