import { generateKeyPairSync, sign } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { readSocialProviders, readTelegramConfig, type SecureSiteOptions } from '../../src/index.js'
import type { Backend } from './apiSuite.js'
import {
  type OidcClient,
  type RunningOidcProvider,
  startOidcProvider,
} from './startOidcProvider.js'
import {
  allowedOrigins,
  newDevice,
  newEmail,
  type RunningSite,
  startSite,
  type TestClock,
} from './startSite.js'
import { signLikeTelegram, testBotToken } from './telegramLogin.js'

const hostOrigin = allowedOrigins[0] ?? ''
let accountCounter = 0
const newSubject = () => `account-${Date.now()}-${++accountCounter}`

/**
 * Signs in at the provider as a browser would: follows the redirects from the
 * authorization URL (with the provider's cookies), presses "Sign in as …" (or "Cancel") on
 * its page and returns the URL it finally sends the visitor to (the site's callback).
 */
async function signInAtProvider(
  authorizationUrl: string,
  choice: { account: string } | 'cancel',
  callbackPrefix: string,
): Promise<string> {
  const cookies = new Map<string, string>()
  let next: { url: string; method: 'GET' | 'POST'; body?: URLSearchParams } = {
    url: authorizationUrl,
    method: 'GET',
  }
  for (let step = 0; step < 12; step++) {
    if (next.url.startsWith(callbackPrefix)) return next.url
    const response = await fetch(next.url, {
      method: next.method,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: next.body,
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      const value = pair.slice(at + 1)
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) cookies.delete(name)
      else cookies.set(name, value)
    }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      next = { url: new URL(location, next.url).href, method: 'GET' }
      continue
    }
    const page = await response.text()
    expect(response.status, page).toBe(200)
    const uid = /action="\/interaction\/([^/"]+)\//.exec(page)?.[1]
    expect(uid, page).toBeDefined()
    const action = choice === 'cancel' ? 'abort' : 'login'
    next = {
      url: new URL(`/interaction/${uid}/${action}`, next.url).href,
      method: 'POST',
      body: new URLSearchParams(choice === 'cancel' ? {} : { account: choice.account }),
    }
  }
  throw new Error('the provider never sent the visitor back')
}

/**
 * A token endpoint in front of the provider's: it passes the client's request on and hands
 * the answer back with the ID token run through `change` (a forger between site and issuer).
 */
