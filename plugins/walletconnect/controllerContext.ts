import type UniversalProviderClass from '@walletconnect/universal-provider'
import type { CaipNetworkId, Kernel, Namespace } from 'gangway/kernel'
import type { NamespaceRequest } from './namespaces.js'
import type { PairingState } from './pairing.js'
import type { WalletConnectParameters } from './walletConnect.js'
import type { PickedWallet } from './walletConnectController.js'

/**
 * What the controller's actions share, as wagmi's actions share a config: one instance's
 * relay client and SPEC §4's pairing state. The actions read and write it in place.
 */
export type ControllerContext = {
  readonly kernel: Kernel
  readonly overrides: WalletConnectParameters
  /** The relay the instance pairs through. */
  readonly relayUrl: string
  state: PairingState
  /** Called on every state change (the view's subscription, an attempt waiting for its URI). */
  readonly listeners: Set<() => void>
  /** Each namespace's current chain in the session, once known. */
  readonly chains: Map<Namespace, CaipNetworkId>
  /** Counts pairing attempts: an attempt whose number is no longer current was superseded. */
  attempt: number
  expiryTimer: unknown
  destroyed: boolean
  /** The chains the current proposal asked for, stored once the wallet approves. */
  request: NamespaceRequest
  /** SPEC §4: the wallet being connected and the deep link opened for it, until finalised. */
  wallet: PickedWallet | undefined
  linking: { href: string; name: string } | undefined
  /** The universal provider (started on first call). */
  load(): Promise<UniversalProviderClass>
}

/** Sets the pairing state and tells every listener. */
export function setPairingState(context: ControllerContext, next: PairingState) {
  context.state = next
  for (const listener of context.listeners) listener()
}
