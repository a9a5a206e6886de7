import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../database.js'
import { ApiError, ConfigError } from '../errors.js'
import type { OAuthClient } from './createOAuthClient.js'

/** Telegram Login as the operator configured it. */
export type TelegramConfig = {
  /** The bot's token from @BotFather (`<bot id>:<secret>`): it signs the login data. */
  botToken: string
  /** Where the visitor signs in (Telegram's login page; tests point it elsewhere). */
  authUrl: string
}

/** How old Telegram's `auth_date` may be when the site checks it (the login's own lifetime). */
export const telegramAuthMaxAgeSeconds = 10 * 60
/** How far ahead of the site's clock an `auth_date` may be (the two clocks differ a little). */
const telegramClockSkewSeconds = 60

/** The fields Telegram's login sends back (Login Widget, redirect flow), besides `hash`. */
export const telegramFields = [
  'id',
  'first_name',
  'last_name',
  'username',
  'photo_url',
  'auth_date',
] as const

/**
 * Reads `TELEGRAM_BOT_TOKEN` (turns Telegram login on) and `TELEGRAM_AUTH_URL` (default
 * `https://oauth.telegram.org/auth`). Mistakes throw a ConfigError naming the variable.
 *
 * @example
 * readTelegramConfig({ TELEGRAM_BOT_TOKEN: '123456:AA…' })
 */
export function readTelegramConfig(
  env: Readonly<Record<string, string | undefined>>,
): TelegramConfig | undefined {
  const botToken = env.TELEGRAM_BOT_TOKEN?.trim() || undefined
  const authUrl = env.TELEGRAM_AUTH_URL?.trim() || undefined
  if (botToken === undefined) {
    if (authUrl !== undefined)
      throw new ConfigError(
        'TELEGRAM_BOT_TOKEN',
        'TELEGRAM_BOT_TOKEN is missing: TELEGRAM_AUTH_URL is set, but Telegram login is off without the bot token',
      )
    return undefined
  }
  if (!/^\d{1,20}:[\w-]{20,100}$/.test(botToken))
    throw new ConfigError(
      'TELEGRAM_BOT_TOKEN',
      'TELEGRAM_BOT_TOKEN must be the token @BotFather gave the bot (digits, a colon, then the secret)',
    )
  if (authUrl !== undefined && !/^https?:\/\/[^\s]+$/.test(authUrl))
    throw new ConfigError('TELEGRAM_AUTH_URL', 'TELEGRAM_AUTH_URL must be an http(s) URL')
  return { botToken, authUrl: authUrl ?? 'https://oauth.telegram.org/auth' }
}

/**
 * Telegram Login through the same start → callback → connect steps as the OAuth providers:
 * the visitor signs in on Telegram's page, which sends them back to the site's callback with
 * the login data and its `hash`; the site checks the hash as Telegram documents it
 * (HMAC-SHA-256 of the data-check-string, keyed with SHA-256 of the bot token), that
 * `auth_date` is recent, by the site's clock, and that this `hash` was never redeemed before
 * (table `telegram_login_hashes`): the data names no flow or device, so whoever saw it could
 * otherwise log a device of their own in with it until it is 10 minutes old.
 */
export function createTelegramClient(
  config: TelegramConfig,
  { now, database }: { now: () => number; database: Queryable },
): OAuthClient {
  const botId = config.botToken.split(':')[0] ?? ''
  const secret = createHash('sha256').update(config.botToken).digest()
  return {
    async authorizationUrl(checks, redirectUri) {
      const url = new URL(config.authUrl)
      const back = new URL(redirectUri)
      back.searchParams.set('state', checks.state)
      url.searchParams.set('bot_id', botId)
      url.searchParams.set('origin', back.origin)
      url.searchParams.set('return_to', back.href)
      url.searchParams.set('request_access', 'write')
      return url.href
    },
    async finish(callbackUrl) {
      const data = new Map<string, string>()
      for (const name of telegramFields) {
        const value = callbackUrl.searchParams.get(name)
        if (value !== null) data.set(name, value)
      }
      const hash = callbackUrl.searchParams.get('hash') ?? ''
      const dataCheckString = [...data]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([name, value]) => `${name}=${value}`)
        .join('\n')
      const expected = createHmac('sha256', secret).update(dataCheckString).digest()
      const given = /^[0-9a-f]{64}$/.test(hash) ? Buffer.from(hash, 'hex') : Buffer.alloc(0)
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw refused('the hash is not the bot token’s')
      const authDate = Number(data.get('auth_date'))
      const age = now() / 1000 - authDate
      if (
        !Number.isSafeInteger(authDate) ||
        age > telegramAuthMaxAgeSeconds ||
        age < -telegramClockSkewSeconds
      )
        throw refused(`auth_date is ${Math.round(age)} s old`)
      const id = data.get('id') ?? ''
      if (!/^\d{1,20}$/.test(id)) throw refused('no numeric id')
      // Taken last, so only genuine fresh data is written; once taken, it is spent even if the
      // login fails further on (the visitor signs in at Telegram again).
      await claimHash(database, hash, {
        now: now(),
        // A second past the last moment the auth_date check still lets it through.
        expiresAt: (authDate + telegramAuthMaxAgeSeconds + 1) * 1000,
      })
      const name = [data.get('username'), data.get('first_name')].find(
        (value): value is string => value !== undefined && /^[^\p{Cc}]{1,200}$/u.test(value),
      )
      // Telegram gives no e-mail: the account is the Telegram user's alone.
      return { subject: id, email: undefined, emailVerified: false, username: name }
    },
  }
}

/** Records `hash` as redeemed; a hash redeemed before (by any instance) is refused. */
async function claimHash(
  database: Queryable,
  hash: string,
  { now, expiresAt }: { now: number; expiresAt: number },
): Promise<void> {
  // Hashes whose auth_date no longer passes the check go as new ones come: the table stays small.
  await database.query('DELETE FROM telegram_login_hashes WHERE expires_at <= $1', [now])
  const claimed = await database.query(
    `INSERT INTO telegram_login_hashes (hash, expires_at) VALUES ($1, $2)
     ON CONFLICT (hash) DO NOTHING RETURNING hash`,
    [hash, expiresAt],
  )
  if (claimed.length === 0) throw refused('this login data was redeemed before')
}

function refused(details: string): ApiError {
  return new ApiError(
    400,
    'SOCIAL_LOGIN_FAILED',
    'The telegram sign-in could not be verified. Please try again',
    { details },
  )
}
