import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ConfigError,
  type Database,
  openDatabase,
  readFarcasterConfig,
  readTelegramConfig,
} from '../src/index.js'
import { type SmtpSink, startSmtpSink } from './support/smtpSink.js'
import { allowedOrigins, newDevice, type RunningSite, startSite } from './support/startSite.js'
import { signLikeTelegram, testBotToken } from './support/telegramLogin.js'

const botToken = testBotToken
const hostOrigin = allowedOrigins[0] ?? ''

describe('Telegram Login (redirect flow), checked by the secure site', () => {
  let database: Database
  let smtp: SmtpSink
  const running: RunningSite[] = []
  beforeAll(async () => {
    database = await openDatabase({})
    smtp = await startSmtpSink()
  })
  afterAll(async () => {
    await smtp?.close()
    await database?.close()
  })
  afterEach(async () => {
    for (const site of running.splice(0)) await site.close()
  })

  const open = async (clock = { now: Date.now() }) => {
    const site = await startSite({
      database,
      masterKey: new Uint8Array(32).fill(7),
      smtpUrl: smtp.url,
      clock,
      telegram: readTelegramConfig({ TELEGRAM_BOT_TOKEN: botToken }),
    })
    running.push(site)
    return site
  }

  /** Starts a login and follows Telegram's answer back to the callback page; returns its result URL. */
  const signIn = async (
    site: RunningSite,
    device: string,
    answer: (returnTo: URL) => Record<string, string>,
  ) => {
    const started = await site.api('/api/v1/social/start', {
      body: { provider: 'telegram', origin: hostOrigin },
      device,
    })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const login = new URL(started.body.uri as string)
    expect(`${login.origin}${login.pathname}`).toBe('https://oauth.telegram.org/auth')
    expect(login.searchParams.get('bot_id')).toBe('7012345678')
    expect(login.searchParams.get('origin')).toBe(site.url)
    const returnTo = new URL(login.searchParams.get('return_to') ?? '')
    expect(`${returnTo.origin}${returnTo.pathname}`).toBe(`${site.url}/social/callback`)
    for (const [name, value] of Object.entries(answer(returnTo)))
      returnTo.searchParams.set(name, value)
    const page = await fetch(returnTo)
    expect(page.status).toBe(200)
    const html = await page.text()
    const result = /data-result="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
    expect(result).toBeDefined()
    return result ?? ''
  }
  const connect = (site: RunningSite, device: string, uri: string) =>
    site.api('/api/v1/social/connect', { body: { uri }, device })
  const identities = async (id: string) =>
    (
      await database.query(
        "SELECT user_id FROM social_identities WHERE provider = 'telegram' AND subject = $1",
        [id],
      )
    ).length

  it('signs in with login data signed by the bot token, and again to the same wallet', async () => {
    const site = await open()
    const id = String(Date.now())
    const data = () => ({
      id,
      first_name: 'Ada',
      username: 'ada_tg',
      photo_url: 'https://t.me/i/userpic/320/ada.jpg',
      auth_date: String(Math.floor(Date.now() / 1000)),
    })
    const device = newDevice()
    const result = await signIn(site, device, () => {
      const signed = data()
      return { ...signed, hash: signLikeTelegram(signed) }
    })
    const reply = await connect(site, device, result)
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body).toMatchObject({
      provider: 'telegram',
      user: { email: null, username: 'ada_tg' },
    })
    // A new sign-in at Telegram: its own data and hash (each is taken once).
    const again = await connect(
      site,
      device,
      await signIn(site, device, () => {
        const signed = { ...data(), first_name: 'Ada L.' }
        return { ...signed, hash: signLikeTelegram(signed) }
      }),
    )
    expect((again.body.user as { address: string }).address).toBe(
      (reply.body.user as { address: string }).address,
    )
    expect(await identities(id)).toBe(1)
  })

  it('refuses tampered data, another bot’s signature, a stale auth_date and a missing hash', async () => {
    const site = await open()
    const id = String(Date.now() + 1)
    const now = () => String(Math.floor(Date.now() / 1000))
    const refused = {
      status: 400,
      body: {
        code: 'SOCIAL_LOGIN_FAILED',
        message: 'The telegram sign-in could not be verified. Please try again',
      },
    }
    const cases: ((returnTo: URL) => Record<string, string>)[] = [
      // Signed, then the username changed.
      () => {
        const signed = { id, username: 'ada_tg', auth_date: now() }
        return { ...signed, username: 'admin', hash: signLikeTelegram(signed) }
      },
      // Signed by another bot.
      () => {
        const signed = { id, username: 'ada_tg', auth_date: now() }
        return {
          ...signed,
          hash: signLikeTelegram(signed, '7099999999:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
        }
      },
      // Eleven minutes old.
      () => {
        const signed = {
          id,
          username: 'ada_tg',
          auth_date: String(Math.floor(Date.now() / 1000) - 660),
        }
        return { ...signed, hash: signLikeTelegram(signed) }
      },
      // No hash at all, or not hex.
      () => ({ id, username: 'ada_tg', auth_date: now() }),
      () => ({ id, username: 'ada_tg', auth_date: now(), hash: 'z'.repeat(64) }),
      // A signed id that is not Telegram's kind of id.
      () => {
        const signed = { id: 'admin', auth_date: now() }
        return { ...signed, hash: signLikeTelegram(signed) }
      },
    ]
    for (const answer of cases) {
      const device = newDevice()
      expect(await connect(site, device, await signIn(site, device, answer))).toEqual(refused)
    }
    expect(await identities(id)).toBe(0)
  })

  it('lists telegram and farcaster in /social/providers when they are configured', async () => {
    const site = await startSite({
      database,
      masterKey: new Uint8Array(32).fill(7),
      smtpUrl: smtp.url,
      clock: { now: Date.now() },
      telegram: readTelegramConfig({ TELEGRAM_BOT_TOKEN: botToken }),
      farcaster: readFarcasterConfig({ FARCASTER_RPC_URL: 'http://127.0.0.1:1' }),
    })
    running.push(site)
    const listed = await site.api('/api/v1/social/providers', { device: newDevice() })
    expect(listed).toEqual({ status: 200, body: { providers: ['telegram', 'farcaster'] } })
    // The host page asks before any frame (or device) exists.
    const forHosts = await fetch(`${site.url}/projects/v1/socials`)
    expect(forHosts.headers.get('access-control-allow-origin')).toBe('*')
    expect(await forHosts.json()).toEqual({ socialProviders: ['telegram', 'farcaster'] })
  })

  it('is off without TELEGRAM_BOT_TOKEN; a malformed token names the variable', async () => {
    expect(readTelegramConfig({})).toBeUndefined()
    expect(() => readTelegramConfig({ TELEGRAM_BOT_TOKEN: 'not-a-token' })).toThrowError(
      ConfigError,
    )
    expect(() => readTelegramConfig({ TELEGRAM_AUTH_URL: 'https://example.com' })).toThrowError(
      /TELEGRAM_BOT_TOKEN is missing/,
    )
    const site = await startSite({
      database,
      masterKey: new Uint8Array(32).fill(7),
      smtpUrl: smtp.url,
      clock: { now: Date.now() },
    })
    running.push(site)
    expect(
      (
        await site.api('/api/v1/social/start', {
          body: { provider: 'telegram', origin: hostOrigin },
          device: newDevice(),
        })
      ).body,
    ).toEqual({
      code: 'PROVIDER_NOT_ENABLED',
      message: 'telegram login is not enabled on this site',
    })
  })
})
