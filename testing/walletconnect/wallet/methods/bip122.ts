import { base64 } from '@scure/base'
import type { WalletAccount } from '@wallet-standard/base'
import { Psbt } from 'bitcoinjs-lib'
import type { MethodHandlers } from './context.js'

// bip122 over WalletConnect, answered by the wallet's Bitcoin test wallet (its keys and signing).

/** The bip122 methods this wallet answers. */
export const bip122MethodNames = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer']

export const bip122Methods: MethodHandlers = {
  getAccountAddresses({ state: { bitcoin }, params }) {
    const { account: owner, intentions } = params as { account: string; intentions?: string[] }
    if (owner !== bitcoin.payment.address) throw new Error(`unknown account ${owner}`)
    const all = [
      { ...bitcoin.payment, intention: 'payment' },
      { ...bitcoin.ordinals, intention: 'ordinal' },
    ]
    return intentions?.length ? all.filter((a) => intentions.includes(a.intention)) : all
  },
  async signMessage({ state: { bitcoin }, params }) {
    const { address, message } = params as { address?: string; message: string }
    const signer = bitcoin.standard.accounts.find(
      (a) => a.address === (address ?? bitcoin.payment.address),
    ) as WalletAccount | undefined
    if (!signer) throw new Error(`unknown address ${address}`)
    const feature = bitcoin.standard.features['bitcoin:signMessage'] as {
      signMessage(input: {
        account: WalletAccount
        message: Uint8Array
      }): Promise<readonly { signature: Uint8Array }[]>
    }
    const [output] = await feature.signMessage({
      account: signer,
      message: new TextEncoder().encode(message),
    })
    return { address: signer.address, signature: base64.encode(output!.signature) }
  },
  async signPsbt({ state, params }) {
    const { psbt, signInputs, broadcast } = params as {
      psbt: string
      signInputs: { address: string; index: number; sighashTypes?: number[] }[]
      broadcast?: boolean
    }
    const signed = state.bitcoin.signPsbt(
      base64.decode(psbt),
      signInputs.map((input) => ({
        address: input.address,
        indexes: [input.index],
        sighashTypes: input.sighashTypes,
      })),
    )
    if (!broadcast) return { psbt: base64.encode(signed) }
    const esploraUrl = state.parameters.bitcoin?.esploraUrl
    if (!esploraUrl) throw new Error('the test wallet has no esploraUrl to broadcast to')
    const finalized = Psbt.fromBuffer(signed).finalizeAllInputs()
    const response = await fetch(`${esploraUrl}/tx`, {
      method: 'POST',
      body: finalized.extractTransaction().toHex(),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(text)
    return { psbt: base64.encode(finalized.toBuffer()), txid: text }
  },
  async sendTransfer({ state, params }) {
    const { recipientAddress, amount } = params as { recipientAddress: string; amount: string }
    return { txid: await state.bitcoin.unisat.sendBitcoin(recipientAddress, Number(amount)) }
  },
}
