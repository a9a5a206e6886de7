import { Hono } from 'hono'
import type { Queryable } from '../database.js'
import { DatabaseUnavailableError } from '../errors.js'

export type ReadinessRoutesParameters = {
  database: Queryable
  /** Longest the check waits for the database (ms): a balancer's check has its own timeout. */
  timeoutMs?: number | undefined
}

/**
 * `GET /readyz`: 200 when the database answers `SELECT 1` in time, else 503
 * DATABASE_UNAVAILABLE, so a balancer sends no visitor to an instance that cannot serve
 * them. `/healthz` (liveness) does not touch the database: restarting the process would
 * not bring the database back.
 */
export function readinessRoutes({ database, timeoutMs = 2_000 }: ReadinessRoutesParameters): Hono {
  const routes = new Hono()
  routes.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store')
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new DatabaseUnavailableError({
              details: `the readiness check had no answer within ${timeoutMs} ms`,
            }),
          ),
        timeoutMs,
      )
    })
    const check = database.query('SELECT 1')
    // Past the deadline its own limits end it; its outcome no longer matters.
    check.catch(() => undefined)
    try {
      await Promise.race([check, late])
    } finally {
      clearTimeout(timer)
    }
    return c.json({ ok: true })
  })
  return routes
}
