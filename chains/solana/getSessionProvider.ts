import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
} from '@solana/kit'
import { type CaipNetworkId, InvalidWalletDataError, type Network } from 'gangway/kernel'
import { AccountNotFoundError } from './errors.js'
import type {
  SendOptions,
  SignAndSendTransactionFeature,
  SignMessageFeature,
  SignTransactionFeature,
  SolanaContext,
  StandardConnectFeature,
  StandardWallet,
  WalletAccount,
} from './types.js'
import { solanaCaipNetworkIds } from './walletConnect.js'

/**
 * The solana namespace of a relay session (WalletConnect's `SessionNamespaceProvider`),
 * typed here by shape so the chain does not depend on the plugin.
 */
export type SolanaSessionProvider = {
  /** The methods the wallet approved; absent = every SPEC §6 method. */
  readonly methods?: readonly string[] | undefined
  getAccounts(): readonly { address: string }[]
  request(args: { method: string; params?: unknown }, chain?: CaipNetworkId): Promise<unknown>
}

const isSessionProvider = (value: unknown): value is SolanaSessionProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SolanaSessionProvider).request === 'function' &&
  typeof (value as SolanaSessionProvider).getAccounts === 'function'

/** Wallet Standard chain names → the CAIP-2 ids WalletConnect uses. */
const caipChains: Readonly<Record<string, string>> = {
  'solana:mainnet': solanaCaipNetworkIds.mainnet,
  'solana:devnet': solanaCaipNetworkIds.devnet,
  'solana:testnet': solanaCaipNetworkIds.testnet,
}

/**
 * The CAIP-2 id of a Wallet Standard chain (`solana:devnet` → `solana:EtWTRA…`); CAIP-2 ids
 * (localnet's `solana:localnet` too) stay as they are.
 *
 * @example
 * toCaipNetworkId('solana:mainnet') // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export function toCaipNetworkId(chain: string): CaipNetworkId {
  return (caipChains[chain] ?? chain) as CaipNetworkId
}

/**
 * A session request: WalletConnect wallets answer a declined prompt with code 5000 ('User
 * rejected.'); it is passed on as 4001, which `toSolanaError` reads as a rejection.
 */
