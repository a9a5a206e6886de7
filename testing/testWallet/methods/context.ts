import type { TestWalletState } from '../state.js'

/** One request as a method's handler sees it: the wallet, the method, its params as a list. */
export type MethodContext = {
  readonly state: TestWalletState
  readonly method: string
  readonly params: readonly unknown[]
}

/** A group of methods (one standard's), by name: each answers or throws a ProviderRpcError. */
export type MethodHandlers = Readonly<Record<string, (context: MethodContext) => unknown>>
