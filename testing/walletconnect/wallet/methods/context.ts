import type { WalletConnectWalletState } from '../state.js'

/** One session request as a method's handler sees it: the wallet, the method, params, chain. */
export type MethodContext = {
  readonly state: WalletConnectWalletState
  readonly method: string
  readonly params: unknown
  /** The CAIP-2 chain the dapp sent it for. */
  readonly chain: string
}

/** A namespace's methods, by name: each answers or throws (the phone answers 5000). */
export type MethodHandlers = Readonly<Record<string, (context: MethodContext) => unknown>>
