// @vitest-environment happy-dom
// Two Gangway instances in one page stay apart (React bindings and <gangway-button>), and a
// page rendered with a returning visitor's initialState hydrates without a mismatch.
import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { anvil, eip155 } from '../../../chains/eip155/index.js'
import { cookieStorage, cookieToInitialState, createGangway, type Gangway } from '../../../index.js'
import { defineGangwayButton } from '../../../ui-shell/element/index.js'
import { ConnectButton, GangwayProvider, useAccount } from '../../../ui-shell/react/index.js'
import { fakeChain } from '../../support/fakeChain.js'
import { until } from '../../support/until.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
// happy-dom has no `Element.part` (shadow parts); browsers do. A DOMTokenList-like stand-in.
if (!('part' in HTMLElement.prototype))
  Object.defineProperty(HTMLElement.prototype, 'part', {
    get() {
      return { add() {} }
    },
  })

const visitor = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const instances: Gangway[] = []

afterEach(() => {
  for (const gangway of instances.splice(0)) gangway.destroy()
  document.body.innerHTML = ''
  localStorage.clear()
  // biome-ignore lint/suspicious/noDocumentCookie: clears what cookieStorage wrote
  document.cookie = 'gangway=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

/** An instance whose only wallet is a scripted one holding `address`. */
function withWallet(address: string, storagePrefix: string) {
  const chain = fakeChain({ connectors: [{ id: 'injected', wallet: { addresses: [address] } }] })
  const gangway = createGangway({ chains: [chain.plugin], storagePrefix, logLevel: 'silent' })
  instances.push(gangway)
  return gangway
}

function Status({ testId }: { testId: string }) {
  const { address } = useAccount()
  return <output data-testid={testId}>{address ?? 'none'}</output>
}

describe('two instances in one page', () => {
  it('React: each provider’s hooks and ConnectButton follow their own instance', async () => {
    const first = withWallet('0xaaaa', 'first/')
    const second = withWallet('0xbbbb', 'second/')
    const container = document.createElement('div')
    document.body.appendChild(container)
    await act(async () => {
      createRoot(container).render(
        <>
          <GangwayProvider gangway={first}>
            <Status testId="first" />
          </GangwayProvider>
          <GangwayProvider gangway={second}>
            <Status testId="second" />
            <ConnectButton />
          </GangwayProvider>
        </>,
      )
    })
    await act(() =>
      first.kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' }),
    )
    const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent
    expect(text('first')).toBe('0xaaaa')
    expect(text('second')).toBe('none')
    expect(container.querySelector('.gw-cb-connect')).not.toBeNull()
    await act(() =>
      second.kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' }),
    )
    expect(text('second')).toBe('0xbbbb')
    expect(text('first')).toBe('0xaaaa')
  })

  it('React: each instance’s theme colours its own ConnectButton only', async () => {
    const themed = (accent: string, storagePrefix: string) => {
      const chain = fakeChain({ connectors: [{ id: 'injected', wallet: { addresses: ['0x1'] } }] })
      const gangway = createGangway({
        chains: [chain.plugin],
        storagePrefix,
        theme: { mode: 'light', variables: { accent } },
        logLevel: 'silent',
      })
      instances.push(gangway)
      return gangway
    }
    const red = themed('#b00020', 'red/')
    const blue = themed('#1d4ed8', 'blue/')
    const container = document.createElement('div')
    document.body.appendChild(container)
    await act(async () => {
      createRoot(container).render(
        <>
          <GangwayProvider gangway={red}>
            <ConnectButton className="red" />
          </GangwayProvider>
          <GangwayProvider gangway={blue}>
            <ConnectButton className="blue" />
          </GangwayProvider>
        </>,
      )
    })
    // The accents the page's theme rules give a button's wrapper (its buttons inherit them);
    // happy-dom's computed style does not read adopted sheets, so the rules are matched here.
    const accents = (name: string) => {
      const wrapper = container.querySelector(`.${name}`)!
      return new Set(
        document.adoptedStyleSheets
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule): rule is CSSStyleRule => 'selectorText' in rule)
          .filter((rule) => wrapper.matches(rule.selectorText))
          .map((rule) => rule.style.getPropertyValue('--gw-accent').trim())
          .filter(Boolean),
      )
    }
    expect(accents('red')).toEqual(new Set(['#b00020']))
    expect(accents('blue')).toEqual(new Set(['#1d4ed8']))
  })
  it('<gangway-button>: a button with its own instance ignores the page default', async () => {
    const first = withWallet('0xaaaa1111aaaa1111', 'first/')
    const second = withWallet('0xbbbb2222bbbb2222', 'second/')
    defineGangwayButton(first)
    const byDefault = document.createElement('gangway-button')
    const own = document.createElement('gangway-button') as HTMLElement & { gangway?: Gangway }
    own.gangway = second
    document.body.append(byDefault, own)
    const text = (element: Element) => element.shadowRoot?.textContent ?? ''
    await first.kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await until(() => text(byDefault).includes('0xaaaa'))
    expect(text(own)).toBe('Connect Wallet')
    // A new default reaches the buttons without one of their own, only them.
    defineGangwayButton(second)
    await until(() => text(byDefault) === 'Connect Wallet')
    expect(text(own)).toBe('Connect Wallet')
  })
})

function App({ gangway }: { gangway: Gangway }) {
  return (
    <GangwayProvider gangway={gangway}>
      <ConnectButton />
    </GangwayProvider>
  )
}

describe('hydration with initialState', () => {
  it('the server’s markup shows the returning visitor, and the first client render matches it', async () => {
    const cookie = `gangway=${encodeURIComponent(
      JSON.stringify({
        connections: [
          {
            namespace: 'eip155',
            address: visitor,
            caipNetworkId: 'eip155:31337',
            connector: { id: 'dev.gangway.local', name: 'Local Wallet', type: 'ANNOUNCED' },
          },
        ],
      }),
    )}`
    const options = () => ({
      chains: [eip155({ networks: [anvil] })],
      storage: cookieStorage(),
      initialState: cookieToInitialState(cookie),
      logLevel: 'silent' as const,
    })
    const server = createGangway(options())
    instances.push(server)
    const html = renderToString(<App gangway={server} />)
    expect(html).toContain('0xf39F…2266')
    expect(html).not.toContain('Connect Wallet')

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    const errors: unknown[] = []
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
      errors.push(args)
    })
    const client = createGangway(options())
    instances.push(client)
    await act(async () => {
      hydrateRoot(container, <App gangway={client} />, {
        onRecoverableError: (error) => errors.push(error),
      })
    })
    consoleError.mockRestore()
    expect(errors).toEqual([])
    // Still the account, not "Connect", while the wallet reconnects.
    expect(container.textContent).toContain('0xf39F…2266')
  })
})
