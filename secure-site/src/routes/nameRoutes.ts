import { Hono } from 'hono'
import { cors } from 'hono/cors'
import {
  type Address,
  createPublicClient,
  getAddress,
  type Hex,
  http,
  isAddress,
  isHex,
  type PublicClient,
  recoverMessageAddress,
} from 'viem'
import { z } from 'zod'
import type { Database, Queryable } from '../database.js'
import { toNumber } from '../database.js'
import { ApiError } from '../errors.js'
import { readClientIp } from '../http/readClientIp.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { toClientIpKey } from '../http/toClientIpKey.js'
import { type AllowedOrigin, isAllowedOrigin } from '../isAllowedOrigin.js'
import { answerResolveRequest, type GatewayRecord } from '../names/answerResolveRequest.js'
import { parseName } from '../names/parseName.js'
import type { NameServiceConfig } from '../names/readNameServiceConfig.js'
import { hitRateLimit } from '../rateLimit.js'
import { sha256Hex } from '../sha256Hex.js'

export type NameRoutesParameters = NameServiceConfig & {
  database: Database
  allowedOrigins: readonly AllowedOrigin[]
  trustProxy: number
  now: () => number
}

const hourMs = 60 * 60_000
const tenMinutesMs = 10 * 60_000
/** A signed message is accepted this long around its timestamp. */
const messageValidityMs = 10 * 60_000
/** Reads (availability as the visitor types, suggestions, gateway lookups) per IP per 10 min. */
const readLimit = 600
const maxSuggestions = 4

const signedBody = z.strictObject({
  coin_type: z.number().int().min(0).max(0xffffffff),
  address: z.string().refine((value) => isAddress(value, { strict: false }), 'an EVM address'),
  message: z.string().max(2_000),
  // 65 bytes from an ordinary account; a contract account's (EIP-1271, ERC-6492) can be longer.
  signature: z
    .string()
    .max(20_000)
    .refine((value) => isHex(value) && value.length % 2 === 0 && value.length > 2, 'hex bytes'),
})
const registerMessage = z.strictObject({
  name: z.string().max(300),
  attributes: z.optional(
    z.strictObject({
      avatar: z.optional(
        z
          .string()
          .max(2_000)
          .regex(/^(https:|data:image\/)/),
      ),
    }),
  ),
  timestamp: z.number().int(),
})
const releaseMessage = z.strictObject({
  name: z.string().max(300),
  release: z.literal(true),
  timestamp: z.number().int(),
})

type NameRow = { label: string; address: string; coin_type: unknown; avatar: string | null }

/**
 * The self-hosted name service (SPEC §7 profile calls) and its EIP-3668 gateway:
 * `/names/v1/profile/…` for the widget (CORS for ALLOWED_ORIGINS) and `/names/v1/gateway`
 * for every ENS client (CORS for all). Registration and release need a fresh personal_sign
 * signature of the address that gets or holds the name; each signature is used once.
 */
