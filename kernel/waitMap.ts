import type { Environment } from './types.js'

/** A Map whose readers can wait a moment for a value that has not arrived yet. */
export type WaitMap<value> = {
  get(id: string): value | undefined
  set(id: string, value: value): void
  delete(id: string): void
  /** Resolves with the value as soon as it is set, or `undefined` after `ms`. */
  wait(id: string, ms: number): Promise<value | undefined>
}

/**
 * Creates a `WaitMap`. Chain plugins keep the wallets their eager discovery finds in one,
 * so the lazily loaded adapter can use them, and a silent reconnect can give a wallet that
 * announces itself late a moment.
 *
 * @example
 * const wallets = createWaitMap<Provider>(kernel.env)
 * const provider = await wallets.wait('io.metamask', 500)
 */
export function createWaitMap<value>(env: Pick<Environment, 'setTimeout'>): WaitMap<value> {
  const values = new Map<string, value>()
  const waiters = new Map<string, Set<(value: value | undefined) => void>>()
  return {
    get: (id) => values.get(id),
    set(id, value) {
      values.set(id, value)
      for (const resolve of waiters.get(id) ?? []) resolve(value)
      waiters.delete(id)
    },
    delete(id) {
      values.delete(id)
    },
    wait(id, ms) {
      const known = values.get(id)
      if (known !== undefined) return Promise.resolve(known)
      return new Promise((resolve) => {
        const set = waiters.get(id) ?? new Set()
        waiters.set(id, set)
        set.add(resolve)
        env.setTimeout(() => {
          set.delete(resolve)
          resolve(undefined)
        }, ms)
      })
    },
  }
}
