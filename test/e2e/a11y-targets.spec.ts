import type { Locator, Page } from '@playwright/test'
import { a11yThemes, viewGroups, viewsInGroup, visitMainViews } from './a11yViews.js'
import { addModalCss, expect, openDemo, settled, test } from './fixtures.js'

// WCAG 2.2 2.5.8 Target Size (Minimum): every control of every main view is at least 24×24
// CSS px, or an undersized one has a 24 px circle around its centre that touches no other
// target (the spacing exception). 2.4.7/2.4.13 and 1.4.11: after each Tab, the focus
// indicator changes enough pixels around the control by at least 3:1, against the same
// pixels unfocused, in light, dark and with a host accent that needs adjustment.
// 2.5.7: no view offers dragging (no slider, nothing draggable); the phone's bottom sheet
// closes with its Close button and a tap on the backdrop.

const targetSelector = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="tab"]',
  '[role="button"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

/** Controls below 24×24 that the spacing exception does not save, in words. */
function smallTargets(selector: string): { measured: number; problems: string[] } {
  const card = document.querySelector('gangway-modal')?.shadowRoot?.querySelector('.card')
  if (!card) return { measured: 0, problems: ['no dialog'] }
  // A control inside a <label> is hit through its label: the label is the target.
  const targets = [...card.querySelectorAll<HTMLElement>(selector)]
    .map((element) => element.closest('label') ?? element)
    .filter((element, index, all) => all.indexOf(element) === index)
    .filter((element) => element.checkVisibility({ visibilityProperty: true }))
    .filter(
      (element) =>
        !element.closest('.sr-only') && getComputedStyle(element).pointerEvents !== 'none',
    )
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.height > 0)
  const name = (element: HTMLElement) =>
    `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`
  const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 })
  const small = targets.filter(({ box }) => box.width < 23.5 || box.height < 23.5)
  const problems: string[] = []
  for (const target of small) {
    // 2.5.8 exempts a link inside a sentence.
    if (target.element.tagName === 'A' && target.element.closest('p')) continue
    const c = centre(target.box)
    const touches = targets.some(({ element, box }) => {
      if (
        element === target.element ||
        element.contains(target.element) ||
        target.element.contains(element)
      )
        return false
      const nx = Math.max(box.left, Math.min(c.x, box.right))
      const ny = Math.max(box.top, Math.min(c.y, box.bottom))
      const intersectsRect = Math.hypot(nx - c.x, ny - c.y) < 12
      const other = small.some((s) => s.element === element)
      const o = centre(box)
      return intersectsRect || (other && Math.hypot(o.x - c.x, o.y - c.y) < 24)
    })
    if (touches)
      problems.push(
        `${name(target.element)} is ${Math.round(target.box.width)}×${Math.round(target.box.height)}`,
      )
  }
  return { measured: targets.length, problems }
}

// Each (layout or theme) × view group is a test of its own, and the file's tests run in
// parallel: Playwright spreads them over its workers instead of walking every view seven times
// in a row on one.
test.describe.configure({ mode: 'parallel', timeout: 120_000 })

/** Target sizes and dragging on the shown view, in words. */
async function targetProblems(view: string, shown: Page): Promise<string[]> {
  const problems: string[] = []
  const { measured, problems: small } = await shown.evaluate(smallTargets, targetSelector)
  if (!measured) problems.push(`${view}: no control measured`)
  for (const problem of small) problems.push(`${view}: ${problem}`)
  const dragging = await shown
    .locator('gangway-modal')
    .locator('input[type="range"], [role="slider"], [draggable="true"]')
    .count()
  if (dragging) problems.push(`${view}: ${dragging} draggable control(s)`)
  return problems
}

// The laptop layout in light is walked by the focus test below, which checks targets too.
test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  for (const group of viewGroups)
    test(`every control is at least 24×24 CSS px (2.5.8), and none needs dragging (2.5.7): ${group}`, async ({
      page,
      browser,
      dialog,
      demoUrl,
    }) => {
      const problems: string[] = []
      let views = 0
      await visitMainViews(
        { page, browser, dialog, demoUrl, theme: a11yThemes[0]!, groups: [group] },
        async (view, shown) => {
          views++
          problems.push(...(await targetProblems(view, shown)))
        },
      )
      expect(views).toBe(viewsInGroup[group])
      expect(problems).toEqual([])
    })
})

test.describe('phone bottom sheet', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('closes without a drag: the Close button, or a tap on the backdrop above it', async ({
    page,
    demoUrl,
    dialog,
  }) => {
    await openDemo(page, demoUrl, '?theme=light')
    const open = page.locator('[data-gangway-button] button').first()
    await open.click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await open.click()
    await expect(dialog).toBeVisible()
    await settled(page)
    const top = await dialog.boundingBox()
    expect(top!.y).toBeGreaterThan(24)
    await page.mouse.click(195, top!.y / 2)
    await expect(dialog).toBeHidden()
  })
})

type Box = { x: number; y: number; width: number; height: number }

