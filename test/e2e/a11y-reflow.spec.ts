// Reflow (WCAG 1.4.10), text spacing (1.4.12) and focus not obscured (2.4.11) across the
// modal's main views: at 320 CSS px wide (a phone, the bottom sheet) and at 200 % zoom (a
// 1280 × 800 window seen as 640 × 400 CSS px), nothing scrolls sideways, no text is cut off
// under the spacing overrides, and every control that Tab reaches is fully in sight.
import type { Locator, Page } from '@playwright/test'
import type { DemoConfig } from '../../demo/server.js'
import { addModalCss, connectDemoWallet, expect, openDemo, settled, test } from './fixtures.js'

/** A view, the demo's query that enables its plugin, and how a visitor gets there. */
type View = { name: string; query?: string; open(page: Page, dialog: Locator): Promise<void> }

async function openFromAccount(dialog: Locator, button: string, view: string) {
  await dialog.getByRole('button', { name: button, exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', view)
}

async function openTab(page: Page, dialog: Locator, tab: string) {
  await connectDemoWallet(page, dialog)
  await dialog.getByRole('tab', { name: tab }).click()
  await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.locator('.tabpanel [role="status"] .spinner')).toHaveCount(0)
  // The tab's own list has arrived: the walk below covers its rows.
  await expect(dialog.locator('.tabpanel [aria-busy="true"]')).toHaveCount(0)
}

const views: View[] = [
  {
    name: 'Connect',
    async open(page, dialog) {
      await page.locator('[data-gangway-button] button').first().click()
      await expect(dialog).toHaveAttribute('data-view', 'Connect')
    },
  },
  {
    name: 'AllWallets',
    async open(page, dialog) {
      await page.locator('[data-gangway-button] button').first().click()
      await dialog.getByRole('button', { name: /All Wallets/ }).click()
      await expect(dialog).toHaveAttribute('data-view', 'AllWallets')
    },
  },
  {
    name: 'Account',
    async open(page, dialog) {
      await connectDemoWallet(page, dialog)
      await expect(dialog.getByTestId('account-balance')).toContainText('ETH')
    },
  },
  {
    name: 'Networks',
    async open(page, dialog) {
      await connectDemoWallet(page, dialog)
      await dialog.locator('button[data-view="Networks"]').click()
      await expect(dialog).toHaveAttribute('data-view', 'Networks')
    },
  },
  {
    name: 'WalletReceive',
    async open(page, dialog) {
      await connectDemoWallet(page, dialog)
      await dialog.getByRole('button', { name: 'Receive', exact: true }).click()
      await expect(dialog.getByTestId('receive-address')).toBeVisible()
    },
  },
  {
    name: 'WalletSend',
    async open(page, dialog) {
      await connectDemoWallet(page, dialog)
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(dialog).toHaveAttribute('data-view', 'WalletSend')
      await expect(dialog.getByRole('textbox').first()).toBeVisible()
    },
  },
  {
    name: 'Swap',
    query: 'swap',
    async open(page, dialog) {
      await connectDemoWallet(page, dialog)
      await openFromAccount(dialog, 'Swap', 'Swap')
      await expect(dialog.getByRole('textbox').first()).toBeVisible()
    },
  },
  {
    name: 'Onramp',
    query: 'onramp',
    async open(page, dialog) {
      await connectDemoWallet(page, dialog)
      await openFromAccount(dialog, 'Buy', 'Onramp')
      await expect(dialog.locator('.view [role="status"] .spinner')).toHaveCount(0)
    },
  },
  {
    name: 'Account (Activity)',
    query: 'history',
    open: (page, dialog) => openTab(page, dialog, 'Activity'),
  },
  {
    name: 'Account (NFTs)',
    query: 'history',
    open: (page, dialog) => openTab(page, dialog, 'NFTs'),
  },
  {
    name: 'RegisterAccountName',
    query: 'names=register',
    async open(page, dialog) {
      await connectDemoWallet(page, dialog)
      await openFromAccount(dialog, 'Name', 'RegisterAccountName')
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible()
    },
  },
]

/** 320 CSS px (1.4.10's own width) and a 1280 × 800 window at 200 % zoom. */
const sizes = [
  { name: '320 px', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: '200 % zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
] as const

/** Elements that scroll sideways (document, the dialog, anything inside it): none may. */
async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const card = document.querySelector('gangway-modal')?.shadowRoot?.querySelector('.card')
    const found: string[] = []
    const root = document.scrollingElement ?? document.documentElement
    if (root.scrollWidth > root.clientWidth) found.push(`document ${root.scrollWidth}`)
    if (!card) return ['no dialog']
    for (const element of [card, ...card.querySelectorAll('*')]) {
      if (!(element instanceof HTMLElement)) continue
      const style = getComputedStyle(element)
      if (!['auto', 'scroll'].includes(style.overflowX)) continue
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(
          `${element.className || element.tagName} ${element.scrollWidth}>${element.clientWidth}`,
        )
    }
    const box = card.getBoundingClientRect()
    if (box.left < 0 || box.right > innerWidth + 0.5) found.push(`dialog ${box.left}..${box.right}`)
    return found
  })
}

