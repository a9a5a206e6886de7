import type { Page } from '@playwright/test'
import { a11yThemes, visitMainViews } from './a11yViews.js'
import { expect, test } from './fixtures.js'

// WCAG 2.2 1.4.3 (and 1.4.11 for large text): every visible text of every main view, in light,
// dark and two host accents, against the background it is really drawn on. The background is
// not guessed from CSS: the text is made transparent, the page is photographed, and the
// pixels under each line of text are read (gradients, tints, translucent layers and images
// included). Axe leaves such text "incomplete"; this measures it.

type TextSample = {
  text: string
  colour: string
  opacity: number
  large: boolean
  rects: { x: number; y: number; width: number; height: number }[]
}

/** The visible text of the modal: colour, size, and the boxes its lines occupy. */
function collectText(): TextSample[] {
  const root = document.querySelector('gangway-modal')?.shadowRoot
  const card = root?.querySelector<HTMLElement>('.card')
  if (!card) return []
  const samples: TextSample[] = []
  const clipOf = (element: Element) => {
    let clip = card.getBoundingClientRect()
    for (let node: Element | null = element; node && node !== card; node = node.parentElement) {
      const style = getComputedStyle(node)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      const box = node.getBoundingClientRect()
      const left = Math.max(clip.left, box.left)
      const top = Math.max(clip.top, box.top)
      clip = new DOMRect(
        left,
        top,
        Math.min(clip.right, box.right) - left,
        Math.min(clip.bottom, box.bottom) - top,
      )
    }
    return clip
  }
  const opacityOf = (element: Element) => {
    let opacity = 1
    for (let node: Element | null = element; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity)
    return opacity
  }
  const add = (element: Element, text: string, colour: string, boxes: DOMRect[]) => {
    const style = getComputedStyle(element)
    const size = Number.parseFloat(style.fontSize)
    const weight = Number(style.fontWeight)
    const clip = clipOf(element)
    const rects = boxes
      .map((box) => {
        const left = Math.max(box.left, clip.left)
        const top = Math.max(box.top, clip.top)
        const right = Math.min(box.right, clip.right)
        const bottom = Math.min(box.bottom, clip.bottom)
        return { x: left, y: top, width: right - left, height: bottom - top }
      })
      .filter((box) => box.width >= 2 && box.height >= 4)
      // Under something else (a toast over the title): not visible, so not measured here.
      .filter((box) => {
        const hit = root?.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return !hit || hit === element || element.contains(hit) || hit.contains(element)
      })
    if (!rects.length) return
    samples.push({
      text: text.trim().slice(0, 40),
      colour,
      opacity: opacityOf(element),
      // WCAG large text: 18 pt (24 px), or 14 pt (18.66 px) bold.
      large: size >= 24 || (size >= 18.66 && weight >= 700),
      rects,
    })
  }
  const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement
    if (!element || !node.textContent?.trim()) continue
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
    // 1.4.3 exempts inactive controls.
    if (element.closest('button:disabled, [aria-disabled="true"], fieldset:disabled')) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    add(element, node.textContent, getComputedStyle(element).color, [...range.getClientRects()])
  }
  for (const input of card.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type="radio"], [type="checkbox"], [type="range"], [type="hidden"]), textarea',
  )) {
    if (input.disabled || !input.checkVisibility({ opacityProperty: true })) continue
    const style = getComputedStyle(input)
    const box = input.getBoundingClientRect()
    const inset = (side: string) =>
      Number.parseFloat(style.getPropertyValue(`padding-${side}`)) +
      Number.parseFloat(style.getPropertyValue(`border-${side}-width`))
    const content = new DOMRect(
      box.left + inset('left'),
      box.top + inset('top'),
      box.width - inset('left') - inset('right'),
      box.height - inset('top') - inset('bottom'),
    )
    if (input.value) add(input, input.value, style.color, [content])
    else if (input.placeholder)
      add(input, input.placeholder, getComputedStyle(input, '::placeholder').color, [content])
  }
  return samples
}

const hideText = `*, *::before, *::after, ::placeholder { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }`

