import { hex } from '@scure/base'
import type { WalletAccount } from '@wallet-standard/base'
import type { networks } from 'bitcoinjs-lib'
import { createPromptQueue, type PromptQueue } from '../createPromptQueue.js'
import { BitcoinWalletError } from './errors.js'
import { type AccountKeys, buildKeys, defaultBitcoinTestKeys, type Key, toNetwork } from './keys.js'
import type {
  BitcoinTestNetwork,
  BitcoinTestWalletOptions,
  BitcoinTestWalletRequest,
} from './types.js'

/** What a Wallet Standard `change` listener hears. */
export type ChangeListener = (properties: {
  accounts?: readonly WalletAccount[]
  chains?: readonly string[]
}) => void

/**
 * Everything one Bitcoin test wallet holds: the one object its two APIs (Wallet Standard,
 * UniSat) and its controls read and change.
 */
export type BitcoinWalletState = {
  readonly name: string
  readonly esploraUrl: string | undefined
  /** Wallet Standard features left out. */
  readonly without: ReadonlySet<string>
  /** The bitcoin:* features the accounts list. */
  readonly featureNames: readonly string[]
  networkName: BitcoinTestNetwork
  network: networks.Network
  chain: `bitcoin:${string}`
  authorized: boolean
  readonly prompts: PromptQueue<BitcoinTestWalletRequest>
  readonly requests: BitcoinTestWalletRequest[]
  readonly changeListeners: Set<ChangeListener>
  readonly unisatListeners: Map<string, Set<(payload: unknown) => void>>
  readonly accountKeys: readonly AccountKeys[]
  /** The index of the active account in `accountKeys`. */
  active: number
  /** The active account's keys and Wallet Standard accounts, on the current network. */
  payment: Key
  ordinals: Key
  keys: Key[]
  accounts: WalletAccount[]
}

/** A new wallet's state from createBitcoinTestWallet's options. */
export function createBitcoinWalletState(options: BitcoinTestWalletOptions): BitcoinWalletState {
  const networkName = options.network ?? 'regtest'
  const without = new Set(options.without ?? [])
  const accountKeys = [
    {
      paymentKey: options.paymentKey ?? defaultBitcoinTestKeys.payment,
      ordinalsKey: options.ordinalsKey ?? defaultBitcoinTestKeys.ordinals,
    },
    ...(options.moreAccounts ?? []),
  ]
  const [payment, ordinals] = buildKeys(accountKeys[0]!, { index: 0, network: networkName })
  const state: BitcoinWalletState = {
    name: options.name ?? 'Gangway Bitcoin Wallet',
    esploraUrl: options.esploraUrl,
    without,
    featureNames: [
      'bitcoin:connect',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
      'bitcoin:signPsbt',
    ].filter((feature) => !without.has(feature)),
    networkName,
    network: toNetwork(networkName),
    chain: `bitcoin:${networkName}`,
    authorized: options.authorized ?? false,
    prompts: createPromptQueue<BitcoinTestWalletRequest>(),
    requests: [],
    changeListeners: new Set(),
    unisatListeners: new Map(),
    accountKeys,
    active: 0,
    payment,
    ordinals,
    keys: [payment, ordinals],
    accounts: [],
  }
  state.accounts = [toAccount(state, payment), toAccount(state, ordinals)]
  return state
}

function toAccount(state: BitcoinWalletState, key: Key): WalletAccount {
  return Object.freeze({
    address: key.address,
    publicKey: hex.decode(key.publicKey),
    chains: [state.chain],
    features: state.featureNames as `${string}:${string}`[],
    label: key === state.payment ? 'Payment' : 'Ordinals',
    // Not in the standard: some wallets add the derivation path.
    derivationPath: key.path,
  })
}

/** Rebuilds keys and accounts after an account or network switch. */
export function rebuild(state: BitcoinWalletState): void {
  const [payment, ordinals] = buildKeys(state.accountKeys[state.active]!, {
    index: state.active,
    network: state.networkName,
  })
  state.payment = payment
  state.ordinals = ordinals
  state.keys = [payment, ordinals]
  state.accounts = [toAccount(state, payment), toAccount(state, ordinals)]
}

/** The active account's key for `address`, or 4100. */
export function keyOf(state: BitcoinWalletState, address: string): Key {
  const key = state.keys.find((candidate) => candidate.address === address)
  if (!key) throw new BitcoinWalletError(4100, `This wallet has no account ${address}.`)
  return key
}

/** Records a prompting request, then does what the controls say (refuse, hang, wait). */
export async function prompt(
  state: BitcoinWalletState,
  request: BitcoinTestWalletRequest,
): Promise<void> {
  const { prompts } = state
  state.requests.push(request)
  const decision = await prompts.open(request, request.method)
  if (decision !== 'approve')
    throw new BitcoinWalletError(decision.code, 'User rejected the request.')
}

export function requireAuthorized(state: BitcoinWalletState): void {
  if (!state.authorized) throw new BitcoinWalletError(4100, 'The site is not connected.')
}

/** UniSat's name for the network: `livenet` or `testnet`. */
export function unisatNetwork(state: BitcoinWalletState): 'livenet' | 'testnet' {
  return state.networkName === 'mainnet' ? 'livenet' : 'testnet'
}

export function emitUnisat(
  state: BitcoinWalletState,
  { event, payload }: { event: string; payload: unknown },
): void {
  for (const listener of [...(state.unisatListeners.get(event) ?? [])]) listener(payload)
}

/** Tells both APIs' listeners the accounts the site now sees. */
export function emitChange(state: BitcoinWalletState): void {
  const current = state.authorized ? state.accounts : []
  for (const listener of state.changeListeners) listener({ accounts: current })
  emitUnisat(state, {
    event: 'accountsChanged',
    payload: state.authorized ? [state.payment.address] : [],
  })
}

/** The wallet moves to `next`: addresses follow; both APIs' listeners hear it. */
export function moveTo(state: BitcoinWalletState, next: BitcoinTestNetwork): void {
  if (next === state.networkName) return
  state.networkName = next
  state.network = toNetwork(next)
  state.chain = `bitcoin:${next}`
  rebuild(state)
  for (const listener of state.changeListeners)
    listener({ chains: [state.chain], accounts: state.authorized ? state.accounts : [] })
  emitUnisat(state, { event: 'networkChanged', payload: unisatNetwork(state) })
}