/**
 * Content that is cut off with no way to scroll to it: a box inside the dialog that hides
 * overflow (hidden/clip) and is taller than it shows. Keyboard focus would still scroll such a
 * box, so Tab alone does not find it; a mouse or touch visitor could never reach the rest.
 */
async function unreachableContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const card = document.querySelector('gangway-modal')?.shadowRoot?.querySelector('.card')
    if (!card) return ['no dialog']
    const found: string[] = []
    for (const element of [card, ...card.querySelectorAll<HTMLElement>('*')]) {
      if (!(element instanceof HTMLElement) || element.closest('.sr-only')) continue
      const style = getComputedStyle(element)
      if (!['hidden', 'clip'].includes(style.overflowY)) continue
      if (element.scrollHeight <= element.clientHeight + 1) continue
      // What is cut off must matter: a control, or text whose box reaches past the edge (a
      // logo's monogram growing a pixel under the spacing overrides does not).
      const box = element.getBoundingClientRect()
      const lost = [...element.querySelectorAll<HTMLElement>('*')].find((inner) => {
        const focusable = inner.matches('button, a[href], input, select, textarea, [tabindex]')
        const hasText = [...inner.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        )
        if ((!focusable && !hasText) || !inner.getClientRects().length) return false
        const rect = inner.getBoundingClientRect()
        const slack = focusable ? 0.5 : 2
        return rect.top < box.top - slack || rect.bottom > box.bottom + slack
      })
      if (lost)
        found.push(
          `.${element.className} ${element.scrollHeight}>${element.clientHeight} hides ${lost.tagName.toLowerCase()} “${(lost.textContent ?? '').trim().slice(0, 30)}”`,
        )
    }
    return found
  })
}

/**
 * WCAG 1.4.12's overrides, adopted by the modal's shadow root (where the views live) and the
 * page: line height 1.5, paragraph spacing 2 em, letter spacing 0.12 em, word spacing 0.16 em.
 */
async function overrideTextSpacing(page: Page): Promise<void> {
  await addModalCss(
    page,
    `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
      p { margin-bottom: 2em !important; }`,
    { page: true },
  )
}

/**
 * Text cut off inside the dialog: an element with text of its own whose box hides part of it
 * (taller content than box, or wider without an ellipsis), or that lies outside the dialog.
 */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const card = document.querySelector('gangway-modal')?.shadowRoot?.querySelector('.card')
    if (!card) return ['no dialog']
    const found: string[] = []
    const cardBox = card.getBoundingClientRect()
    for (const element of card.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim()
      if (!ownText || element.closest('.sr-only, svg, [aria-hidden="true"]')) continue
      if (!element.getClientRects().length) continue
      const style = getComputedStyle(element)
      const label = `${element.tagName.toLowerCase()}.${element.className} “${ownText.slice(0, 30)}”`
      if (style.overflowY !== 'visible' && element.scrollHeight > element.clientHeight + 1)
        found.push(`${label} height ${element.scrollHeight}>${element.clientHeight}`)
      if (
        style.overflowX !== 'visible' &&
        style.textOverflow !== 'ellipsis' &&
        element.scrollWidth > element.clientWidth + 1
      )
        found.push(`${label} width ${element.scrollWidth}>${element.clientWidth}`)
      const box = element.getBoundingClientRect()
      if (box.left < cardBox.left - 1 || box.right > cardBox.right + 1)
        found.push(`${label} outside the dialog`)
    }
    return found
  })
}