/** How many pixels differ by at least 3:1 between two photographs of the same region. */
async function changedPixels([focused, unfocused]: readonly [string, string]): Promise<number> {
  const read = async (png: string) => {
    const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d', { willReadFrequently: true })!
    context.drawImage(bitmap, 0, 0)
    return context.getImageData(0, 0, bitmap.width, bitmap.height).data
  }
  const [a, b] = await Promise.all([read(focused), read(unfocused)])
  const linear = (c: number) => {
    const v = c / 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  const luminance = (p: Uint8ClampedArray, i: number) =>
    0.2126 * linear(p[i]!) + 0.7152 * linear(p[i + 1]!) + 0.0722 * linear(p[i + 2]!)
  let count = 0
  for (let i = 0; i < a.length; i += 4) {
    const x = luminance(a, i)
    const y = luminance(b, i)
    if ((Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05) >= 3) count++
  }
  return count
}

/**
 * Tabs through the view from the dialog; for each control, photographs the region around it
 * focused and unfocused (the dialog focused instead) and counts the pixels that changed by at
 * least 3:1. 2.4.13 asks for at least the area of a 2 px line around the control; rounded
 * shapes have a shorter perimeter than their box, hence 60 % of the box's.
 */
async function weakFocusIndicators(page: Page, dialog: Locator, blank: Page): Promise<string[]> {
  const problems: string[] = []
  await page.mouse.move(0, 0)
  // The photos must show where a focus change ends, not part way: controls transition their
  // colours (120–150 ms), and Playwright's `animations: 'disabled'` does not reach
  // transitions inside the modal's shadow root.
  await addModalCss(page, '*, *::before, *::after { transition: none !important; }')
  await dialog.evaluate((card) => (card as HTMLElement).focus())
  const seen: string[] = []
  for (let step = 0; step < 14; step++) {
    await page.keyboard.press('Tab')
    const focused = await dialog.evaluate((card) => {
      const active = (card.getRootNode() as ShadowRoot).activeElement as HTMLElement | null
      if (!active || active === card) return undefined
      active.dataset.a11yFocus = 'now'
      // An input without an outline shows focus on its box (`:focus-within`): photograph that.
      const framed =
        getComputedStyle(active).outlineStyle === 'none'
          ? (active.closest<HTMLElement>('[class*="-box"], .search') ?? active)
          : active
      const frame = framed.getBoundingClientRect()
      const box = active.getBoundingClientRect()
      const label = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? (active as HTMLInputElement).placeholder ?? '').trim().slice(0, 30)}"`
      return {
        label,
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
        frame: { x: frame.x, y: frame.y, width: frame.width, height: frame.height },
      }
    })
    if (!focused || seen.includes(focused.label)) break
    seen.push(focused.label)
    const margin = 10
    const clip: Box = {
      x: Math.max(0, focused.frame.x - margin),
      y: Math.max(0, focused.frame.y - margin),
      width: focused.frame.width + 2 * margin,
      height: focused.frame.height + 2 * margin,
    }
    const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' })
    const on = await shot()
    await dialog.evaluate((card) => (card as HTMLElement).focus({ preventScroll: true }))
    const off = await shot()
    await dialog.evaluate((card) => {
      const element = card.querySelector<HTMLElement>('[data-a11y-focus="now"]')
      delete element?.dataset.a11yFocus
      element?.focus({ preventScroll: true })
    })
    const changed = await blank.evaluate(changedPixels, [
      on.toString('base64'),
      off.toString('base64'),
    ] as const)
    const needed = 2 * 2 * (focused.box.width + focused.box.height) * 0.6
    if (changed < needed)
      problems.push(`${focused.label}: ${changed} px changed by 3:1, needs ${Math.round(needed)}`)
  }
  if (!seen.length) problems.push('Tab reached no control')
  return problems
}

for (const theme of a11yThemes.filter((t) => t.name !== 'light, accent #7c3aed'))
  for (const group of viewGroups) {
    // Laptop size; in light, the walk measures target sizes and dragging as well.
    const targets = theme === a11yThemes[0]
    test(`after each Tab the focus indicator changes its surroundings by 3:1${targets ? '; every control is at least 24×24 CSS px (2.5.8), none needs dragging (2.5.7)' : ''} (${theme.name}): ${group}`, async ({
      page,
      browser,
      dialog,
      demoUrl,
    }) => {
      const blank = await page.context().newPage()
      const problems: string[] = []
      let views = 0
      await visitMainViews(
        { page, browser, dialog, demoUrl, theme, groups: [group] },
        async (view, shown) => {
          views++
          if (targets) problems.push(...(await targetProblems(view, shown)))
          const shownDialog = shown.locator('gangway-modal [role="dialog"]')
          for (const problem of await weakFocusIndicators(shown, shownDialog, blank))
            problems.push(`${view}: ${problem}`)
        },
      )
      expect(views).toBe(viewsInGroup[group])
      expect(problems).toEqual([])
    })
  }