async function startTokenForger(issuer: string) {
  const forger = { change: (idToken: string) => idToken, url: '' }
  const server = createServer((request, response) => {
    void (async () => {
      let body = ''
      for await (const chunk of request) body += chunk
      const headers: Record<string, string> = {
        'content-type': request.headers['content-type'] ?? 'application/x-www-form-urlencoded',
      }
      if (request.headers.authorization) headers.authorization = request.headers.authorization
      const upstream = await fetch(`${issuer}/token`, { method: 'POST', headers, body })
      const answer = (await upstream.json()) as Record<string, unknown>
      if (typeof answer.id_token === 'string') answer.id_token = forger.change(answer.id_token)
      response.writeHead(upstream.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer))
    })().catch((error: unknown) => {
      response.statusCode = 500
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  forger.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`
  return {
    forger,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const decodePart = (part: string | undefined) =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>

/** Social login (issue 17) through a real local OpenID provider, per database. */
export function describeSocialLogin(backend: Backend) {
  const running: { close(): Promise<void> }[] = []
  afterEach(async () => {
    for (const part of running.splice(0).reverse()) await part.close()
  })
  // The ID token's times are checked against the site's clock: it starts at the real time.
  const newClock = (): TestClock => ({ now: Date.now() })

  const startProvider = async (idTokenTtlSeconds?: number) => {
    const provider = await startOidcProvider({ idTokenTtlSeconds })
    running.push(provider)
    return provider
  }
  const open = async (
    provider: RunningOidcProvider,
    clock: TestClock,
    {
      client = provider.clients.post,
      env,
      ...overrides
    }: Partial<SecureSiteOptions> & {
      client?: OidcClient
      env?: Record<string, string>
    } = {},
  ) => {
    // Google's shape, pointed at the local provider by GOOGLE_ISSUER (endpoints discovered).
    const socialProviders = readSocialProviders(
      env ?? {
        GOOGLE_CLIENT_ID: client.clientId,
        GOOGLE_CLIENT_SECRET: client.clientSecret,
        GOOGLE_ISSUER: provider.issuer,
      },
    )
    const site = await startSite({
      ...backend.options(),
      masterKey: new Uint8Array(32).fill(7),
      smtpUrl: backend.smtp().url,
      trustProxy: 1,
      clock,
      socialProviders,
      ...overrides,
    })
    running.push(site)
    return site
  }

  type Started = { site: RunningSite; device: string; uri: string }
  const start = async (site: RunningSite, device = newDevice()): Promise<Started> => {
    const reply = await site.api('/api/v1/social/start', {
      body: { provider: 'google', origin: hostOrigin },
      device,
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    return { site, device, uri: reply.body.uri as string }
  }
  const connect = (site: RunningSite, device: string, uri: string) =>
    site.api('/api/v1/social/connect', { body: { uri }, device })
  const identities = async (site: RunningSite, subject: string) =>
    (
      await site.site.database.query(
        'SELECT user_id FROM social_identities WHERE provider = $1 AND subject = $2',
        ['google', subject],
      )
    ).length

  describe('social login (OpenID Connect code flow with PKCE)', () => {
    it('signs in with the provider and returns the same embedded user every time', async () => {
      const provider = await startProvider()
      const clock = newClock()
      const site = await open(provider, clock)
      provider.allowRedirectUri(`${site.url}/social/callback`)
      const subject = newSubject()
      provider.addAccount({
        sub: subject,
        preferred_username: 'ada',
        email: newEmail(),
        email_verified: false,
      })

      const first = await start(site)
      const authorization = new URL(first.uri)
      expect(authorization.origin).toBe(provider.issuer)
      expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
      expect(authorization.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
      expect(authorization.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
      expect(authorization.searchParams.get('nonce')).toBeTruthy()
      expect(authorization.searchParams.get('redirect_uri')).toBe(`${site.url}/social/callback`)

      const callback = await signInAtProvider(
        first.uri,
        { account: subject },
        `${site.url}/social/callback`,
      )
      const page = await fetch(callback)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
      const html = await page.text()
      expect(html).toContain(`data-origin="${hostOrigin}"`)
      expect(html).toContain('<script src="/social/callback.js" defer></script>')

      const reply = await connect(site, first.device, callback)
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      expect(reply.body.provider).toBe('google')
      const user = reply.body.user as Record<string, unknown>
      // An e-mail the provider did not verify is not the user's.
      expect(user).toMatchObject({ email: null, username: 'ada', chainId: 1 })
      const accounts = user.accounts as { namespace: string; address: string }[]
      expect(accounts.map((account) => account.namespace)).toEqual(['eip155', 'solana'])
      expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)

      const session = await site.api('/api/v1/session', {
        device: first.device,
        token: reply.body.token as string,
      })
      expect(session).toEqual({ status: 200, body: { isConnected: true, user } })

      // Again, from another device: the same wallet.
      const second = await start(site)
      const again = await connect(
        site,
        second.device,
        await signInAtProvider(second.uri, { account: subject }, `${site.url}/social/callback`),
      )
      expect((again.body.user as { address: string }).address).toBe(user.address)
      expect(await identities(site, subject)).toBe(1)
    })

    it('joins the e-mail user when the provider verified the same e-mail, not otherwise', async () => {
      const provider = await startProvider()
      const clock = newClock()
      const site = await open(provider, clock)
      provider.allowRedirectUri(`${site.url}/social/callback`)
      const email = newEmail()
      const device = newDevice()
      await site.api('/api/v1/email/connect', { body: { email }, device })
      const otp = await backend.smtp().nextCode(email)
      const byEmail = await site.api('/api/v1/email/otp', { body: { email, otp }, device })
      expect(byEmail.status).toBe(200)
      const emailAddress = (byEmail.body.user as { address: string }).address

      const unverified = newSubject()
      provider.addAccount({ sub: unverified, email, email_verified: false })
      const one = await start(site)
      const other = await connect(
        site,
        one.device,
        await signInAtProvider(one.uri, { account: unverified }, `${site.url}/social/callback`),
      )
      expect((other.body.user as { address: string }).address).not.toBe(emailAddress)

      const verified = newSubject()
      provider.addAccount({ sub: verified, email: email.toUpperCase(), email_verified: true })
      const two = await start(site)
      const joined = await connect(
        site,
        two.device,
        await signInAtProvider(two.uri, { account: verified }, `${site.url}/social/callback`),
      )
      expect(joined.status).toBe(200)
      expect(joined.body.user).toMatchObject({ address: emailAddress, email })
    })

    it('refuses a wrong state, a replayed callback and another device, creating no account', async () => {
      const provider = await startProvider()
      const clock = newClock()
      const site = await open(provider, clock)
      provider.allowRedirectUri(`${site.url}/social/callback`)
      const subject = newSubject()
      provider.addAccount({ sub: subject })
      const invalid = {
        status: 400,
        body: {
          code: 'SOCIAL_STATE_INVALID',
          message: 'This sign-in is not valid anymore. Please start again',
        },
      }

      const started = await start(site)
      const callback = await signInAtProvider(
        started.uri,
        { account: subject },
        `${site.url}/social/callback`,
      )
      const forged = new URL(callback)
      forged.searchParams.set('state', 'x'.repeat(43))
      expect(await connect(site, started.device, forged.href)).toEqual(invalid)
      // A callback URL of another site is not this site's.
      expect(
        await connect(site, started.device, callback.replace(site.url, 'https://evil.example.com')),
      ).toEqual(invalid)
      expect(await identities(site, subject)).toBe(0)

      // Another device holding the URL: refused, and the state is spent for everyone.
      expect(await connect(site, newDevice(), callback)).toEqual(invalid)
      expect(await connect(site, started.device, callback)).toEqual(invalid)
      expect(await identities(site, subject)).toBe(0)

      // Replay: once redeemed, the same callback is refused.
      const fresh = await start(site)
      const freshCallback = await signInAtProvider(
        fresh.uri,
        { account: subject },
        `${site.url}/social/callback`,
      )
      expect((await connect(site, fresh.device, freshCallback)).status).toBe(200)
      expect(await connect(site, fresh.device, freshCallback)).toEqual(invalid)
      expect(await identities(site, subject)).toBe(1)
    })

    it('refuses a sign-in older than 10 minutes and an expired ID token', async () => {
      const provider = await startProvider(60)
      const clock = newClock()
      const site = await open(provider, clock)
      provider.allowRedirectUri(`${site.url}/social/callback`)
      const subject = newSubject()
      provider.addAccount({ sub: subject })

      const late = await start(site)
      const lateCallback = await signInAtProvider(
        late.uri,
        { account: subject },
        `${site.url}/social/callback`,
      )
      clock.now += 10 * 60_000
      expect(await connect(site, late.device, lateCallback)).toEqual({
        status: 400,
        body: {
          code: 'SOCIAL_LOGIN_EXPIRED',
          message: 'The sign-in took too long. Please start again',
        },
      })

      // The ID token lives 60 s; 5 minutes later (30 s tolerance) it is refused.
      const stale = await start(site)
      const staleCallback = await signInAtProvider(
        stale.uri,
        { account: subject },
        `${site.url}/social/callback`,
      )
      clock.now += 5 * 60_000
      expect(await connect(site, stale.device, staleCallback)).toEqual({
        status: 400,
        body: {
          code: 'SOCIAL_LOGIN_FAILED',
          message: 'The google sign-in could not be verified. Please try again',
        },
      })
      expect(await identities(site, subject)).toBe(0)
    })

    it("refuses a code issued to another client id and the provider's error answer", async () => {
      const provider = await startProvider()
      const clock = newClock()
      const site = await open(provider, clock)
      // A second instance on the same database, registered as another client.
      const impostor = await open(provider, clock, { client: provider.clients.other })
      provider.allowRedirectUri(`${site.url}/social/callback`)
      provider.allowRedirectUri(`${impostor.url}/social/callback`)
      const subject = newSubject()
      provider.addAccount({ sub: subject })

      const started = await start(site)
      const callback = await signInAtProvider(
        started.uri,
        { account: subject },
        `${site.url}/social/callback`,
      )
      const moved = callback.replace(site.url, impostor.url)
      const refused = await connect(impostor, started.device, moved)
      if (backend.sharedByInstances) expect(refused.body.code).toBe('SOCIAL_LOGIN_FAILED')
      else expect(refused.body.code).toMatch(/^SOCIAL_(LOGIN_FAILED|STATE_INVALID)$/)
      expect(await identities(site, subject)).toBe(0)

      const cancelled = await start(site)
      const answer = await signInAtProvider(cancelled.uri, 'cancel', `${site.url}/social/callback`)
      expect(new URL(answer).searchParams.get('error')).toBe('access_denied')
      expect(await connect(site, cancelled.device, answer)).toEqual({
        status: 400,
        body: { code: 'SOCIAL_LOGIN_CANCELLED', message: 'The sign-in was cancelled' },
      })
      expect(await identities(site, subject)).toBe(0)
    })

    it("refuses an ID token not signed with the issuer's keys (another key, alg none, altered claims)", async () => {
      const provider = await startProvider()
      const { forger, close } = await startTokenForger(provider.issuer)
      running.push({ close })
      const clock = newClock()
      const { clientId, clientSecret } = provider.clients.post
      // The issuer's discovery for everything but the token endpoint, which the forger fronts.
      const site = await open(provider, clock, {
        env: {
          GOOGLE_CLIENT_ID: clientId,
          GOOGLE_CLIENT_SECRET: clientSecret,
          GOOGLE_ISSUER: provider.issuer,
          GOOGLE_TOKEN_URL: forger.url,
        },
      })
      provider.allowRedirectUri(`${site.url}/social/callback`)
      const subject = newSubject()
      provider.addAccount({ sub: subject, preferred_username: 'mallory' })
      const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
      const forgeries: [string, (idToken: string) => string][] = [
        [
          // The same header (alg, kid) and claims, signed by a key the issuer never published.
          'another key',
          (idToken) => {
            const [header = '', payload = ''] = idToken.split('.')
            const signature = sign('sha256', Buffer.from(`${header}.${payload}`), otherKey)
            return `${header}.${payload}.${signature.toString('base64url')}`
          },
        ],
        [
          'alg none',
          (idToken) => {
            const [, payload = ''] = idToken.split('.')
            return `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`
          },
        ],
        [
          // The issuer's signature over other claims (a longer life, another name).
          'altered claims',
          (idToken) => {
            const [header = '', payload, signature = ''] = idToken.split('.')
            const claims = decodePart(payload)
            const altered = { ...claims, exp: Number(claims.exp) + 86_400, name: 'admin' }
            return `${header}.${base64url(altered)}.${signature}`
          },
        ],
      ]
      for (const [name, change] of forgeries) {
        forger.change = change
        const started = await start(site)
        const callback = await signInAtProvider(
          started.uri,
          { account: subject },
          `${site.url}/social/callback`,
        )
        expect(await connect(site, started.device, callback), name).toEqual({
          status: 400,
          body: {
            code: 'SOCIAL_LOGIN_FAILED',
            message: 'The google sign-in could not be verified. Please try again',
          },
        })
      }
      expect(await identities(site, subject)).toBe(0)

      // The issuer's own token, handed on unchanged, signs in.
      forger.change = (idToken) => idToken
      const honest = await start(site)
      const callback = await signInAtProvider(
        honest.uri,
        { account: subject },
        `${site.url}/social/callback`,
      )
      const reply = await connect(site, honest.device, callback)
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      expect(await identities(site, subject)).toBe(1)
    })

    it('takes Telegram login data once: replayed on another device and instance, it is refused', async () => {
      const clock = newClock()
      const openTelegramSite = async () => {
        const site = await startSite({
          ...backend.options(),
          masterKey: new Uint8Array(32).fill(7),
          smtpUrl: backend.smtp().url,
          clock,
          telegram: readTelegramConfig({ TELEGRAM_BOT_TOKEN: testBotToken }),
        })
        running.push(site)
        return site
      }
      const first = await openTelegramSite()
      const second = await openTelegramSite()
      const id = String(Date.now())
      const signed = {
        id,
        first_name: 'Ada',
        username: 'ada_tg',
        auth_date: String(Math.floor(clock.now / 1000)),
      }
      const loginData = { ...signed, hash: signLikeTelegram(signed) }
      /** Starts a Telegram login on `site` and returns its callback URL carrying `data`. */
      const callbackWith = async (site: RunningSite, device: string) => {
        const started = await site.api('/api/v1/social/start', {
          body: { provider: 'telegram', origin: hostOrigin },
          device,
        })
        expect(started.status, JSON.stringify(started.body)).toBe(200)
        const returnTo = new URL(
          new URL(started.body.uri as string).searchParams.get('return_to') ?? '',
        )
        for (const [name, value] of Object.entries(loginData))
          returnTo.searchParams.set(name, value)
        return returnTo.href
      }
      const visitor = newDevice()
      const honest = await connect(first, visitor, await callbackWith(first, visitor))
      expect(honest.status, JSON.stringify(honest.body)).toBe(200)

      // Whoever copied the answer (a log, a shared link) starts a flow of their own with it.
      const attacker = newDevice()
      clock.now += 60_000
      const replayed = await connect(second, attacker, await callbackWith(second, attacker))
      expect(replayed).toEqual({
        status: 400,
        body: {
          code: 'SOCIAL_LOGIN_FAILED',
          message: 'The telegram sign-in could not be verified. Please try again',
        },
      })
      // On the first instance and the visitor's own device as well.
      const again = await connect(first, visitor, await callbackWith(first, visitor))
      expect(again.body.code).toBe('SOCIAL_LOGIN_FAILED')
    })

    it("signs in through GitHub's shape: plain OAuth 2.0, the user API names the account", async () => {
      const provider = await startProvider()
      const clock = newClock()
      const { clientId, clientSecret } = provider.clients.post
      const site = await open(provider, clock, {
        env: {
          GITHUB_CLIENT_ID: clientId,
          GITHUB_CLIENT_SECRET: clientSecret,
          GITHUB_AUTHORIZATION_URL: `${provider.issuer}/auth`,
          GITHUB_TOKEN_URL: `${provider.issuer}/token`,
          GITHUB_USERINFO_URL: `${provider.issuer}/github/user`,
        },
      })
      provider.allowRedirectUri(`${site.url}/social/callback`)
      const subject = `${Date.now()}${++accountCounter}`
      provider.addAccount({ sub: subject, preferred_username: 'octocat' })
      const device = newDevice()
      const started = await site.api('/api/v1/social/start', {
        body: { provider: 'github', origin: hostOrigin },
        device,
      })
      const authorization = new URL(started.body.uri as string)
      expect(authorization.searchParams.get('scope')).toBe('read:user user:email')
      expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
      expect(authorization.searchParams.has('nonce')).toBe(false)
      const callback = await signInAtProvider(
        authorization.href,
        { account: subject },
        `${site.url}/social/callback`,
      )
      const reply = await connect(site, device, callback)
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      expect(reply.body).toMatchObject({ provider: 'github', user: { username: 'octocat' } })
      const rows = await site.site.database.query(
        'SELECT subject FROM social_identities WHERE provider = $1 AND subject = $2',
        ['github', String(Number(subject))],
      )
      expect(rows).toHaveLength(1)
    })

    it('refuses a provider that is not enabled and a host origin not on the allow-list', async () => {
      const provider = await startProvider()
      const site = await open(provider, newClock())
      const device = newDevice()
      expect(await site.api('/api/v1/social/providers', { device })).toEqual({
        status: 200,
        body: { providers: ['google'] },
      })
      const github = await site.api('/api/v1/social/start', {
        body: { provider: 'github', origin: hostOrigin },
        device,
      })
      expect(github).toEqual({
        status: 400,
        body: { code: 'PROVIDER_NOT_ENABLED', message: 'github login is not enabled on this site' },
      })
      const foreign = await site.api('/api/v1/social/start', {
        body: { provider: 'google', origin: 'https://evil.example.com' },
        device,
      })
      expect(foreign.status).toBe(403)
      const expired = await fetch(`${site.url}/social/callback?code=x&state=unknown`)
      expect(expired.status).toBe(400)
      expect(await expired.text()).toContain('This sign-in has expired')
    })

    it("refuses API calls whose Origin header is only a cousin of the site's own", async () => {
      const provider = await startProvider()
      const site = await open(provider, newClock())
      const { host } = new URL(site.url)
      for (const origin of [
        `${site.url}/`,
        `${site.url}.evil.example`,
        `http://user@${host}`,
        `http://${host}@evil.example`,
        site.url.toUpperCase(),
        'null',
      ]) {
        const reply = await site.api('/api/v1/social/start', {
          body: { provider: 'google', origin: hostOrigin },
          device: newDevice(),
          origin,
        })
        expect(reply.status, origin).toBe(403)
        expect(reply.body).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' })
      }
    })

    it('refuses host origins that are not exactly an origin, though an entry matches their text', async () => {
      const provider = await startProvider()
      const site = await open(provider, newClock())
      const device = newDevice()
      const start = (body: Record<string, string>) =>
        site.api('/api/v1/social/start', { body: { provider: 'google', ...body }, device })
      // The allow-list has https://*.example.org: each of these matched it as text, and the
      // callback page would have posted the sign-in to the origin the string resolves to.
      for (const origin of [
        'https://evil.org/.example.org',
        'https://evil.org?.example.org',
        'https://evil.org#.example.org',
        'https://user@a.example.org',
        'https://A.example.org',
        'https://a.example.org:443',
        'https://a.example.org/',
      ]) {
        const reply = await start({ origin })
        expect(reply.status, origin).toBe(400)
        expect(reply.body).toMatchObject({ code: 'INVALID_REQUEST' })
      }
      // One label only, not two.
      expect((await start({ origin: 'https://a.b.example.org' })).status).toBe(403)
      // The page to come back to must be on that origin, without user info.
      const back = await start({
        origin: 'https://a.example.org',
        returnUrl: 'https://evil.org@a.example.org/back',
      })
      expect(back.status).toBe(400)
      const started = await start({
        origin: 'https://a.example.org',
        returnUrl: 'https://a.example.org/back?x=1',
      })
      expect(started.status).toBe(200)
      expect(started.body).toMatchObject({ uri: expect.any(String), state: expect.any(String) })
    })
  })
}
