import { randomBytes } from 'node:crypto'
import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSecureSite, type SecureSite } from '../src/index.js'
import { newDevice, newEmail } from './support/startSite.js'

// @hono/node-server hands the app a light request that reads its body from the socket, and
// writes a reply built from a string at once; touching the request's body stream or
// rebuilding the reply turns either into web streams (issue 34: about a quarter of an
// instance's CPU per login was this HTTP conversion). Its private symbols, by description:
const symbolOf = (value: object, description: string) =>
  Object.getOwnPropertySymbols(value).find((symbol) => symbol.description === description)

describe('secure-site on @hono/node-server', () => {
  let site: SecureSite
  let server: Server
  let url = ''
  const seen: { request: Request; response: Response }[] = []

  beforeAll(async () => {
    let handler: SecureSite['fetch'] | undefined
    server = serve({
      fetch: async (request, env) => {
        const response = await (handler as SecureSite['fetch'])(request, env)
        seen.push({ request, response })
        return response
      },
      port: 0,
      hostname: '127.0.0.1',
    }) as Server
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    site = await createSecureSite({
      publicUrl: url,
      allowedOrigins: ['https://shop.example.com'],
      masterKey: randomBytes(32),
      mailer: { send: async () => undefined, close: () => undefined },
      log: () => undefined,
    })
    handler = site.fetch
  })
  afterAll(async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeAllConnections()
    await closed
    await site?.close()
  })

  /** A POST through node:http; `chunked` sends the body without a Content-Length. */
  const post = (path: string, body: string, { chunked = false } = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
      (resolve, reject) => {
        const outgoing = httpRequest(`${url}${path}`, {
          method: 'POST',
          headers: {
            origin: url,
            'content-type': 'application/json',
            'x-gangway-device': newDevice(),
            ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }),
          },
        })
        outgoing.on('error', reject)
        outgoing.on('response', (incoming) => {
          const chunks: Buffer[] = []
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              text: Buffer.concat(chunks).toString(),
            }),
          )
        })
        // Two writes: with chunked encoding, the body arrives in pieces.
        outgoing.write(body.slice(0, 10))
        outgoing.end(body.slice(10))
      },
    )

  it('reads a JSON body from the socket and writes the reply at once, its headers all set', async () => {
    seen.length = 0
    const answer = await post('/api/v1/email/connect', JSON.stringify({ email: newEmail() }))
    expect(answer.status).toBe(200)
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
      'content-type': 'application/json',
    })
    const [{ request, response }] = seen as [(typeof seen)[0]]
    // No web Request was made for the body, and the reply is still the buffered one.
    const requestCache = symbolOf(request, 'requestCache') as symbol
    expect((request as unknown as Record<symbol, unknown>)[requestCache]).toBeUndefined()
    expect(symbolOf(response, 'cache')).toBeDefined()
  })

  it('refuses bodies over 1 MiB whether their length is declared or not, and reads small chunked ones', async () => {
    const big = JSON.stringify({ email: newEmail(), padding: 'x'.repeat(1024 * 1024) })
    const tooLarge = { code: 'INVALID_REQUEST', message: 'The request body is too large' }
    for (const chunked of [false, true]) {
      const answer = await post('/api/v1/email/connect', big, { chunked })
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.text)).toEqual(tooLarge)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
    }
    const small = await post('/api/v1/email/connect', JSON.stringify({ email: newEmail() }), {
      chunked: true,
    })
    expect(small.status).toBe(200)
  })
})