type Failure = { text: string; ratio: number; required: number; fg: string; bg: string }

/**
 * In a blank page: decodes the photograph and measures each sample's colour (its alpha and
 * opacity painted over each pixel) against every pixel under its lines; the ratio that 95 % of
 * the pixels reach is the sample's, so a stray border pixel does not decide it.
 */
async function measure([png, samples]: readonly [string, TextSample[]]): Promise<Failure[]> {
  const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0))
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  context.drawImage(bitmap, 0, 0)
  const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data
  const linear = (c: number) => {
    const v = c / 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  const luminance = (r: number, g: number, b: number) =>
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  const parse = (colour: string) => {
    const numbers = colour.match(/[\d.]+/g)?.map(Number) ?? []
    if (colour.startsWith('color(srgb'))
      return {
        r: numbers[0]! * 255,
        g: numbers[1]! * 255,
        b: numbers[2]! * 255,
        a: numbers[3] ?? 1,
      }
    return { r: numbers[0]!, g: numbers[1]!, b: numbers[2]!, a: numbers[3] ?? 1 }
  }
  const hex = (r: number, g: number, b: number) =>
    `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`
  const failures: Failure[] = []
  for (const sample of samples) {
    const fg = parse(sample.colour)
    const alpha = fg.a * sample.opacity
    const measured: { ratio: number; fg: string; bg: string }[] = []
    for (const rect of sample.rects)
      for (let y = Math.ceil(rect.y); y < Math.floor(rect.y + rect.height); y++)
        for (let x = Math.ceil(rect.x); x < Math.floor(rect.x + rect.width); x++) {
          const i = (y * bitmap.width + x) * 4
          const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!]
          const mix = (t: number, u: number) => t * alpha + u * (1 - alpha)
          const text = [mix(fg.r, r), mix(fg.g, g), mix(fg.b, b)] as const
          const a = luminance(...text)
          const c = luminance(r, g, b)
          measured.push({
            ratio: (Math.max(a, c) + 0.05) / (Math.min(a, c) + 0.05),
            fg: hex(...text),
            bg: hex(r, g, b),
          })
        }
    if (!measured.length) continue
    measured.sort((p, q) => p.ratio - q.ratio)
    const at = measured[Math.floor(measured.length * 0.05)]!
    const required = sample.large ? 3 : 4.5
    if (at.ratio < required)
      failures.push({
        text: sample.text,
        ratio: Math.floor(at.ratio * 100) / 100,
        required,
        fg: at.fg,
        bg: at.bg,
      })
  }
  return failures
}

/** Every visible text of the shown view, measured against its rendered background. */
async function textContrastFailures(page: Page, blank: Page): Promise<Failure[]> {
  const samples = await page.evaluate(collectText)
  expect(samples.length).toBeGreaterThan(0)
  const detach = await page.evaluateHandle((css) => {
    const root = document.querySelector('gangway-modal')!.shadowRoot!
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet)
    }
  }, hideText)
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' })
  await detach.evaluate((undo) => undo())
  return blank.evaluate(measure, [png.toString('base64'), samples] as const)
}

// Retries: on the Activity tab a text has now and then been measured in a colour it only has
// mid-change (the tab's 150 ms colour transition, or content still arriving from the other
// specs' transactions on the shared demo chain). A known flake to fix, not a contrast finding.
test.describe.configure({ timeout: 180_000, retries: 2 })

for (const theme of a11yThemes)
  test(`every text of every main view has WCAG contrast on its rendered background (${theme.name})`, async ({
    page,
    browser,
    dialog,
    demoUrl,
  }) => {
    const blank = await page.context().newPage()
    const failures: string[] = []
    let views = 0
    await visitMainViews({ page, browser, dialog, demoUrl, theme }, async (view, shown) => {
      views++
      for (const failure of await textContrastFailures(shown, blank))
        failures.push(
          `${view}: "${failure.text}" ${failure.fg} on ${failure.bg} is ${failure.ratio}:1 (needs ${failure.required}:1)`,
        )
    })
    expect(views).toBe(11)
    expect(failures).toEqual([])
  })
