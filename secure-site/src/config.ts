import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type CustodySetting, readCustodyMode } from './custody/custodyMode.js'
import { type DatabaseLimits, defaultDatabaseLimits } from './database.js'
import { ConfigError } from './errors.js'
import type { AllowedOrigin } from './isAllowedOrigin.js'
import { defaultMailTimeoutMs, defaultSmtpPoolSize } from './mailer.js'
import { type NameServiceConfig, readNameServiceConfig } from './names/readNameServiceConfig.js'
import type { Origin } from './origin.js'
import { type ChainNetwork, readNetworks } from './readNetworks.js'
import { readAllowedOriginsSetting, readOriginSetting } from './readOriginSettings.js'
import { readSolanaNetworks, type SolanaNetwork } from './readSolanaNetworks.js'
import {
  readSmartAccountNetworks,
  type SmartAccountNetwork,
} from './smart/readSmartAccountNetworks.js'
import { readTelegramConfig, type TelegramConfig } from './social/createTelegramClient.js'
import { type FarcasterConfig, readFarcasterConfig } from './social/readFarcasterConfig.js'
import { readSocialProviders, type SocialProviderConfig } from './social/readSocialProviders.js'

/** The service's settings, as read from the environment by `loadConfig`. */
export type SecureSiteConfig = {
  /** PORT: the port to listen on (default 8787). */
  port: number
  /** HOST: the interface to listen on (development 127.0.0.1, production all). */
  host: string
  /** PUBLIC_URL: the site's own origin, serving the frame page and the API. */
  publicUrl: Origin
  /** ALLOWED_ORIGINS: host origins that may embed the frame (`*` wildcards, SPEC §5). */
  allowedOrigins: AllowedOrigin[]
  /** DATABASE_URL: PostgreSQL; absent, an embedded PGlite database in DATA_DIR. */
  databaseUrl: string | undefined
  /**
   * DATABASE_POOL_SIZE, DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS,
   * DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: PostgreSQL's pool and how long a request may
   * wait on it (defaults 10, 5000, 5000, 10000).
   */
  databaseLimits: DatabaseLimits
  /** DATA_DIR: the folder for PGlite and the development master key. */
  dataDir: string
  /** SMTP_URL: where mail goes; absent (development only), the development inbox. */
  smtpUrl: string | undefined
  /** SMTP_TIMEOUT_MS: the longest a request waits on one mail (default 10 000). */
  smtpTimeoutMs: number
  /** SMTP_POOL_SIZE: SMTP connections one instance keeps open at most (default 10). */
  smtpPoolSize: number
  /** MAIL_FROM: the sender of the service's mails. */
  mailFrom: string
  /** APP_NAME: the name the mails use. */
  appName: string
  /** MASTER_KEY: 32 bytes that wrap every user's data key. */
  masterKey: Uint8Array
  /**
   * CUSTODY: `shares` (keys split 2-of-3 in the frame) or `server`; unset, `auto`: `shares`
   * for a new site, what the database recorded for an existing one (`chooseCustody`).
   */
  custody: CustodySetting
  /** FRAME_CONNECT_SRC: extra CSP connect-src sources of the frame page (RPC URLs). */
  frameConnectSrc: string[]
  /** TRUST_PROXY: how many proxies in front add to X-Forwarded-For (default 0: none). */
  trustProxy: number
  /** IP_RATE_LIMIT: requests per client IP per 10 minutes (default 60). */
  ipRateLimit: number
  /** ADDRESS_RATE_LIMIT: mails per e-mail address per hour (default 10). */
  addressRateLimit: number
  /** SESSION_TTL_HOURS: how long a session lives unused (default 168); each use renews it. */
  sessionTtlHours: number
  /** SESSION_MAX_AGE_HOURS: how long a session lives at most after the login (default 720). */
  sessionMaxAgeHours: number
  /** <PROVIDER>_CLIENT_ID / _CLIENT_SECRET (and endpoint overrides): the social logins offered. */
  socialProviders: SocialProviderConfig[]
  /** FARCASTER_RPC_URL (and FARCASTER_ID_REGISTRY, FARCASTER_RELAY_URL): Sign In With Farcaster. */
  farcaster: FarcasterConfig | undefined
  /** TELEGRAM_BOT_TOKEN (and TELEGRAM_AUTH_URL): Telegram Login. */
  telegram: TelegramConfig | undefined
  /** NAMES_PARENT, NAMES_SIGNER_KEY…: the self-hosted name service, when configured. */
  names: NameServiceConfig | undefined
  /** SMART_ACCOUNT_NETWORKS: where the embedded wallet offers an ERC-4337 smart account. */
  smartAccountNetworks: SmartAccountNetwork[]
  /** NETWORKS: the chains whose tokens the approval reads, through the operator's RPC. */
  networks: ChainNetwork[]
  /** SOLANA_NETWORKS: the Solana clusters whose transactions the approval simulates. */
  solanaNetworks: SolanaNetwork[]
  /** NODE_ENV=production. */
  production: boolean
}

