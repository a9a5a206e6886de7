// A Bitcoin test wallet: keys the test chooses, a p2wpkh payment address and a p2tr ordinals
// address, signing PSBTs and messages for real with bitcoinjs-lib and ecpair. Exposed as a Wallet
// Standard bitcoin wallet (bitcoin:connect, bitcoin:signMessage, bitcoin:signTransaction,
// bitcoin:signPsbt, standard:events, standard:disconnect) and as a UniSat-style `window.unisat`.
// Runs in browsers and in Node: no Node imports.
import * as ecc from '@bitcoinerlab/secp256k1'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  address as bitcoinAddress,
  crypto,
  initEccLib,
  networks,
  Psbt,
  payments,
  type Signer,
  Transaction,
  toXOnly,
} from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import { createPromptQueue, type PromptQueue } from '../createPromptQueue.js'

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)

export type BitcoinTestNetwork = 'mainnet' | 'testnet' | 'regtest'

/** Public test keys (never use them for real funds). */
export const defaultBitcoinTestKeys = {
  payment: '00000000000000000000000000000000000000000000000000000000000000a1',
  ordinals: '00000000000000000000000000000000000000000000000000000000000000b2',
} as const

/** A JSON-RPC-style wallet error: `code` and `message`, as wallets throw them. */
export class BitcoinWalletError extends Error {
  override name = 'BitcoinWalletError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

export type BitcoinTestWalletOptions = {
  network?: BitcoinTestNetwork | undefined
  /** Wallet Standard name (= the connector id). Default 'Gangway Bitcoin Wallet'. */
  name?: string | undefined
  /** 32-byte private keys, hex. */
  paymentKey?: string | undefined
  ordinalsKey?: string | undefined
  /** More accounts (a payment and an ordinals key each) the visitor can pick: `switchAccount(1)`. */
  moreAccounts?: readonly { paymentKey: string; ordinalsKey: string }[] | undefined
  /** Start authorized, as if the visitor connected on an earlier visit. */
  authorized?: boolean | undefined
  /** The Esplora API UniSat's `sendBitcoin` reads UTXOs from and broadcasts to. */
  esploraUrl?: string | undefined
  /** Wallet Standard features to leave out, e.g. `['bitcoin:signMessage']`. */
  without?: readonly string[] | undefined
}

type Key = {
  address: string
  publicKey: string
  path: string
  /** The key that signs: the taproot-tweaked one for p2tr. */
  signer: Signer
  pair: ECPairInterface
  taproot: boolean
  outputScript: Uint8Array
}

/** A request as the wallet records it (a Wallet Standard feature or a UniSat method). */
export type BitcoinTestWalletRequest = { method: string; params: unknown }

/** The prompting requests (connect, sign, send) follow these controls. */
export type BitcoinTestWallet = Pick<
  PromptQueue,
  'rejectNext' | 'hangNext' | 'answerNextAfter' | 'ask'
> & {
  /** Approves the prompt the wallet holds (after `ask(true)`), waiting for one. */
  approve(options?: { method?: string | undefined }): Promise<BitcoinTestWalletRequest>
  /** Refuses the prompt the wallet holds (after `ask(true)`) with `code` (default 4001). */
  reject(options?: {
    method?: string | undefined
    code?: number | undefined
  }): Promise<BitcoinTestWalletRequest>
  /** The active account's payment (p2wpkh) address, on the wallet's current network. */
  readonly payment: { address: string; publicKey: string; path: string }
  /** The active account's ordinals (p2tr) address, on the wallet's current network. */
  readonly ordinals: { address: string; publicKey: string; path: string }
  /** The network the wallet is on. */
  readonly network: BitcoinTestNetwork
  /** The Wallet Standard wallet object. */
  standard: Wallet
  /** The UniSat-style API. */
  unisat: UnisatTestApi
  /** Registers with Wallet Standard apps (now and when an app announces itself). */
  register(): () => void
  /** Sets `window.unisat`. */
  inject(): () => void
  /** Every request, in order. */
  readonly requests: readonly BitcoinTestWalletRequest[]
  clearRequests(): void
  readonly authorized: boolean
  /** The visitor disconnects the site in the wallet: accounts become empty and listeners hear it. */
  disconnect(): void
  /**
   * The visitor picks another account in the wallet (0 is the first keys, 1 the first of
   * `moreAccounts`…): a connected site hears Wallet Standard `change` and UniSat `accountsChanged`.
   */
  switchAccount(index: number): void
  /**
   * The visitor switches the wallet to another network: addresses change with it, and a site
   * hears UniSat `networkChanged` (`livenet` / `testnet`) and Wallet Standard `change`.
   */
  switchNetwork(network: BitcoinTestNetwork): void
  /** Signs PSBT inputs directly (the code both APIs use). */
  signPsbt(
    psbt: Uint8Array,
    inputs: readonly {
      address: string
      indexes: readonly number[]
      sighashTypes?: readonly number[] | undefined
    }[],
  ): Uint8Array
}

export type UnisatTestApi = {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey(): Promise<string>
  getNetwork(): Promise<string>
  /** The dapp asks to switch network (a prompt): `livenet` or `testnet`. */
  switchNetwork(network: string): Promise<string>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt(
    psbtHex: string,
    options?: {
      autoFinalized?: boolean
      toSignInputs?: { index: number; address?: string; sighashTypes?: number[] }[]
    },
  ): Promise<string>
  sendBitcoin(to: string, satoshis: number, options?: { feeRate?: number }): Promise<string>
  disconnect(): Promise<void>
  on(event: string, listener: (payload: unknown) => void): void
  removeListener(event: string, listener: (payload: unknown) => void): void
}

const icon: Wallet['icon'] =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iI2Y3OTMxYSIvPjwvc3ZnPg=='

const utf8 = (text: string) => new TextEncoder().encode(text)
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
const varint = (n: number) => (n < 0xfd ? Uint8Array.of(n) : Uint8Array.of(0xfd, n & 0xff, n >> 8))

function toNetwork(network: BitcoinTestNetwork): networks.Network {
  return network === 'mainnet'
    ? networks.bitcoin
    : network === 'testnet'
      ? networks.testnet
      : networks.regtest
}

/**
 * Creates the wallet. Nothing is registered until `register()` / `inject()`.
 *
 * @example
 * const wallet = createBitcoinTestWallet({ network: 'regtest' })
 * cleanups.push(wallet.register())
 */
export function createBitcoinTestWallet(options: BitcoinTestWalletOptions = {}): BitcoinTestWallet {
  let networkName = options.network ?? 'regtest'
  let network = toNetwork(networkName)
  const name = options.name ?? 'Gangway Bitcoin Wallet'
  let chain: `bitcoin:${string}` = `bitcoin:${networkName}`
  const without = new Set(options.without ?? [])
  let authorized = options.authorized ?? false
  const prompts = createPromptQueue<BitcoinTestWalletRequest>()
  const requests: BitcoinTestWalletRequest[] = []
  const changeListeners = new Set<
    (properties: { accounts?: readonly WalletAccount[]; chains?: readonly string[] }) => void
  >()
  const unisatListeners = new Map<string, Set<(payload: unknown) => void>>()

  const accountKeys = [
    {
      paymentKey: options.paymentKey ?? defaultBitcoinTestKeys.payment,
      ordinalsKey: options.ordinalsKey ?? defaultBitcoinTestKeys.ordinals,
    },
    ...(options.moreAccounts ?? []),
  ]
  let active = 0

  /** The active account's two keys on the current network. */
  function buildKeys(): [Key, Key] {
    const coin = networkName === 'mainnet' ? 0 : 1
    const { paymentKey, ordinalsKey } = accountKeys[active]!
    const paymentPair = ECPair.fromPrivateKey(hex.decode(paymentKey), { network })
    const ordinalsPair = ECPair.fromPrivateKey(hex.decode(ordinalsKey), { network })
    const internal = toXOnly(ordinalsPair.publicKey)
    const paymentOutput = payments.p2wpkh({ pubkey: paymentPair.publicKey, network })
    const ordinalsOutput = payments.p2tr({ internalPubkey: internal, network })
    return [
      {
        address: paymentOutput.address!,
        publicKey: hex.encode(paymentPair.publicKey),
        path: `m/84'/${coin}'/${active}'/0/0`,
        signer: paymentPair,
        pair: paymentPair,
        taproot: false,
        outputScript: paymentOutput.output!,
      },
      {
        address: ordinalsOutput.address!,
        publicKey: hex.encode(internal),
        path: `m/86'/${coin}'/${active}'/0/0`,
        signer: ordinalsPair.tweak(crypto.taggedHash('TapTweak', internal)),
        pair: ordinalsPair,
        taproot: true,
        outputScript: ordinalsOutput.output!,
      },
    ]
  }
  let [payment, ordinals] = buildKeys()
  let keys = [payment, ordinals]
  const keyOf = (address: string) => {
    const key = keys.find((candidate) => candidate.address === address)
    if (!key) throw new BitcoinWalletError(4100, `This wallet has no account ${address}.`)
    return key
  }

  /** Records a prompting request, then does what the controls say (refuse, hang, wait). */
  async function prompt(method: string, params: unknown) {
    const request = { method, params }
    requests.push(request)
    const behaviour = prompts.take()
    const decision = behaviour
      ? await prompts.settle(behaviour)
      : prompts.asking
        ? await prompts.hold(request, method)
        : 'approve'
    if (decision !== 'approve')
      throw new BitcoinWalletError(decision.code, 'User rejected the request.')
  }
  function requireAuthorized() {
    if (!authorized) throw new BitcoinWalletError(4100, 'The site is not connected.')
  }

  const featureNames = [
    'bitcoin:connect',
    'bitcoin:signMessage',
    'bitcoin:signTransaction',
    'bitcoin:signPsbt',
  ].filter((feature) => !without.has(feature))
  const toAccount = (key: Key): WalletAccount =>
    Object.freeze({
      address: key.address,
      publicKey: hex.decode(key.publicKey),
      chains: [chain],
      features: featureNames as `${string}:${string}`[],
      label: key === payment ? 'Payment' : 'Ordinals',
      // Not in the standard: some wallets add the derivation path.
      derivationPath: key.path,
    })
  let accounts = [toAccount(payment), toAccount(ordinals)]

  /** Rebuilds keys and accounts after an account or network switch. */
  function rebuild() {
    ;[payment, ordinals] = buildKeys()
    keys = [payment, ordinals]
    accounts = [toAccount(payment), toAccount(ordinals)]
  }
  const unisatNetwork = () => (networkName === 'mainnet' ? 'livenet' : 'testnet')
  function emitUnisat(event: string, payload: unknown) {
    for (const listener of [...(unisatListeners.get(event) ?? [])]) listener(payload)
  }
  function moveTo(next: BitcoinTestNetwork) {
    if (next === networkName) return
    networkName = next
    network = toNetwork(next)
    chain = `bitcoin:${next}`
    rebuild()
    for (const listener of changeListeners)
      listener({ chains: [chain], accounts: authorized ? accounts : [] })
    emitUnisat('networkChanged', unisatNetwork())
  }

  function emitChange() {
    const current = authorized ? accounts : []
    for (const listener of changeListeners) listener({ accounts: current })
    emitUnisat('accountsChanged', authorized ? [payment.address] : [])
  }

  function signPsbt(
    bytes: Uint8Array,
    inputs: readonly {
      address: string
      indexes: readonly number[]
      sighashTypes?: readonly number[] | undefined
    }[],
  ): Uint8Array {
    const psbt = Psbt.fromBuffer(bytes, { network })
    for (const entry of inputs) {
      const key = keyOf(entry.address)
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

  /** BIP-137 "Bitcoin Signed Message" with a segwit (p2wpkh) header. */
  function signEcdsa(key: Key, message: string): string {
    if (key.taproot)
      throw new BitcoinWalletError(-32602, 'ECDSA messages need a non-taproot address.')
    const prefix = utf8('Bitcoin Signed Message:\n')
    const body = utf8(message)
    const hash = crypto.hash256(concat(varint(prefix.length), prefix, varint(body.length), body))
    const signature = secp256k1.sign(hash, key.pair.privateKey!)
    return base64.encode(
      concat(Uint8Array.of(39 + signature.recovery), signature.toCompactRawBytes()),
    )
  }

  /** BIP-322 "simple": the witness of the virtual to_sign transaction, base64. */
  function signBip322(key: Key, message: string): string {
    const tag = crypto.sha256(utf8('BIP0322-signed-message'))
    const messageHash = crypto.sha256(concat(tag, tag, utf8(message)))
    const toSpend = new Transaction()
    toSpend.version = 0
    toSpend.locktime = 0
    toSpend.addInput(
      new Uint8Array(32),
      0xffffffff,
      0,
      concat(Uint8Array.of(0x00, 0x20), messageHash),
    )
    toSpend.addOutput(key.outputScript, 0n)
    const psbt = new Psbt({ network })
    psbt.setVersion(0)
    psbt.addInput({
      hash: toSpend.getHash(),
      index: 0,
      sequence: 0,
      witnessUtxo: { script: key.outputScript, value: 0n },
      ...(key.taproot ? { tapInternalKey: toXOnly(key.pair.publicKey) } : {}),
    })
    psbt.addOutput({ script: Uint8Array.of(0x6a), value: 0n })
    psbt.signInput(0, key.signer)
    psbt.finalizeInput(0)
    return base64.encode(psbt.data.inputs[0]!.finalScriptWitness!)
  }

  const standardFeatures: Record<string, unknown> = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect(input: { purposes: ('payment' | 'ordinals')[] }) {
        await prompt('bitcoin:connect', input)
        const wasAuthorized = authorized
        authorized = true
        if (!wasAuthorized) emitChange()
        return {
          accounts: input.purposes.map((purpose) =>
            purpose === 'payment' ? accounts[0]! : accounts[1]!,
          ),
        }
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        await prompt('bitcoin:signMessage', inputs)
        requireAuthorized()
        return inputs.map(({ account, message }) => {
          const key = keyOf(account.address)
          const text = new TextDecoder().decode(message)
          const signature = key.taproot ? signBip322(key, text) : signEcdsa(key, text)
          return { signedMessage: message, signature: base64.decode(signature) }
        })
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      signTransaction: (...inputs: SignInput[]) =>
        signTransactions('bitcoin:signTransaction', inputs),
    },
    'bitcoin:signPsbt': {
      version: '1.0.0',
      signPsbt: (...inputs: SignInput[]) => signTransactions('bitcoin:signPsbt', inputs),
    },
    'standard:events': {
      version: '1.0.0',
      on(
        event: string,
        listener: (properties: {
          accounts?: readonly WalletAccount[]
          chains?: readonly string[]
        }) => void,
      ) {
        if (event !== 'change') return () => {}
        changeListeners.add(listener)
        return () => changeListeners.delete(listener)
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        requests.push({ method: 'standard:disconnect', params: undefined })
      },
    },
  }
  type SignInput = {
    psbt: Uint8Array
    chain: string
    inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]
  }
  async function signTransactions(method: string, inputs: SignInput[]) {
    await prompt(method, inputs)
    requireAuthorized()
    return inputs.map((input) => {
      if (input.chain !== chain)
        throw new BitcoinWalletError(4901, `The wallet is on ${chain}, not ${input.chain}.`)
      return {
        signedPsbt: signPsbt(
          input.psbt,
          input.inputsToSign.map((entry) => ({
            address: entry.account.address,
            indexes: entry.signingIndexes,
            sighashTypes: entry.sigHash === undefined ? undefined : [entry.sigHash],
          })),
        ),
      }
    })
  }
  for (const feature of without) delete standardFeatures[feature]

  const standard: Wallet = {
    version: '1.0.0',
    name,
    icon,
    get chains() {
      return [chain]
    },
    features: standardFeatures as Wallet['features'],
    get accounts() {
      return authorized ? accounts : []
    },
  }

  const unisat: UnisatTestApi = {
    async requestAccounts() {
      await prompt('requestAccounts', undefined)
      const wasAuthorized = authorized
      authorized = true
      if (!wasAuthorized) emitChange()
      return [payment.address]
    },
    async getAccounts() {
      requests.push({ method: 'getAccounts', params: undefined })
      return authorized ? [payment.address] : []
    },
    async getPublicKey() {
      requireAuthorized()
      return payment.publicKey
    },
    getNetwork: async () => unisatNetwork(),
    async switchNetwork(next) {
      if (next !== 'livenet' && next !== 'testnet')
        throw new BitcoinWalletError(-32602, `Unknown network ${String(next)}.`)
      await prompt('switchNetwork', next)
      moveTo(next === 'livenet' ? 'mainnet' : 'testnet')
      return unisatNetwork()
    },
    async signMessage(message, type = 'ecdsa') {
      await prompt('signMessage', { message, type })
      requireAuthorized()
      return type === 'bip322-simple' ? signBip322(payment, message) : signEcdsa(payment, message)
    },
    async signPsbt(psbtHex, signOptions = {}) {
      await prompt('signPsbt', { psbtHex, options: signOptions })
      requireAuthorized()
      const inputs = (signOptions.toSignInputs ?? []).map((entry) => ({
        address: entry.address ?? payment.address,
        indexes: [entry.index],
        sighashTypes: entry.sighashTypes,
      }))
      const psbt = Psbt.fromBuffer(signPsbt(hex.decode(psbtHex.toLowerCase()), inputs), { network })
      if (signOptions.autoFinalized ?? true)
        for (const entry of inputs) for (const index of entry.indexes) psbt.finalizeInput(index)
      return psbt.toHex()
    },
    async sendBitcoin(to, satoshis, sendOptions = {}) {
      await prompt('sendBitcoin', { to, satoshis, options: sendOptions })
      requireAuthorized()
      if (!options.esploraUrl)
        throw new BitcoinWalletError(-32603, 'The test wallet has no esploraUrl.')
      const utxos = (await (
        await fetch(`${options.esploraUrl}/address/${payment.address}/utxo`)
      ).json()) as {
        txid: string
        vout: number
        value: number
      }[]
      const feeRate = sendOptions.feeRate ?? 2
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
      const response = await fetch(`${options.esploraUrl}/tx`, {
        method: 'POST',
        body: psbt.extractTransaction().toHex(),
      })
      const text = await response.text()
      if (!response.ok) throw new BitcoinWalletError(-32603, text)
      return text
    },
    async disconnect() {
      requests.push({ method: 'disconnect', params: undefined })
    },
    on(event, listener) {
      const set = unisatListeners.get(event) ?? new Set()
      set.add(listener)
      unisatListeners.set(event, set)
    },
    removeListener(event, listener) {
      unisatListeners.get(event)?.delete(listener)
    },
  }

  return {
    get payment() {
      return { address: payment.address, publicKey: payment.publicKey, path: payment.path }
    },
    get ordinals() {
      return { address: ordinals.address, publicKey: ordinals.publicKey, path: ordinals.path }
    },
    get network() {
      return networkName
    },
    standard,
    unisat,
    register() {
      const callback = (api: { register(wallet: Wallet): unknown }) => api.register(standard)
      const onReady = (event: Event) => {
        const api = (event as CustomEvent<{ register(wallet: Wallet): unknown }>).detail
        if (api && typeof api.register === 'function') callback(api)
      }
      window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
      window.addEventListener('wallet-standard:app-ready', onReady)
      return () => window.removeEventListener('wallet-standard:app-ready', onReady)
    },
    inject() {
      const target = window as { unisat?: unknown }
      const previous = target.unisat
      target.unisat = unisat
      return () => {
        target.unisat = previous
      }
    },
    rejectNext: prompts.rejectNext,
    hangNext: prompts.hangNext,
    answerNextAfter: prompts.answerNextAfter,
    ask: prompts.ask,
    approve: (options = {}) => prompts.decide(options.method, 'approve'),
    reject: (options = {}) => prompts.decide(options.method, { code: options.code ?? 4001 }),
    requests,
    clearRequests() {
      requests.length = 0
    },
    get authorized() {
      return authorized
    },
    disconnect() {
      authorized = false
      emitChange()
    },
    switchAccount(index) {
      if (!accountKeys[index])
        throw new BitcoinWalletError(
          -32602,
          `The wallet holds ${accountKeys.length} accounts; there is no account ${index}.`,
        )
      if (index === active) return
      active = index
      rebuild()
      if (authorized) emitChange()
    },
    switchNetwork: moveTo,
    signPsbt,
  }
}
