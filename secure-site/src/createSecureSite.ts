import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { getConnInfo } from '@hono/node-server/conninfo'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { checkCode } from './checkCode.js'
import { claimLoginThrottle } from './claimLoginThrottle.js'
import { createSession } from './createSession.js'
import { type Database, openDatabase, toNumber } from './database.js'
import { deleteSession } from './deleteSession.js'
import { deriveMasterKey, type MasterKey } from './envelope.js'
import { ApiError, KeyDecryptionError } from './errors.js'
import { findOrCreateUser } from './findOrCreateUser.js'
import { findUser, type UserRecord } from './findUser.js'
import { codeLifetimeMs } from './hashCode.js'
import { issueCode } from './issueCode.js'
import { openUserSecrets } from './keys.js'
import { createDevInboxMailer, createSmtpMailer, type Mailer } from './mailer.js'
import { verifyMasterKey } from './masterKeyCheck.js'
import { hitRateLimit } from './rateLimit.js'
import { readStoredKeys } from './readStoredKeys.js'
import { resolveSession } from './resolveSession.js'
import { runMigrations } from './runMigrations.js'
import { frameContentSecurityPolicy, serveFrameFile } from './serveFrameFile.js'
import { sha256Hex } from './sha256Hex.js'
import { signRequest } from './signRequest.js'
import { toEmbeddedUser } from './toEmbeddedUser.js'

/** What `createSecureSite` needs; `loadConfig`'s result fits, tests add the rest. */
export type SecureSiteOptions = {
  /** The site's own origin: the frame page and the API live there. */
  publicUrl: string
  /** Host origins allowed to embed the frame (`*` wildcards, SPEC §5). */
  allowedOrigins: readonly string[]
  /** 32 bytes that wrap every user's data key. */
  masterKey: Uint8Array
  /** An open database to use (and leave open on close); else databaseUrl / dataDir. */
  database?: Database | undefined
  /** PostgreSQL URL; absent: PGlite in `dataDir/pglite` (in memory without dataDir). */
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  /** SMTP URL for nodemailer; absent: the development inbox (GET /dev/inbox). */
  smtpUrl?: string | undefined
  mailFrom?: string | undefined
  /** A mailer to use instead of SMTP_URL / the inbox. */
  mailer?: Mailer | undefined
  appName?: string | undefined
  /** The built frame page (default `secure-site/dist/frame`). */
  frameDir?: string | undefined
  frameConnectSrc?: readonly string[] | undefined
  /** Proxies in front that append to X-Forwarded-For (0: use the socket's address). */
  trustProxy?: number | undefined
  /** Requests per client IP per 10 minutes. */
  ipRateLimit?: number | undefined
  /** Mails per e-mail address per hour. */
  addressRateLimit?: number | undefined
  sessionTtlHours?: number | undefined
  /** The clock (ms since the epoch); tests inject one. */
  now?: (() => number) | undefined
  log?: ((line: string) => void) | undefined
}

/** A running service: `fetch` is the Hono app's handler (for @hono/node-server). */
export type SecureSite = {
  readonly fetch: Hono['fetch']
  readonly database: Database
  close(): Promise<void>
}

type Variables = { user: UserRecord; tokenHash: string; deviceHash: string }
type AppContext = Context<{ Variables: Variables }>

const tenMinutesMs = 10 * 60_000
const maxBodyBytes = 1024 * 1024
const hourMs = 60 * 60_000
const deviceIdPattern = /^[A-Za-z0-9_-]{16,128}$/

const emailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.email().max(254),
)
const otpSchema = z.string().max(16)

/**
 * Creates the secure site: opens the database, applies migrations, checks MASTER_KEY
 * against the database, and returns the HTTP handler. Nothing is kept in memory between
 * requests, so any number of instances can share one PostgreSQL.
 *
 * @example
 * const site = await createSecureSite(loadConfig(process.env))
 * serve({ fetch: site.fetch, port: 8787 })
 */
