import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AnalyticsBody, definePlugin, type GangwayEvents } from '../../../kernel/internal.js'
import { fakeChain } from '../../support/fakeChain.js'
import { startKernel, until } from './support.js'

let server: Server
let endpoint: string
let posts: { method: string; url: string; body: AnalyticsBody }[] = []
let status = 200

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      posts.push({ method: req.method!, url: req.url!, body: JSON.parse(body) })
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/e`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  posts = []
  status = 200
  vi.stubGlobal('location', { href: 'https://shop.example/checkout', hostname: 'shop.example' })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Hears the bus from the very start, as a host plugin would. */
function listener(seen: GangwayEvents['analytics'][]) {
  return definePlugin({
    name: 'listener',
    setup: (kernel) => kernel.bus.on('analytics', (event) => seen.push(event)),
  })
}

describe('analytics (SPEC §7)', () => {
  it('puts every event on the bus, MODAL_CREATED and INITIALIZE included', () => {
    const seen: GangwayEvents['analytics'][] = []
    const kernel = startKernel({ chains: [fakeChain().plugin], plugins: [listener(seen)] })
    kernel.analytics.track('SEARCH_WALLET', { badge: 'none', search: 'rain' })
    expect(seen).toEqual([
      { event: 'MODAL_CREATED', properties: {} },
      { event: 'INITIALIZE', properties: { namespaces: ['eip155'] } },
      { event: 'SEARCH_WALLET', properties: { badge: 'none', search: 'rain' } },
    ])
    kernel.destroy()
  })

  it('sends nothing by default', async () => {
    const fetch = vi.fn(globalThis.fetch)
    const kernel = startKernel({ chains: [fakeChain().plugin] }, { env: { fetch } })
    kernel.analytics.track('SEND_INITIATED')
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.dynamicImportSettled()
    expect(fetch).not.toHaveBeenCalled()
    kernel.destroy()
  })

  it('POSTs SPEC’s event body to /e?projectId&st&sv, never MODAL_CREATED', async () => {
    const seen: GangwayEvents['analytics'][] = []
    const kernel = startKernel(
      {
        analytics: { endpoint, projectId: 'p1' },
        chains: [fakeChain().plugin],
        plugins: [listener(seen)],
      },
      { env: { now: () => 1_767_225_600_000 } },
    )
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    // Every tracked event but MODAL_CREATED is posted, and nothing else.
    const sent = () => seen.filter((e) => e.event !== 'MODAL_CREATED').map((e) => e.event)
    await until(() => posts.length === sent().length)
    expect(sent()).toEqual(['INITIALIZE', 'CONNECT_SUCCESS'])
    expect(posts.map((p) => p.body.props.event).sort()).toEqual(['CONNECT_SUCCESS', 'INITIALIZE'])
    const initialize = posts.find((p) => p.body.props.event === 'INITIALIZE')!
    const connected = posts.find((p) => p.body.props.event === 'CONNECT_SUCCESS')!
    expect(initialize.method).toBe('POST')
    expect(initialize.url).toBe('/e?projectId=p1&st=gangway&sv=gangway-0.1.0')
    expect(Object.keys(initialize.body).sort()).toEqual([
      'domain',
      'eventId',
      'props',
      'timestamp',
      'url',
    ])
    expect(initialize.body).toEqual({
      eventId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      url: 'https://shop.example/checkout',
      domain: 'shop.example',
      timestamp: 1_767_225_600_000,
      props: { namespaces: ['eip155'], event: 'INITIALIZE' },
    })
    expect(connected.body.props).toEqual({
      namespace: 'eip155',
      connector: 'injected',
      method: 'INJECTED',
      event: 'CONNECT_SUCCESS',
      address: 'injected-address-1',
    })
    expect(connected.body.eventId).not.toBe(initialize.body.eventId)
    kernel.destroy()
  })

  it('uses the WalletConnect project id when analytics has none, and keeps the endpoint’s query', async () => {
    const kernel = startKernel({
      analytics: { endpoint: `${endpoint}?tenant=shop` },
      walletConnect: { projectId: 'wc-project' },
      chains: [fakeChain().plugin],
    })
    await until(() => posts.length === 1)
    expect(posts[0]!.url).toBe('/e?tenant=shop&projectId=wc-project&st=gangway&sv=gangway-0.1.0')
    kernel.destroy()
  })

  it('without any project id it still sends st and sv', async () => {
    const kernel = startKernel({ analytics: { endpoint } })
    await until(() => posts.length === 1)
    expect(posts[0]!.url).toBe('/e?st=gangway&sv=gangway-0.1.0')
    kernel.destroy()
  })

  it("a 403 shows 'Invalid App Configuration: origin not found on Allowlist' once", async () => {
    status = 403
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const toasts: GangwayEvents['toast'][] = []
    const kernel = startKernel({
      analytics: { endpoint },
      logLevel: 'error',
      plugins: [
        definePlugin({
          name: 'toasts',
          setup: (k) => k.bus.on('toast', (toast) => toasts.push(toast)),
        }),
      ],
    })
    const requests = vi.spyOn(kernel.http, 'request')
    kernel.analytics.track('SEND_INITIATED')
    kernel.analytics.track('SEND_SUCCESS')
    await until(() => posts.length === 3 && requests.mock.results.length === 3)
    await settled(requests)
    expect(posts).toHaveLength(3) // not retried
    expect(toasts).toEqual([
      { variant: 'error', message: 'Invalid App Configuration: origin not found on Allowlist' },
    ])
    expect(error.mock.calls).toEqual([
      ['[gangway] Invalid App Configuration: origin not found on Allowlist'],
    ])
    kernel.destroy()
  })

  it('another failure is only logged at debug level', async () => {
    status = 500
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const kernel = startKernel({ analytics: { endpoint }, logLevel: 'error' })
    const requests = vi.spyOn(kernel.http, 'request')
    await until(() => posts.length === 1 && requests.mock.results.length === 1)
    await settled(requests)
    expect(posts).toHaveLength(1)
    expect(error).not.toHaveBeenCalled()
    expect(kernel.store.getState().toast.open).toBe(false)
    kernel.destroy()
  })

  it('tracks INTERNAL_SDK_ERROR when an internal part fails', () => {
    const seen: GangwayEvents['analytics'][] = []
    const kernel = startKernel({
      plugins: [
        listener(seen),
        definePlugin({
          name: 'broken',
          setup: (k) =>
            k.bus.on('open', () => {
              throw new Error('boom')
            }),
        }),
      ],
    })
    kernel.bus.emit('open', { view: 'Connect' })
    expect(seen.at(-1)).toEqual({
      event: 'INTERNAL_SDK_ERROR',
      properties: { source: 'open listener', message: 'boom' },
    })
    kernel.destroy()
  })
})

/** Waits until the analytics requests answered and their handling ran (no timer). */
async function settled(requests: { mock: { results: { value: unknown }[] } }): Promise<void> {
  await Promise.allSettled(requests.mock.results.map((result) => result.value))
  // The status is handled a few promise steps later: one macrotask turn runs them all.
  await new Promise((resolve) => setImmediate(resolve))
}
