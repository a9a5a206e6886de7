// The controller's shape, apart from its code: the descriptor (walletConnect.ts), the index
// and the views read it, and the controller imports the descriptor through the index.
import type UniversalProviderClass from '@walletconnect/universal-provider'
import type { Account, CaipNetworkId, Namespace } from 'gangway/kernel'
import type { PairingState } from './pairing.js'

/** The directory wallet a visitor picked for a pairing (SPEC §4 "recent wallet"). */
export type PickedWallet = { id: string; name: string }

/**
 * The lazily loaded WalletConnect part of an instance (`createWalletConnectController`): the
 * universal provider, the pairing state machine of SPEC §4 and the relay events that drive
 * the kernel.
 */
export type WalletConnectController = {
  getState(): PairingState
  subscribe(listener: () => void): () => void
  /**
   * Starts (or, on Telegram / iOS Safari, reuses) a pairing and resolves once the wallet
   * approved and the kernel holds the connections. Rejects with SessionRejectedError
   * ('user rejected'), ConnectionRequestResetError, or RelayUnreachableError.
   */
  pair(parameters?: { refresh?: boolean }): Promise<void>
  /** The visitor picked this directory wallet (or none) for the pairing (SPEC §4). */
  setWallet(picked: PickedWallet | undefined): void
  /**
   * The visitor opened the wallet through a deep link: remembered for this pairing and
   * stored as SPEC §3's "Deep link choice" once the wallet approves.
   */
  setDeepLink(choice: { href: string; name: string }): void
  /** The visitor left the Connecting view: stop refreshing the QR code and reset (SPEC §4). */
  cancel(): void
  /** SPEC §4 `ConnectorSession.getProvider`: restores a stored session; stale ones end. */
  getProvider(namespace: Namespace): Promise<unknown>
  /**
   * The capabilities the wallet declared in the session (CAIP-25 properties), never asked of
   * the wallet: a silent probe must not wake the visitor's phone.
   */
  getCapabilities(
    namespace: Namespace,
    parameters: { address: string; chainIds: readonly number[] },
  ): Promise<Record<string, Record<string, unknown>> | undefined>
  /** A request in any namespace of the session, e.g. `polkadot_signMessage`. */
  request(args: { method: string; params?: unknown }, chain: CaipNetworkId): Promise<unknown>
  /** The session's accounts in a namespace, on its current chain. */
  getAccounts(
    namespace: Namespace,
  ): Promise<{ accounts: Account[]; caipNetworkId: CaipNetworkId } | undefined>
  /** Moves a namespace of the session to another chain (the dapp side of a switch). */
  setChain(chain: CaipNetworkId): Promise<void>
  /** Ends the session; 'No matching key' (already gone) is not an error (SPEC §8). */
  disconnect(): Promise<void>
  /** Releases the relay socket (the instance is being destroyed). */
  destroy(): void
  /** For tests: the universal provider, once loaded. */
  load(): Promise<UniversalProviderClass>
}
