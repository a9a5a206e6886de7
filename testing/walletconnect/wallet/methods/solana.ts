import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { getTransactionDecoder, getTransactionEncoder, type SignatureBytes } from '@solana/kit'
import type { MethodHandlers } from './context.js'

// solana over WalletConnect: it signs (ed25519); it has no RPC to send through.

/** The solana methods this wallet answers. */
export const solanaMethodNames = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_requestAccounts',
  'solana_getAccounts',
  'solana_signAllTransactions',
]

/** Signs a wire-format Solana transaction's message with the ed25519 seed. */
function signSolanaTransaction(
  wire: string,
  { seed, signer }: { seed: Uint8Array; signer: string },
) {
  const transaction = getTransactionDecoder().decode(base64.decode(wire))
  if (!(signer in transaction.signatures))
    throw new Error(`${signer} is not a signer of this transaction`)
  const signature = ed25519.sign(new Uint8Array(transaction.messageBytes), seed)
  const signed = {
    ...transaction,
    signatures: { ...transaction.signatures, [signer]: signature as SignatureBytes },
  }
  return {
    signature,
    transaction: base64.encode(new Uint8Array(getTransactionEncoder().encode(signed))),
  }
}

const accounts: MethodHandlers[string] = ({ state }) => [{ pubkey: state.solanaAddress }]

export const solanaMethods: MethodHandlers = {
  solana_signMessage({ state, params }) {
    const { message } = params as { message: string; pubkey: string }
    return { signature: base58.encode(ed25519.sign(base58.decode(message), state.seed)) }
  },
  solana_signTransaction({ state, params }) {
    const { transaction } = params as { transaction: string }
    const signed = signSolanaTransaction(transaction, {
      seed: state.seed,
      signer: state.solanaAddress,
    })
    return state.parameters.solanaAnswersTransaction
      ? { transaction: signed.transaction }
      : { signature: base58.encode(signed.signature) }
  },
  solana_signAllTransactions({ state, params }) {
    const { transactions } = params as { transactions: string[] }
    return {
      transactions: transactions.map(
        (transaction) =>
          signSolanaTransaction(transaction, { seed: state.seed, signer: state.solanaAddress })
            .transaction,
      ),
    }
  },
  solana_getAccounts: accounts,
  solana_requestAccounts: accounts,
}
