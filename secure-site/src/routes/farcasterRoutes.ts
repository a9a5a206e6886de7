import { randomBytes } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { createSession } from '../createSession.js'
import { toNumber } from '../database.js'
import { ApiError } from '../errors.js'
import { readJsonBody } from '../http/readJsonBody.js'
import type { SiteDependencies } from '../http/siteDependencies.js'
import type { SiteEnv } from '../http/siteEnv.js'
import { isAllowedOrigin } from '../isAllowedOrigin.js'
import { rememberDevice } from '../rememberDevice.js'
import { sha256Hex } from '../sha256Hex.js'
import { findOrCreateSocialUser } from '../social/findOrCreateSocialUser.js'
import type { FarcasterConfig } from '../social/readFarcasterConfig.js'
import { verifyFarcasterSignIn } from '../social/verifyFarcasterSignIn.js'
import { toEmbeddedUser } from '../toEmbeddedUser.js'

/** How long a Sign In With Farcaster channel lives, from the QR code to the session. */
export const farcasterChannelLifetimeMs = 10 * 60_000

export type FarcasterRoutesParameters = SiteDependencies & {
  allowedOrigins: readonly string[]
  /** Absent: Farcaster login is off. */
  farcaster: FarcasterConfig | undefined
}

type ChannelRow = {
  device_hash: string
  nonce: string
  state: 'pending' | 'completed'
  fid: unknown
  username: string | null
  expires_at: unknown
}

const channelInvalid = () =>
  new ApiError(
    400,
    'FARCASTER_CHANNEL_INVALID',
    'This sign-in is not valid anymore. Please start again',
  )
const channelExpired = () =>
  new ApiError(400, 'FARCASTER_LOGIN_EXPIRED', 'The sign-in took too long. Please start again')

/** A Farcaster username as the app gave it (an fname or an ENS name); anything else is dropped. */
const usernameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9.-]{0,62}$/i)
  .optional()
  .catch(undefined)

const authenticateBodySchema = z.object({
  message: z.string().max(4000),
  signature: z.string().max(200),
  fid: z.number().int().positive().optional(),
  username: usernameSchema,
})

/**
 * Sign In With Farcaster (FIP-11) with the site as its own relay, so no cloud is involved:
 * - under /api/v1 (the frame): `POST /farcaster/channel { origin }` opens a channel and
 *   returns its link (the QR code; a deep link on phones); `POST /farcaster/connect
 *   { channelToken }` answers 202 until the visitor's Farcaster app signed in, then starts the
 *   session (one use).
 * - the relay side the Farcaster app talks to (`Authorization: Bearer <channelToken>`):
 *   `GET /farcaster/v1/channel/status` (the nonce, domain and URI to sign) and
 *   `POST /farcaster/v1/channel/authenticate { message, signature, fid, username }`, which
 *   verifies the signature and the fid's custody address before the channel completes.
 */
