import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  type Environment,
  HttpRequestError,
  httpDefaults,
  TimeoutError,
  ValidationError,
} from '../../../kernel/internal.js'
import { startKernel, until } from './support.js'

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: string }
type Handler = (request: Received, response: ServerResponse, attempt: number) => void

let server: Server
let origin: string
let received: Received[] = []
let handler: Handler = (_, response) => response.end('{}')

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const request = { method: req.method!, url: req.url!, headers: req.headers, body }
      received.push(request)
      handler(request, res, received.length)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  received = []
})

const json = (response: ServerResponse, status: number, body: unknown, headers = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

/** Time the test controls: every timer is recorded; retry waits fire at once. */
function controlledTime(
  options: {
    now?: number
    timeoutAfterMs?: number
    /** How many request timeouts fire (default all): the later ones wait out the test. */
    timeoutsThatFire?: number
  } = {},
) {
  const timers: number[] = []
  let requestTimeouts = 0
  const env: Partial<Environment> = {
    setTimeout(callback, ms) {
      timers.push(ms)
      // The 10 s request timeout fires only when the test asks for it.
      const fires =
        ms === httpDefaults.timeout && ++requestTimeouts <= (options.timeoutsThatFire ?? Infinity)
      const real =
        ms !== httpDefaults.timeout ? 0 : fires ? (options.timeoutAfterMs ?? 60_000) : 60_000
      return globalThis.setTimeout(callback, real)
    },
    clearTimeout: (handle) => globalThis.clearTimeout(handle as never),
    now: () => options.now ?? 1_767_225_600_000,
  }
  return { timers, env }
}

const anything = z.unknown()

describe('http (SPEC §9)', () => {
  it('uses SPEC’s constants', () => {
    expect(httpDefaults).toEqual({
      timeout: 10_000,
      retryCount: 3,
      retryDelay: 150,
      retryStatuses: [403, 408, 413, 429, 500, 502, 503, 504],
    })
  })

  it('GETs with query parameters and returns the zod-parsed JSON', async () => {
    handler = (_, response) => json(response, 200, { name: 'vitalik.eth', avatar: null, extra: 1 })
    const kernel = startKernel()
    const identity = await kernel.http.request(`${origin}/v1/identity/0xabc`, {
      query: { sender: '0xabc', chainId: 1, skip: undefined },
      schema: z.object({ name: z.string(), avatar: z.nullable(z.string()) }),
    })
    expect(identity).toEqual({ name: 'vitalik.eth', avatar: null })
    expect(received).toHaveLength(1)
    expect(received[0]!.method).toBe('GET')
    expect(received[0]!.url).toBe('/v1/identity/0xabc?sender=0xabc&chainId=1')
    expect(received[0]!.headers.accept).toBe('application/json')
    kernel.destroy()
  })

  it('POSTs a JSON body', async () => {
    handler = (_, response) => json(response, 200, { ok: true })
    const kernel = startKernel()
    await kernel.http.request(`${origin}/e`, { body: { event: 'INITIALIZE' }, schema: anything })
    expect(received[0]!.method).toBe('POST')
    expect(received[0]!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(received[0]!.body)).toEqual({ event: 'INITIALIZE' })
    kernel.destroy()
  })

  it('a response of the wrong shape is a ValidationError, not retried', async () => {
    handler = (_, response) => json(response, 200, { name: 42 })
    const kernel = startKernel()
    const attempt = kernel.http.request(`${origin}/v1/identity/0xabc`, {
      schema: z.object({ name: z.string() }),
    })
    await expect(attempt).rejects.toBeInstanceOf(ValidationError)
    await expect(attempt).rejects.toMatchObject({
      shortMessage: 'Unexpected response from the server.',
      code: 'VALIDATION_ERROR',
    })
    await expect(attempt).rejects.toThrow(`${origin}/v1/identity/0xabc: name`)
    expect(received).toHaveLength(1)
    kernel.destroy()
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])(
    'retries %i 3 times, waiting 150, 300 then 600 ms',
    async (status) => {
      handler = (_, response) => json(response, status, { error: `status ${status}` })
      const { timers, env } = controlledTime()
      const kernel = startKernel({}, { env })
      const attempt = kernel.http.request(`${origin}/x`, { schema: anything })
      await expect(attempt).rejects.toBeInstanceOf(HttpRequestError)
      await expect(attempt).rejects.toMatchObject({ status, body: { error: `status ${status}` } })
      expect(received).toHaveLength(4)
      expect(timers).toEqual([10_000, 150, 10_000, 300, 10_000, 600, 10_000])
      kernel.destroy()
    },
  )

  it('succeeds on a later attempt', async () => {
    handler = (_, response, attempt) =>
      attempt < 3 ? json(response, 503, {}) : json(response, 200, { ok: true })
    const { timers, env } = controlledTime()
    const kernel = startKernel({}, { env })
    expect(await kernel.http.request(`${origin}/x`, { schema: anything })).toEqual({ ok: true })
    expect(received).toHaveLength(3)
    expect(timers).toEqual([10_000, 150, 10_000, 300, 10_000])
    kernel.destroy()
  })

  it.each([400, 401, 404, 422])('does not retry %i', async (status) => {
    handler = (_, response) => json(response, status, { error: 'no' })
    const { timers, env } = controlledTime()
    const kernel = startKernel({}, { env })
    await expect(kernel.http.request(`${origin}/x`, { schema: anything })).rejects.toMatchObject({
      status,
    })
    expect(received).toHaveLength(1)
    expect(timers).toEqual([10_000])
    kernel.destroy()
  })

  it('HTTP errors carry status and body', async () => {
    handler = (_, response) => {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('No such account')
    }
    const kernel = startKernel()
    const error = await kernel.http
      .request(`${origin}/v1/account/0xabc/balance`, { schema: anything })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({
      status: 404,
      body: 'No such account',
      url: `${origin}/v1/account/0xabc/balance`,
      shortMessage: 'HTTP request failed with status 404.',
      details: 'No such account',
      code: 'HTTP_ERROR',
    })
    kernel.destroy()
  })

  it('a JSON error body is kept parsed', async () => {
    handler = (_, response) => json(response, 400, { message: 'bad chainId' })
    const kernel = startKernel()
    const error = (await kernel.http
      .request(`${origin}/x`, { schema: anything })
      .catch((e: unknown) => e)) as HttpRequestError
    expect(error.status).toBe(400)
    expect(error.body).toEqual({ message: 'bad chainId' })
    expect(error.details).toBe('{"message":"bad chainId"}')
    kernel.destroy()
  })

  it('honours Retry-After in seconds', async () => {
    handler = (_, response, attempt) =>
      attempt === 1 ? json(response, 429, {}, { 'retry-after': '3' }) : json(response, 200, 1)
    const { timers, env } = controlledTime()
    const kernel = startKernel({}, { env })
    expect(await kernel.http.request(`${origin}/x`, { schema: anything })).toBe(1)
    expect(timers).toEqual([10_000, 3_000, 10_000])
    kernel.destroy()
  })

  it('honours Retry-After as an HTTP date', async () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0)
    handler = (_, response, attempt) =>
      attempt === 1
        ? json(response, 503, {}, { 'retry-after': new Date(now + 7_000).toUTCString() })
        : json(response, 200, 2)
    const { timers, env } = controlledTime({ now })
    const kernel = startKernel({}, { env })
    expect(await kernel.http.request(`${origin}/x`, { schema: anything })).toBe(2)
    expect(timers).toEqual([10_000, 7_000, 10_000])
    kernel.destroy()
  })

  it('a Retry-After date in the past waits 0 ms', async () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0)
    handler = (_, response, attempt) =>
      attempt === 1
        ? json(response, 503, {}, { 'retry-after': new Date(now - 60_000).toUTCString() })
        : json(response, 200, 3)
    const { timers, env } = controlledTime({ now })
    const kernel = startKernel({}, { env })
    expect(await kernel.http.request(`${origin}/x`, { schema: anything })).toBe(3)
    expect(timers).toEqual([10_000, 0, 10_000])
    kernel.destroy()
  })

  it('retries network errors (unknown status) and then reports them', async () => {
    handler = (_, response) => response.socket?.destroy()
    const { timers, env } = controlledTime()
    const kernel = startKernel({}, { env })
    const error = (await kernel.http
      .request(`${origin}/x`, { schema: anything })
      .catch((e: unknown) => e)) as HttpRequestError
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error.status).toBeUndefined()
    expect(error.shortMessage).toBe('HTTP request failed.')
    expect(error.cause).toBeInstanceOf(TypeError)
    expect(received).toHaveLength(4)
    expect(timers).toEqual([10_000, 150, 10_000, 300, 10_000, 600, 10_000])
    kernel.destroy()
  })

  it('times out after 10 s', async () => {
    const held: ServerResponse[] = []
    handler = (_, response) => void held.push(response)
    const { timers, env } = controlledTime({ timeoutAfterMs: 20 })
    const kernel = startKernel({}, { env })
    const error = (await kernel.http
      .request(`${origin}/slow`, { schema: anything, retryCount: 0 })
      .catch((e: unknown) => e)) as HttpRequestError
    expect(timers).toEqual([10_000])
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error.shortMessage).toBe('HTTP request timed out.')
    expect(error.cause).toBeInstanceOf(TimeoutError)
    expect((error.cause as TimeoutError).shortMessage).toBe(
      'HTTP request timed out after 10000 ms.',
    )
    for (const response of held) response.end()
    kernel.destroy()
  })

  it('a timed-out request is retried like any unknown status', async () => {
    handler = (_, response, attempt) => {
      if (attempt > 1) json(response, 200, 'late but fine')
    }
    // Only the first attempt times out: a loaded machine may take over 20 ms to answer the second.
    const { timers, env } = controlledTime({ timeoutAfterMs: 20, timeoutsThatFire: 1 })
    const kernel = startKernel({}, { env })
    expect(await kernel.http.request(`${origin}/slow`, { schema: anything })).toBe('late but fine')
    expect(timers).toEqual([10_000, 150, 10_000])
    server.closeAllConnections()
    kernel.destroy()
  })

  it('a caller’s abort ends the request without retries', async () => {
    handler = () => {}
    const kernel = startKernel()
    const controller = new AbortController()
    const attempt = kernel.http.request(`${origin}/x`, {
      schema: anything,
      signal: controller.signal,
    })
    await until(() => received.length === 1)
    controller.abort(new Error('left the page'))
    await expect(attempt).rejects.toThrow('left the page')
    expect(received).toHaveLength(1)
    server.closeAllConnections()
    kernel.destroy()
  })

  it('a signal aborted before the request starts ends it at once', async () => {
    handler = () => {}
    const kernel = startKernel()
    const reason = new Error('already gone')
    const started = Date.now()
    await expect(
      kernel.http.request(`${origin}/x`, { schema: anything, signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason)
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(received).toHaveLength(0)
    kernel.destroy()
  })

  it('without fetch it fails with a clear error', async () => {
    const kernel = startKernel({}, { env: { fetch: undefined } })
    await expect(kernel.http.request(`${origin}/x`, { schema: anything })).rejects.toMatchObject({
      shortMessage: 'fetch is not available in this environment.',
    })
    kernel.destroy()
  })
})