async function call(
  provider: SolanaSessionProvider,
  args: { method: string; params?: unknown },
  chain?: CaipNetworkId,
): Promise<unknown> {
  try {
    return await provider.request(args, chain)
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
    if (code === 5000)
      throw Object.assign(new Error(typeof message === 'string' ? message : 'User rejected.'), {
        code: 4001,
        cause: error,
      })
    throw error
  }
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

function readString(value: unknown, field: string, method: string): string {
  const found = asObject(value)[field]
  if (typeof found !== 'string' || !found)
    throw new InvalidWalletDataError(`The wallet answered ${method} without a ${field}.`)
  return found
}

/**
 * Puts a wallet's answer to `solana_signTransaction` into wire bytes: wallets return the
 * signed `transaction` (base64), or only the fee payer's `signature` (base58), which is
 * written into the signer's slot of the original transaction.
 *
 * @example
 * const signed = toSignedTransaction(bytes, { signature: '5H…' }, address)
 */
export function toSignedTransaction(
  transaction: Uint8Array,
  { answer, signer }: { answer: unknown; signer: string },
): Uint8Array {
  const { transaction: signed, signature } = asObject(answer)
  if (typeof signed === 'string' && signed) return new Uint8Array(getBase64Encoder().encode(signed))
  if (typeof signature !== 'string' || !signature)
    throw new InvalidWalletDataError(
      'The wallet answered solana_signTransaction with neither a transaction nor a signature.',
    )
  const decoded = getTransactionDecoder().decode(transaction)
  const signatures = { ...decoded.signatures }
  if (!(signer in signatures)) throw new AccountNotFoundError(signer)
  const bytes = new Uint8Array(getBase58Encoder().encode(signature))
  if (bytes.length !== 64)
    throw new InvalidWalletDataError('The wallet returned a malformed signature.')
  ;(signatures as Record<string, SignatureBytes | null>)[signer] = bytes as SignatureBytes
  return new Uint8Array(getTransactionEncoder().encode({ ...decoded, signatures }))
}

/**
 * A relay session's solana namespace behind the Wallet Standard interface the adapter uses
 * for browser wallets: `standard:connect` reads the session's accounts (the visitor approved
 * them when pairing), `solana:signMessage` → `solana_signMessage`, `solana:signTransaction`
 * → `solana_signTransaction` / `solana_signAllTransactions`, and, when the wallet approved
 * it, `solana:signAndSendTransaction` → `solana_signAndSendTransaction`. Without the latter
 * the adapter signs through the wallet and sends through the network's RPC.
 *
 * @example
 * const wallet = createSessionWallet(provider, { name: 'WalletConnect', networks })
 */
export function createSessionWallet(
  provider: SolanaSessionProvider,
  parameters: { name: string; icon?: string | undefined; networks: readonly Network[] },
): StandardWallet {
  const approved = (method: string) => !provider.methods || provider.methods.includes(method)
  const chains = parameters.networks.map((n) => n.caipNetworkId as `solana:${string}`)
  const features: Record<`${string}:${string}`, unknown> = {}
  const featureNames = () => Object.keys(features) as `${string}:${string}`[]
  const toAccount = (address: string): WalletAccount => ({
    address,
    publicKey: new Uint8Array(getBase58Encoder().encode(address)),
    chains,
    features: featureNames(),
  })
  const accounts = () => provider.getAccounts().map((a) => toAccount(a.address))
  const chainOf = (chain: string | undefined) => (chain ? toCaipNetworkId(chain) : undefined)

  const connect: StandardConnectFeature = {
    connect: async () => ({ accounts: accounts() }),
  }
  const signMessage: SignMessageFeature = {
    async signMessage(...inputs) {
      const outputs = []
      for (const { account, message } of inputs) {
        const answer = await call(provider, {
          method: 'solana_signMessage',
          params: { message: getBase58Decoder().decode(message), pubkey: account.address },
        })
        const signature = readString(answer, 'signature', 'solana_signMessage')
        outputs.push({
          signedMessage: message,
          signature: new Uint8Array(getBase58Encoder().encode(signature)),
        })
      }
      return outputs
    },
  }
  const signTransaction: SignTransactionFeature = {
    async signTransaction(...inputs) {
      const chain = chainOf(inputs[0]?.chain)
      if (inputs.length > 1 && approved('solana_signAllTransactions')) {
        const answer = await call(
          provider,
          {
            method: 'solana_signAllTransactions',
            params: {
              transactions: inputs.map((input) => getBase64Decoder().decode(input.transaction)),
            },
          },
          chain,
        )
        const { transactions } = asObject(answer)
        if (!Array.isArray(transactions) || transactions.length !== inputs.length)
          throw new InvalidWalletDataError(
            'The wallet returned a different number of transactions.',
          )
        return transactions.map((signed) => {
          if (typeof signed !== 'string')
            throw new InvalidWalletDataError('The wallet returned a malformed transaction.')
          return { signedTransaction: new Uint8Array(getBase64Encoder().encode(signed)) }
        })
      }
      const outputs = []
      for (const input of inputs) {
        const answer = await call(
          provider,
          {
            method: 'solana_signTransaction',
            params: { transaction: getBase64Decoder().decode(input.transaction) },
          },
          chainOf(input.chain),
        )
        outputs.push({
          signedTransaction: toSignedTransaction(input.transaction, {
            answer,
            signer: input.account.address,
          }),
        })
      }
      return outputs
    },
  }
  const signAndSend: SignAndSendTransactionFeature = {
    async signAndSendTransaction(...inputs) {
      const outputs = []
      for (const input of inputs) {
        const options: SendOptions = input.options ?? {}
        const answer = await call(
          provider,
          {
            method: 'solana_signAndSendTransaction',
            params: {
              transaction: getBase64Decoder().decode(input.transaction),
              sendOptions: options,
            },
          },
          chainOf(input.chain),
        )
        const signature = readString(answer, 'signature', 'solana_signAndSendTransaction')
        outputs.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) })
      }
      return outputs
    },
  }

  features['standard:connect'] = connect
  if (approved('solana_signMessage')) features['solana:signMessage'] = signMessage
  if (approved('solana_signTransaction')) features['solana:signTransaction'] = signTransaction
  if (approved('solana_signAndSendTransaction'))
    features['solana:signAndSendTransaction'] = signAndSend

  return {
    version: '1.0.0',
    name: parameters.name,
    icon: parameters.icon ?? '',
    chains,
    features,
    get accounts() {
      return accounts()
    },
  }
}

/**
 * The wallet of a connector another plugin holds (a WalletConnect session), asked through
 * the kernel's `connectors.getSession`, as a Wallet Standard wallet. It is kept in the
 * registry so signing and sending find it like a discovered wallet.
 *
 * @returns The wallet, or `undefined` when no session covers solana.
 * @example
 * const wallet = await getSessionProvider(context, 'walletConnect')
 */
export async function getSessionProvider(
  context: SolanaContext,
  connectorId: string,
): Promise<StandardWallet | undefined> {
  const provider = await context.getSessionProvider(connectorId)
  if (provider === undefined) return undefined
  if (!isSessionProvider(provider)) {
    context.registry.delete(connectorId)
    return undefined
  }
  const connector = context.kernel.connectors.get({ namespace: 'solana', id: connectorId })
  const wallet = createSessionWallet(provider, {
    name: connector?.name ?? connectorId,
    icon: connector?.imageUrl,
    networks: context.networks,
  })
  context.registry.set(connectorId, wallet)
  return wallet
}