export function farcasterRoutes(parameters: FarcasterRoutesParameters): {
  api: Hono<SiteEnv>
  relay: Hono<SiteEnv>
} {
  const { database, masterKey, now, limitClientIp, sessionTtlMs, publicOrigin, farcaster } =
    parameters
  const api = new Hono<SiteEnv>()
  const relay = new Hono<SiteEnv>()
  const enabled = (): FarcasterConfig => {
    if (!farcaster)
      throw new ApiError(400, 'PROVIDER_NOT_ENABLED', 'farcaster login is not enabled on this site')
    return farcaster
  }
  const domain = new URL(publicOrigin).host

  api.post('/farcaster/channel', limitClientIp, async (c) => {
    const config = enabled()
    const { origin } = await readJsonBody(c, z.object({ origin: z.string().max(300) }))
    if (!isAllowedOrigin(origin, parameters.allowedOrigins))
      throw new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'This origin may not use the API')
    const channelToken = randomBytes(32).toString('base64url')
    // EIP-4361 wants 8+ letters or digits; 96 bits keep the link short enough for a QR code.
    const nonce = randomBytes(12).toString('hex')
    const startedAt = now()
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
    const url = new URL(config.connectUrl)
    url.searchParams.set('channelToken', channelToken)
    url.searchParams.set('nonce', nonce)
    // The site: the message's URI (its host the domain), and where its relay answers.
    url.searchParams.set('siweUri', publicOrigin)
    return c.json({ url: url.href, channelToken })
  })

  // Polled by the frame (about once a second): no IP limit, as for the device approval poll.
  api.post('/farcaster/connect', async (c) => {
    enabled()
    const { channelToken } = await readJsonBody(c, z.object({ channelToken: z.string().max(100) }))
    const tokenHash = sha256Hex(channelToken)
    const [row] = await database.query<ChannelRow>(
      `SELECT device_hash, nonce, state, fid, username, expires_at FROM farcaster_channels
       WHERE token_hash = $1`,
      [tokenHash],
    )
    if (!row || row.device_hash !== c.get('deviceHash')) throw channelInvalid()
    if (toNumber(row.expires_at) <= now()) throw channelExpired()
    if (row.state !== 'completed') return c.json({ pending: true }, 202)
    // One use: whoever deletes the completed row starts the session.
    const [taken] = await database.query(
      `DELETE FROM farcaster_channels WHERE token_hash = $1 AND state = 'completed' RETURNING fid`,
      [tokenHash],
    )
    if (!taken) throw channelInvalid()
    const fid = String(toNumber(row.fid))
    const username = row.username ?? `fid:${fid}`
    const user = await findOrCreateSocialUser(database, masterKey, {
      provider: 'farcaster',
      // Farcaster gives no e-mail: the account is the fid's alone.
      profile: { subject: fid, email: undefined, emailVerified: false, username },
      now: now(),
    })
    const deviceHash = c.get('deviceHash')
    await rememberDevice(database, { userId: user.id, deviceHash, now: now() })
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

  /** The channel of the request's bearer token (401 when there is none or it ended). */
  const channelOf = async (c: Context<SiteEnv>) => {
    enabled()
    const token = /^Bearer ([\w-]{16,100})$/.exec(c.req.header('authorization') ?? '')?.[1]
    const [row] = token
      ? await database.query<ChannelRow>(
          `SELECT device_hash, nonce, state, fid, username, expires_at FROM farcaster_channels
           WHERE token_hash = $1`,
          [sha256Hex(token)],
        )
      : []
    if (!token || !row || toNumber(row.expires_at) <= now())
      throw new ApiError(401, 'FARCASTER_CHANNEL_INVALID', 'Unknown or expired channel')
    return { tokenHash: sha256Hex(token), row }
  }

  relay.get('/farcaster/v1/channel/status', async (c) => {
    const { row } = await channelOf(c)
    return c.json({ state: row.state, nonce: row.nonce, domain, siweUri: publicOrigin })
  })

  relay.post('/farcaster/v1/channel/authenticate', limitClientIp, async (c) => {
    const config = enabled()
    const { tokenHash, row } = await channelOf(c)
    if (row.state !== 'pending')
      throw new ApiError(409, 'FARCASTER_CHANNEL_USED', 'This channel has already signed in')
    const body = await readJsonBody(c, authenticateBodySchema)
    // Checked here, before the channel completes: a forged message cannot take it over.
    const { fid } = await verifyFarcasterSignIn(body, {
      config,
      nonce: row.nonce,
      publicOrigin,
      now: now(),
    })
    const [updated] = await database.query(
      `UPDATE farcaster_channels SET state = 'completed', message = $2, signature = $3, fid = $4, username = $5
       WHERE token_hash = $1 AND state = 'pending' RETURNING token_hash`,
      [tokenHash, body.message, body.signature, fid, body.username ?? null],
    )
    if (!updated)
      throw new ApiError(409, 'FARCASTER_CHANNEL_USED', 'This channel has already signed in')
    return c.json(
      { state: 'completed', nonce: row.nonce, fid, username: body.username ?? null },
      201,
    )
  })

  return { api, relay }
}
