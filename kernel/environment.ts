import type { Environment } from './types.js'

/** Reads the environment lazily: safe to call on a server, touches nothing at import time. */
export function createEnvironment(overrides: Partial<Environment> = {}): Environment {
  const isBrowser = typeof window !== 'undefined' && typeof document !== 'undefined'
  return {
    isBrowser,
    isMobile() {
      if (!isBrowser) return false
      const coarse =
        typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches
      return coarse || /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
    },
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) =>
      globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
    now: () => Date.now(),
    fetch: typeof globalThis.fetch === 'function' ? globalThis.fetch.bind(globalThis) : undefined,
    origin: isBrowser ? window.location.origin : undefined,
    ...overrides,
  }
}

/** Resolves after `ms` using the environment's timers. */
export function sleep(env: Pick<Environment, 'setTimeout'>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    env.setTimeout(resolve, ms)
  })
}
