import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SecureSiteOptions } from '../../src/index.js'
import type { Backend } from './apiSuite.js'
import { type FarcasterChain, signInWithFarcasterApp, startFarcasterChain } from './farcasterApp.js'
import {
  allowedOrigins,
  newDevice,
  type RunningSite,
  startSite,
  type TestClock,
} from './startSite.js'

const hostOrigin = allowedOrigins[0] ?? ''

/** Sign In With Farcaster (issue 17) with the site as its own relay, per database. */
export function describeFarcasterLogin(backend: Backend) {
  let chain: FarcasterChain
  const running: RunningSite[] = []
  beforeAll(async () => {
    chain = await startFarcasterChain()
  })
  afterAll(async () => {
    await chain?.stop()
  })
  afterEach(async () => {
    for (const site of running.splice(0)) await site.close()
  })

  const open = async (
    clock: TestClock = { now: Date.now() },
    overrides: Partial<SecureSiteOptions> = {},
  ) => {
    const site = await startSite({
      ...backend.options(),
      masterKey: new Uint8Array(32).fill(7),
      smtpUrl: backend.smtp().url,
      clock,
      farcaster: {
        rpcUrl: chain.anvil.rpcUrl,
        idRegistry: chain.idRegistry,
        connectUrl: 'https://farcaster.xyz/~/siwf',
      },
      ...overrides,
    })
    running.push(site)
    return site
  }
  const channel = async (site: RunningSite, device = newDevice()) => {
    const reply = await site.api('/api/v1/farcaster/channel', {
      body: { origin: hostOrigin },
      device,
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    return {
      device,
      url: reply.body.url as string,
      channelToken: reply.body.channelToken as string,
    }
  }
  const connect = (site: RunningSite, device: string, channelToken: string) =>
    site.api('/api/v1/farcaster/connect', { body: { channelToken }, device })
  const identities = async (site: RunningSite, fid: number) =>
    (
      await site.site.database.query(
        'SELECT user_id FROM social_identities WHERE provider = $1 AND subject = $2',
        ['farcaster', String(fid)],
      )
    ).length

  describe('Sign In With Farcaster', () => {
    it('signs in with the custody key of the fid and gets the same wallet every time', async () => {
      const site = await open()
      const account = await chain.registerFid()
      const first = await channel(site)
      const link = new URL(first.url)
      expect(`${link.origin}${link.pathname}`).toBe('https://farcaster.xyz/~/siwf')
      expect(link.searchParams.get('channelToken')).toBe(first.channelToken)
      expect(link.searchParams.get('siweUri')).toBe(site.url)
      // Short enough for a QR code (the modal's holds 213 bytes).
      expect(first.url.length).toBeLessThan(200)
      expect(link.searchParams.get('nonce')).toMatch(/^[a-zA-Z0-9]{8,}$/)

      // Waiting for the app.
      expect(await connect(site, first.device, first.channelToken)).toEqual({
        status: 202,
        body: { pending: true },
      })
      const status = await fetch(`${site.url}/farcaster/v1/channel/status`, {
        headers: { authorization: `Bearer ${first.channelToken}` },
      })
      expect(await status.json()).toMatchObject({
        state: 'pending',
        nonce: link.searchParams.get('nonce'),
      })

      const signed = await signInWithFarcasterApp(first.url, account, { username: 'ada' })
      expect(signed.status, JSON.stringify(signed.body)).toBe(201)
      expect(signed.body).toMatchObject({ state: 'completed', fid: account.fid })

      const reply = await connect(site, first.device, first.channelToken)
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      expect(reply.body).toMatchObject({ provider: 'farcaster', username: 'ada' })
      const user = reply.body.user as Record<string, unknown>
      expect(user).toMatchObject({ email: null, username: 'ada', chainId: 1 })
      const session = await site.api('/api/v1/session', {
        device: first.device,
        token: reply.body.token as string,
      })
      expect(session).toEqual({ status: 200, body: { isConnected: true, user } })
      // One use.
      expect((await connect(site, first.device, first.channelToken)).body.code).toBe(
        'FARCASTER_CHANNEL_INVALID',
      )

      // Again, on another device: the same wallet, one identity.
      const second = await channel(site)
      expect((await signInWithFarcasterApp(second.url, account)).status).toBe(201)
      const again = await connect(site, second.device, second.channelToken)
      expect((again.body.user as { address: string }).address).toBe(user.address)
      expect(again.body.username).toBe(`user${account.fid}`)
      expect(await identities(site, account.fid)).toBe(1)
    })

    it('refuses a forged signature, a signer that is not the custody address and a wrong nonce', async () => {
      const site = await open()
      const account = await chain.registerFid()
      const other = await chain.registerFid()
      const { device, url, channelToken } = await channel(site)
      const refused = {
        status: 400,
        body: {
          code: 'FARCASTER_LOGIN_FAILED',
          message: 'The Farcaster sign-in could not be verified. Please try again',
        },
      }
      // Signed by another fid's custody key, claiming this fid.
      expect(await signInWithFarcasterApp(url, account, { signerKey: other.custodyKey })).toEqual(
        refused,
      )
      // The nonce, domain or URI of another sign-in.
      expect(await signInWithFarcasterApp(url, account, { nonce: 'abcdefgh12345678' })).toEqual(
        refused,
      )
      expect(await signInWithFarcasterApp(url, account, { domain: 'evil.example.com' })).toEqual(
        refused,
      )
      expect(
        await signInWithFarcasterApp(url, account, { uri: 'https://evil.example.com' }),
      ).toEqual(refused)
      // Expired by the site's clock.
      expect(
        await signInWithFarcasterApp(url, account, { expirationTime: new Date(Date.now() - 1000) }),
      ).toEqual(refused)
      // The fid moved to another key: the old custody key signs for nothing.
      const moved = await chain.registerFid()
      const nextKey = await chain.transferFid(moved.custodyKey)
      expect(await signInWithFarcasterApp(url, moved)).toEqual(refused)
      // A malformed signature, and no bearer token.
      const post = (headers: Record<string, string>, body: unknown) =>
        fetch(`${site.url}/farcaster/v1/channel/authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        })
      expect(
        (
          await post(
            { authorization: `Bearer ${channelToken}` },
            { message: 'hello', signature: '0x00', fid: account.fid },
          )
        ).status,
      ).toBe(400)
      expect((await post({}, { message: 'hello', signature: '0x00' })).status).toBe(401)
      // Nothing completed, nothing created.
      expect(await connect(site, device, channelToken)).toEqual({
        status: 202,
        body: { pending: true },
      })
      expect(await identities(site, account.fid)).toBe(0)
      // The new custody key signs in.
      expect(
        (await signInWithFarcasterApp(url, { fid: moved.fid, custodyKey: nextKey })).status,
      ).toBe(201)
      const reply = await connect(site, device, channelToken)
      expect(reply.status).toBe(200)
      expect(await identities(site, moved.fid)).toBe(1)
      expect(privateKeyToAccount(nextKey).address).not.toBe(
        privateKeyToAccount(moved.custodyKey).address,
      )
    })

    it('binds the channel to its device, ends it after 10 minutes and takes one signature', async () => {
      const clock = { now: Date.now() }
      const site = await open(clock)
      const account = await chain.registerFid()
      const { device, url, channelToken } = await channel(site)
      expect((await connect(site, newDevice(), channelToken)).body).toEqual({
        code: 'FARCASTER_CHANNEL_INVALID',
        message: 'This sign-in is not valid anymore. Please start again',
      })
      expect((await signInWithFarcasterApp(url, account)).status).toBe(201)
      expect((await signInWithFarcasterApp(url, account)).body.code).toBe('FARCASTER_CHANNEL_USED')
      clock.now += 10 * 60_000
      expect((await connect(site, device, channelToken)).body).toEqual({
        code: 'FARCASTER_LOGIN_EXPIRED',
        message: 'The sign-in took too long. Please start again',
      })
      expect(await identities(site, account.fid)).toBe(0)
    })

    it('is off without FARCASTER_RPC_URL, refuses other origins and says when the registry cannot be read', async () => {
      const off = await open(undefined, { farcaster: undefined })
      expect(
        (
          await off.api('/api/v1/farcaster/channel', {
            body: { origin: hostOrigin },
            device: newDevice(),
          })
        ).body,
      ).toEqual({
        code: 'PROVIDER_NOT_ENABLED',
        message: 'farcaster login is not enabled on this site',
      })

      const site = await open()
      expect(
        (
          await site.api('/api/v1/farcaster/channel', {
            body: { origin: 'https://evil.example.net' },
            device: newDevice(),
          })
        ).status,
      ).toBe(403)

      const down = await open(undefined, {
        farcaster: {
          rpcUrl: 'http://127.0.0.1:9/',
          idRegistry: chain.idRegistry,
          connectUrl: 'https://farcaster.xyz/~/siwf',
        },
      })
      const account = await chain.registerFid()
      const { url } = await channel(down)
      expect((await signInWithFarcasterApp(url, account)).body.code).toBe('PROVIDER_UNAVAILABLE')
    })
  })
}
