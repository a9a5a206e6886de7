import type { StandardWallet, WalletRegistry } from './types.js'

/**
 * Holds the wallets discovery found, by connector id, and lets a silent reconnect wait
 * briefly for a wallet that registers late (extensions may inject after the page starts).
 *
 * @param setTimeout - The instance's timer (injectable in tests).
 * @example
 * const registry = createWalletRegistry((callback, ms) => kernel.env.setTimeout(callback, ms))
 */
export function createWalletRegistry(
  setTimeout: (callback: () => void, ms: number) => unknown,
): WalletRegistry {
  const wallets = new Map<string, StandardWallet>()
  const waiting = new Map<string, Set<(wallet: StandardWallet | undefined) => void>>()
  return {
    get: (id) => wallets.get(id),
    set(id, wallet) {
      wallets.set(id, wallet)
      for (const resolve of waiting.get(id) ?? []) resolve(wallet)
      waiting.delete(id)
    },
    delete: (id) => void wallets.delete(id),
    wait(id, ms) {
      const known = wallets.get(id)
      if (known) return Promise.resolve(known)
      return new Promise((resolve) => {
        const set = waiting.get(id) ?? new Set()
        waiting.set(id, set)
        const done = (wallet: StandardWallet | undefined) => {
          set.delete(done)
          resolve(wallet)
        }
        set.add(done)
        setTimeout(() => done(undefined), ms)
      })
    },
  }
}
