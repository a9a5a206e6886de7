// A Solana test wallet: a Wallet Standard wallet that signs for real with ed25519 keys the test
// chooses (Web Crypto, through @solana/kit) and sends through a JSON-RPC node (e.g. the LiteSVM
// shim), registered with the Wallet Standard's register pattern, with the kit's prompt controls.
// Runs in browsers, happy-dom and Node: no Node imports.
import {
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  signBytes,
  type Transaction,
} from '@solana/kit'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import { createPromptQueue, type PromptQueue } from '../createPromptQueue.js'
import { TestingKitError } from '../errors.js'

/** An error as Wallet Standard wallets throw it (Phantom and others use code 4001). */
export class SolanaWalletError extends Error {
  override name = 'SolanaWalletError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

export type SolanaTestWalletOptions = {
  /** The node `signAndSendTransaction` sends to, e.g. the LiteSVM shim's URL. */
  rpcUrl: string
  /** A 32-byte ed25519 seed, so the same account survives a page reload; default random. */
  privateKey?: Uint8Array | undefined
  /** More accounts' seeds, after `privateKey`'s: `switchAccount(1)` moves to the first. */
  morePrivateKeys?: readonly Uint8Array[] | undefined
  /** Default 'Gangway Solana Wallet'. */
  name?: string | undefined
  /** Default mainnet, devnet, testnet and localnet. */
  chains?: readonly `solana:${string}`[] | undefined
  /** Start authorized, as if the visitor connected on an earlier visit. */
  authorized?: boolean | undefined
  /** Leave out `solana:signAndSendTransaction` (a wallet that only signs). */
  withoutSignAndSend?: boolean | undefined
}

/** Features whose calls would open a wallet prompt; rejections apply to these. */
export const promptingFeatures: readonly string[] = [
  'standard:connect',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
]

/** A feature call as the wallet records it. */
export type SolanaTestWalletRequest = { feature: string; input: unknown }

/** What `createSolanaTestWallet` returns: the Wallet Standard wallet plus controls. */
export type SolanaTestWallet = Pick<
  PromptQueue,
  'rejectNext' | 'hangNext' | 'answerNextAfter' | 'ask'
> & {
  /** Approves the prompt the wallet holds (after `ask(true)`), waiting for one; `method`: a feature. */
  approve(options?: { method?: string | undefined }): Promise<SolanaTestWalletRequest>
  /** Refuses the prompt the wallet holds (after `ask(true)`) with `code` (default 4001). */
  reject(options?: {
    method?: string | undefined
    code?: number | undefined
  }): Promise<SolanaTestWalletRequest>
  wallet: Wallet
  /** The current account's address, public key and signer. */
  readonly address: string
  readonly publicKey: Uint8Array
  readonly signer: KeyPairSigner
  /** Every feature call, in order (`standard:connect` with `{ silent }` as input). */
  readonly requests: readonly SolanaTestWalletRequest[]
  readonly authorized: boolean
  clearRequests(): void
  /** The visitor picks another of the wallet's accounts (0: `privateKey`'s): `change` if connected. */
  switchAccount(index: number): void
  /** The visitor disconnects the site in the wallet: `change` with no accounts. */
  disconnect(): void
  /** Registers with any Wallet Standard app on the page; returns an unregister function. */
  register(): () => void
}

const icon: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzk5NDVmZiIvPjwvc3ZnPg=='

/**
 * Creates a Wallet Standard Solana wallet for tests and the demo.
 *
 * @example
 * const testWallet = await createSolanaTestWallet({ rpcUrl: node.url })
 * const unregister = testWallet.register()
 */
export async function createSolanaTestWallet(
  options: SolanaTestWalletOptions,
): Promise<SolanaTestWallet> {
  const signers = await Promise.all([
    options.privateKey
      ? createKeyPairSignerFromPrivateKeyBytes(options.privateKey)
      : generateKeyPairSigner(),
    ...(options.morePrivateKeys ?? []).map((seed) => createKeyPairSignerFromPrivateKeyBytes(seed)),
  ])
  let signer = signers[0]!
  const chains = options.chains ?? [
    'solana:mainnet',
    'solana:devnet',
    'solana:testnet',
    'solana:localnet',
  ]
  const features: `${string}:${string}`[] = [
    'solana:signMessage',
    'solana:signTransaction',
    ...(options.withoutSignAndSend ? [] : (['solana:signAndSendTransaction'] as const)),
  ]
  const accountOf = (of: KeyPairSigner): WalletAccount =>
    Object.freeze({
      address: of.address,
      publicKey: new Uint8Array(getAddressEncoder().encode(of.address)),
      chains: Object.freeze([...chains]),
      features: Object.freeze([...features]),
    })
  let account = accountOf(signer)
  const rpc = createSolanaRpc(options.rpcUrl)
  const requests: SolanaTestWalletRequest[] = []
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  let authorized = options.authorized ?? false
  const prompts = createPromptQueue<SolanaTestWalletRequest>()

  const emit = () => {
    for (const listener of listeners) listener({ accounts: authorized ? [account] : [] })
  }
  /** Records the call; a prompting one then does what the controls say (refuse, hang, wait). */
  const prompt = async (feature: string, input: unknown, prompting = true) => {
    const request = { feature, input }
    requests.push(request)
    const decision = prompting ? await prompts.open(request, feature) : 'approve'
    if (decision !== 'approve')
      throw new SolanaWalletError(decision.code, 'User rejected the request.')
  }
  const assertAccount = (target: WalletAccount) => {
    if (!authorized || target.address !== account.address)
      throw new SolanaWalletError(4100, 'The requested account has not been authorized.')
  }
  const sign = async (wire: Uint8Array): Promise<Transaction> =>
    partiallySignTransaction(
      [signer.keyPair],
      getTransactionDecoder().decode(wire) as Transaction,
    ) as Promise<Transaction>

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Gangway Solana Wallet',
    icon,
    chains: chains as Wallet['chains'],
    get accounts() {
      return authorized ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          await prompt('standard:connect', input ?? {}, !input?.silent && !authorized)
          if (input?.silent && !authorized) return { accounts: [] }
          const changed = !authorized
          authorized = true
          if (changed) emit()
          return { accounts: [account] }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          await prompt('standard:disconnect', {}, false)
          authorized = false
          emit()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (properties: { accounts?: readonly WalletAccount[] }) => void) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          await prompt('solana:signMessage', inputs)
          return Promise.all(
            inputs.map(async (input) => {
              assertAccount(input.account)
              const signature = await signBytes(signer.keyPair.privateKey, input.message)
              return { signedMessage: input.message, signature: new Uint8Array(signature) }
            }),
          )
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
          await prompt('solana:signTransaction', inputs)
          return Promise.all(
            inputs.map(async (input) => {
              assertAccount(input.account)
              const signed = await sign(input.transaction)
              return { signedTransaction: new Uint8Array(getTransactionEncoder().encode(signed)) }
            }),
          )
        },
      },
      ...(options.withoutSignAndSend
        ? {}
        : {
            'solana:signAndSendTransaction': {
              version: '1.0.0',
              supportedTransactionVersions: ['legacy', 0],
              async signAndSendTransaction(
                ...inputs: {
                  account: WalletAccount
                  transaction: Uint8Array
                  chain: string
                  options?: {
                    skipPreflight?: boolean
                    preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
                    maxRetries?: number
                    minContextSlot?: number
                  }
                }[]
              ) {
                await prompt('solana:signAndSendTransaction', inputs)
                const outputs: { signature: Uint8Array }[] = []
                for (const input of inputs) {
                  assertAccount(input.account)
                  const signed = await sign(input.transaction)
                  const wire = getBase64Decoder().decode(getTransactionEncoder().encode(signed))
                  const sent = input.options ?? {}
                  const signature = await rpc
                    .sendTransaction(wire as Parameters<typeof rpc.sendTransaction>[0], {
                      encoding: 'base64',
                      ...(sent.skipPreflight !== undefined
                        ? { skipPreflight: sent.skipPreflight }
                        : {}),
                      ...(sent.preflightCommitment
                        ? { preflightCommitment: sent.preflightCommitment }
                        : {}),
                      ...(sent.maxRetries !== undefined
                        ? { maxRetries: BigInt(sent.maxRetries) }
                        : {}),
                      ...(sent.minContextSlot !== undefined
                        ? { minContextSlot: BigInt(sent.minContextSlot) }
                        : {}),
                    })
                    .send()
                  outputs.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) })
                }
                return outputs
              },
            },
          }),
    },
  }

  return {
    wallet,
    get address() {
      return signer.address
    },
    get publicKey() {
      return account.publicKey as Uint8Array
    },
    get signer() {
      return signer
    },
    requests,
    get authorized() {
      return authorized
    },
    clearRequests: () => void requests.splice(0),
    rejectNext: prompts.rejectNext,
    hangNext: prompts.hangNext,
    answerNextAfter: prompts.answerNextAfter,
    ask: prompts.ask,
    approve: (options = {}) => prompts.decide(options.method, 'approve'),
    reject: (options = {}) => prompts.decide(options.method, { code: options.code ?? 4001 }),
    switchAccount(index) {
      const next = signers[index]
      if (!next)
        throw new TestingKitError('TESTING_NO_ACCOUNT', `The wallet has no account ${index}.`, {
          details: `It has ${signers.length}: give more with \`morePrivateKeys\`.`,
        })
      signer = next
      account = accountOf(next)
      if (authorized) emit()
    },
    disconnect() {
      authorized = false
      emit()
    },
    register() {
      let unregister = () => {}
      const callback = (api: { register(...wallets: Wallet[]): () => void }) => {
        unregister = api.register(wallet)
      }
      const onAppReady = (event: Event) => callback((event as CustomEvent).detail)
      window.addEventListener('wallet-standard:app-ready', onAppReady)
      window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
      return () => {
        window.removeEventListener('wallet-standard:app-ready', onAppReady)
        unregister()
      }
    },
  }
}
