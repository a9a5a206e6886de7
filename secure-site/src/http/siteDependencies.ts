import type { MiddlewareHandler } from 'hono'
import type { Database } from '../database.js'
import type { MasterKey } from '../envelope.js'
import type { Origin } from '../origin.js'
import type { MailSender } from './createMailSender.js'
import type { SiteEnv } from './siteEnv.js'

/** What the route modules share; `createSecureSite` builds it once. */
export type SiteDependencies = {
  database: Database
  masterKey: MasterKey
  /** The site's own origin (PUBLIC_URL). */
  publicOrigin: Origin
  appName: string
  /** The clock (ms since the epoch). */
  now: () => number
  mail: MailSender
  /** Counts the request against its client IP's limit (429 RATE_LIMITED past it). */
  limitClientIp: MiddlewareHandler<SiteEnv>
  /** Admits only a live session of the request's device (401 SESSION_EXPIRED). */
  requireSession: MiddlewareHandler<SiteEnv>
  /** How long a new session lives unused (SESSION_TTL_HOURS); `requireSession` renews it. */
  sessionTtlMs: number
}
