import type { WalletKit } from '@reown/walletkit'
import type { PromptQueue } from 'gangway/testing'
import type { BitcoinTestNetwork, BitcoinTestWallet } from 'gangway/testing/bitcoin'
import type { Hex } from 'viem'

// The public face of startWalletConnectWallet (gangway/testing/walletconnect): its parameters,
// its call log and its controls.

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