export async function createSecureSite(options: SecureSiteOptions): Promise<SecureSite> {
  const now = options.now ?? Date.now
  const log = options.log ?? console.log
  const publicOrigin = new URL(options.publicUrl).origin
  const masterKey: MasterKey = deriveMasterKey(options.masterKey)
  const database =
    options.database ??
    (await openDatabase(
      options.databaseUrl !== undefined
        ? { url: options.databaseUrl }
        : { dataDir: options.dataDir === undefined ? undefined : `${options.dataDir}/pglite` },
    ))
  const ownsDatabase = options.database === undefined
  try {
    await runMigrations(database, now())
    await verifyMasterKey(database, masterKey)
  } catch (error) {
    if (ownsDatabase) await database.close()
    throw error
  }
  const devInbox = options.mailer === undefined && options.smtpUrl === undefined
  const appName = options.appName ?? 'Gangway'
  const mailer =
    options.mailer ??
    (options.smtpUrl !== undefined
      ? createSmtpMailer(
          options.smtpUrl,
          options.mailFrom ?? `${appName} <no-reply@${new URL(publicOrigin).hostname}>`,
        )
      : createDevInboxMailer(database, now, log))
  const frameDir = options.frameDir ?? fileURLToPath(new URL('../dist/frame/', import.meta.url))
  const csp = frameContentSecurityPolicy(options.allowedOrigins, options.frameConnectSrc ?? [])
  const ipRateLimit = options.ipRateLimit ?? 60
  const addressRateLimit = options.addressRateLimit ?? 10
  const sessionTtlMs = (options.sessionTtlHours ?? 168) * hourMs
  const trustProxy = options.trustProxy ?? 0

  const clientIp = (c: Context): string => {
    if (trustProxy > 0) {
      const hops = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((hop) => hop.trim())
        .filter(Boolean)
      const hop = hops[hops.length - trustProxy]
      if (hop) return hop
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown'
    } catch {
      return 'unknown'
    }
  }
  const limitIp = (c: Context) =>
    hitRateLimit(database, {
      bucket: `ip:${clientIp(c)}`,
      limit: ipRateLimit,
      windowMs: tenMinutesMs,
      now: now(),
    })
  const sendMail = async (to: string, subject: string, text: string) => {
    await hitRateLimit(database, {
      bucket: `mail:${to}`,
      limit: addressRateLimit,
      windowMs: hourMs,
      now: now(),
    })
    try {
      await mailer.send({ to, subject, text })
    } catch (error) {
      console.error(`secure-site: mail to ${to} failed`, error)
      throw new ApiError(502, 'MAIL_FAILED', 'The mail could not be sent. Please try again later', {
        cause: error,
      })
    }
  }
  const mailCode = (to: string, code: string, purpose: string) =>
    sendMail(
      to,
      `${code} is your ${appName} ${purpose} code`,
      `Your ${appName} ${purpose} code is ${code}\n\nIt expires in 10 minutes. If you did not ask for it, ignore this mail.\n`,
    )
  const readBody = async <Schema extends z.ZodType>(
    c: Context,
    schema: Schema,
  ): Promise<z.infer<Schema>> => {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      throw new ApiError(400, 'INVALID_REQUEST', 'The request body must be JSON')
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      throw new ApiError(
        400,
        'INVALID_REQUEST',
        `Invalid request: ${z.prettifyError(parsed.error)}`,
      )
    }
    return parsed.data
  }

  const app = new Hono<{ Variables: Variables }>()

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter))
      return c.json(
        {
          code: error.code,
          message: error.shortMessage,
          ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
        },
        error.status,
      )
    }
    if (error instanceof KeyDecryptionError) {
      console.error(`secure-site: ${error.message}`)
      return c.json({ code: error.code, message: error.shortMessage }, 500)
    }
    console.error('secure-site: unexpected error', error)
    return c.json({ code: 'INTERNAL_ERROR', message: 'Something went wrong' }, 500)
  })

  app.use(async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'no-referrer')
  })

  // Bodies are small JSON (a batch of solana transactions is the largest); refuse more
  // before reading it into memory.
  const tooLarge = bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) =>
      c.json({ code: 'INVALID_REQUEST', message: 'The request body is too large' }, 413),
  })
  app.use('/api/*', tooLarge)
  app.use('/device/*', tooLarge)

  app.get('/healthz', (c) => c.json({ ok: true }))

  app.get('/projects/v1/origins', (c) => {
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Cache-Control', 'no-cache')
    return c.json({ allowedOrigins: [...options.allowedOrigins] })
  })

  const frame = async (c: Context, path: string) =>
    (await serveFrameFile(frameDir, path, csp)) ??
    c.text('Not found. Build the frame page with npm run build.', 404)
  app.get('/frame', (c) => frame(c, 'index.html'))
  // The page names its assets relative to /frame; under /frame/ they would not resolve.
  app.get('/frame/', (c) => c.redirect(`/frame${new URL(c.req.url).search}`, 308))
  app.get('/frame/*', (c) => frame(c, c.req.path.slice('/frame/'.length)))

  const pageHeaders = (c: Context) => {
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    c.header('Cache-Control', 'no-store')
  }
  const page = (c: Context, title: string, body: string, status: 200 | 400 = 200) => {
    pageHeaders(c)
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
      status,
    )
  }
  const approvalRow = async (token: string) => {
    const [row] = await database.query<{
      email: string
      expires_at: unknown
      approved_at: unknown
    }>('SELECT email, expires_at, approved_at FROM device_approvals WHERE token_hash = $1', [
      sha256Hex(token),
    ])
    return row && row.approved_at === null && toNumber(row.expires_at) > now() ? row : undefined
  }
  const expiredPage = (c: Context) =>
    page(c, 'This link has expired', '<p>Start the login again to get a new link.</p>', 400)

  // A GET only shows the button: mail scanners open links, and must not approve devices.
  app.get('/device/approve', async (c) => {
    const token = c.req.query('token') ?? ''
    const row = await approvalRow(token)
    if (!row) return expiredPage(c)
    return page(
      c,
      `Approve a new device for ${appName}`,
      `<p>A new device asked to log in as ${escapeHtml(row.email)}. Approve it only if it was you.</p><form method="post" action="/device/approve"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Approve this device</button></form>`,
    )
  })

  app.post('/device/approve', async (c) => {
    // The token in the form is the authority; the origin check only stops other sites'
    // forms. Under `Referrer-Policy: no-referrer` browsers send `Origin: null` here.
    const origin = c.req.header('origin')
    if (origin !== undefined && origin !== 'null' && origin !== publicOrigin) {
      throw new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'This origin may not use the API')
    }
    await limitIp(c)
    const form = await c.req.parseBody()
    const token = typeof form.token === 'string' ? form.token : ''
    const [approved] = await database.query<{ email: string; device_hash: string }>(
      `UPDATE device_approvals SET approved_at = $2
       WHERE token_hash = $1 AND approved_at IS NULL AND expires_at > $2
       RETURNING email, device_hash`,
      [sha256Hex(token), now()],
    )
    const user = approved && (await findUser(database, { email: approved.email }))
    if (!approved || !user) return expiredPage(c)
    await database.query(
      'INSERT INTO devices (user_id, device_hash, approved_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [user.id, approved.device_hash, now()],
    )
    return page(c, 'Device approved', '<p>Go back to the site: it continues by itself.</p>')
  })

  app.get('/dev/inbox', async (c) => {
    if (!devInbox) return c.text('Not found', 404)
    const mails = await database.query<{
      sent_at: unknown
      recipient: string
      subject: string
      body: string
    }>('SELECT sent_at, recipient, subject, body FROM dev_mails ORDER BY id DESC LIMIT 100')
    c.header('Cache-Control', 'no-store')
    return c.text(
      mails.length === 0
        ? 'No mails yet.\n'
        : mails
            .map(
              (mail) =>
                `To: ${mail.recipient}\nDate: ${new Date(toNumber(mail.sent_at)).toISOString()}\nSubject: ${mail.subject}\n\n${mail.body}`,
            )
            .join('\n----------------------------------------\n\n'),
    )
  })

  const api = new Hono<{ Variables: Variables }>()

  api.use(async (c, next) => {
    c.header('Cache-Control', 'no-store')
    const origin = c.req.header('origin')
    const fetchSite = c.req.header('sec-fetch-site')
    const sameOrigin =
      origin === publicOrigin ||
      (origin === undefined &&
        c.req.method === 'GET' &&
        fetchSite !== 'cross-site' &&
        fetchSite !== 'same-site')
    if (!sameOrigin) {
      throw new ApiError(
        403,
        'ORIGIN_NOT_ALLOWED',
        `Only the secure site itself (${publicOrigin}, PUBLIC_URL) may use its API`,
      )
    }
    const device = c.req.header('x-gangway-device') ?? ''
    if (!deviceIdPattern.test(device)) {
      throw new ApiError(
        400,
        'INVALID_DEVICE',
        'The X-Gangway-Device header is missing or malformed',
      )
    }
    c.set('deviceHash', sha256Hex(device))
    await next()
  })

  const authenticated = async (c: AppContext, next: () => Promise<void>) => {
    const header = c.req.header('authorization') ?? ''
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
    const session = await resolveSession(database, {
      token,
      deviceHash: c.get('deviceHash'),
      now: now(),
    })
    const user = await findUser(database, { id: session.userId })
    if (!user) throw new ApiError(401, 'SESSION_EXPIRED', 'Session expired. Please reconnect.')
    c.set('user', user)
    c.set('tokenHash', session.tokenHash)
    await next()
  }

  const startLogin = async (email: string, deviceHash: string) => {
    const code = await issueCode(
      database,
      masterKey.codeKey,
      { subject: email, purpose: 'login', deviceHash },
      now(),
    )
    await mailCode(email, code, 'login')
  }

  api.post('/email/connect', async (c) => {
    const { email } = await readBody(c, z.object({ email: emailSchema }))
    const deviceHash = c.get('deviceHash')
    await limitIp(c)
    const startedAt = now()
    await claimLoginThrottle(database, email, startedAt)
    try {
      return c.json({ action: await connectByEmail(email, deviceHash) })
    } catch (error) {
      // A mail that never left must not hold the visitor for 30 s before trying again.
      if (error instanceof ApiError && error.code === 'MAIL_FAILED') {
        await database.query('DELETE FROM login_throttle WHERE email = $1 AND last_login_at = $2', [
          email,
          startedAt,
        ])
      }
      throw error
    }
  })

  const connectByEmail = async (
    email: string,
    deviceHash: string,
  ): Promise<'verify-otp' | 'verify-device'> => {
    const user = await findUser(database, { email })
    const known =
      user === undefined ||
      (
        await database.query('SELECT 1 FROM devices WHERE user_id = $1 AND device_hash = $2', [
          user.id,
          deviceHash,
        ])
      ).length > 0
    if (known) {
      await startLogin(email, deviceHash)
      return 'verify-otp'
    }
    const token = randomBytes(32).toString('base64url')
    // Old approvals of this address go as a new one starts: the table stays small.
    await database.query('DELETE FROM device_approvals WHERE email = $1 AND expires_at <= $2', [
      email,
      now() - codeLifetimeMs,
    ])
    await database.query(
      `INSERT INTO device_approvals (token_hash, email, device_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [sha256Hex(token), email, deviceHash, now(), now() + codeLifetimeMs],
    )
    await sendMail(
      email,
      `Approve a new device for ${appName}`,
      `A new device asked to log in to ${appName} as ${email}.\n\nIf it was you, open this link and approve it:\n${publicOrigin}/device/approve?token=${token}\n\nThe link expires in 10 minutes. If it was not you, ignore this mail.\n`,
    )
    return 'verify-device'
  }

  api.post('/email/device', async (c) => {
    const { email } = await readBody(c, z.object({ email: emailSchema }))
    const deviceHash = c.get('deviceHash')
    const [row] = await database.query<{
      token_hash: string
      expires_at: unknown
      approved_at: unknown
      code_sent_at: unknown
    }>(
      `SELECT token_hash, expires_at, approved_at, code_sent_at FROM device_approvals
       WHERE email = $1 AND device_hash = $2 ORDER BY created_at DESC LIMIT 1`,
      [email, deviceHash],
    )
    if (!row || (row.approved_at === null && toNumber(row.expires_at) <= now())) {
      throw new ApiError(
        400,
        'DEVICE_NOT_PENDING',
        'No device approval is pending. Please start again',
      )
    }
    if (row.approved_at === null) return c.json({ pending: true }, 202)
    if (row.code_sent_at === null) {
      const claimed = await database.query(
        'UPDATE device_approvals SET code_sent_at = $2 WHERE token_hash = $1 AND code_sent_at IS NULL RETURNING token_hash',
        [row.token_hash, now()],
      )
      if (claimed.length > 0) await startLogin(email, deviceHash)
    }
    return c.json({ action: 'verify-otp' })
  })

  api.post('/email/otp', async (c) => {
    const { email, otp } = await readBody(c, z.object({ email: emailSchema, otp: otpSchema }))
    const deviceHash = c.get('deviceHash')
    await limitIp(c)
    await checkCode(
      database,
      masterKey.codeKey,
      { subject: email, purpose: 'login', deviceHash, code: otp },
      now(),
    )
    const user = await findOrCreateUser(database, masterKey, email, now())
    await database.query(
      'INSERT INTO devices (user_id, device_hash, approved_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [user.id, deviceHash, now()],
    )
    const token = await createSession(database, {
      userId: user.id,
      deviceHash,
      ttlMs: sessionTtlMs,
      now: now(),
    })
    return c.json({ token, user: toEmbeddedUser(user) })
  })

  api.get('/session', authenticated, (c) =>
    c.json({ isConnected: true, user: toEmbeddedUser(c.get('user')) }),
  )

  api.post('/signout', authenticated, async (c) => {
    await deleteSession(database, c.get('tokenHash'))
    return c.body(null, 204)
  })

  api.post('/sign', authenticated, async (c) => {
    const request = await readBody(
      c,
      z.object({ namespace: z.string(), method: z.string(), params: z.unknown() }),
    )
    const user = c.get('user')
    const secrets = openUserSecrets(masterKey, user.id, await readStoredKeys(database, user.id))
    return c.json({ result: await signRequest(secrets, request) })
  })

  const emailInUse = () =>
    new ApiError(409, 'EMAIL_IN_USE', 'This e-mail address is already in use')

  api.post('/email/update', authenticated, async (c) => {
    const { newEmail } = await readBody(c, z.object({ newEmail: emailSchema }))
    const user = c.get('user')
    await limitIp(c)
    if (newEmail === user.email || (await findUser(database, { email: newEmail })))
      throw emailInUse()
    const code = await issueCode(
      database,
      masterKey.codeKey,
      { subject: user.id, purpose: 'update-primary', payload: newEmail },
      now(),
    )
    await mailCode(user.email, code, 'e-mail change')
    return c.json({ action: 'verify-primary-otp' })
  })

  api.post('/email/update/primary', authenticated, async (c) => {
    const { otp } = await readBody(c, z.object({ otp: otpSchema }))
    const user = c.get('user')
    await limitIp(c)
    const { payload: newEmail } = await checkCode(
      database,
      masterKey.codeKey,
      { subject: user.id, purpose: 'update-primary', code: otp },
      now(),
    )
    if (!newEmail) throw new ApiError(400, 'INVALID_CODE', 'Invalid code')
    if (await findUser(database, { email: newEmail })) throw emailInUse()
    const code = await issueCode(
      database,
      masterKey.codeKey,
      { subject: user.id, purpose: 'update-secondary', payload: newEmail },
      now(),
    )
    await mailCode(newEmail, code, 'new e-mail confirmation')
    return c.json({ action: 'verify-secondary-otp' })
  })

  api.post('/email/update/secondary', authenticated, async (c) => {
    const { otp } = await readBody(c, z.object({ otp: otpSchema }))
    const user = c.get('user')
    await limitIp(c)
    const { payload: newEmail } = await checkCode(
      database,
      masterKey.codeKey,
      { subject: user.id, purpose: 'update-secondary', code: otp },
      now(),
    )
    if (!newEmail) throw new ApiError(400, 'INVALID_CODE', 'Invalid code')
    try {
      await database.query('UPDATE users SET email = $2 WHERE id = $1', [user.id, newEmail])
    } catch (error) {
      if ((error as { code?: unknown }).code === '23505') throw emailInUse()
      throw error
    }
    return c.json({ email: newEmail })
  })

  api.post('/export/code', authenticated, async (c) => {
    const user = c.get('user')
    await limitIp(c)
    const code = await issueCode(
      database,
      masterKey.codeKey,
      { subject: user.id, purpose: 'export' },
      now(),
    )
    await sendMail(
      user.email,
      `${code} is your ${appName} key export code`,
      `Your ${appName} key export code is ${code}\n\nWhoever has your private keys controls your funds. Enter this code only if you asked to export them. It expires in 10 minutes.\n`,
    )
    return c.json({ action: 'verify-otp' })
  })

  api.post('/export', authenticated, async (c) => {
    const { otp } = await readBody(c, z.object({ otp: otpSchema }))
    const user = c.get('user')
    await limitIp(c)
    await checkCode(
      database,
      masterKey.codeKey,
      { subject: user.id, purpose: 'export', code: otp },
      now(),
    )
    const secrets = openUserSecrets(masterKey, user.id, await readStoredKeys(database, user.id))
    const secretKey = new Uint8Array(64)
    secretKey.set(secrets.solanaSeed, 0)
    secretKey.set(ed25519.getPublicKey(secrets.solanaSeed), 32)
    return c.json({ eip155: secrets.eip155, solana: base58.encode(secretKey) })
  })

  app.route('/api/v1', api)
  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404))

  return {
    fetch: app.fetch,
    database,
    async close() {
      mailer.close()
      if (ownsDatabase) await database.close()
    },
  }
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )
}
