// SPEC §7 and §9 transport constants, held by behaviour on real HTTP (issue 36, "pin the SPEC
// values"): 3 retries from a 150 ms base delay, doubling; the statuses that are retried;
// Retry-After honoured; JSON-RPC batches; the next endpoint takes over when one fails.
// The RPC is a scripted server on a loopback port: a hostile or failing node we control.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getBlockNumber } from 'viem/actions'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createNetworkClient,
  transportDefaults,
} from '../../../chains/eip155/createNetworkClient.js'
import { anvil } from '../../../chains/eip155/index.js'
import { receiptDefaults } from '../../../chains/eip155/waitForReceipt.js'

type Reply = { status: number; headers?: Record<string, string> }

type ScriptedRpc = {
  url: string
  /** When each HTTP request arrived (ms, monotonic). */
  readonly arrivals: number[]
  /** Each HTTP body, parsed: an array for a batch. */
  readonly bodies: unknown[]
  close(): Promise<void>
}

const servers: Server[] = []

/** Answers the n-th HTTP request with `script[n]` (then 200): eth_blockNumber is 0x2a. */
async function scriptedRpc(script: readonly Reply[] = []): Promise<ScriptedRpc> {
  const arrivals: number[] = []
  const bodies: unknown[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString()) as
      | { id: number }
      | readonly { id: number }[]
    const reply = script[arrivals.length] ?? { status: 200 }
    arrivals.push(performance.now())
    bodies.push(body)
    if (reply.status !== 200) {
      response.writeHead(reply.status, reply.headers).end('scripted failure')
      return
    }
    const answer = (item: { id: number }) => ({ jsonrpc: '2.0', id: item.id, result: '0x2a' })
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body as { id: number })))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    arrivals,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
})

const client = (...rpcUrls: string[]) =>
  createNetworkClient({ network: anvil, rpcUrls, pollingInterval: 50 })

/** The gaps between consecutive arrivals. */
const gaps = (arrivals: readonly number[]) => arrivals.slice(1).map((at, i) => at - arrivals[i]!)

describe('SPEC §9 constants, as written', () => {
  it('RPC retries 3 from 150 ms; batch 1000; ping 1 s, stability 0.7, latency 0.3, 10 samples', () => {
    expect(transportDefaults).toMatchObject({
      batchSize: 1000,
      retryCount: 3,
      retryDelay: 150,
      timeout: 10_000,
      rank: { sampleCount: 10, timeout: 1_000, weights: { stability: 0.7, latency: 0.3 } },
    })
  })

  it('receipt wait 180 s, 6 retries from 200 ms, polling every 4 s', () => {
    expect(receiptDefaults).toEqual({
      timeout: 180_000,
      pollingInterval: 4_000,
      retryCount: 6,
      retryDelay: 200,
    })
  })
})

describe('the eip155 transport on a failing node (SPEC §7, §9)', () => {
  it('retries a 503 three times, 150 ms then 300 ms then 600 ms apart at least, then answers', async () => {
    const rpc = await scriptedRpc([{ status: 503 }, { status: 503 }, { status: 503 }])
    expect(await getBlockNumber(client(rpc.url), { cacheTime: 0 })).toBe(42n)
    expect(rpc.arrivals).toHaveLength(4)
    const [first, second, third] = gaps(rpc.arrivals)
    expect(first).toBeGreaterThanOrEqual(150 - 5)
    expect(second).toBeGreaterThanOrEqual(300 - 5)
    expect(third).toBeGreaterThanOrEqual(600 - 5)
  })

  it('gives up after the third retry (four requests in all)', async () => {
    const failing = Array.from({ length: 10 }, () => ({ status: 502 }))
    const rpc = await scriptedRpc(failing)
    await expect(getBlockNumber(client(rpc.url), { cacheTime: 0 })).rejects.toThrow()
    expect(rpc.arrivals).toHaveLength(4)
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries HTTP %i', async (status) => {
    const rpc = await scriptedRpc([{ status }])
    expect(await getBlockNumber(client(rpc.url), { cacheTime: 0 })).toBe(42n)
    expect(rpc.arrivals).toHaveLength(2)
  })

  it('honours Retry-After on a 429 (1 s, not the 150 ms base)', async () => {
    const rpc = await scriptedRpc([{ status: 429, headers: { 'retry-after': '1' } }])
    expect(await getBlockNumber(client(rpc.url), { cacheTime: 0 })).toBe(42n)
    expect(gaps(rpc.arrivals)[0]).toBeGreaterThanOrEqual(1_000 - 5)
  })

  it('sends the requests of one tick as one JSON-RPC batch', async () => {
    const rpc = await scriptedRpc()
    const network = client(rpc.url)
    const answers = await Promise.all([
      network.request({ method: 'eth_blockNumber' }),
      network.request({ method: 'eth_chainId' }),
      network.request({ method: 'eth_gasPrice' }),
    ])
    expect(answers).toEqual(['0x2a', '0x2a', '0x2a'])
    expect(rpc.bodies).toHaveLength(1)
    expect((rpc.bodies[0] as unknown[]).length).toBe(3)
  })

  it('the next endpoint answers when the first one is down', async () => {
    const down = await scriptedRpc()
    const downUrl = down.url
    await down.close()
    const up = await scriptedRpc()
    expect(await getBlockNumber(client(downUrl, up.url), { cacheTime: 0 })).toBe(42n)
    expect(up.arrivals).toHaveLength(1)
  })
})
