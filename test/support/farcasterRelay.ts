// A local stand-in for Farcaster's Auth relay (https://relay.farcaster.xyz), which tests cannot
// reach: the same wire protocol as farcasterxyz/auth-monorepo's apps/relay (FIP-11), so a site
// that works against it works against the hosted relay.
// - `POST /v1/channel { siweUri, domain, nonce?, notBefore?, expirationTime?, requestId?,
//   redirectUrl?, acceptAuthAddress? }` (nothing else) → 201 `{ channelToken, url,
//   connectUri, nonce }`; the link carries the channel token only.
// - `GET /v1/channel/status` (`Authorization: Bearer <channelToken>`) → 202 with the channel
//   while `state: 'pending'`, then 200 with `state: 'completed'` and the signed message ONCE
//   (the relay closes the channel as it hands it over); an unknown channel → 401.
// - `POST /v1/channel/authenticate` (bearer token and the app's `X-Farcaster-Auth-Relay-Key`)
//   `{ message, signature, fid, username?, bio?, displayName?, pfpUrl?, authMethod? }` → 201
//   with the completed channel. Like the real relay, it checks NO signature: the site must.
// Validation errors are 400 `{ error: 'Validation error', message }`; refusals 401
// `{ error: 'Unauthorized' }`, as the real relay answers.
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { generateSiweNonce } from 'viem/siwe'
import { z } from 'zod'

/** What the relay adds to a completed channel from the fid's on-chain record. */
export type FidAddresses = { custody: `0x${string}`; verifications: `0x${string}`[] }

export type FarcasterRelay = {
  /** `http://127.0.0.1:<port>` (the site's FARCASTER_RELAY_URL). */
  url: string
  /** The auth key the Farcaster app sends (the relay's AUTH_KEY). */
  authKey: string
  /** Every request as `METHOD /path`, in order. */
  readonly requests: readonly string[]
  /** Answers the next `count` requests with this status and `{ error }` (a relay fault). */
  failNext(status: number, count?: number): void
  /**
   * Replaces the next reply's JSON body (a hostile or broken relay); `status` keeps the real
   * status unless given.
   */
  lieNext(rewrite: (body: Record<string, unknown>) => unknown, status?: number): void
  stop(): Promise<void>
}

export type StartFarcasterRelayParameters = {
  /** The fid's custody address and verified addresses (the real relay asks a hub). */
  addressesOf: (fid: number) => Promise<FidAddresses>
  /** The link's base (the relay's URL_BASE). */
  urlBase?: string
}

// The real relay's JSON schemas (apps/relay/src/schemas.ts), as zod.
const createChannelSchema = z.strictObject({
  siweUri: z.url(),
  domain: z.string().regex(/^[a-zA-Z0-9.-]+(:[0-9]+)?$/),
  nonce: z.string().optional(),
  notBefore: z.iso.datetime({ offset: true }).optional(),
  expirationTime: z.iso.datetime({ offset: true }).optional(),
  requestId: z.string().optional(),
  redirectUrl: z.string().optional(),
  acceptAuthAddress: z.boolean().optional(),
})
const authenticateSchema = z.strictObject({
  message: z.string(),
  signature: z.string().regex(/^0x[a-fA-F0-9]{130}$/),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int(),
  username: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,15}$|^[a-z0-9][a-z0-9-]{0,15}\.eth$/)
    .optional(),
  bio: z.string().optional(),
  displayName: z.string().optional(),
  pfpUrl: z.union([z.url(), z.literal('')]).optional(),
})

type Channel = Record<string, unknown> & { state: 'pending' | 'completed' }

