import type { TestWalletProvider } from './provider.js'
import { emitEvent, type TestWalletState } from './state.js'
import type { TestWallet } from './types.js'

// How the wallet reaches the dapp: its events, EIP-6963 announcements, window.ethereum.

export type EventControls = Pick<
  TestWallet,
  'emit' | 'subscribe' | 'delivered' | 'announce' | 'inject'
>

/** The event controls of the wallet over `state`, announcing and injecting `provider`. */
export function createEventControls(
  state: TestWalletState,
  { provider }: { provider: TestWalletProvider },
): EventControls {
  return {
    emit: (event, payload) => emitEvent(state, { event, payload }),
    subscribe(listener) {
      state.subscribers.add(listener)
      return () => state.subscribers.delete(listener)
    },
    async delivered() {
      while (state.deliveries.size > 0) await Promise.all([...state.deliveries])
    },
    announce(target = globalThis as unknown as EventTarget) {
      const detail = Object.freeze({ info: Object.freeze({ ...state.info }), provider })
      const announce = () =>
        target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
      target.addEventListener('eip6963:requestProvider', announce)
      announce()
      return () => target.removeEventListener('eip6963:requestProvider', announce)
    },
    inject(target = globalThis) {
      const host = target as { ethereum?: unknown }
      host.ethereum = provider
      return () => {
        if (host.ethereum === provider) delete host.ethereum
      }
    },
  }
}