export function nameRoutes(parameters: NameRoutesParameters): Hono {
  const { database, parent, now } = parameters
  const app = new Hono()
  const limit = (bucket: string, hits: number, windowMs: number) =>
    hitRateLimit(database, { bucket, limit: hits, windowMs, now: now() })
  // Counted as the IP limits count it: an IPv6 client by its /64.
  const clientIp = (c: Parameters<typeof readClientIp>[0]) =>
    toClientIpKey(readClientIp(c, parameters.trustProxy))
  const clients = new Map<number, PublicClient>()
  const clientFor = (coinType: number): PublicClient | undefined => {
    const chainId = toChainId(coinType)
    const url = chainId === undefined ? undefined : parameters.rpcUrls?.[chainId]
    if (chainId === undefined || !url) return undefined
    let client = clients.get(chainId)
    if (!client) {
      client = createPublicClient({ transport: http(url, { retryCount: 1, timeout: 10_000 }) })
      clients.set(chainId, client)
    }
    return client
  }
  const verify = (body: z.infer<typeof signedBody>, timestamp: number) =>
    verifySignedBody(body, timestamp, now(), clientFor(body.coin_type))

  app.use(
    '/v1/profile/*',
    cors({
      origin: (origin) =>
        origin && isAllowedOrigin(origin, parameters.allowedOrigins) ? origin : null,
      allowMethods: ['GET', 'POST'],
      allowHeaders: ['content-type'],
      maxAge: 600,
    }),
  )
  app.use('/v1/gateway/*', cors({ origin: '*', allowMethods: ['GET', 'POST'] }))
  app.use('/v1/gateway', cors({ origin: '*', allowMethods: ['GET', 'POST'] }))
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'POST')
      await limit(`names-read:${clientIp(c)}`, readLimit, tenMinutesMs)
    await next()
  })

  const findByLabel = async (label: string): Promise<NameRow | undefined> =>
    (
      await database.query<NameRow>(
        'SELECT label, address, coin_type, avatar FROM names WHERE label = $1',
        [label],
      )
    )[0]

  app.get('/v1/profile/account/:name', async (c) => {
    const { label } = parseName(c.req.param('name'), parent)
    const row = await findByLabel(label)
    if (!row) return c.json({ code: 'NOT_FOUND', message: 'This name is not registered' }, 404)
    return c.json(toProfile(row, parent))
  })

  app.get('/v1/profile/reverse/:address', async (c) => {
    const text = c.req.param('address')
    if (!isAddress(text, { strict: false }))
      throw new ApiError(400, 'INVALID_REQUEST', 'Invalid request: address must be an EVM address')
    const rows = await database.query<NameRow>(
      'SELECT label, address, coin_type, avatar FROM names WHERE address = $1 ORDER BY created_at',
      [getAddress(text)],
    )
    return c.json(rows.map((row) => toProfile(row, parent)))
  })

  app.get('/v1/profile/suggestions/:name', async (c) => {
    const wanted = c.req.param('name').toLowerCase().split('.')[0] ?? ''
    const base = wanted.replace(/[^a-z0-9-]/g, '').slice(0, 55) || 'name'
    const stem = base.length >= 4 ? base : base.padEnd(4, '0')
    const candidates = [
      stem,
      ...['1', '2', '3', '42', '99', 'x', 'eth'].map((tail) => `${stem}-${tail}`),
      ...[7, 8, 21].map((tail) => `${stem}${tail}`),
    ]
    const taken = new Set(
      (
        await database.query<{ label: string }>('SELECT label FROM names WHERE label = ANY($1)', [
          candidates,
        ])
      ).map((row) => row.label),
    )
    return c.json({
      suggestions: candidates
        .filter((label) => !taken.has(label))
        .slice(0, maxSuggestions)
        .map((label) => ({ name: `${label}.${parent}`, registered: false })),
    })
  })

  app.post('/v1/profile/account', async (c) => {
    await limit(`names-write:${clientIp(c)}`, parameters.rateLimit, hourMs)
    const body = await readJsonBody(c, signedBody)
    const message = parseSignedMessage(body.message, registerMessage)
    if (toChainId(body.coin_type) === undefined)
      throw new ApiError(
        400,
        'INVALID_REQUEST',
        'Invalid request: coin_type must be an EVM coin type',
      )
    const address = await verify(body, message.timestamp)
    const { name, label } = parseName(message.name, parent)
    await database.transaction(async (tx) => {
      await useMessage(tx, address, body.message, now())
      // One registration per address at a time, so the count below cannot race.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [address])
      const [count] = await tx.query<{ count: unknown }>(
        'SELECT count(*) AS count FROM names WHERE address = $1',
        [address],
      )
      if (toNumber(count?.count) >= parameters.perAddress) {
        throw new ApiError(
          409,
          'NAME_LIMIT',
          parameters.perAddress === 1
            ? 'This address already has a name'
            : `This address already has ${parameters.perAddress} names`,
        )
      }
      const inserted = await tx.query(
        `INSERT INTO names (label, address, coin_type, avatar, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (label) DO NOTHING RETURNING label`,
        [label, address, body.coin_type, message.attributes?.avatar ?? null, now()],
      )
      if (inserted.length === 0) throw new ApiError(409, 'NAME_TAKEN', `${name} is already taken`)
    })
    return c.json({ success: true, name })
  })

  app.post('/v1/profile/account/release', async (c) => {
    await limit(`names-write:${clientIp(c)}`, parameters.rateLimit, hourMs)
    const body = await readJsonBody(c, signedBody)
    const message = parseSignedMessage(body.message, releaseMessage)
    const address = await verify(body, message.timestamp)
    const { name, label } = parseName(message.name, parent)
    await database.transaction(async (tx) => {
      await useMessage(tx, address, body.message, now())
      const deleted = await tx.query(
        'DELETE FROM names WHERE label = $1 AND address = $2 RETURNING label',
        [label, address],
      )
      if (deleted.length === 0)
        throw new ApiError(403, 'NOT_OWNER', `${name} is not registered to this address`)
    })
    return c.json({ success: true })
  })

  const answer = async (sender: string, data: string) => {
    if (!isAddress(sender, { strict: false }) || !isHex(data) || data.length > 4_000)
      throw new ApiError(400, 'INVALID_REQUEST', 'Invalid request: sender and data must be hex')
    const findRecord = async (label: string): Promise<GatewayRecord | null> => {
      const row = await findByLabel(label)
      return row
        ? {
            address: row.address as Address,
            coinType: BigInt(toNumber(row.coin_type)),
            avatar: row.avatar,
          }
        : null
    }
    return answerResolveRequest({
      sender: getAddress(sender),
      callData: data,
      parent,
      findRecord,
      signerKey: parameters.signerKey,
      expires: BigInt(Math.floor(now() / 1000) + parameters.answerTtlSeconds),
    })
  }
  // EIP-3668: `{sender}/{data}.json` URLs are fetched with GET, others with a POSTed body.
  app.get('/v1/gateway/:sender/:data', async (c) => {
    const data = c.req.param('data').replace(/\.json$/, '')
    return c.json({ data: await answer(c.req.param('sender'), data) })
  })
  app.post('/v1/gateway', async (c) => {
    const body = await readJsonBody(c, z.object({ sender: z.string(), data: z.string() }))
    return c.json({ data: await answer(body.sender, body.data) })
  })
  return app
}

