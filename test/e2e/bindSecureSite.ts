// The secure site for a browser test, in-process on PGlite on its own loopback origin. Its URL
// must be known before the host pages are served, and theirs before its allow-list: bind the
// port first, start the site once the pages exist.
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import {
  createSecureSite,
  type SecureSite,
  type SecureSiteOptions,
} from '../../secure-site/src/index.js'

export type BoundSecureSite = {
  /** The site's origin, e.g. http://127.0.0.1:PORT (503 until `start`). */
  url: string
  start(
    options: Pick<SecureSiteOptions, 'allowedOrigins' | 'smtpUrl'> & Partial<SecureSiteOptions>,
  ): Promise<void>
  close(): Promise<void>
}

export async function bindSecureSite(): Promise<BoundSecureSite> {
  let site: SecureSite | undefined
  const server = serve({
    fetch: (request, env) => (site ? site.fetch(request, env) : new Response('', { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'gangway-site-e2e-'))
  return {
    url,
    async start(options) {
      site = await createSecureSite({
        publicUrl: url,
        masterKey: new Uint8Array(32).fill(7),
        dataDir,
        log: () => undefined,
        ...options,
      })
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      if ('closeAllConnections' in server) server.closeAllConnections()
      await closed
      await site?.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
