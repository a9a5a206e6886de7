import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createSecureSite, type SecureSite, type SecureSiteOptions } from '../createSecureSite.js'
import { createMailbox, type Mailbox } from './createMailbox.js'

/** Options for a test site; every one has a test default. */
export type TestSecureSiteOptions = Partial<Omit<SecureSiteOptions, 'publicUrl'>>

/** The secure site in test mode, on its own loopback origin. */
export type TestSecureSite = {
  /** The site's origin, `http://127.0.0.1:<port>` (or `localhost`; 503 until `start`). */
  readonly url: string
  /** The mail it sent (unless `start` was given an `smtpUrl` or a `mailer`). */
  readonly mailbox: Mailbox
  /** Whether `start` has run since the last restart. */
  readonly started: boolean
  /**
   * Starts the site, or starts it afresh: a new empty database in memory, an empty mailbox.
   * The defaults: PGlite in memory, the mailbox, a fixed test master key, any loopback page
   * (`http://127.0.0.1:*`, `http://localhost:*`) allowed to embed the frame, no log.
   */
  start(options?: TestSecureSiteOptions): Promise<void>
  /** Stops the site and its server. */
  close(): Promise<void>
}

/** A public test key (32 bytes of 7): the site's data is thrown away with its memory. */
const testMasterKey = new Uint8Array(32).fill(7)

/** Loopback pages on any port: where a test's dapp runs. */
export const loopbackOrigins: readonly string[] = ['http://127.0.0.1:*', 'http://localhost:*']

/**
 * Binds the secure site's port first and starts it later, for a test whose pages need the
 * site's URL before they are served while the site's allow-list needs theirs. The site runs
 * in-process on PGlite in memory and catches its mail in a `mailbox`.
 *
 * @returns The bound site: its `url` and `mailbox`, `start` and `close`.
 * @example
 * const site = await bindTestSecureSite()
 * const host = await serveMyDapp({ secureSiteUrl: site.url })
 * await site.start({ allowedOrigins: [host.origin] })
 * const code = await site.mailbox.latestCode('visitor@example.com')
 */
export async function bindTestSecureSite({
  host = '127.0.0.1',
}: {
  /**
   * The name in the site's URL (it listens on 127.0.0.1 either way): `localhost` where the
   * frame needs a domain, as WebAuthn does for its RP ID (it refuses an IP address).
   */
  host?: '127.0.0.1' | 'localhost'
} = {}): Promise<TestSecureSite> {
  let site: SecureSite | undefined
  const mailbox = createMailbox()
  const server = serve({
    fetch: (request, env) => (site ? site.fetch(request, env) : new Response('', { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const url = `http://${host}:${(server.address() as AddressInfo).port}`
  const stop = async () => {
    const running = site
    site = undefined
    await running?.close()
  }
  return {
    url,
    mailbox,
    get started() {
      return site !== undefined
    },
    async start(options = {}) {
      await stop()
      mailbox.clear()
      const sendsElsewhere = options.mailer !== undefined || options.smtpUrl !== undefined
      site = await createSecureSite({
        allowedOrigins: loopbackOrigins,
        masterKey: testMasterKey,
        log: () => undefined,
        ...(sendsElsewhere ? {} : { mailer: mailbox }),
        ...options,
        publicUrl: url,
      })
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      if ('closeAllConnections' in server) server.closeAllConnections()
      await closed
      await stop()
    },
  }
}
