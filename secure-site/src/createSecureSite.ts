import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { type CustodySetting, defaultCustodyMode } from './custody/custodyMode.js'
import { chooseCustody, writeCustodySetting } from './custody/custodySetting.js'
import { refuseSharesCustody } from './custody/refuseSharesCustody.js'
import { type Database, type DatabaseLimits, openDatabase } from './database.js'
import { deriveMasterKey } from './envelope.js'
import { createMailSender } from './http/createMailSender.js'
import { limitBodySize } from './http/limitBodySize.js'
import { limitClientIp } from './http/limitClientIp.js'
import { mapErrorToResponse } from './http/mapErrorToResponse.js'
import { requireDevice } from './http/requireDevice.js'
import { requireSession } from './http/requireSession.js'
import { requireSiteOrigin } from './http/requireSiteOrigin.js'
import { securityHeaders } from './http/securityHeaders.js'
import type { SiteDependencies } from './http/siteDependencies.js'
import type { SiteEnv } from './http/siteEnv.js'
import type { AllowedOrigin } from './isAllowedOrigin.js'
import { logError } from './logError.js'
import { createDevInboxMailer, createSmtpMailer, type Mailer } from './mailer.js'
import { verifyMasterKey } from './masterKeyCheck.js'
import type { NameServiceConfig } from './names/readNameServiceConfig.js'
import { type ChainNetwork, urlOrigins } from './readNetworks.js'
import { readAllowedOriginsSetting, readOriginSetting } from './readOriginSettings.js'
import type { SolanaNetwork } from './readSolanaNetworks.js'
import { custodyRoutes } from './routes/custodyRoutes.js'
import { devInboxRoutes } from './routes/devInboxRoutes.js'
import { emailLoginRoutes } from './routes/emailLoginRoutes.js'
import { emailUpdateRoutes } from './routes/emailUpdateRoutes.js'
import { farcasterRoutes } from './routes/farcasterRoutes.js'
import { keyExportRoutes } from './routes/keyExportRoutes.js'
import { nameRoutes } from './routes/nameRoutes.js'
import { networkRoutes } from './routes/networkRoutes.js'
import { publicRoutes } from './routes/publicRoutes.js'
import { readinessRoutes } from './routes/readinessRoutes.js'
import { sessionRoutes } from './routes/sessionRoutes.js'
import { smartAccountRoutes } from './routes/smartAccountRoutes.js'
import { socialCallbackRoutes } from './routes/socialCallbackRoutes.js'
import { socialLoginRoutes } from './routes/socialLoginRoutes.js'
import { runMigrations } from './runMigrations.js'
import { type SmartAccountNetwork, smartAccountSources } from './smart/readSmartAccountNetworks.js'
import { createOAuthClient, type OAuthClient } from './social/createOAuthClient.js'
import { createTelegramClient, type TelegramConfig } from './social/createTelegramClient.js'
import type { FarcasterConfig } from './social/readFarcasterConfig.js'
import type { SocialProviderConfig } from './social/readSocialProviders.js'
import type { SocialProviderName } from './social/socialProviders.js'
import { sweepExpiredRows } from './sweepExpiredRows.js'

