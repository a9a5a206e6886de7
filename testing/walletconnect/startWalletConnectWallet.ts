// A real WalletConnect wallet for tests: @reown/walletkit on the far side of a relay (the
// local one of startRelay). It approves sessions, answers personal_sign and eth_sendTransaction against anvil,
// solana_signMessage / solana_signTransaction / solana_signAllTransactions (ed25519) when the
// solana namespace is requested, and the bip122 methods (getAccountAddresses, signMessage,
// signPsbt, sendTransfer; bitcoinjs-lib + ecpair keys) when bip122 is, and cosmos_getAccounts,
// cosmos_signDirect and cosmos_signAmino (secp256k1) when cosmos is. Node only.
import { ed25519 } from '@noble/curves/ed25519'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { base58, base64 } from '@scure/base'
import { getTransactionDecoder, getTransactionEncoder, type SignatureBytes } from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import { Core } from '@walletconnect/core'
import { Psbt } from 'bitcoinjs-lib'
import { anvilPrivateKeys, createPromptQueue, type PromptQueue } from 'gangway/testing'
import {
  type BitcoinTestNetwork,
  type BitcoinTestWallet,
  createBitcoinTestWallet,
} from 'gangway/testing/bitcoin'
import { createWalletClient, type Hex, http, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { cosmosMethods, createCosmosSigner } from './cosmosSigner.js'
import { createMemoryStorage } from './createMemoryStorage.js'

export type StartWalletConnectWalletParameters = {
  relayUrl: string
  /** eip155 chain id → anvil RPC URL; the first is the chain the wallet starts on. */
  chains: Readonly<Record<number, string>>
  /** Defaults to anvil's first development key. */
  privateKey?: Hex | undefined
  /** A 32-byte ed25519 seed for the solana account (default: a fixed test seed). */
  solanaSeed?: Uint8Array | undefined
  /** Rejects every proposal instead of approving it. */
  rejectProposals?: boolean | undefined
  /** solana_signTransaction answers `{ transaction }` (the signed wire bytes) instead of `{ signature }`. */
  solanaAnswersTransaction?: boolean | undefined
  /** The bitcoin side (bip122 namespace): its network and the Esplora API sendTransfer uses. */
  bitcoin?:
    | {
        network?: BitcoinTestNetwork | undefined
        esploraUrl?: string | undefined
        paymentKey?: string | undefined
      }
    | undefined
  /**
   * The cosmos side: a 32-byte secp256k1 key, the bech32 prefix of its address, and the
   * cosmos methods it approves (default all three; a Ledger-backed wallet signs no protobuf:
   * `['cosmos_getAccounts', 'cosmos_signAmino']`).
   */
  cosmos?:
    | {
        privateKey?: Uint8Array | undefined
        prefix?: string | undefined
        methods?: readonly string[] | undefined
      }
    | undefined
  /** Every next request fails with 'User rejected.' (code 5000) while set. */
  rejectRequests?: boolean | undefined
  /** Distinct per wallet in one process (WalletConnect's Core is a per-prefix singleton). */
  storagePrefix?: string | undefined
  /**
   * What the wallet declares about itself in the session (CAIP-25 `sessionProperties` and
   * `scopedProperties`), e.g. `{ assetDiscovery: 'true' }` or ERC-7715's
   * `{ permissions: 'true', permissionTypes: 'native-token-transfer' }`.
   */
  sessionProperties?: Readonly<Record<string, string>> | undefined
  scopedProperties?: Readonly<Record<string, unknown>> | undefined
  /**
   * Its answer to `wallet_getAssets` (ERC-7811), given the request's first parameter; absent:
   * the wallet does not support the method. It also grants `wallet_grantPermissions` (each
   * a new context) and revokes them (`wallet_revokePermissions` with `{ permissionContext }`).
   */
  assets?: ((request: unknown) => unknown) | undefined
}

type SessionRequest = WalletKitTypes.SessionRequest

/** A session request as the wallet records it. */
export type WalletConnectTestWalletCall = { method: string; params: unknown; chainId: string }

export type WalletConnectTestWallet = {
  address: Hex
  solanaAddress: string
  /** The bip122 side: payment (p2wpkh) and ordinals (p2tr) keys. */
  bitcoin: BitcoinTestWallet
  /** The cosmos account's address (with another bech32 prefix when given). */
  cosmosAddress(prefix?: string): string
  /** Rewrites the next amino sign doc before signing it (its own fee, or a hostile change). */
  tamperAmino(tamper: (doc: Record<string, unknown>) => Record<string, unknown>): void
  /** Makes every next request fail with 'User rejected.' (5000) until set back to false. */
  rejectRequests(reject: boolean): void
  /** Refuses the next requests with `code` (default once, 4001), as the visitor on the phone. */
  rejectNext: PromptQueue['rejectNext']
  /** The next request is never answered: the visitor put the phone away. */
  hangNext: PromptQueue['hangNext']
  /** The next request is answered when `answer` settles: approved if it resolves, 4001 if not. */
  answerNextAfter: PromptQueue['answerNextAfter']
  /** From now on (true) each request waits for `approve()` or `reject()`. */
  ask: PromptQueue['ask']
  /** Approves the request the phone holds (after `ask(true)`), waiting for one. */
  approve(options?: { method?: string | undefined }): Promise<WalletConnectTestWalletCall>
  /** Refuses the request the phone holds (after `ask(true)`) with `code` (default 4001). */
  reject(options?: {
    method?: string | undefined
    code?: number | undefined
  }): Promise<WalletConnectTestWalletCall>
  kit: InstanceType<typeof WalletKit>
  /** Pairs with a `wc:` URI the dapp shows; resolves once the session is approved. */
  pair(uri: string): Promise<string>
  /** The topic of the newest session. */
  readonly topic: string | undefined
  /** Every request the wallet answered, by method. */
  readonly requests: readonly string[]
  /** Every request with its params and chain, in order. */
  readonly calls: readonly WalletConnectTestWalletCall[]
  /** Ends the session from the wallet side. */
  disconnect(): Promise<void>
  /** Moves the wallet to another eip155 chain and tells the dapp (session event). */
  switchChain(chainId: number): Promise<void>
  /** Tells the dapp the accounts changed (session event). */
  emitAccounts(addresses: readonly string[]): Promise<void>
  stop(): Promise<void>
}

/** The solana methods this wallet answers (it signs; it has no RPC to send through). */
const solanaMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_requestAccounts',
  'solana_getAccounts',
  'solana_signAllTransactions',
]