/**
 * Presses Tab through every control of the view (one more than there are, to wrap around)
 * and reports each focused element that is not fully inside every box that clips it (the
 * scroll containers, the dialog, the window) or that lies under the dialog's header.
 */
async function obscuredWhileTabbing(page: Page): Promise<string[]> {
  const count = await page.evaluate(() => {
    const card = document.querySelector('gangway-modal')?.shadowRoot?.querySelector('.card')
    return card
      ? [
          ...card.querySelectorAll<HTMLElement>(
            'button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
          ),
        ].filter((element) => element.getClientRects().length).length
      : 0
  })
  const found: string[] = []
  for (let index = 0; index <= count; index++) {
    await page.keyboard.press('Tab')
    await settled(page)
    const check = () =>
      page.evaluate(() => {
        const shadow = document.querySelector('gangway-modal')?.shadowRoot
        const active = shadow?.activeElement
        if (!(active instanceof HTMLElement)) return 'focus left the dialog'
        if (!active.matches(':focus-visible')) return `${active.tagName} has no visible focus`
        // The element with its focus ring (outline and its offset), all of which must show.
        const style = getComputedStyle(active)
        const ring = Math.max(
          0,
          Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset),
        )
        const raw = active.getBoundingClientRect()
        const box = {
          top: raw.top - ring,
          bottom: raw.bottom + ring,
          left: raw.left - ring,
          right: raw.right + ring,
        }
        const name = `${active.tagName.toLowerCase()} “${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30)}”`
        const inside = (
          outer: DOMRect | { top: number; bottom: number; left: number; right: number },
        ) =>
          box.top >= outer.top - 0.5 &&
          box.bottom <= outer.bottom + 0.5 &&
          box.left >= outer.left - 0.5 &&
          box.right <= outer.right + 0.5
        if (!inside({ top: 0, left: 0, bottom: innerHeight, right: innerWidth }))
          return `${name} outside the window`
        for (let parent = active.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent)
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
          // A clipping box's content area (its scrollbars excluded).
          const outer = parent.getBoundingClientRect()
          const clip = {
            top: outer.top + parent.clientTop,
            left: outer.left + parent.clientLeft,
            bottom: outer.top + parent.clientTop + parent.clientHeight,
            right: outer.left + parent.clientLeft + parent.clientWidth,
          }
          if (!inside(clip))
            return `${name} cut off by .${parent.className} (${Math.round(box.top)}..${Math.round(box.bottom)} in ${Math.round(clip.top)}..${Math.round(clip.bottom)}, ${Math.round(box.left)}..${Math.round(box.right)} in ${Math.round(clip.left)}..${Math.round(clip.right)})`
        }
        const header = shadow?.querySelector('.header')
        if (header && !header.contains(active)) {
          const under = header.getBoundingClientRect()
          if (box.top < under.bottom - 0.5 && box.bottom > under.top)
            return `${name} under the header`
        }
        return ''
      })
    // The focused control must come to rest in sight; a late page of content arriving while it
    // moved (the body's height, the sheet) may take a few frames to settle around it, more
    // on a loaded machine: the condition is polled, then the last answer kept.
    let problem = await check()
    if (problem)
      await expect
        .poll(async () => {
          await settled(page)
          problem = await check()
          return problem
        })
        .toBe('')
        .catch(() => undefined)
    if (problem) found.push(problem)
  }
  return found
}

for (const size of sizes) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor })

    for (const view of views) {
      test(`${view.name}: no horizontal scroll, every Tab stop in sight, text spacing clips nothing`, async ({
        page,
        demoUrl,
        dialog,
      }) => {
        await openDemo(page, demoUrl, `?theme=light${view.query ? `&${view.query}` : ''}`)
        await view.open(page, dialog)
        await settled(page)
        expect(await horizontalOverflow(page)).toEqual([])
        // Polled: a late page of content (a history or NFT list) animates the body's height, which
        // hides its overflow for 150 ms after everything else had settled.
        await expect.poll(() => unreachableContent(page)).toEqual([])
        expect(await obscuredWhileTabbing(page)).toEqual([])

        await overrideTextSpacing(page)
        await settled(page)
        expect(await clippedText(page)).toEqual([])
        await expect.poll(() => unreachableContent(page)).toEqual([])
        expect(await horizontalOverflow(page)).toEqual([])
      })
    }
  })
}