export type LoadConfigParameters = {
  /** Where development notices go (the generated master key). */
  log?: ((line: string) => void) | undefined
}

/**
 * Reads the configuration from environment variables. Bad or missing values throw a
 * ConfigError whose message names the variable. In development a missing MASTER_KEY is
 * generated once into DATA_DIR/master.key (and said so); production requires it.
 *
 * @example
 * const config = loadConfig(process.env)
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>>,
  { log = console.log }: LoadConfigParameters = {},
): SecureSiteConfig {
  const read = (name: string) => {
    const value = env[name]?.trim()
    return value === '' ? undefined : value
  }
  const production = read('NODE_ENV') === 'production'
  const port = readInteger(read('PORT'), 'PORT', 8787, { min: 0, max: 65_535 })

  const publicUrlText = read('PUBLIC_URL') ?? (production ? undefined : `http://localhost:${port}`)
  if (publicUrlText === undefined) {
    throw new ConfigError(
      'PUBLIC_URL',
      "PUBLIC_URL is required in production: the site's own origin, e.g. https://wallet.example.com",
    )
  }
  const publicUrl = readOriginSetting(publicUrlText, 'PUBLIC_URL')
  if (production && publicUrl.startsWith('http:') && !isLoopback(publicUrl)) {
    throw new ConfigError(
      'PUBLIC_URL',
      `PUBLIC_URL must use https in production (got ${publicUrl})`,
    )
  }

  const allowedText =
    read('ALLOWED_ORIGINS') ?? (production ? undefined : 'http://localhost:*,http://127.0.0.1:*')
  if (allowedText === undefined) {
    throw new ConfigError(
      'ALLOWED_ORIGINS',
      'ALLOWED_ORIGINS is required in production: a comma list of the host sites that embed the frame, e.g. https://shop.example.com,https://*.example.com',
    )
  }
  const allowedOrigins = readAllowedOriginsSetting(allowedText, 'ALLOWED_ORIGINS')

  const databaseUrl = read('DATABASE_URL')
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      'DATABASE_URL',
      'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database); leave it unset for the embedded database',
    )
  }
  // Every instance opens up to DATABASE_POOL_SIZE connections: their sum must stay under
  // PostgreSQL's max_connections.
  const databaseLimits: DatabaseLimits = {
    poolSize: readInteger(
      read('DATABASE_POOL_SIZE'),
      'DATABASE_POOL_SIZE',
      defaultDatabaseLimits.poolSize,
      { min: 1, max: 1_000 },
    ),
    connectTimeoutMs: readInteger(
      read('DATABASE_CONNECT_TIMEOUT_MS'),
      'DATABASE_CONNECT_TIMEOUT_MS',
      defaultDatabaseLimits.connectTimeoutMs,
      { min: 100, max: 60_000 },
    ),
    statementTimeoutMs: readInteger(
      read('DATABASE_STATEMENT_TIMEOUT_MS'),
      'DATABASE_STATEMENT_TIMEOUT_MS',
      defaultDatabaseLimits.statementTimeoutMs,
      { min: 100, max: 600_000 },
    ),
    idleInTransactionTimeoutMs: readInteger(
      read('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'),
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      defaultDatabaseLimits.idleInTransactionTimeoutMs,
      { min: 100, max: 600_000 },
    ),
  }
  const dataDir = resolve(read('DATA_DIR') ?? '.gangway-secure-site')

  const smtpUrl = read('SMTP_URL')
  if (smtpUrl === undefined && production) {
    throw new ConfigError(
      'SMTP_URL',
      'SMTP_URL is required in production, e.g. smtps://user:password@smtp.example.com:465',
    )
  }
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    throw new ConfigError(
      'SMTP_URL',
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465',
    )
  }
  const smtpTimeoutMs = readInteger(
    read('SMTP_TIMEOUT_MS'),
    'SMTP_TIMEOUT_MS',
    defaultMailTimeoutMs,
    {
      min: 100,
      max: 60_000,
    },
  )
  const smtpPoolSize = readInteger(read('SMTP_POOL_SIZE'), 'SMTP_POOL_SIZE', defaultSmtpPoolSize, {
    min: 1,
    max: 100,
  })
  const appName = read('APP_NAME') ?? 'Gangway'
  const mailFrom = read('MAIL_FROM') ?? `${appName} <no-reply@${new URL(publicUrl).hostname}>`

  const masterKeyText = read('MASTER_KEY')
  let masterKey: Uint8Array
  if (masterKeyText !== undefined) masterKey = parseMasterKey(masterKeyText, 'MASTER_KEY')
  else if (production) {
    throw new ConfigError(
      'MASTER_KEY',
      "MASTER_KEY is required in production: 32 random bytes as 64 hex digits (openssl rand -hex 32). Keep it out of the database's backups.",
    )
  } else masterKey = developmentMasterKey(dataDir, log)

  const frameConnectSrc = (read('FRAME_CONNECT_SRC') ?? '').split(/[\s,]+/).filter(Boolean)
  for (const source of frameConnectSrc) {
    if (!/^(https?|wss?):\/\/[^\s;,']+$/.test(source)) {
      throw new ConfigError(
        'FRAME_CONNECT_SRC',
        `FRAME_CONNECT_SRC entries must be http(s) or ws(s) URLs without spaces or quotes (got ${JSON.stringify(source)})`,
      )
    }
  }

  const host = read('HOST') ?? (production ? '0.0.0.0' : '127.0.0.1')
  if (!/^[\w.:[\]-]+$/.test(host)) {
    throw new ConfigError(
      'HOST',
      `HOST must be an interface address such as 127.0.0.1 or 0.0.0.0 (got ${JSON.stringify(host)})`,
    )
  }

  const sessionTtlHours = readInteger(read('SESSION_TTL_HOURS'), 'SESSION_TTL_HOURS', 168, {
    min: 1,
  })
  const sessionMaxAgeHours = readInteger(
    read('SESSION_MAX_AGE_HOURS'),
    'SESSION_MAX_AGE_HOURS',
    Math.max(720, sessionTtlHours),
    { min: 1 },
  )
  if (sessionMaxAgeHours < sessionTtlHours) {
    throw new ConfigError(
      'SESSION_MAX_AGE_HOURS',
      `SESSION_MAX_AGE_HOURS (${sessionMaxAgeHours}) must be at least SESSION_TTL_HOURS (${sessionTtlHours}): a session lives at most SESSION_MAX_AGE_HOURS after the login, and SESSION_TTL_HOURS after its last use`,
    )
  }

  return {
    port,
    host,
    publicUrl,
    allowedOrigins,
    databaseUrl,
    databaseLimits,
    dataDir,
    smtpUrl,
    smtpTimeoutMs,
    smtpPoolSize,
    mailFrom,
    appName,
    masterKey,
    custody: readCustodyMode(read('CUSTODY')),
    frameConnectSrc,
    trustProxy: readInteger(read('TRUST_PROXY'), 'TRUST_PROXY', 0, { min: 0, max: 10 }),
    ipRateLimit: readInteger(read('IP_RATE_LIMIT'), 'IP_RATE_LIMIT', 60, { min: 1 }),
    addressRateLimit: readInteger(read('ADDRESS_RATE_LIMIT'), 'ADDRESS_RATE_LIMIT', 10, { min: 1 }),
    sessionTtlHours,
    sessionMaxAgeHours,
    socialProviders: readSocialProviders(env, { production }),
    farcaster: readFarcasterConfig(env, { production }),
    telegram: readTelegramConfig(env),
    names: readNameServiceConfig(env),
    smartAccountNetworks: readSmartAccountNetworks(read('SMART_ACCOUNT_NETWORKS'), { production }),
    networks: readNetworks(read('NETWORKS'), { production }),
    solanaNetworks: readSolanaNetworks(read('SOLANA_NETWORKS'), { production }),
    production,
  }
}

/**
 * Parses a 32-byte master key written as 64 hex digits or base64.
 *
 * @param variable - The variable named in the error.
 */
