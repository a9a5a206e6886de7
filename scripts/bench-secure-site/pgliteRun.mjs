import { randomBytes } from 'node:crypto'
import { serve } from '@hono/node-server'
import { createSecureSite } from '../../secure-site/src/index.ts'
import { loadRun } from './load.mjs'

/**
 * One instance on PGlite in this process (development's setup), under the same load as the
 * PostgreSQL rows, for comparison; its mails are read straight from its mailer.
 */
export async function pgliteRun(settings) {
  const codes = new Map()
  let handler
  const server = serve({
    fetch: (request, env) => handler(request, env),
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise((resolve) => server.once('listening', resolve))
  const url = `http://127.0.0.1:${server.address().port}`
  const site = await createSecureSite({
    publicUrl: url,
    allowedOrigins: [url],
    masterKey: randomBytes(32),
    mailer: {
      async send(mail) {
        codes.set(mail.to, /\b(\d{6})\b/.exec(mail.subject)?.[1])
      },
      close() {},
    },
    ipRateLimit: 1_000_000_000,
    addressRateLimit: 1_000_000_000,
    log: () => undefined,
  })
  handler = site.fetch
  try {
    return await loadRun(
      { url, origin: url },
      { codeOf: async (email) => codes.get(email), settings },
    )
  } finally {
    const closed = new Promise((resolve) => server.close(resolve))
    server.closeAllConnections()
    await closed
    await site.close()
  }
}
