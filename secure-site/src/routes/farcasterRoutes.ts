import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { createSession } from '../createSession.js'
import { toNumber } from '../database.js'
import { ApiError } from '../errors.js'
import { readHostOrigin } from '../http/readHostOrigin.js'
import { readJsonBody } from '../http/readJsonBody.js'
import type { SiteDependencies } from '../http/siteDependencies.js'
import type { SiteEnv } from '../http/siteEnv.js'
import type { AllowedOrigin } from '../isAllowedOrigin.js'
import { sha256Hex } from '../sha256Hex.js'
import {
  createFarcasterRelayClient,
  type FarcasterRelayClient,
} from '../social/createFarcasterRelayClient.js'
import { findOrCreateSocialUser } from '../social/findOrCreateSocialUser.js'
import type { FarcasterConfig } from '../social/readFarcasterConfig.js'
import { verifyFarcasterSignIn } from '../social/verifyFarcasterSignIn.js'
import { toEmbeddedUser } from '../toEmbeddedUser.js'

/** How long a Sign In With Farcaster channel lives, from the QR code to the session. */
export const farcasterChannelLifetimeMs = 10 * 60_000

export type FarcasterRoutesParameters = SiteDependencies & {
  allowedOrigins: readonly AllowedOrigin[]
  /** Absent: Farcaster login is off. */
  farcaster: FarcasterConfig | undefined
}

type ChannelRow = { device_hash: string; nonce: string; expires_at: unknown }

const channelInvalid = () =>
  new ApiError(
    400,
    'FARCASTER_CHANNEL_INVALID',
    'This sign-in is not valid anymore. Please start again',
  )
const channelExpired = () =>
  new ApiError(400, 'FARCASTER_LOGIN_EXPIRED', 'The sign-in took too long. Please start again')

/**
 * Sign In With Farcaster (FIP-11) through a Farcaster Auth relay (`FARCASTER_RELAY_URL`,
 * Farcaster's hosted relay by default: the one Farcaster apps post to), under /api/v1 (the
 * frame): `POST /farcaster/channel { origin }` opens a channel on the relay with the site's
 * own nonce, domain and URI and returns its link (the QR code; a deep link on phones);
 * `POST /farcaster/connect { channelToken }` asks the relay, answers 202 while the visitor's
 * Farcaster app has not signed, then checks what the relay hands over (once) — the relay's
 * echo of the nonce, domain and URI, the message's fields, its signature and the fid's custody
 * address in the IdRegistry — and starts the session (one use).
 */
export function farcasterRoutes(parameters: FarcasterRoutesParameters): Hono<SiteEnv> {
  const { database, masterKey, now, limitClientIp, sessionTtlMs, publicOrigin, farcaster } =
    parameters
  const api = new Hono<SiteEnv>()
  const relay = farcaster && createFarcasterRelayClient(farcaster)
  const enabled = (): { config: FarcasterConfig; relay: FarcasterRelayClient } => {
    if (!farcaster || !relay)
      throw new ApiError(400, 'PROVIDER_NOT_ENABLED', 'farcaster login is not enabled on this site')
    return { config: farcaster, relay }
  }
  const domain = new URL(publicOrigin).host

  api.post('/farcaster/channel', limitClientIp, async (c) => {
    const { relay } = enabled()
    const body = await readJsonBody(c, z.object({ origin: z.string().max(300) }))
    const origin = readHostOrigin(body.origin, parameters.allowedOrigins)
    // The site's own nonce (EIP-4361: 8+ letters or digits), not the relay's: the message the
    // app signs must carry it, so a message signed for another channel or site is refused.
    const nonce = randomBytes(12).toString('hex')
    const startedAt = now()
    const { channelToken, url } = await relay.openChannel({
      siweUri: publicOrigin,
      domain,
      nonce,
      expirationTime: new Date(startedAt + farcasterChannelLifetimeMs).toISOString(),
    })
    // Abandoned channels go as new ones open: the table stays small.
    await database.query('DELETE FROM farcaster_channels WHERE expires_at <= $1', [startedAt])
    await database.query(
      `INSERT INTO farcaster_channels (token_hash, device_hash, nonce, host_origin, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        sha256Hex(channelToken),
        c.get('deviceHash'),
        nonce,
        origin,
        startedAt,
        startedAt + farcasterChannelLifetimeMs,
      ],
    )
    return c.json({ url, channelToken })
  })

  // Polled by the frame (about once a second): no IP limit, as for the device approval poll.
  api.post('/farcaster/connect', async (c) => {
    const { config, relay } = enabled()
    const { channelToken } = await readJsonBody(c, z.object({ channelToken: z.string().max(100) }))
    const tokenHash = sha256Hex(channelToken)
    const [row] = await database.query<ChannelRow>(
      'SELECT device_hash, nonce, expires_at FROM farcaster_channels WHERE token_hash = $1',
      [tokenHash],
    )
    if (!row || row.device_hash !== c.get('deviceHash')) throw channelInvalid()
    if (toNumber(row.expires_at) <= now()) throw channelExpired()
    const channel = await relay.readChannel(channelToken)
    if (channel.state === 'pending') return c.json({ pending: true }, 202)
    // The relay hands a signed channel over once and forgets it: from here the channel is
    // used, whatever the checks say. Whoever deletes the row goes on.
    const [taken] = await database.query(
      'DELETE FROM farcaster_channels WHERE token_hash = $1 RETURNING token_hash',
      [tokenHash],
    )
    if (channel.state === 'gone' || !taken) throw channelInvalid()
    const { signatureParams: echoed } = channel
    if (
      channel.nonce !== row.nonce ||
      echoed.nonce !== row.nonce ||
      echoed.domain !== domain ||
      echoed.siweUri !== publicOrigin
    )
      throw new ApiError(
        400,
        'FARCASTER_LOGIN_FAILED',
        'The Farcaster sign-in could not be verified. Please try again',
        { details: 'the relay reports another nonce, domain or URI for this channel' },
      )
    const verified = await verifyFarcasterSignIn(channel, {
      config,
      nonce: row.nonce,
      publicOrigin,
      now: now(),
    })
    const fid = String(verified.fid)
    const username = channel.username ?? `fid:${fid}`
    const user = await findOrCreateSocialUser(database, {
      masterKey,
      provider: 'farcaster',
      // Farcaster gives no e-mail: the account is the fid's alone.
      profile: { subject: fid, email: undefined, emailVerified: false, username },
      now: now(),
    })
    const deviceHash = c.get('deviceHash')
    const token = await createSession(database, {
      userId: user.id,
      deviceHash,
      ttlMs: sessionTtlMs,
      now: now(),
      social: { provider: 'farcaster', username },
    })
    return c.json({
      token,
      user: toEmbeddedUser(user, { username }),
      username,
      provider: 'farcaster',
    })
  })

  return api
}
