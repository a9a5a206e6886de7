// @vitest-environment node
// A server renders many requests at once from one module graph: each request's instance,
// made from its own Cookie header, must render its own visitor, never another request's.
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { anvil, eip155 } from '../../../chains/eip155/index.js'
import { cookieStorage, cookieToInitialState, createGangway } from '../../../index.js'
import { ConnectButton, GangwayProvider, useAccount } from '../../../ui-shell/react/index.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const cookieOf = (address: string) =>
  `gangway=${encodeURIComponent(
    JSON.stringify({
      activeNamespace: 'eip155',
      connections: [
        {
          namespace: 'eip155',
          address,
          caipNetworkId: 'eip155:31337',
          connector: { id: 'dev.gangway.local', name: 'Local Wallet', type: 'ANNOUNCED' },
        },
      ],
    }),
  )}`

/** What a Next.js layout does per request: an instance from that request's cookie. */
function Providers({ cookie, children }: { cookie: string | undefined; children: ReactNode }) {
  const [gangway] = useState(() =>
    createGangway({
      chains: [eip155({ networks: [anvil] })],
      storage: cookieStorage(),
      initialState: cookieToInitialState(cookie),
      logLevel: 'silent',
    }),
  )
  return <GangwayProvider gangway={gangway}>{children}</GangwayProvider>
}

function Address() {
  const { address, status } = useAccount()
  return (
    <output>
      {status} {address ?? 'none'}
    </output>
  )
}

async function render(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node)
  await stream.allReady
  return new Response(stream).text()
}

describe('concurrent server renders', () => {
  it('two requests in flight at once render their own cookie’s address', async () => {
    // Both renders start, create their instances and suspend; only then do both finish.
    let release!: () => void
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const Later = lazy(() => gate.then(() => ({ default: Address })))
    const page = (cookie: string | undefined) => (
      <Providers cookie={cookie}>
        <ConnectButton />
        <Suspense fallback="…">
          <Later />
        </Suspense>
      </Providers>
    )
    const pending = [
      render(page(cookieOf(alice))),
      render(page(cookieOf(bob))),
      render(page(undefined)),
    ]
    release()
    const [forAlice, forBob, forNobody] = await Promise.all(pending)
    expect(forAlice).toContain('0xf39F…2266')
    expect(forAlice).toContain(`reconnecting<!-- --> <!-- -->${alice}`)
    expect(forAlice).not.toContain(bob)
    expect(forBob).toContain('0x90F7…b906')
    expect(forBob).toContain(`reconnecting<!-- --> <!-- -->${bob}`)
    expect(forBob).not.toContain(alice)
    expect(forNobody).toContain('Connect Wallet')
    expect(forNobody).toContain('disconnected<!-- --> <!-- -->none')
  })

  it('a hostile cookie renders the visitor as disconnected', async () => {
    const html = await render(
      <Providers
        cookie={'gangway=%7B%22connections%22%3A%5B%7B%22address%22%3A%22%3Cscript%3E%22%7D%5D%7D'}
      >
        <ConnectButton />
      </Providers>,
    )
    expect(html).toContain('Connect Wallet')
    expect(html).not.toContain('<script>')
  })
})
