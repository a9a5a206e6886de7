import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import axe from 'axe-core'
import { type Demo, type DemoConfig, startDemo } from '../../demo/server.js'

export { expect }

export const screenshotDir = 'test-results/screenshots'

type Fixtures = {
  demoUrl: string
  config: DemoConfig
  /** The modal's dialog inside <gangway-modal>'s shadow root. */
  dialog: Locator
  /** CSP violations and page errors collected during the test. */
  problems: string[]
}

type WorkerFixtures = {
  /** The demo (two anvil chains, the relay, the fixtures): one per worker, its specs share it. */
  demo: Demo
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  demo: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take an object pattern
    async ({}, use) => {
      const demo = await startDemo()
      await use(demo)
      await demo.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  demoUrl: async ({ demo }, use) => {
    await use(demo.url)
  },
  config: async ({ demo }, use) => {
    await use(demo.config)
  },
  dialog: async ({ page }, use) => {
    await use(page.locator('gangway-modal [role="dialog"]'))
  },
  problems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
        problems.push(`csp: ${message.text()}`)
    })
    await use(problems)
    expect(problems).toEqual([])
  },
})

/** Opens the demo on a fresh origin state. */
export async function openDemo(page: Page, demoUrl: string, query = ''): Promise<void> {
  await page.goto(`${demoUrl}${query}`)
  await expect(page.locator('[data-gangway-button] button').first()).toBeVisible()
}

/**
 * Resolves once every finite CSS animation and transition on the page (shadow roots
 * included) has finished: a condition, not a fixed wait. Spinners (infinite) are ignored.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // document.getAnimations() leaves out animations inside shadow roots (Chromium), where
    // the modal lives: ask each open shadow root too.
    const all = () => [
      ...document.getAnimations(),
      ...[...document.querySelectorAll('*')].flatMap((element) =>
        element.shadowRoot ? element.shadowRoot.getAnimations() : [],
      ),
    ]
    const running = () =>
      all().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime
        return typeof end === 'number' && Number.isFinite(end) && animation.playState === 'running'
      })
    // Two frames with nothing running: a ResizeObserver (the modal's height) or a late render
    // may start a transition in the frame after the last one ended.
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (;;) {
      await frames()
      const list = running()
      if (!list.length) return
      await Promise.all(list.map((animation) => animation.finished.catch(() => undefined)))
    }
  })
}

/**
 * Adds CSS to the modal's shadow root, which the page's own styles cannot reach (and, with
 * `page: true`, to the page too). Returns how to take it out again.
 */
export async function addModalCss(
  page: Page,
  css: string,
  { page: inPage = false }: { page?: boolean } = {},
): Promise<() => Promise<void>> {
  const remove = await page.evaluateHandle(
    ([css, inPage]) => {
      const modal = document.querySelector('gangway-modal')?.shadowRoot
      if (!modal) throw new Error('The modal is not mounted.')
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      const roots = inPage ? [modal, document] : [modal]
      for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      return () => {
        for (const root of roots)
          root.adoptedStyleSheets = root.adoptedStyleSheets.filter((other) => other !== sheet)
      }
    },
    [css, inPage] as const,
  )
  return () => remove.evaluate((undo) => undo())
}

type ShakeWatch = HTMLElement & { gangwayShook?: boolean }

/**
 * The view shown in the dialog, without the modal's live regions: an announced text (the code
 * sent, a wait for a provider) is there twice, once on screen and once for screen readers.
 */
export function view(dialog: Locator): Locator {
  return dialog.locator('.body')
}

/**
 * Runs `action` (a refused close) and checks that the dialog shook. The shake lasts 500 ms;
 * a poll on a loaded machine can miss it, so a MutationObserver records it as it happens.
 */
export async function expectShake(dialog: Locator, action: () => Promise<void>): Promise<void> {
  await dialog.evaluate((element) => {
    const watched = element as ShakeWatch
    watched.gangwayShook = false
    const observer = new MutationObserver(() => {
      if (!watched.classList.contains('shake')) return
      watched.gangwayShook = true
      observer.disconnect()
    })
    observer.observe(watched, { attributes: true, attributeFilter: ['class'] })
  })
  await action()
  await expect
    .poll(() =>
      dialog.evaluate(
        (element) => (element as ShakeWatch).gangwayShook || element.classList.contains('shake'),
      ),
    )
    .toBe(true)
}

/** Saves a screenshot for people to look at, once the modal's animations settled. */
export async function snap(page: Page, name: string): Promise<void> {
  await settled(page)
  await page.screenshot({
    path: `${screenshotDir}/${name}.png`,
    animations: 'disabled',
    caret: 'hide',
  })
}

/**
 * axe's experimental rules (focus-order-semantics, p-as-heading, hidden-content…) are off by
 * default; WCAG 2.2 AA wants what they look for, so every check runs them too.
 */
const experimentalRules = Object.fromEntries(
  axe.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]),
)

/**
 * axe-core on the page (the modal included), its experimental rules on
 * (label-content-name-mismatch among the rest): no violation of any impact.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await settled(page)
  const results = await new AxeBuilder({ page }).options({ rules: experimentalRules }).analyze()
  const bad = results.violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact ?? 'no impact'}) ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(bad).toEqual([])
}

export async function rpc<result>(
  url: string,
  method: string,
  params: unknown[] = [],
): Promise<result> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: result }).result
}

/** Wei → "9,999.99" (3 decimals, truncated), as the modal shows it. */
export function formatEther(wei: bigint): string {
  const whole = wei / 10n ** 18n
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').slice(0, 3).replace(/0+$/, '')
  return `${whole.toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`
}

/** Connects the Demo Wallet through the modal and waits for Account. */
export async function connectDemoWallet(page: Page, dialog: Locator): Promise<void> {
  await page.locator('[data-gangway-button] button').first().click()
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  // Account comes in while the dialog's height follows it (150 ms, the card centred): a click
  // at once may land where a button is about to be, not where it is.
  await settled(page)
}

/**
 * Waits until the secure site's frame has stood still for 600 ms. Chromium drops input to a
 * cross-origin frame that moved in the last 500 ms, and the host moves the frame while its
 * view animates in (a height change of the modal moves it without resizing it, which the
 * frame cannot see). A click sent earlier is lost without a trace.
 */
export async function frameAtRest(page: Page): Promise<void> {
  let last = ''
  let since = Date.now()
  await expect
    .poll(
      async () => {
        const key = JSON.stringify(await page.locator('#w3m-iframe').boundingBox())
        if (key !== last) {
          last = key
          since = Date.now()
        }
        return Date.now() - since
      },
      { intervals: [100] },
    )
    .toBeGreaterThanOrEqual(600)
}
