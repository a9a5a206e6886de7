import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createSecureSite, type SecureSite, type SecureSiteOptions } from '../../src/index.js'

export const allowedOrigins = ['https://shop.example.com', 'https://*.example.org']

/** A clock the tests move by hand (no sleeps). */
export type TestClock = { now: number }

export type RunningSite = {
  site: SecureSite
  /** The site's origin, e.g. http://127.0.0.1:PORT. */
  url: string
  api(path: string, init?: ApiInit): Promise<{ status: number; body: Record<string, unknown> }>
  close(): Promise<void>
}

export type ApiInit = {
  method?: string
  body?: unknown
  device?: string
  token?: string
  origin?: string | null
  forwardedFor?: string
  /** `Accept-Language`: the frame sends the host page's language. */
  language?: string
}

/** Starts the service in-process on a free loopback port. */
export async function startSite(
  options: Omit<SecureSiteOptions, 'publicUrl' | 'allowedOrigins'> & { clock: TestClock },
): Promise<RunningSite> {
  // The public URL must be known before the port: bind first, then create the site.
  let handler: SecureSite['fetch'] | undefined
  const server = serve({
    fetch: (request, env) =>
      handler ? handler(request, env) : new Response('starting', { status: 503 }),
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let site: SecureSite
  try {
    site = await createSecureSite({
      publicUrl: url,
      allowedOrigins,
      now: () => options.clock.now,
      log: () => undefined,
      ...options,
    })
  } catch (error) {
    server.close()
    throw error
  }
  handler = site.fetch
  return {
    site,
    url,
    async api(path, init = {}) {
      const headers: Record<string, string> = {}
      if (init.origin !== null) headers.origin = init.origin ?? url
      if (init.device !== undefined) headers['x-gangway-device'] = init.device
      if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`
      if (init.forwardedFor !== undefined) headers['x-forwarded-for'] = init.forwardedFor
      if (init.language !== undefined) headers['accept-language'] = init.language
      if (init.body !== undefined) headers['content-type'] = 'application/json'
      const response = await fetch(`${url}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
      const text = await response.text()
      return {
        status: response.status,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      }
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      if ('closeAllConnections' in server) server.closeAllConnections()
      await closed
      await site.close()
    },
  }
}

/** A fresh device id as the frame makes one. */
export const newDevice = () => randomBytes(24).toString('base64url')

let emailCounter = 0
/** A fresh address per test: tests share one database. */
export const newEmail = () => `visitor${Date.now()}x${++emailCounter}@example.com`
