// The frame's custody code against the real site (CUSTODY=shares, issue 32), shared by the
// custody*.pglite tests: a site on PGlite whose mails are kept, an e-mail login, the frame's
// `api` over HTTP for one session, and the device share store in memory (Node has no
// IndexedDB).
import { randomBytes } from 'node:crypto'
import type { CustodyChain, DeviceShareStore } from '../../frame/custody/deviceShareStore.js'
import type { CustodyApi } from '../../frame/custody/frameCustody.js'
import type { Database, Mail } from '../../src/index.js'
import { newDevice, type RunningSite, startSite } from './startSite.js'

/** The device share store as IndexedDB keeps it, in memory. */
export function memoryStore(): DeviceShareStore & { entries: Map<string, Uint8Array> } {
  const entries = new Map<string, Uint8Array>()
  const id = (account: string, chain: CustodyChain) => `${account}:${chain}`
  return {
    entries,
    async save(share, { account, chain }) {
      entries.set(id(account, chain), share.slice())
    },
    async load(account, chain) {
      const share = entries.get(id(account, chain))
      if (!share) throw new Error('DEVICE_SHARE_MISSING')
      return share.slice()
    },
    async has(account, chain) {
      return entries.has(id(account, chain))
    },
  }
}

export type CustodySession = { token: string; device: string }

export type CustodyFrameSite = {
  site: RunningSite
  /** Every mail the site sent, oldest first. */
  mails: Mail[]
  /** The latest 6-digit code mailed to `email`. */
  lastCode(email: string): string | undefined
  /**
   * An e-mail login (the clock moved past the per-address throttle first).
   *
   * @throws When the site refuses the code.
   */
  login(email: string, device?: string): Promise<CustodySession>
  /** The frame's `api` for one session; a 4xx or 5xx throws with its `status`. */
  apiOf(session: CustodySession): CustodyApi
  close(): Promise<void>
}

/**
 * Starts the site (CUSTODY=shares unless told) on `database`.
 *
 * @example
 * const { login, apiOf } = await startCustodyFrameSite({ database, clock })
 */
export async function startCustodyFrameSite({
  database,
  clock,
  custody = 'shares',
  masterKey = randomBytes(32),
}: {
  database: Database
  clock: { now: number }
  custody?: 'shares' | 'server'
  /** The same one for every start on one database. */
  masterKey?: Uint8Array
}): Promise<CustodyFrameSite> {
  const mails: Mail[] = []
  const site = await startSite({
    database,
    masterKey,
    custody,
    mailer: {
      async send(mail) {
        mails.push(mail)
      },
      close() {},
    },
    clock,
  })
  const lastCode = (email: string) =>
    [...mails]
      .reverse()
      .find((candidate) => candidate.to === email)
      ?.text.match(/\b(\d{6})\b/)?.[1]
  return {
    site,
    mails,
    lastCode,
    async login(email, device = newDevice()) {
      clock.now += 5 * 60_000
      await site.api('/api/v1/email/connect', { body: { email }, device })
      const verified = await site.api('/api/v1/email/otp', {
        body: { email, otp: lastCode(email) },
        device,
      })
      if (verified.status !== 200)
        throw new Error(`login refused: ${verified.status} ${String(verified.body.code)}`)
      return { token: verified.body.token as string, device }
    },
    apiOf:
      (session) =>
      async <result>(
        path: string,
        options: { method?: 'GET' | 'POST'; body?: unknown; auth?: boolean } = {},
      ) => {
        const answer = await site.api(`/api/v1/${path}`, {
          // As the frame's `api` does: POST unless told.
          method: options.method ?? 'POST',
          body: options.body,
          token: session.token,
          device: session.device,
        })
        if (answer.status >= 400)
          throw Object.assign(new Error(`${answer.status} ${String(answer.body.code)}`), {
            status: answer.status,
          })
        return { status: answer.status, body: answer.body as result }
      },
    close: () => site.close(),
  }
}
