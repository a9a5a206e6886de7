import type { Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FarcasterRelay } from '../../../test/support/farcasterRelay.js'
import type { SecureSiteOptions } from '../../src/index.js'
import type { Backend } from './apiSuite.js'
import {
  type FarcasterChain,
  type SignInOverrides,
  signInWithFarcasterApp,
  startFarcasterChain,
} from './farcasterApp.js'
import {
  allowedOrigins,
  newDevice,
  type RunningSite,
  startSite,
  type TestClock,
} from './startSite.js'

const hostOrigin = allowedOrigins[0] ?? ''

/**
 * Sign In With Farcaster (issue 17) through a Farcaster Auth relay, per database: the relay is
 * a local stand-in speaking the hosted relay's protocol (test/support/farcasterRelay.ts), the
 * IdRegistry is on anvil.
 */
export function describeFarcasterLogin(backend: Backend) {
  let chain: FarcasterChain
  let relay: FarcasterRelay
  const running: RunningSite[] = []
  beforeAll(async () => {
    chain = await startFarcasterChain()
    relay = await chain.startRelay()
  })
  afterAll(async () => {
    await relay?.stop()
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
      farcaster: { rpcUrl: chain.anvil.rpcUrl, idRegistry: chain.idRegistry, relayUrl: relay.url },
      ...overrides,
    })
    running.push(site)
    return site
  }
  const openChannel = (site: RunningSite, device = newDevice()) =>
    site.api('/api/v1/farcaster/channel', { body: { origin: hostOrigin }, device })
  const channel = async (site: RunningSite, device = newDevice()) => {
    const reply = await openChannel(site, device)
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    return {
      device,
      url: reply.body.url as string,
      channelToken: reply.body.channelToken as string,
    }
  }
  const connect = (site: RunningSite, device: string, channelToken: string) =>
    site.api('/api/v1/farcaster/connect', { body: { channelToken }, device })
  const sign = (link: string, account: { fid: number; custodyKey: Hex }, overrides = {}) =>
    signInWithFarcasterApp(relay, link, account, overrides)
  const relayStatus = async (channelToken: string) => {
    const response = await fetch(`${relay.url}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channelToken}` },
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const identities = async (site: RunningSite, fid: number) =>
    (
      await site.site.database.query(
        'SELECT user_id FROM social_identities WHERE provider = $1 AND subject = $2',
        ['farcaster', String(fid)],
      )
    ).length
  const refused = {
    status: 400,
    body: {
      code: 'FARCASTER_LOGIN_FAILED',
      message: 'The Farcaster sign-in could not be verified. Please try again',
    },
  }
  const unavailable = {
    status: 502,
    body: {
      code: 'PROVIDER_UNAVAILABLE',
      message: 'farcaster login is unavailable right now. Please try again later',
    },
  }

  describe('Sign In With Farcaster', () => {
    it('opens a channel on the relay, signs in with the custody key of the fid and gets the same wallet every time', async () => {
      const site = await open()
      const account = await chain.registerFid()
      const first = await channel(site)
      // The relay's link, as Farcaster apps know it: the channel token only.
      const link = new URL(first.url)
      expect(`${link.origin}${link.pathname}`).toBe('https://farcaster.xyz/~/siwf')
      expect([...link.searchParams.keys()]).toEqual(['channelToken'])
      expect(link.searchParams.get('channelToken')).toBe(first.channelToken)
      // Short enough for a QR code (the modal's holds 213 bytes).
      expect(first.url.length).toBeLessThan(200)
      // The channel carries the site's own sign-in parameters, and custody signatures only.
      const pending = await relayStatus(first.channelToken)
      expect(pending.status).toBe(202)
      expect(pending.body).toMatchObject({
        state: 'pending',
        acceptAuthAddress: false,
        signatureParams: {
          siweUri: site.url,
          domain: new URL(site.url).host,
          nonce: expect.stringMatching(/^[0-9a-f]{24}$/),
          expirationTime: expect.any(String),
        },
      })

      // Waiting for the app.
      expect(await connect(site, first.device, first.channelToken)).toEqual({
        status: 202,
        body: { pending: true },
      })
      const signed = await sign(first.url, account, { username: 'ada' })
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
      // One use, on the site and on the relay (it handed the channel over and closed it).
      expect((await connect(site, first.device, first.channelToken)).body.code).toBe(
        'FARCASTER_CHANNEL_INVALID',
      )
      expect((await relayStatus(first.channelToken)).status).toBe(401)

      // Again, on another device: the same wallet, one identity.
      const second = await channel(site)
      expect((await sign(second.url, account)).status).toBe(201)
      const again = await connect(site, second.device, second.channelToken)
      expect((again.body.user as { address: string }).address).toBe(user.address)
      expect(again.body.username).toBe(`user${account.fid}`)
      expect(await identities(site, account.fid)).toBe(1)
    })

    it('refuses what the relay hands over when it is forged, for another sign-in or not the custody address', async () => {
      const site = await open()
      const account = await chain.registerFid()
      const other = await chain.registerFid()
      const moved = await chain.registerFid()
      const nextKey = await chain.transferFid(moved.custodyKey)
      // The relay checks no signature: each of these completes its channel there, and the site
      // refuses it when it reads the channel.
      const cases: [{ fid: number; custodyKey: Hex }, SignInOverrides][] = [
        // Signed by another fid's custody key, claiming this fid.
        [account, { signerKey: other.custodyKey }],
        // The nonce, domain or URI of another sign-in.
        [account, { nonce: 'abcdefgh12345678' }],
        [account, { domain: 'evil.example.com' }],
        [account, { uri: 'https://evil.example.com' }],
        // Expired by the site's clock.
        [account, { expirationTime: new Date(Date.now() - 1000) }],
        // The fid moved to another key: the old custody key signs for nothing.
        [moved, {}],
      ]
      for (const [signer, overrides] of cases) {
        const { device, url, channelToken } = await channel(site)
        expect((await sign(url, signer, overrides)).status).toBe(201)
        expect(await connect(site, device, channelToken), JSON.stringify(overrides)).toEqual(
          refused,
        )
        // Used, whatever the checks said.
        expect((await connect(site, device, channelToken)).body.code).toBe(
          'FARCASTER_CHANNEL_INVALID',
        )
      }
      // Nothing created.
      expect(await identities(site, account.fid)).toBe(0)
      expect(await identities(site, moved.fid)).toBe(0)
      // The new custody key signs in.
      const { device, url, channelToken } = await channel(site)
      expect((await sign(url, { fid: moved.fid, custodyKey: nextKey })).status).toBe(201)
      expect((await connect(site, device, channelToken)).status).toBe(200)
      expect(await identities(site, moved.fid)).toBe(1)
    })

    it('refuses a relay that changes the nonce, links elsewhere, or reports another sign-in', async () => {
      const site = await open()
      const account = await chain.registerFid()
      // createChannel: another nonce than the site's, a link to another channel, an http link,
      // a 200 instead of 201, no answer.
      for (const [rewrite, status] of [
        [(body: Record<string, unknown>) => ({ ...body, nonce: 'relaysownnonce1' }), undefined],
        [
          (body: Record<string, unknown>) => ({
            ...body,
            url: 'https://farcaster.xyz/~/siwf?channelToken=00000000-0000-0000-0000-000000000000',
          }),
          undefined,
        ],
        [
          (body: Record<string, unknown>) => ({
            ...body,
            url: `http://farcaster.example/~/siwf?channelToken=${body.channelToken}`,
          }),
          undefined,
        ],
        [(body: Record<string, unknown>) => body, 200],
      ] as const) {
        relay.lieNext(rewrite, status)
        expect(await openChannel(site)).toEqual(unavailable)
      }
      relay.failNext(500)
      expect(await openChannel(site)).toEqual(unavailable)

      // status: a completed channel whose echoed parameters are another site's or nonce's.
      for (const rewrite of [
        (body: Record<string, unknown>) => ({
          ...body,
          signatureParams: { ...(body.signatureParams as object), domain: 'evil.example.com' },
        }),
        (body: Record<string, unknown>) => ({
          ...body,
          signatureParams: {
            ...(body.signatureParams as object),
            siweUri: 'https://evil.example.com',
          },
        }),
        (body: Record<string, unknown>) => ({ ...body, nonce: 'abcdefgh12345678' }),
      ]) {
        const { device, url, channelToken } = await channel(site)
        expect((await sign(url, account)).status).toBe(201)
        relay.lieNext(rewrite)
        expect(await connect(site, device, channelToken)).toEqual(refused)
      }
      // A status the protocol does not have, and a relay fault: try again later.
      const { device, url, channelToken } = await channel(site)
      relay.lieNext((body) => body, 200)
      expect(await connect(site, device, channelToken)).toEqual(unavailable)
      relay.failNext(503)
      expect(await connect(site, device, channelToken)).toEqual(unavailable)
      // The channel survived both (still pending on the relay): it signs in.
      expect((await sign(url, account)).status).toBe(201)
      expect((await connect(site, device, channelToken)).status).toBe(200)
      expect(await identities(site, account.fid)).toBe(1)
    })

    it('binds the channel to its device, ends it after 10 minutes, and ends it when the relay forgot it', async () => {
      const clock = { now: Date.now() }
      const site = await open(clock)
      const account = await chain.registerFid()
      const { device, url, channelToken } = await channel(site)
      expect((await connect(site, newDevice(), channelToken)).body).toEqual({
        code: 'FARCASTER_CHANNEL_INVALID',
        message: 'This sign-in is not valid anymore. Please start again',
      })
      expect((await sign(url, account)).status).toBe(201)
      clock.now += 10 * 60_000
      expect((await connect(site, device, channelToken)).body).toEqual({
        code: 'FARCASTER_LOGIN_EXPIRED',
        message: 'The sign-in took too long. Please start again',
      })
      expect(await identities(site, account.fid)).toBe(0)

      // The relay no longer knows the channel (restarted, or it expired there first).
      const forgotten = await channel(site)
      relay.lieNext(() => ({ error: 'Unauthorized' }), 401)
      expect((await connect(site, forgotten.device, forgotten.channelToken)).body.code).toBe(
        'FARCASTER_CHANNEL_INVALID',
      )
    })

    it('is off without FARCASTER_RPC_URL, refuses other origins and says when the registry or the relay cannot be reached', async () => {
      const off = await open(undefined, { farcaster: undefined })
      expect((await openChannel(off)).body).toEqual({
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
      // The site is no relay: Farcaster apps post to the relay.
      expect((await fetch(`${site.url}/farcaster/v1/channel/status`)).status).toBe(404)

      const registryDown = await open(undefined, {
        farcaster: {
          rpcUrl: 'http://127.0.0.1:9/',
          idRegistry: chain.idRegistry,
          relayUrl: relay.url,
        },
      })
      const account = await chain.registerFid()
      const { device, url, channelToken } = await channel(registryDown)
      expect((await sign(url, account)).status).toBe(201)
      expect(await connect(registryDown, device, channelToken)).toEqual(unavailable)

      const relayDown = await open(undefined, {
        farcaster: {
          rpcUrl: chain.anvil.rpcUrl,
          idRegistry: chain.idRegistry,
          relayUrl: 'http://127.0.0.1:9',
        },
      })
      expect(await openChannel(relayDown)).toEqual(unavailable)
    })
  })
}
