import { hex } from '@scure/base'
import { address as bitcoinAddress, Psbt } from 'bitcoinjs-lib'
import { BitcoinWalletError } from './errors.js'
import { signBip322, signEcdsa } from './messages.js'
import { signPsbt } from './signPsbt.js'
import {
  type BitcoinWalletState,
  emitChange,
  moveTo,
  prompt,
  requireAuthorized,
  unisatNetwork,
} from './state.js'
import type { UnisatTestApi } from './types.js'

/** UniSat's `sendBitcoin`: spends every UTXO of the payment address through the Esplora API. */
async function sendBitcoin(
  state: BitcoinWalletState,
  { to, satoshis, feeRate }: { to: string; satoshis: number; feeRate: number },
): Promise<string> {
  const { esploraUrl, network, payment } = state
  if (!esploraUrl) throw new BitcoinWalletError(-32603, 'The test wallet has no esploraUrl.')
  const utxos = (await (await fetch(`${esploraUrl}/address/${payment.address}/utxo`)).json()) as {
    txid: string
    vout: number
    value: number
  }[]
  const psbt = new Psbt({ network })
  let total = 0
  for (const utxo of utxos) {
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: payment.outputScript, value: BigInt(utxo.value) },
    })
    total += utxo.value
  }
  const fee = Math.ceil((11 + 68 * utxos.length + 31 * 2) * feeRate)
  if (total < satoshis + fee) throw new BitcoinWalletError(-32603, 'Insufficient balance.')
  psbt.addOutput({
    script: bitcoinAddress.toOutputScript(to, network),
    value: BigInt(satoshis),
  })
  if (total - satoshis - fee >= 546)
    psbt.addOutput({ script: payment.outputScript, value: BigInt(total - satoshis - fee) })
  psbt.signAllInputs(payment.pair).finalizeAllInputs()
  const response = await fetch(`${esploraUrl}/tx`, {
    method: 'POST',
    body: psbt.extractTransaction().toHex(),
  })
  const text = await response.text()
  if (!response.ok) throw new BitcoinWalletError(-32603, text)
  return text
}

/** The UniSat-style API (`window.unisat`) over `state`. */
export function createUnisatApi(state: BitcoinWalletState): UnisatTestApi {
  return {
    async requestAccounts() {
      await prompt(state, { method: 'requestAccounts', params: undefined })
      const wasAuthorized = state.authorized
      state.authorized = true
      if (!wasAuthorized) emitChange(state)
      return [state.payment.address]
    },
    async getAccounts() {
      state.requests.push({ method: 'getAccounts', params: undefined })
      return state.authorized ? [state.payment.address] : []
    },
    async getPublicKey() {
      requireAuthorized(state)
      return state.payment.publicKey
    },
    getNetwork: async () => unisatNetwork(state),
    async switchNetwork(next) {
      if (next !== 'livenet' && next !== 'testnet')
        throw new BitcoinWalletError(-32602, `Unknown network ${String(next)}.`)
      await prompt(state, { method: 'switchNetwork', params: next })
      moveTo(state, next === 'livenet' ? 'mainnet' : 'testnet')
      return unisatNetwork(state)
    },
    async signMessage(message, type = 'ecdsa') {
      await prompt(state, { method: 'signMessage', params: { message, type } })
      requireAuthorized(state)
      return type === 'bip322-simple'
        ? signBip322(state.payment, message)
        : signEcdsa(state.payment, message)
    },
    async signPsbt(psbtHex, signOptions = {}) {
      await prompt(state, { method: 'signPsbt', params: { psbtHex, options: signOptions } })
      requireAuthorized(state)
      const inputs = (signOptions.toSignInputs ?? []).map((entry) => ({
        address: entry.address ?? state.payment.address,
        indexes: [entry.index],
        sighashTypes: entry.sighashTypes,
      }))
      const signed = signPsbt(state, { bytes: hex.decode(psbtHex.toLowerCase()), inputs })
      const psbt = Psbt.fromBuffer(signed, { network: state.network })
      if (signOptions.autoFinalized ?? true)
        for (const entry of inputs) for (const index of entry.indexes) psbt.finalizeInput(index)
      return psbt.toHex()
    },
    async sendBitcoin(to, satoshis, sendOptions = {}) {
      await prompt(state, { method: 'sendBitcoin', params: { to, satoshis, options: sendOptions } })
      requireAuthorized(state)
      return sendBitcoin(state, { to, satoshis, feeRate: sendOptions.feeRate ?? 2 })
    },
    async disconnect() {
      state.requests.push({ method: 'disconnect', params: undefined })
    },
    on(event, listener) {
      const set = state.unisatListeners.get(event) ?? new Set()
      set.add(listener)
      state.unisatListeners.set(event, set)
    },
    removeListener(event, listener) {
      state.unisatListeners.get(event)?.delete(listener)
    },
  }
}