/** Starts the relay stand-in on a free loopback port. */
export async function startFarcasterRelay({
  addressesOf,
  urlBase = 'https://farcaster.xyz/~/siwf',
}: StartFarcasterRelayParameters): Promise<FarcasterRelay> {
  const authKey = randomUUID()
  const channels = new Map<string, Channel>()
  const requests: string[] = []
  const faults: number[] = []
  const lies: { rewrite: (body: Record<string, unknown>) => unknown; status?: number }[] = []
  const app = new Hono<{ Variables: { channelToken: string } }>()

  app.use(async (c, next) => {
    requests.push(`${c.req.method} ${c.req.path}`)
    const fault = faults.shift()
    if (fault !== undefined) return c.json({ error: 'Relay fault' }, fault as 500)
    await next()
    const lie = lies.shift()
    if (lie) {
      const body = (await c.res.clone().json()) as Record<string, unknown>
      c.res = Response.json(lie.rewrite(body), { status: lie.status ?? c.res.status })
    }
  })
  const validationError = (message: string) =>
    Response.json({ error: 'Validation error', message }, { status: 400 })
  const readBody = async <schema extends z.ZodType>(
    request: Request,
    schema: schema,
  ): Promise<z.infer<schema> | Response> => {
    const parsed = schema.safeParse(await request.json().catch(() => undefined))
    return parsed.success ? parsed.data : validationError(z.prettifyError(parsed.error))
  }

  const createChannel = async (c: { req: { raw: Request; header(name: string): unknown } }) => {
    const body = await readBody(c.req.raw, createChannelSchema)
    if (body instanceof Response) return body
    const channelToken = randomUUID()
    const nonce = body.nonce ?? generateSiweNonce()
    const url = `${urlBase}?${new URLSearchParams({ channelToken })}`
    channels.set(channelToken, {
      state: 'pending',
      nonce,
      url,
      connectUri: url,
      acceptAuthAddress: body.acceptAuthAddress ?? false,
      signatureParams: { ...body, nonce },
      metadata: { userAgent: String(c.req.header('user-agent') ?? 'Unknown'), ip: '127.0.0.1' },
    })
    return Response.json({ channelToken, url, connectUri: url, nonce }, { status: 201 })
  }
  app.post('/v1/channel', (c) => createChannel(c))
  app.post('/v1/connect', (c) => createChannel(c))

  app.use('/v1/channel/*', async (c, next) => {
    const channelToken = c.req.header('authorization')?.split(' ')[1]
    if (!channelToken) return c.json({ error: 'Unauthorized ' }, 401)
    c.set('channelToken', channelToken)
    await next()
  })
  app.get('/v1/channel/status', (c) => {
    const channel = channels.get(c.get('channelToken'))
    if (!channel) return c.json({ error: 'Unauthorized' }, 401)
    const { url: _url, connectUri: _connectUri, ...reply } = channel
    if (reply.state !== 'completed') return c.json(reply, 202)
    channels.delete(c.get('channelToken'))
    return c.json(reply, 200)
  })
  app.post('/v1/channel/authenticate', async (c) => {
    const key =
      c.req.header('x-farcaster-auth-relay-key') ?? c.req.header('x-farcaster-connect-auth-key')
    if (key !== authKey) return c.json({ error: 'Unauthorized' }, 401)
    const body = await readBody(c.req.raw, authenticateSchema)
    if (body instanceof Response) return body
    const addresses = await addressesOf(body.fid).catch(() => undefined)
    if (!addresses) return c.json({ error: `No addresses for fid ${body.fid}` }, 500)
    const channel = channels.get(c.get('channelToken'))
    if (!channel) return c.json({ error: 'Unauthorized ' }, 401)
    const { message, signature, fid, username, displayName, bio, pfpUrl } = body
    const completed: Channel = {
      ...channel,
      state: 'completed',
      message,
      signature,
      fid,
      username,
      displayName,
      bio,
      pfpUrl,
      ...addresses,
    }
    channels.set(c.get('channelToken'), completed)
    return c.json(completed, 201)
  })

  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    authKey,
    requests,
    failNext(status, count = 1) {
      for (let i = 0; i < count; i++) faults.push(status)
    },
    lieNext(rewrite, status) {
      lies.push(status === undefined ? { rewrite } : { rewrite, status })
    },
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      if ('closeAllConnections' in server) server.closeAllConnections()
      await closed
    },
  }
}