export function parseMasterKey(text: string, variable: string): Uint8Array {
  const trimmed = text.trim()
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(
          trimmed,
          trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64',
        )
      : undefined
  if (bytes?.length !== 32) {
    throw new ConfigError(
      variable,
      `${variable} must be 32 bytes written as 64 hex digits or base64 (generate one with: openssl rand -hex 32)`,
    )
  }
  return new Uint8Array(bytes)
}

function developmentMasterKey(dataDir: string, log: (line: string) => void): Uint8Array {
  const file = join(dataDir, 'master.key')
  if (existsSync(file))
    return parseMasterKey(readFileSync(file, 'utf8'), `MASTER_KEY (from ${file})`)
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
  log(
    `secure-site: development mode: generated a MASTER_KEY in ${file}. Production requires MASTER_KEY to be set.`,
  )
  return parseMasterKey(readFileSync(file, 'utf8'), `MASTER_KEY (from ${file})`)
}

function readInteger(
  text: string | undefined,
  variable: string,
  fallback: number,
  { min, max = Number.MAX_SAFE_INTEGER }: { min: number; max?: number },
): number {
  if (text === undefined) return fallback
  const value = Number(text)
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new ConfigError(
      variable,
      `${variable} must be a whole number from ${min} to ${max} (got ${JSON.stringify(text)})`,
    )
  }
  return value
}

function isLoopback(origin: string): boolean {
  const host = new URL(origin).hostname
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
}
