import { handleRequest } from './handle.js'
import type { TestWalletState } from './state.js'

/** The wallet's EIP-1193 provider: what a dapp in the test's realm (or an installer) holds. */
export type TestWalletProvider = {
  request(args: unknown): Promise<unknown>
  on(event: string, listener: (payload: unknown) => void): TestWalletProvider
  removeListener(event: string, listener: (payload: unknown) => void): TestWalletProvider
}

/** The provider over `state`: requests with no origin, listeners by event. */
export function createTestWalletProvider(state: TestWalletState): TestWalletProvider {
  const provider: TestWalletProvider = {
    request: (args) => handleRequest(state, { args, origin: undefined }),
    on(event, listener) {
      const set = state.listeners.get(event) ?? new Set()
      set.add(listener)
      state.listeners.set(event, set)
      return provider
    },
    removeListener(event, listener) {
      state.listeners.get(event)?.delete(listener)
      return provider
    },
  }
  return provider
}