/** Disconnect has the focus, and its box lies within the window's height. */
async function expectDisconnectFocusedInSight(page: Page): Promise<void> {
  const focused = await page.evaluate(() => {
    const active = document.querySelector('gangway-modal')?.shadowRoot?.activeElement
    const box = active?.getBoundingClientRect()
    return { name: active?.textContent?.trim(), top: box?.top, bottom: box?.bottom, innerHeight }
  })
  expect(focused.name).toBe('Disconnect')
  expect(focused.top).toBeGreaterThanOrEqual(0)
  expect(focused.bottom).toBeLessThanOrEqual(focused.innerHeight)
}

const scrollTopOf = (dialog: Locator) => dialog.locator('.body').evaluate((body) => body.scrollTop)

/** Account's Activity tab with the chain's logs held back, and Disconnect focused by Tab. */
async function disconnectFocusedWhileActivityLoads({
  page,
  dialog,
  demoUrl,
  config,
}: {
  page: Page
  dialog: Locator
  demoUrl: string
  config: DemoConfig
}): Promise<() => Promise<void>> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`${config.networks[0]!.rpcUrl}**`, async (route) => {
    if (/eth_getLogs/.test(route.request().postData() ?? '')) await held
    await route.continue()
  })
  await openDemo(page, demoUrl, '?theme=light&history')
  await connectDemoWallet(page, dialog)
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await expect(dialog.locator('.tabpanel [aria-busy="true"]')).toBeVisible()
  // Shift+Tab from the close button wraps to the last control: Disconnect, by keyboard.
  await dialog.getByRole('button', { name: 'Close' }).focus()
  await page.keyboard.press('Shift+Tab')
  await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeFocused()
  await expectDisconnectFocusedInSight(page)
  // Lets the list arrive, and waits until the dialog has followed it.
  return async () => {
    release()
    await expect(dialog.locator('.gw-history-list').first()).toBeVisible()
    await settled(page)
  }
}

test.describe('at 200 % zoom, content arriving under the keyboard focus', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 })

  test('the Activity list arriving above the focused Disconnect leaves it in sight', async ({
    page,
    dialog,
    demoUrl,
    config,
  }) => {
    const arrive = await disconnectFocusedWhileActivityLoads({ page, dialog, demoUrl, config })
    await arrive()
    await expectDisconnectFocusedInSight(page)
  })

  const scrollsAway: Record<string, (page: Page, dialog: Locator) => Promise<void>> = {
    async 'the wheel'(page, dialog) {
      const box = await dialog.locator('.body').boundingBox()
      await page.mouse.move((box?.x ?? 0) + 20, (box?.y ?? 0) + 20)
      await page.mouse.wheel(0, -400)
    },
    async 'Page Up'(page) {
      await page.keyboard.press('PageUp')
    },
  }
  for (const [way, scrollAway] of Object.entries(scrollsAway))
    test(`…but not after the visitor scrolled away with ${way}`, async ({
      page,
      dialog,
      demoUrl,
      config,
    }) => {
      const arrive = await disconnectFocusedWhileActivityLoads({ page, dialog, demoUrl, config })
      await scrollAway(page, dialog)
      await expect.poll(() => scrollTopOf(dialog)).toBe(0)
      await arrive()
      // The visitor reads the top of the view: it stays where they put it.
      expect(await scrollTopOf(dialog)).toBe(0)
      await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeFocused()
    })
})

test('at a laptop size, content arriving under the keyboard focus: the body is never scrolled one way and pulled back the other', async ({
  page,
  dialog,
  demoUrl,
  config,
}) => {
  const arrive = await disconnectFocusedWhileActivityLoads({ page, dialog, demoUrl, config })
  // Every position the body takes while the dialog grows around the list.
  await dialog.locator('.body').evaluate((body) => {
    const positions: number[] = []
    ;(body as HTMLElement & { positions?: number[] }).positions = positions
    body.addEventListener('scroll', () => positions.push(body.scrollTop))
  })
  await arrive()
  const positions = await dialog
    .locator('.body')
    .evaluate((body) => (body as HTMLElement & { positions?: number[] }).positions ?? [])
  expect(positions).toEqual([...positions].sort((a, b) => a - b))
  await expectDisconnectFocusedInSight(page)
})
