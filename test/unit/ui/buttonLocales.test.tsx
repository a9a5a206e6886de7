// @vitest-environment happy-dom
// Issue 23: the page button (ConnectButton, <gangway-button>) speaks every shipped locale; its
// non-English strings arrive with the modal's catalogue of the locale, after an English first
// render (what a server renders, so hydration matches).
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { createGangway, type Gangway } from '../../../index.js'
import { defineGangwayButton } from '../../../ui-shell/element/index.js'
import { shippedLocales } from '../../../ui-shell/i18n/index.js'
import { ConnectButton, GangwayProvider } from '../../../ui-shell/react/index.js'
import { fakeChain } from '../../support/fakeChain.js'
import { until } from '../../support/until.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
if (!('part' in HTMLElement.prototype))
  Object.defineProperty(HTMLElement.prototype, 'part', {
    get() {
      return { add() {} }
    },
  })

const instances: Gangway[] = []
afterEach(() => {
  for (const gangway of instances.splice(0)) gangway.destroy()
  document.body.innerHTML = ''
})

function instance(locale: string): Gangway {
  const chain = fakeChain({ connectors: [{ id: 'injected', wallet: { addresses: ['0xaaaa'] } }] })
  const gangway = createGangway({
    chains: [chain.plugin],
    locale,
    storagePrefix: `${locale}/`,
    logLevel: 'silent',
  })
  instances.push(gangway)
  return gangway
}

const connectLabel = async (tag: string): Promise<string> =>
  (await import(`../../../ui-shell/i18n/locales/${tag}.ts`)).default['Connect.title']

describe('the page button in every locale', () => {
  it.each(shippedLocales.filter((tag) => tag !== 'en'))('ConnectButton in %s', async (tag) => {
    const expected = await connectLabel(tag)
    expect(expected).not.toBe('Connect Wallet')
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => {
      root.render(
        <GangwayProvider gangway={instance(tag)}>
          <ConnectButton />
        </GangwayProvider>,
      )
    })
    await until(() => container.querySelector('.gw-cb-connect')?.textContent === expected)
    act(() => root.unmount())
  })

  it('<gangway-button> in Japanese and Arabic, and English without a fetch', async () => {
    const japanese = instance('ja-JP')
    const arabic = instance('ar')
    const english = instance('en-GB')
    defineGangwayButton()
    const buttons = [japanese, arabic, english].map((gangway) => {
      const element = document.createElement('gangway-button') as HTMLElement & {
        gangway?: Gangway
      }
      element.gangway = gangway
      document.body.append(element)
      return element
    })
    const text = (element: Element) => element.shadowRoot?.textContent ?? ''
    await until(() => text(buttons[0]!) === 'ウォレットを接続')
    await until(() => text(buttons[1]!) === 'ربط محفظة')
    expect(text(buttons[2]!)).toBe('Connect Wallet')
  })
})