const bip122Methods = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer']

/** CAIP-2 ids of the bitcoin networks (genesis hash prefixes). */
const bip122Chains: Readonly<Record<BitcoinTestNetwork, string>> = {
  mainnet: 'bip122:000000000019d6689c085ae165831e93',
  testnet: 'bip122:000000000933ea01ad0e82f3a5a56a33',
  regtest: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
}

/** Signs a wire-format Solana transaction's message with the ed25519 seed. */
function signSolanaTransaction(wire: string, seed: Uint8Array, signer: string) {
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

/**
 * Starts a WalletKit wallet on the local relay.
 *
 * @example
 * const wallet = await startWalletConnectWallet({ relayUrl: relay.url, chains: { 31337: anvil.rpcUrl } })
 * await wallet.pair(uri)
 */
export async function startWalletConnectWallet(
  parameters: StartWalletConnectWalletParameters,
): Promise<WalletConnectTestWallet> {
  const account = privateKeyToAccount(parameters.privateKey ?? anvilPrivateKeys[0])
  const seed = parameters.solanaSeed ?? new Uint8Array(32).fill(7)
  const solanaPublicKey = ed25519.getPublicKey(seed)
  const solanaAddress = base58.encode(solanaPublicKey)
  const cosmos = createCosmosSigner(
    parameters.cosmos?.privateKey ?? new Uint8Array(32).fill(9),
    parameters.cosmos?.prefix,
  )
  const chainIds = Object.keys(parameters.chains).map(Number)
  let chainId = chainIds[0]!
  const requests: string[] = []
  const calls: WalletConnectTestWalletCall[] = []
  const prompts = createPromptQueue<WalletConnectTestWalletCall>()
  let rejectRequests = parameters.rejectRequests ?? false
  const bitcoinNetwork = parameters.bitcoin?.network ?? 'regtest'
  const bitcoin = createBitcoinTestWallet({
    network: bitcoinNetwork,
    authorized: true,
    esploraUrl: parameters.bitcoin?.esploraUrl,
    paymentKey: parameters.bitcoin?.paymentKey,
  })
  const bitcoinChain = bip122Chains[bitcoinNetwork]
  const core = new Core({
    projectId: 'gangway-test',
    relayUrl: parameters.relayUrl,
    customStoragePrefix:
      parameters.storagePrefix ?? `wallet-${Math.random().toString(36).slice(2)}`,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  })
  const kit = await WalletKit.init({
    core,
    metadata: {
      name: 'Test WalletKit',
      description: 'A WalletConnect wallet for Gangway tests',
      url: 'https://wallet.test',
      icons: [],
    },
  })
  let topic: string | undefined
  let grants = 0
  const granted = new Set<string>()
  const settled = new Map<number, (topic: string) => void>()
  const pairing: { resolve?: (topic: string) => void; reject?: (error: Error) => void } = {}

  kit.on('session_proposal', async (proposal) => {
    const { id, params } = proposal
    if (parameters.rejectProposals) {
      await kit.rejectSession({ id, reason: { code: 5000, message: 'User rejected.' } })
      pairing.reject?.(new Error('rejected'))
      return
    }
    const requested = { ...params.requiredNamespaces, ...params.optionalNamespaces }
    const namespaces: Record<
      string,
      { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
    > = {}
    for (const [key, value] of Object.entries(requested)) {
      const namespace = key.split(':')[0]!
      const chains = value.chains ?? (key.includes(':') ? [key] : [])
      if (namespace === 'eip155') {
        const ours = chains.filter((c) => chainIds.includes(Number(c.split(':')[1])))
        if (!ours.length) continue
        // The wallet's own chain first: the dapp takes it as the session's default.
        ours.sort((a, b) => Number(b === `eip155:${chainId}`) - Number(a === `eip155:${chainId}`))
        namespaces.eip155 = {
          chains: ours,
          methods: value.methods,
          events: value.events,
          accounts: ours.map((c) => `${c}:${account.address}`),
        }
      } else if (namespace === 'solana') {
        namespaces.solana = {
          chains,
          methods: value.methods.filter((m) => solanaMethods.includes(m)),
          events: value.events,
          accounts: chains.map((c) => `${c}:${solanaAddress}`),
        }
      } else if (namespace === 'cosmos') {
        namespaces.cosmos = {
          chains,
          methods: value.methods.filter((m) =>
            (parameters.cosmos?.methods ?? cosmosMethods).includes(m),
          ),
          events: value.events,
          accounts: chains.map((c) => `${c}:${cosmos.address()}`),
        }
      } else if (namespace === 'bip122') {
        // A bitcoin account lives on one network: approve only the wallet's own.
        if (!chains.includes(bitcoinChain)) continue
        namespaces.bip122 = {
          chains: [bitcoinChain],
          methods: value.methods.filter((m) => bip122Methods.includes(m)),
          events: value.events,
          // WalletConnect: the session holds the first external (payment) address.
          accounts: [`${bitcoinChain}:${bitcoin.payment.address}`],
        }
      }
    }
    const session = await kit.approveSession({
      id,
      namespaces,
      ...(parameters.sessionProperties
        ? { sessionProperties: { ...parameters.sessionProperties } }
        : {}),
      ...(parameters.scopedProperties
        ? { scopedProperties: { ...parameters.scopedProperties } }
        : {}),
    })
    topic = session.topic
    pairing.resolve?.(session.topic)
    for (const resolve of settled.values()) resolve(session.topic)
    settled.clear()
  })

  kit.on('session_request', async (event: SessionRequest) => {
    const { topic: requestTopic, id, params } = event
    const { request } = params
    requests.push(request.method)
    const call = { method: request.method, params: request.params, chainId: params.chainId }
    calls.push(call)
    const behaviour = prompts.take()
    const decision = behaviour
      ? await prompts.settle(behaviour)
      : prompts.asking
        ? await prompts.hold(call, request.method)
        : 'approve'
    if (decision !== 'approve') {
      await kit.respondSessionRequest({
        topic: requestTopic,
        response: {
          id,
          jsonrpc: '2.0',
          error: { code: decision.code, message: 'User rejected the request.' },
        },
      })
      return
    }
    try {
      if (rejectRequests) throw new Error('User rejected.')
      const result = await answer(request.method, request.params, params.chainId)
      await kit.respondSessionRequest({
        topic: requestTopic,
        response: { id, jsonrpc: '2.0', result },
      })
    } catch (error) {
      await kit.respondSessionRequest({
        topic: requestTopic,
        response: {
          id,
          jsonrpc: '2.0',
          error: { code: 5000, message: (error as Error).message },
        },
      })
    }
  })

  async function answer(method: string, params: unknown, chain: string): Promise<unknown> {
    const list = params as unknown[]
    switch (method) {
      case 'personal_sign': {
        const message = list[0] as string
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_sendTransaction': {
        const id = Number(chain.split(':')[1])
        const rpcUrl = parameters.chains[id]
        if (!rpcUrl) throw new Error(`chain ${chain} is not configured in the wallet`)
        const tx = list[0] as { to: Hex; value?: Hex; data?: Hex; gas?: Hex }
        const client = createWalletClient({ account, transport: http(rpcUrl) })
        return client.sendTransaction({
          chain: null,
          to: tx.to,
          value: tx.value ? BigInt(tx.value) : undefined,
          data: tx.data,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        })
      }
      case 'wallet_switchEthereumChain': {
        const next = Number((list[0] as { chainId: string }).chainId)
        if (!chainIds.includes(next))
          throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
        chainId = next
        return null
      }
      case 'solana_signMessage': {
        const { message } = params as { message: string; pubkey: string }
        return { signature: base58.encode(ed25519.sign(base58.decode(message), seed)) }
      }
      case 'solana_signTransaction': {
        const { transaction } = params as { transaction: string }
        const signed = signSolanaTransaction(transaction, seed, solanaAddress)
        return parameters.solanaAnswersTransaction
          ? { transaction: signed.transaction }
          : { signature: base58.encode(signed.signature) }
      }
      case 'solana_signAllTransactions': {
        const { transactions } = params as { transactions: string[] }
        return {
          transactions: transactions.map(
            (transaction) => signSolanaTransaction(transaction, seed, solanaAddress).transaction,
          ),
        }
      }
      case 'solana_getAccounts':
      case 'solana_requestAccounts':
        return [{ pubkey: solanaAddress }]
      case 'getAccountAddresses': {
        const { account: owner, intentions } = params as { account: string; intentions?: string[] }
        if (owner !== bitcoin.payment.address) throw new Error(`unknown account ${owner}`)
        const all = [
          { ...bitcoin.payment, intention: 'payment' },
          { ...bitcoin.ordinals, intention: 'ordinal' },
        ]
        return intentions?.length ? all.filter((a) => intentions.includes(a.intention)) : all
      }
      case 'signMessage': {
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
      }
      case 'signPsbt': {
        const { psbt, signInputs, broadcast } = params as {
          psbt: string
          signInputs: { address: string; index: number; sighashTypes?: number[] }[]
          broadcast?: boolean
        }
        const signed = bitcoin.signPsbt(
          base64.decode(psbt),
          signInputs.map((input) => ({
            address: input.address,
            indexes: [input.index],
            sighashTypes: input.sighashTypes,
          })),
        )
        if (!broadcast) return { psbt: base64.encode(signed) }
        const esploraUrl = parameters.bitcoin?.esploraUrl
        if (!esploraUrl) throw new Error('the test wallet has no esploraUrl to broadcast to')
        const finalized = Psbt.fromBuffer(signed).finalizeAllInputs()
        const response = await fetch(`${esploraUrl}/tx`, {
          method: 'POST',
          body: finalized.extractTransaction().toHex(),
        })
        const text = await response.text()
        if (!response.ok) throw new Error(text)
        return { psbt: base64.encode(finalized.toBuffer()), txid: text }
      }
      case 'sendTransfer': {
        const { recipientAddress, amount } = params as { recipientAddress: string; amount: string }
        return { txid: await bitcoin.unisat.sendBitcoin(recipientAddress, Number(amount)) }
      }
      case 'wallet_getAssets':
        if (!parameters.assets) throw new Error('the test wallet does not support wallet_getAssets')
        return parameters.assets(list[0])
      case 'wallet_grantPermissions': {
        const context = `0x${(++grants).toString(16).padStart(64, '0')}`
        granted.add(context)
        return [{ ...(list[0] as object), context }]
      }
      case 'wallet_revokePermissions': {
        const context = (params as { permissionContext?: string }).permissionContext
        if (!context || !granted.delete(context)) throw new Error(`no permission ${context}`)
        return {}
      }
      case 'cosmos_getAccounts':
      case 'cosmos_signDirect':
      case 'cosmos_signAmino':
        return cosmos.answer(method, params)
      default:
        throw new Error(`the test wallet does not support ${method}`)
    }
  }

  return {
    address: account.address,
    solanaAddress,
    bitcoin,
    cosmosAddress: (prefix) => cosmos.address(prefix),
    tamperAmino(tamper) {
      cosmos.tamperAmino = tamper
    },
    rejectRequests(reject) {
      rejectRequests = reject
    },
    rejectNext: prompts.rejectNext,
    hangNext: prompts.hangNext,
    answerNextAfter: prompts.answerNextAfter,
    ask: prompts.ask,
    approve: (options = {}) => prompts.decide(options.method, 'approve'),
    reject: (options = {}) => prompts.decide(options.method, { code: options.code ?? 4001 }),
    kit,
    get topic() {
      return topic
    },
    requests,
    calls,
    pair(uri) {
      return new Promise<string>((resolve, reject) => {
        pairing.resolve = resolve
        pairing.reject = reject
        kit.pair({ uri }).catch(reject)
      })
    },
    async disconnect() {
      if (!topic) return
      await kit.disconnectSession({ topic, reason: { code: 6000, message: 'User disconnected.' } })
      topic = undefined
    },
    async switchChain(next) {
      if (!topic) throw new Error('no session')
      chainId = next
      await kit.emitSessionEvent({
        topic,
        event: { name: 'chainChanged', data: next },
        chainId: `eip155:${next}`,
      })
    },
    async emitAccounts(addresses) {
      if (!topic) throw new Error('no session')
      await kit.emitSessionEvent({
        topic,
        event: { name: 'accountsChanged', data: addresses },
        chainId: `eip155:${chainId}`,
      })
    },
    async stop() {
      await core.relayer.transportClose().catch(() => {})
      core.heartbeat?.stop?.()
    },
  }
}
