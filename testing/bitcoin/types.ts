import type { Wallet } from '@wallet-standard/base'
import type { PromptQueue } from '../createPromptQueue.js'

// The public face of createBitcoinTestWallet (gangway/testing/bitcoin): its options, its request
// log, its controls and its UniSat-style API.

export type BitcoinTestNetwork = 'mainnet' | 'testnet' | 'regtest'

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
