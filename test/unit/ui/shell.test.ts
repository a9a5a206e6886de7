// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { anvil, eip155 } from '../../../chains/eip155/index.js'
import { createGangway } from '../../../index.js'
import {
  createModalText,
  createTranslator,
  en,
  loadMessages,
} from '../../../ui-shell/i18n/index.js'
import {
  formatAmount,
  formatTokenAmount,
  truncateAddress,
} from '../../../ui-shell/shared/format.js'
import { cssValue, safeImageUrl, safeLinkUrl } from '../../../ui-shell/shared/security.js'
import { themeCss } from '../../../ui-shell/shared/theme.js'
import { fakeChain, memoryStorage } from '../../support/fakeChain.js'
import { until } from '../../support/until.js'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('security', () => {
  it('keeps images to https:, data:image and same-origin paths', () => {
    expect(safeImageUrl('https://example.com/a.png')).toBe('https://example.com/a.png')
    expect(safeImageUrl('data:image/svg+xml;base64,AAAA')).toBe('data:image/svg+xml;base64,AAAA')
    expect(safeImageUrl('/assets/logo.svg')).toBe('/assets/logo.svg')
    expect(safeImageUrl('http://example.com/a.png')).toBeUndefined()
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeImageUrl('//evil.example/a.png')).toBeUndefined()
    expect(safeImageUrl('data:text/html,<script>')).toBeUndefined()
  })

  it('allows only http: and https: links', () => {
    expect(safeLinkUrl('https://etherscan.io/address/0x1')).toBeDefined()
    expect(safeLinkUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeLinkUrl('data:text/html,hi')).toBeUndefined()
  })

  it('strips what could end a CSS declaration from theme values', () => {
    expect(cssValue('#fff; } body { display: none')).toBe('#fff  body  display: none')
    expect(cssValue('url(https://x)')).toBeUndefined()
    expect(
      themeCss({ mode: 'dark', variables: { accent: 'red;}*{color:red' } }, { selector: ':host' }),
    ).not.toMatch(/red;\}/)
  })
})

describe('theme', () => {
  it('writes custom properties for light, dark and system', () => {
    expect(themeCss({ mode: 'light', variables: {} }, { selector: ':host' })).toContain(
      'color-scheme: light',
    )
    expect(themeCss({ mode: 'dark', variables: { zIndex: 5 } }, { selector: ':host' })).toContain(
      '--gw-z-index: 5;',
    )
    expect(themeCss({ mode: 'system', variables: {} }, { selector: ':host' })).toContain(
      'prefers-color-scheme: dark',
    )
  })
})

describe('i18n', () => {
  it('interpolates and falls back to the key for literal labels', () => {
    const t = createTranslator(en)
    expect(t('ConnectingExternal.continue', { name: 'Demo' })).toBe('Continue in Demo')
    expect(t('Bridge')).toBe('Bridge')
  })

  it('loads German lazily and falls back to English for unknown locales', async () => {
    expect((await loadMessages('de-DE'))['Connect.title']).toBe('Wallet verbinden')
    expect((await loadMessages('xx'))['Connect.title']).toBe('Connect Wallet')
  })
})

describe('the session views’ catalogue', () => {
  const plugins = { own: {}, en: {} }

  it('joins the translator on load, once; English needs none', async () => {
    const { t, session } = createModalText(await loadMessages('de'), { plugins, locale: 'de' })
    expect(t('Connect.title')).toBe('Wallet verbinden')
    expect(session.ready).toBe(false)
    await session.load()
    expect(session.ready).toBe(true)
    expect(t('Account.title')).toBe('Konto')
    expect(t('ApproveTransaction.reject')).toBe('Ablehnen')
    expect(createModalText(en, { plugins, locale: 'en' }).session.ready).toBe(true)
  })

  it('is loaded when a wallet connects, so Account opens in the visitor’s language', async () => {
    const chain = fakeChain({ connectors: [{ id: 'injected', wallet: { addresses: ['0xaaaa'] } }] })
    const gangway = createGangway({ chains: [chain.plugin], locale: 'de', logLevel: 'silent' })
    await gangway.open()
    const dialog = () =>
      document.querySelector('gangway-modal')?.shadowRoot?.querySelector('[role="dialog"]')
    expect(dialog()?.textContent).toContain('Wallet verbinden')
    await gangway.kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    gangway.kernel.router.reset({ view: 'Account' })
    await until(() => dialog()?.querySelector('h2')?.textContent === 'Konto')
    expect(dialog()?.textContent).not.toContain('Disconnect')
    gangway.destroy()
  })
})

