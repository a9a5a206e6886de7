// The relay stand-in the Farcaster tests stand on answers as Farcaster's hosted relay does
// (farcasterxyz/auth-monorepo apps/relay: handlers.ts, schemas.ts), seen through
// @farcaster/auth-client, the library both sides use: if this holds, the site's tests against
// the stand-in hold against https://relay.farcaster.xyz.
import { createAppClient, createWalletClient, viemConnector } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FarcasterRelay, startFarcasterRelay } from '../../test/support/farcasterRelay.js'

const custody = privateKeyToAccount(`0x${'11'.repeat(32)}`)

describe('Farcaster Auth relay stand-in', () => {
  let relay: FarcasterRelay
  beforeAll(async () => {
    relay = await startFarcasterRelay({
      addressesOf: async () => ({ custody: custody.address, verifications: [] }),
    })
  })
  afterAll(async () => {
    await relay?.stop()
  })

  it('speaks the hosted relay protocol: 201 channel, 202 pending, 201 authenticate, 200 completed once, then 401', async () => {
    const app = createAppClient({
      relay: relay.url,
      ethereum: viemConnector({ rpcUrl: 'http://127.0.0.1:9' }),
    })
    const wallet = createWalletClient({
      relay: relay.url,
      ethereum: viemConnector({ rpcUrl: 'http://127.0.0.1:9' }),
    })
    const created = await app.createChannel({
      siweUri: 'https://wallet.example.com',
      domain: 'wallet.example.com',
      nonce: 'abcdef0123456789abcdef01',
      expirationTime: '2030-01-01T00:00:00.000Z',
      acceptAuthAddress: false,
    })
    if (created.isError) throw created.error
    expect(created.response.status).toBe(201)
    const { channelToken, url, nonce } = created.data
    expect(nonce).toBe('abcdef0123456789abcdef01')
    expect(url).toBe(`https://farcaster.xyz/~/siwf?channelToken=${channelToken}`)
    expect(created.data).toEqual({ channelToken, url, connectUri: url, nonce })

    const pending = await app.status({ channelToken })
    if (pending.isError) throw pending.error
    expect(pending.response.status).toBe(202)
    expect(pending.data).toEqual({
      state: 'pending',
      nonce,
      acceptAuthAddress: false,
      signatureParams: {
        siweUri: 'https://wallet.example.com',
        domain: 'wallet.example.com',
        nonce,
        expirationTime: '2030-01-01T00:00:00.000Z',
        acceptAuthAddress: false,
      },
      metadata: { userAgent: expect.any(String), ip: expect.any(String) },
    })

    const built = wallet.buildSignInMessage({
      address: custody.address,
      fid: 42,
      uri: 'https://wallet.example.com',
      domain: 'wallet.example.com',
      nonce,
    })
    if (built.isError) throw built.error
    const signature = await custody.signMessage({ message: built.message })
    const request = { channelToken, message: built.message, signature, fid: 42, username: 'ada' }
    // Only apps with the relay's key may complete a channel.
    const stranger = await wallet.authenticate({ ...request, authKey: 'not-the-key' })
    expect(stranger.isError ? undefined : [stranger.response.status, stranger.data]).toEqual([
      401,
      { error: 'Unauthorized' },
    ])
    const signed = await wallet.authenticate({ ...request, authKey: relay.authKey })
    if (signed.isError) throw signed.error
    expect(signed.response.status).toBe(201)
    expect(signed.data).toMatchObject({ state: 'completed', fid: 42, custody: custody.address })

    const completed = await app.status({ channelToken })
    if (completed.isError) throw completed.error
    expect(completed.response.status).toBe(200)
    expect(completed.data).toMatchObject({
      state: 'completed',
      nonce,
      message: built.message,
      signature,
      fid: 42,
      username: 'ada',
      custody: custody.address,
      verifications: [],
    })
    expect(completed.data).not.toHaveProperty('url')
    // Handed over once: the channel is closed.
    const closed = await app.status({ channelToken })
    expect(closed.isError ? undefined : [closed.response.status, closed.data]).toEqual([
      401,
      { error: 'Unauthorized' },
    ])
  })

  it('refuses what the hosted relay refuses: unknown fields, a bad domain, no bearer token', async () => {
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${relay.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    const unknownField = await post('/v1/channel', {
      siweUri: 'https://wallet.example.com',
      domain: 'wallet.example.com',
      origin: 'https://wallet.example.com',
    })
    expect(unknownField.status).toBe(400)
    expect(await unknownField.json()).toMatchObject({ error: 'Validation error' })
    expect(
      (await post('/v1/channel', { siweUri: 'https://a.example', domain: 'a b' })).status,
    ).toBe(400)
    const noToken = await fetch(`${relay.url}/v1/channel/status`)
    expect(noToken.status).toBe(401)
  })
})
