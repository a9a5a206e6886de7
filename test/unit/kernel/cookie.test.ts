// @vitest-environment happy-dom
// cookieStorage writes the connection snapshot (public data only) to a cookie; the server's
// cookieToInitialState reads it back and treats it as hostile input.
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { cookieStorage, cookieToInitialState } from '../../../kernel/index.js'
import { fakeChain, memoryStorage } from '../../support/fakeChain.js'
import { startKernel } from './support.js'

const visitor = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const snapshot = {
  activeNamespace: 'eip155',
  connections: [
    {
      namespace: 'eip155',
      address: visitor,
      caipNetworkId: 'eip155:1',
      connector: { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' },
    },
  ],
}
const header = (value: unknown, name = 'gangway') =>
  `theme=dark; ${name}=${encodeURIComponent(JSON.stringify(value))}; other=1`

afterEach(() => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: clears what cookieStorage wrote
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`
  }
})

describe('cookieToInitialState', () => {
  it('reads the snapshot from a Cookie header', () => {
    expect(cookieToInitialState(header(snapshot))).toEqual(snapshot)
    expect(cookieToInitialState(header(snapshot, 'shop'), { name: 'shop' })).toEqual(snapshot)
  })

  it('gives undefined without the cookie, or with nothing connected', () => {
    expect(cookieToInitialState(undefined)).toBeUndefined()
    expect(cookieToInitialState(null)).toBeUndefined()
    expect(cookieToInitialState('')).toBeUndefined()
    expect(cookieToInitialState('theme=dark')).toBeUndefined()
    expect(cookieToInitialState(header({ connections: [] }))).toBeUndefined()
  })

  it('drops a hostile cookie instead of trusting or throwing', () => {
    const first = snapshot.connections[0]!
    const hostile = [
      'gangway=not-json',
      'gangway=%E0%A4%A', // broken percent-encoding
      `gangway=${'%7B'.repeat(2000)}`, // longer than any snapshot
      header({ connections: [{ ...first, address: '<img src=x onerror=alert(1)>' }] }),
      header({ connections: [{ ...first, address: 'javascript:alert(1)' }] }),
      header({ connections: [{ ...first, caipNetworkId: 'solana:1' }] }),
      header({ connections: [{ ...first, connector: { ...first.connector, type: 'ROOT' } }] }),
      header({ connections: [{ ...first, connector: { ...first.connector, id: 'a b' } }] }),
      header({ connections: Array.from({ length: 9 }, () => first) }),
      header({ connections: first }),
      header(null),
      header('gangway'),
    ]
    for (const cookie of hostile) expect(cookieToInitialState(cookie)).toBeUndefined()
  })

  it('passes on only the fields it knows', () => {
    const first = snapshot.connections[0]!
    const withExtra = {
      ...snapshot,
      session: 'secret',
      connections: [{ ...first, privateKey: '0x01', connector: { ...first.connector, x: 1 } }],
    }
    expect(cookieToInitialState(header(withExtra))).toEqual(snapshot)
  })

  it('never throws, whatever the header', () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (text, json) => {
        cookieToInitialState(text)
        cookieToInitialState(header(json))
        cookieToInitialState(`gangway=${text}`)
      }),
    )
  })
})

describe('cookieStorage', () => {
  it('keeps only the connection snapshot in the cookie; the rest stays in its backend', async () => {
    const backend = memoryStorage()
    const chain = fakeChain({
      connectors: [{ id: 'io.metamask', name: 'MetaMask', wallet: { addresses: [visitor] } }],
    })
    const kernel = startKernel({ chains: [chain.plugin], storage: cookieStorage({ backend }) })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    const names = document.cookie.split(';').map((cookie) => cookie.split('=')[0]?.trim())
    expect(names).toEqual(['gangway'])
    expect(cookieToInitialState(document.cookie)).toEqual({
      ...snapshot,
      connections: [
        {
          ...snapshot.connections[0],
          connector: { ...snapshot.connections[0]!.connector, type: 'INJECTED' },
        },
      ],
    })
    expect(backend.map.get('@gangway/connection-status')).toBe('"connected"')
    expect(backend.map.has('@gangway/connection-snapshot')).toBe(false)

    await kernel.connections.disconnect()
    expect(document.cookie).toBe('')
    expect(cookieToInitialState(document.cookie)).toBeUndefined()
    kernel.destroy()
  })

  it('reads the snapshot back from the cookie, under its own name', () => {
    const storage = cookieStorage({ name: 'shop', backend: memoryStorage() })
    storage.setItem('@gangway/connection-snapshot', JSON.stringify(snapshot))
    expect(document.cookie).toContain('shop=')
    expect(JSON.parse(storage.getItem('@gangway/connection-snapshot') ?? '')).toEqual(snapshot)
    storage.removeItem('@gangway/connection-snapshot')
    expect(storage.getItem('@gangway/connection-snapshot')).toBeNull()
  })
})
