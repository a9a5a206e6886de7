import type { Environment } from 'gangway/kernel'
import { pendingPollInterval, pendingPollLimit } from './activityRules.js'
import type { HistoryStatus } from './types.js'

/**
 * SPEC §4/§9 pending-transaction polling: asks `check` every 30 s, at most 99 times, until the
 * transaction is mined (confirmed or failed), replaced or dropped; then calls `onSettled` once.
 * A failing check counts as an attempt and polling goes on.
 *
 * @returns Stops the polling.
 * @example
 * const stop = watchPending({ env: kernel.env, check: () => service.getStatus(…), onSettled })
 */
export function watchPending(parameters: {
  env: Pick<Environment, 'setTimeout' | 'clearTimeout'>
  check(): Promise<HistoryStatus>
  onSettled(status: Exclude<HistoryStatus, 'pending'>): void
  interval?: number | undefined
  limit?: number | undefined
}): () => void {
  const { env } = parameters
  const interval = parameters.interval ?? pendingPollInterval
  const limit = parameters.limit ?? pendingPollLimit
  let attempts = 0
  let stopped = false
  let timer: unknown
  const schedule = () => {
    if (stopped || attempts >= limit) return
    timer = env.setTimeout(() => void poll(), interval)
  }
  const poll = async () => {
    attempts++
    let status: HistoryStatus = 'pending'
    try {
      status = await parameters.check()
    } catch {}
    if (stopped) return
    if (status !== 'pending') {
      stopped = true
      parameters.onSettled(status)
    } else schedule()
  }
  schedule()
  return () => {
    stopped = true
    env.clearTimeout(timer)
  }
}
