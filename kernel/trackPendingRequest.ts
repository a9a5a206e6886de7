import { RequestRejectedError } from './errors/request.js'
import { perInstance } from './perInstance.js'
import type { Kernel } from './types.js'

type Reject = (error: RequestRejectedError) => void

/** Each instance's waiting requests; the first one tracked starts listening for the close. */
const pendingOf = perInstance((kernel: Kernel) => {
  const pending = new Set<Reject>()
  kernel.bus.on('rejectPendingRequests', () => {
    const error = new RequestRejectedError({ details: 'The modal was closed.' })
    for (const reject of [...pending]) {
      pending.delete(reject)
      reject(error)
    }
  })
  return pending
})

/**
 * Registers a wallet request that waits for the visitor (an embedded-wallet signature, an
 * approval). SPEC §2: closing the modal with an empty transaction stack rejects it with
 * `RequestRejectedError` (4001). Call the returned release once the request is answered.
 *
 * @example
 * const release = trackPendingRequest(kernel, reject)
 * try { return await frame.request(payload) } finally { release() }
 */
export function trackPendingRequest(kernel: Kernel, reject: Reject): () => void {
  const pending = pendingOf(kernel)
  pending.add(reject)
  return () => {
    pending.delete(reject)
  }
}
