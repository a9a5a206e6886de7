import type { Environment } from 'gangway/kernel'

/** SPEC §9 "Debounce": how long what the visitor types stays unchanged before a service is asked, in ms. */
export const inputSettleDelay = 500

export type AfterInputSettlesParameters = {
  /** The kernel's timers (`kernel.env`), so tests control time. */
  env: Pick<Environment, 'setTimeout' | 'clearTimeout'>
  /**
   * What to ask once the inputs settled. `isLive()` turns false when the inputs change again or
   * the view leaves: an answer that arrives after that is dropped.
   */
  task: (isLive: () => boolean) => void
  /** Default `inputSettleDelay`. */
  delay?: number | undefined
}

/**
 * For an effect that asks a service about what the visitor typed (a quote): runs `task` once the
 * inputs stayed unchanged for 500 ms. Returns the effect's cleanup, which cancels a task not yet
 * started and makes `isLive()` false for one under way.
 *
 * @example
 * useEffect(() => afterInputSettles({ env: kernel.env, task: (isLive) => ask(amount, isLive) }), [amount])
 */
export function afterInputSettles(parameters: AfterInputSettlesParameters): () => void {
  const { env, task, delay = inputSettleDelay } = parameters
  let live = true
  const handle = env.setTimeout(() => task(() => live), delay)
  return () => {
    live = false
    env.clearTimeout(handle)
  }
}