describe('SPEC §8 alerts in the visitor’s language (issue 36 item 4)', () => {
  it("a German modal says 'Netzwerk nicht gefunden'; the bus and the log keep SPEC's English", async () => {
    const gangway = createGangway({
      chains: [eip155({ networks: [anvil] })],
      locale: 'de',
      logLevel: 'silent',
    })
    const heard: string[] = []
    gangway.kernel.bus.on('toast', ({ message }) => heard.push(message))
    await gangway.open()
    const dialog = () =>
      document.querySelector('gangway-modal')?.shadowRoot?.querySelector('[role="dialog"]')
    await until(() => Boolean(dialog()?.textContent?.includes('Wallet verbinden')))
    await expect(gangway.kernel.networks.switch('eip155:137')).rejects.toThrow()
    await until(() => Boolean(dialog()?.textContent?.includes('Netzwerk nicht gefunden')))
    expect(dialog()?.textContent).not.toContain('Network Not Found')
    expect(heard).toEqual(['Network Not Found'])
    // A key no loaded catalogue holds (a plugin's English stays in its views' chunk): the
    // English the toast carries, never the key.
    gangway.kernel.toasts.show({
      variant: 'error',
      message: {
        text: 'Session Expired',
        key: 'embedded.alertSessionExpired',
      },
    })
    await until(() => Boolean(dialog()?.textContent?.includes('Session Expired')))
    expect(dialog()?.textContent).not.toContain('embedded.alertSessionExpired')
    gangway.destroy()
  })
})

describe('format', () => {
  it('truncates balances to 3 decimals without rounding', () => {
    expect(formatAmount('9999.9999')).toBe('9,999.999')
    expect(formatAmount('1.5000')).toBe('1.5')
    expect(formatAmount('0.0009')).toBe('0')
    expect(formatAmount('-0.0009')).toBe('0')
    expect(formatAmount('-1.23456')).toBe('-1.234')
    // Past a float's 15 digits, every digit is kept.
    expect(formatAmount('123456789012345678901.987654')).toBe('123,456,789,012,345,678,901.987')
  })

  it("writes the visitor's own separators, not English ones with a German exception", () => {
    // French groups with a narrow no-break space and writes a decimal comma.
    expect(formatAmount('1234.5678', { decimals: 3, locale: 'fr' })).toBe('1\u202f234,567')
    expect(formatAmount('1234.5', { decimals: 3, locale: 'de' })).toBe('1.234,5')
    expect(formatAmount('1234.5', { decimals: 3, locale: 'pt-BR' })).toBe('1.234,5')
    expect(formatAmount('1234.5', { decimals: 3, locale: 'ru' })).toBe('1\u00a0234,5')
    expect(formatTokenAmount('1234.5', 'fr')).toBe('1\u202f234,50')
    expect(formatAmount('1.5', { decimals: 3, locale: 'not a locale!' })).toBe('1.5')
  })

  it('returns what is no decimal number as it is', () => {
    expect(formatAmount('abc')).toBe('abc')
    expect(formatAmount('')).toBe('')
    expect(formatTokenAmount('1e5')).toBe('1e5')
  })

  it('shows token balances with exactly 2 decimals, truncated (SPEC §5)', () => {
    expect(formatTokenAmount('5')).toBe('5.00')
    expect(formatTokenAmount('5.1')).toBe('5.10')
    expect(formatTokenAmount('1234.5678')).toBe('1,234.56')
    expect(formatTokenAmount('0.009')).toBe('0.00')
    expect(formatTokenAmount('5', 'de')).toBe('5,00')
    expect(formatTokenAmount('1234.5', 'de')).toBe('1.234,50')
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
  })
})