/** What `createSecureSite` needs; `loadConfig`'s result fits, tests add the rest. */
export type SecureSiteOptions = {
  /** The site's own origin: the frame page and the API live there. */
  publicUrl: string
  /**
   * Host origins allowed to embed the frame (SPEC §5): `https://shop.example.com`,
   * `https://*.example.com` (one whole label), `http://localhost:*` (any port), or `*`.
   */
  allowedOrigins: readonly (string | AllowedOrigin)[]
  /** 32 bytes that wrap every user's data key. */
  masterKey: Uint8Array
  /**
   * CUSTODY: who holds new users' keys. `server` (the default here): sealed under MASTER_KEY.
   * `shares`: split 2-of-3 in the frame; the server keeps one share. `auto` (the command's
   * default): `shares` for a new database, what it last recorded otherwise (`chooseCustody`).
   */
  custody?: CustodySetting | undefined
  /** An open database to use (and leave open on close); else databaseUrl / dataDir. */
  database?: Database | undefined
  /** PostgreSQL URL; absent: PGlite in `dataDir/pglite` (in memory without dataDir). */
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  /** PostgreSQL's pool size and timeouts (DATABASE_POOL_SIZE…); absent ones take defaults. */
  databaseLimits?: Partial<DatabaseLimits> | undefined
  /** SMTP URL for nodemailer; absent: the development inbox (GET /dev/inbox). */
  smtpUrl?: string | undefined
  /** The longest a request waits on one mail, in ms (SMTP_TIMEOUT_MS, default 10 000). */
  smtpTimeoutMs?: number | undefined
  /** SMTP connections this instance keeps open at most (SMTP_POOL_SIZE, default 10). */
  smtpPoolSize?: number | undefined
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
  /** How long a session lives unused, in hours (default 168); each use moves its expiry on. */
  sessionTtlHours?: number | undefined
  /** How long a session lives at most after the login, in hours (default 720: 30 days). */
  sessionMaxAgeHours?: number | undefined
  /** The enabled social login providers (`readSocialProviders`); none: no social login. */
  socialProviders?: readonly SocialProviderConfig[] | undefined
  /** Telegram Login (`readTelegramConfig`); absent: no Telegram login. */
  telegram?: TelegramConfig | undefined
  /** Sign In With Farcaster (`readFarcasterConfig`); absent: no Farcaster login. */
  farcaster?: FarcasterConfig | undefined
  /** The self-hosted name service and CCIP-Read gateway under /names (`readNameServiceConfig`). */
  names?: NameServiceConfig | undefined
  /** Where the embedded wallet offers a smart account (`readSmartAccountNetworks`). */
  smartAccountNetworks?: readonly SmartAccountNetwork[] | undefined
  /** The chains whose tokens the approval reads through these RPCs (`readNetworks`). */
  networks?: readonly ChainNetwork[] | undefined
  /** The Solana clusters whose transactions the approval simulates (`readSolanaNetworks`). */
  solanaNetworks?: readonly SolanaNetwork[] | undefined
  /**
   * How often expired login rows (codes, throttles, wrong guesses, rate-limit windows) are
   * deleted, in ms (default 10 minutes; 0: never). The first sweep runs one interval after
   * the start, not during it.
   */
  sweepIntervalMs?: number | undefined
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

const hourMs = 60 * 60_000
/** SESSION_TTL_HOURS' default: a session unused for 7 days ends. */
export const defaultSessionTtlHours = 168
/** SESSION_MAX_AGE_HOURS' default: a session ends 30 days after the login, however used. */
export const defaultSessionMaxAgeHours = 720
/** Expired login rows are swept every 10 minutes. */
const defaultSweepIntervalMs = 10 * 60_000

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
  // Read once, here: every check, the CORS answer and frame-ancestors use these values.
  const publicOrigin = readOriginSetting(options.publicUrl, 'PUBLIC_URL')
  const allowedOrigins = readAllowedOriginsSetting(options.allowedOrigins, 'ALLOWED_ORIGINS')
  const masterKey = deriveMasterKey(options.masterKey)
  const database =
    options.database ??
    (await openDatabase(
      options.databaseUrl !== undefined
        ? { url: options.databaseUrl, limits: options.databaseLimits }
        : { dataDir: options.dataDir === undefined ? undefined : `${options.dataDir}/pglite` },
    ))
  const ownsDatabase = options.database === undefined
  let custody = defaultCustodyMode
  try {
    await runMigrations(database, now())
    await verifyMasterKey(database, masterKey)
    const setting = options.custody ?? defaultCustodyMode
    custody = setting === 'auto' ? await chooseCustody(database) : setting
    await writeCustodySetting(database, custody)
  } catch (error) {
    if (ownsDatabase) await database.close()
    throw error
  }
  const devInbox = options.mailer === undefined && options.smtpUrl === undefined
  const appName = options.appName ?? 'Gangway'
  const mailer =
    options.mailer ??
    (options.smtpUrl !== undefined
      ? createSmtpMailer({
          url: options.smtpUrl,
          from: options.mailFrom ?? `${appName} <no-reply@${new URL(publicOrigin).hostname}>`,
          timeoutMs: options.smtpTimeoutMs,
          poolSize: options.smtpPoolSize,
        })
      : createDevInboxMailer(database, { now, log }))

  const sessionTtlMs = (options.sessionTtlHours ?? defaultSessionTtlHours) * hourMs
  // Never shorter than the idle time: a fresh session would otherwise outlive its cap.
  const maxAgeMs = Math.max(
    (options.sessionMaxAgeHours ?? defaultSessionMaxAgeHours) * hourMs,
    sessionTtlMs,
  )
  const dependencies: SiteDependencies = {
    database,
    masterKey,
    publicOrigin,
    appName,
    now,
    mail: createMailSender({
      database,
      mailer,
      addressRateLimit: options.addressRateLimit ?? 10,
      timeoutMs: options.smtpTimeoutMs,
      now,
    }),
    limitClientIp: limitClientIp({
      database,
      limit: options.ipRateLimit ?? 60,
      trustProxy: options.trustProxy ?? 0,
      now,
    }),
    requireSession: requireSession({ database, now, idleMs: sessionTtlMs, maxAgeMs }),
    sessionTtlMs,
  }

  const socialClients = new Map<SocialProviderName | 'telegram', OAuthClient>(
    (options.socialProviders ?? []).map((provider) => [
      provider.name,
      createOAuthClient(provider, now),
    ]),
  )
  if (options.telegram)
    socialClients.set('telegram', createTelegramClient(options.telegram, { now, database }))
  const enabledProviders = [...socialClients.keys(), ...(options.farcaster ? ['farcaster'] : [])]

  const api = new Hono<SiteEnv>()
  api.use(requireSiteOrigin(publicOrigin), requireDevice())
  // A key kept in shares is not on the server: nothing here signs or exports it (its export
  // code, mailed by /export/code, opens `POST /custody/export`: the frame rebuilds the key).
  // /sign's guard also reads the sealed keys with the session: one statement per signature.
  api.use(
    '/sign',
    requireSession({ database, now, idleMs: sessionTtlMs, maxAgeMs, withKeys: true }),
    refuseSharesCustody(database),
  )
  api.use('/export', dependencies.requireSession, refuseSharesCustody(database))
  api.route('/', custodyRoutes({ ...dependencies, custody }))
  api.route('/', emailLoginRoutes(dependencies))
  api.route('/', sessionRoutes(dependencies))
  api.route('/', emailUpdateRoutes(dependencies))
  api.route('/', keyExportRoutes(dependencies))
  api.route('/', smartAccountRoutes(options.smartAccountNetworks ?? []))
  api.route('/', networkRoutes(options.networks ?? [], options.solanaNetworks ?? []))
  api.route(
    '/',
    socialLoginRoutes({
      ...dependencies,
      allowedOrigins,
      socialClients,
      enabledProviders,
    }),
  )

  api.route(
    '/',
    farcasterRoutes({
      ...dependencies,
      allowedOrigins,
      farcaster: options.farcaster,
    }),
  )

  const frameDir = options.frameDir ?? fileURLToPath(new URL('../dist/frame/', import.meta.url))
  const app = new Hono<SiteEnv>()
  app.onError(mapErrorToResponse)
  app.use(securityHeaders())
  app.use('/api/*', limitBodySize())
  app.use('/social/*', limitBodySize())
  app.route(
    '/',
    publicRoutes({
      allowedOrigins,
      socialProviders: enabledProviders,
      frameDir,
      frameConnectSrc: [
        ...(options.frameConnectSrc ?? []),
        ...smartAccountSources(options.smartAccountNetworks ?? []),
        ...urlOrigins(
          [...(options.networks ?? []), ...(options.solanaNetworks ?? [])].map(
            (network) => network.rpcUrl,
          ),
        ),
      ],
    }),
  )
  app.route('/', readinessRoutes({ database }))
  app.route('/', socialCallbackRoutes({ ...dependencies, frameDir }))
  app.route('/', devInboxRoutes({ database, enabled: devInbox }))
  app.route('/api/v1', api)
  if (options.names) {
    app.use('/names/*', limitBodySize())
    app.route(
      '/names',
      nameRoutes({
        ...options.names,
        database,
        allowedOrigins,
        trustProxy: options.trustProxy ?? 0,
        now,
      }),
    )
  }
  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404))

  const stopSweeping = startSweeping(
    database,
    now,
    options.sweepIntervalMs ?? defaultSweepIntervalMs,
  )

  return {
    fetch: app.fetch,
    database,
    async close() {
      await stopSweeping()
      mailer.close()
      if (ownsDatabase) await database.close()
    },
  }
}

/**
 * Runs `sweepExpiredRows` every `intervalMs` (never two at once) until the returned stop,
 * which also waits for a sweep under way. The timer keeps no process alive.
 */
function startSweeping(
  database: Database,
  now: () => number,
  intervalMs: number,
): () => Promise<void> {
  if (intervalMs <= 0) return async () => undefined
  let running: Promise<void> | undefined
  const timer = setInterval(() => {
    running ??= sweepExpiredRows(database, now())
      .then(() => undefined)
      .catch((error: unknown) =>
        logError(error, { context: 'secure-site: sweeping expired rows failed' }),
      )
      .finally(() => {
        running = undefined
      })
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
