import { failureKind } from '../http.mjs'
import { sign } from '../load.mjs'

/**
 * Signatures in the background, 16 at once (one per session of `sessions`), until `stop`:
 * how many went through, how many failed and why, and the slowest answer.
 */
export function backgroundSigning(target, { sessions }) {
  let running = true
  const outcomes = { ok: 0, failed: 0, statuses: new Map(), slowestMs: 0 }
  const workers = Array.from({ length: 16 }, async (_, worker) => {
    let index = 0
    while (running) {
      const begun = performance.now()
      try {
        await sign(target, { session: sessions[worker], index: index++ })
        outcomes.ok++
      } catch (error) {
        outcomes.failed++
        const key = failureKind(error)
        outcomes.statuses.set(key, (outcomes.statuses.get(key) ?? 0) + 1)
      }
      outcomes.slowestMs = Math.max(outcomes.slowestMs, performance.now() - begun)
    }
  })
  return {
    outcomes,
    async stop() {
      running = false
      await Promise.all(workers)
      return outcomes
    },
  }
}

/** The background signatures' outcomes in a few words. */
export const describeOutcomes = (outcomes) =>
  `${outcomes.ok} signed, ${outcomes.failed} failed${outcomes.statuses.size ? ` (${[...outcomes.statuses].map(([key, n]) => `${n}× ${key}`).join(', ')})` : ''}, slowest ${Math.round(outcomes.slowestMs)} ms`
