// A counting JSON-RPC proxy in front of a node: counts HTTP round trips and methods, so tests
// and the bench measure requests at the transport without touching the code under test.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RpcProxy = {
  url: string
  /** HTTP requests received (one per round trip; a JSON-RPC batch is one). */
  readonly roundTrips: number
  /** Every JSON-RPC method received, in order (batch members counted one by one). */
  readonly methods: readonly string[]
  count(method: string): number
  /** Makes every request fail with HTTP 500 while on. */
  fail(enabled: boolean): void
  reset(): void
  stop(): Promise<void>
}

/** Starts a proxy on a free port that forwards to `target`. */
export async function startRpcProxy(target: string): Promise<RpcProxy> {
  let roundTrips = 0
  let failing = false
  const methods: string[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    roundTrips++
    try {
      const parsed = JSON.parse(body) as { method: string } | { method: string }[]
      for (const item of Array.isArray(parsed) ? parsed : [parsed]) methods.push(item.method)
    } catch {}
    if (failing) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('proxy failing on purpose')
      return
    }
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response
      .writeHead(upstream.status, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      })
      .end(await upstream.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    get roundTrips() {
      return roundTrips
    },
    get methods() {
      return methods
    },
    count: (method) => methods.filter((m) => m === method).length,
    fail(enabled) {
      failing = enabled
    },
    reset() {
      roundTrips = 0
      methods.length = 0
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