describe('mount', () => {
  it('renders the modal into the shadow root of <gangway-modal> and removes it on destroy', async () => {
    const gangway = createGangway({ chains: [eip155({ networks: [anvil] })], logLevel: 'silent' })
    await gangway.open()
    const host = document.querySelector('gangway-modal')
    expect(host?.shadowRoot).toBeTruthy()
    const dialog = host!.shadowRoot!.querySelector('[role="dialog"]')
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    expect(dialog?.textContent).toContain('Connect Wallet')
    expect(document.body.querySelector('[role="dialog"]')).toBeNull()
    gangway.setThemeMode('dark')
    gangway.destroy()
    expect(document.querySelector('gangway-modal')).toBeNull()
  })

  it('two instances on one page each mount into a modal element of their own', async () => {
    const first = createGangway({
      chains: [eip155({ networks: [anvil] })],
      theme: { mode: 'light' },
      logLevel: 'silent',
    })
    const second = createGangway({
      chains: [eip155({ networks: [anvil] })],
      theme: { mode: 'dark' },
      logLevel: 'silent',
    })
    await first.open()
    await second.open()
    const hosts = [...document.querySelectorAll('gangway-modal')]
    expect(hosts).toHaveLength(2)
    for (const host of hosts)
      expect(host.shadowRoot?.querySelectorAll('[role="dialog"]')).toHaveLength(1)
    first.destroy()
    // The other instance's modal is still there, open.
    const [left] = document.querySelectorAll('gangway-modal')
    expect(document.querySelectorAll('gangway-modal')).toHaveLength(1)
    expect(left?.shadowRoot?.querySelector('[role="dialog"]')?.textContent).toContain(
      'Connect Wallet',
    )
    second.destroy()
    expect(document.querySelector('gangway-modal')).toBeNull()
  })

  it('two embedded instances take one placed <gangway-modal> each', async () => {
    const containers = [1, 2].map(() => {
      const container = document.createElement('gangway-modal')
      document.body.appendChild(container)
      return container
    })
    const instances = [1, 2].map(() =>
      createGangway({
        chains: [eip155({ networks: [anvil] })],
        embedded: true,
        logLevel: 'silent',
      }),
    )
    for (const gangway of instances) await gangway.open()
    for (const container of containers)
      expect(container.shadowRoot?.querySelectorAll('[role="region"]')).toHaveLength(1)
    for (const gangway of instances) gangway.destroy()
  })

  it('does not append the element when append is false', async () => {
    const gangway = createGangway({
      chains: [eip155({ networks: [anvil] })],
      append: false,
      logLevel: 'silent',
    })
    await gangway.open()
    expect(document.querySelector('gangway-modal')).toBeNull()
    gangway.destroy()
  })

  it('shows its loading state while a stored session is restored, then Account (SPEC §4)', async () => {
    const chain = fakeChain()
    let answer!: () => void
    chain.wallets.get('injected')!.answerAfter = new Promise<void>((resolve) => {
      answer = resolve
    })
    const gangway = createGangway({
      chains: [chain.plugin],
      storage: memoryStorage({
        '@gangway/connection-status': '"connected"',
        '@gangway/connected-connectors': '{"eip155":"injected"}',
        '@gangway/connected-namespaces': '["eip155"]',
      }),
      logLevel: 'silent',
    })
    await until(() => gangway.kernel.connections.getStatus('eip155') === 'reconnecting')
    await gangway.open()
    const dialog = () =>
      document.querySelector('gangway-modal')?.shadowRoot?.querySelector('[role="dialog"]')
    await until(() => Boolean(dialog()?.querySelector('[data-testid="modal-loading"]')))
    const loading = dialog()!.querySelector('[data-testid="modal-loading"]')!
    expect(loading.getAttribute('role')).toBe('status')
    expect(loading.textContent).toBe('Loading…')
    expect(dialog()!.querySelector('.body [role="status"]')).toBe(loading)
    answer()
    await gangway.kernel.ready
    await until(() => !dialog()?.querySelector('[data-testid="modal-loading"]'))
    expect(gangway.kernel.router.view).toBe('Account')
    expect(dialog()!.querySelector('[data-testid="account-address"]')).not.toBeNull()
    gangway.destroy()
  })

  it('renders inline into the host container in embedded mode', async () => {
    const container = document.createElement('gangway-modal')
    document.body.appendChild(container)
    const gangway = createGangway({
      chains: [eip155({ networks: [anvil] })],
      embedded: true,
      logLevel: 'silent',
    })
    await gangway.open()
    const region = container.shadowRoot?.querySelector('[role="region"]')
    expect(region?.textContent).toContain('Connect Wallet')
    expect(gangway.close()).toBe(true)
    gangway.destroy()
  })
})
