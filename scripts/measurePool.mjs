// hostBundlers' measure() in worker threads. Rollup and webpack bundle on the thread that calls
// them, so one process measures one row at a time whatever the machine; a pool of workers
// measures as many rows side by side as it has cores. Each worker keeps its own Rollup cache.
// Usage: const pool = createMeasurePool(); await pool.measure(source, options); pool.close()
import { availableParallelism } from 'node:os'
import { isMainThread, parentPort, Worker } from 'node:worker_threads'

if (!isMainThread && parentPort) {
  const port = parentPort
  const { measure } = await import('./hostBundlers.mjs')
  port.on('message', async ({ id, source, options }) => {
    try {
      port.postMessage({ id, result: await measure(source, options) })
    } catch (error) {
      port.postMessage({
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : error,
      })
    }
  })
}

/**
 * @param {{ size?: number }} [options] - workers; default `SIZE_WORKERS`, else the cores (≤ 4).
 * @returns {{ measure: typeof import('./hostBundlers.mjs').measure, close(): Promise<void> }}
 */
export function createMeasurePool({
  size = Number(process.env.SIZE_WORKERS) || Math.min(availableParallelism(), 4),
} = {}) {
  /** @type {Map<number, { resolve(value: unknown): void, reject(error: Error): void }>} */
  const pending = new Map()
  /** Jobs not yet sent, in the order asked: the rows come out in the report's order anyway. */
  const queue = []
  const idle = []
  let nextId = 0
  const dispatch = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop()
      const job = queue.shift()
      worker.postMessage(job)
    }
  }
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(new URL(import.meta.url))
    worker.on('message', ({ id, result, error }) => {
      const job = pending.get(id)
      pending.delete(id)
      if (error === undefined) job?.resolve(result)
      else job?.reject(new Error(`measure failed in a worker: ${error}`))
      idle.push(worker)
      dispatch()
    })
    worker.on('error', (error) => {
      for (const job of pending.values()) job.reject(error)
      pending.clear()
    })
    idle.push(worker)
    return worker
  })
  return {
    measure(source, options) {
      const id = nextId++
      const result = new Promise((resolve, reject) => pending.set(id, { resolve, reject }))
      queue.push({ id, source, options })
      dispatch()
      return result
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()))
    },
  }
}
