// A JSON-RPC proxy in front of anvil that behaves like a public node: `eth_getLogs` over more
// than `maxLogRange` blocks is refused (as Alchemy, Infura and most public RPCs do), and every
// `throttleEvery`-th HTTP request is answered 429 Too Many Requests. Counts round trips.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type LimitedRpc = {
  url: string
  readonly roundTrips: number
  readonly throttled: number
  readonly refusedRanges: number
  /** JSON-RPC calls by method (batch members one by one). */
  count(method: string): number
  reset(): void
  stop(): Promise<void>
}

type Call = { id: unknown; method: string; params?: unknown[] }

export async function startLimitedRpc(
  target: string,
  options: { maxLogRange?: number | undefined; throttleEvery?: number | undefined } = {},
): Promise<LimitedRpc> {
  let roundTrips = 0
  let throttled = 0
  let refusedRanges = 0
  const methods: string[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    roundTrips++
    if (options.throttleEvery && roundTrips % options.throttleEvery === 0) {
      throttled++
      response.writeHead(429, { 'content-type': 'text/plain' }).end('Too Many Requests')
      return
    }
    const body = JSON.parse(Buffer.concat(chunks).toString()) as Call | Call[]
    const calls = Array.isArray(body) ? body : [body]
    for (const call of calls) methods.push(call.method)
    const answers = await Promise.all(
      calls.map(async (call) => {
        if (call.method === 'eth_getLogs' && options.maxLogRange) {
          const filter = (call.params?.[0] ?? {}) as { fromBlock?: string; toBlock?: string }
          const from = BigInt(filter.fromBlock ?? '0x0')
          const to = BigInt(filter.toBlock ?? '0x0')
          if (to - from + 1n > BigInt(options.maxLogRange)) {
            refusedRanges++
            return {
              jsonrpc: '2.0',
              id: call.id,
              error: {
                code: -32600,
                message: `eth_getLogs is limited to a ${options.maxLogRange} block range`,
              },
            }
          }
        }
        const upstream = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(call),
        })
        return (await upstream.json()) as unknown
      }),
    )
    response
      .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      .end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    get roundTrips() {
      return roundTrips
    },
    get throttled() {
      return throttled
    },
    get refusedRanges() {
      return refusedRanges
    },
    count: (method) => methods.filter((m) => m === method).length,
    reset() {
      roundTrips = 0
      throttled = 0
      refusedRanges = 0
      methods.length = 0
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