function toProfile(row: NameRow, parent: string) {
  const coinType = String(toNumber(row.coin_type))
  return {
    name: `${row.label}.${parent}`,
    addresses: { [coinType]: { address: row.address } },
    attributes: row.avatar ? { avatar: row.avatar } : {},
  }
}

function parseSignedMessage<Schema extends z.ZodType>(
  text: string,
  schema: Schema,
): z.infer<Schema> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'INVALID_REQUEST', 'Invalid request: message must be JSON')
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success)
    throw new ApiError(400, 'INVALID_REQUEST', `Invalid request: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/** The EVM chain of an ENSIP-11 coin type: 60 is Ethereum, 0x80000000 | id any other. */
function toChainId(coinType: number): number | undefined {
  if (coinType === 60) return 1
  return coinType > 0x80000000 && coinType <= 0xffffffff ? coinType - 0x80000000 : undefined
}

/**
 * The address that signed, when it is `body.address`: an ordinary signature recovers to it;
 * otherwise, on a chain with an RPC, viem asks the chain, which accepts a contract account's
 * EIP-1271 signature and an ERC-6492 one of an account not deployed yet (simulated, never sent).
 */
async function verifySignedBody(
  body: z.infer<typeof signedBody>,
  timestamp: number,
  now: number,
  client: PublicClient | undefined,
): Promise<Address> {
  if (Math.abs(now - timestamp) > messageValidityMs)
    throw new ApiError(400, 'MESSAGE_EXPIRED', 'The signed message is too old; sign again')
  const address = getAddress(body.address)
  const signature = body.signature as Hex
  let signer: Address | undefined
  try {
    signer = await recoverMessageAddress({ message: body.message, signature })
  } catch {
    // Not an ordinary signature: a contract account's, checked on chain below.
  }
  if (signer === address) return address
  if (!client)
    throw new ApiError(401, 'INVALID_SIGNATURE', 'The message was not signed by this address')
  let valid: boolean
  try {
    valid = await client.verifyMessage({ address, message: body.message, signature })
  } catch (error) {
    throw new ApiError(
      503,
      'SIGNATURE_CHECK_FAILED',
      'The signature could not be checked on chain; try again',
      { cause: error },
    )
  }
  if (!valid)
    throw new ApiError(401, 'INVALID_SIGNATURE', 'The message was not signed by this address')
  return address
}

/** Each signed message counts once (keyed by signer and text: a re-encoded signature is the same use). */
async function useMessage(
  tx: Queryable,
  address: Address,
  message: string,
  now: number,
): Promise<void> {
  await tx.query('DELETE FROM name_messages WHERE used_at < $1', [now - 2 * messageValidityMs])
  const inserted = await tx.query(
    `INSERT INTO name_messages (signature_hash, used_at) VALUES ($1, $2)
     ON CONFLICT (signature_hash) DO NOTHING RETURNING signature_hash`,
    [sha256Hex(`${address}\n${message}`), now],
  )
  if (inserted.length === 0)
    throw new ApiError(409, 'MESSAGE_USED', 'This signed message was already used; sign again')
}
