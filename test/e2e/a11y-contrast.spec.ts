import type { Page } from '@playwright/test'
import { a11yThemes, visitMainViews } from './a11yViews.js'
import { addModalCss, expect, settled, test } from './fixtures.js'

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

type BoundarySample = {
  control: string
  /** The box that draws the control's boundary: its own, or the field box around it. */
  frame: { x: number; y: number; width: number; height: number }
}

/**
 * The controls whose boundary identifies them (WCAG 1.4.11): text fields, selects, text
 * areas, checkboxes and switches. Each one's boundary is drawn by the control itself or, for
 * a bare input inside a field box, by the nearest ancestor that paints a border, a ring or a
 * fill; a control that nothing frames gets the dialog's box and fails.
 */
function collectBoundaries(): BoundarySample[] {
  const root = document.querySelector('gangway-modal')?.shadowRoot
  const card = root?.querySelector<HTMLElement>('.card')
  if (!card) return []
  const paints = (element: Element) => {
    const style = getComputedStyle(element)
    const visible = (colour: string) => !/^(transparent|rgba\(.*,\s*0\))$/.test(colour)
    return (
      (Number.parseFloat(style.borderTopWidth) > 0 &&
        style.borderTopStyle !== 'none' &&
        visible(style.borderTopColor)) ||
      style.boxShadow !== 'none' ||
      visible(style.backgroundColor)
    )
  }
  const samples: BoundarySample[] = []
  const controls = card.querySelectorAll<HTMLElement>(
    'input:not([type="radio"], [type="range"], [type="hidden"]), textarea, select, [role="checkbox"], [role="switch"]',
  )
  for (const control of controls) {
    if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
    if (control.matches(':disabled, [aria-disabled="true"]')) continue
    let frame: HTMLElement = control
    while (frame !== card && !paints(frame) && frame.parentElement) frame = frame.parentElement
    const box = frame.getBoundingClientRect()
    samples.push({
      control: `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') || (control as HTMLInputElement).labels?.[0]?.textContent || (control as HTMLInputElement).placeholder || control.className).trim().slice(0, 30)}"`,
      frame: { x: box.x, y: box.y, width: box.width, height: box.height },
    })
  }
  return samples
}

// `transition: none`: hiding the text is a colour change, and the tabs, chips and links
// transition their colour (150 ms); inside the shadow root Playwright's `animations:
// 'disabled'` does not reach those transitions (Chromium's document.getAnimations() leaves
// shadow roots out), so a photograph could catch a text half faded out and measure it as
// background (the Activity tab's flake).
const hideText = `*, *::before, *::after, ::placeholder { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; transition: none !important; }`

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

/**
 * In a blank page: each control's boundary against the background just outside it. Along the
 * middle half of each side (corners are rounded and anti-aliased), the pixels from 3 px
 * outside the box to 2 px inside it are the boundary (a border, an outer ring or the fill's
 * edge); the pixel 6 px outside is the background. A side passes when half its points reach
 * 3:1; a control passes when three of its four sides do (the fourth may touch a neighbour).
 */
async function measureBoundaries([png, samples]: readonly [string, BoundarySample[]]): Promise<
  { control: string; ratios: number[]; fg: string; bg: string }[]
> {
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
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * bitmap.width + Math.round(x)) * 4
    return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!] as const
  }
  const luminance = ([r, g, b]: readonly [number, number, number]) =>
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
  const hex = (rgb: readonly number[]) =>
    `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < bitmap.width && y < bitmap.height
  const failures: { control: string; ratios: number[]; fg: string; bg: string }[] = []
  for (const { control, frame } of samples) {
    const left = frame.x
    const right = frame.x + frame.width - 1
    const top = frame.y
    const bottom = frame.y + frame.height - 1
    // Each side: points along it, and the outward direction.
    const sides = [
      { along: 'x', fixed: top, from: left, to: right, out: -1 },
      { along: 'x', fixed: bottom, from: left, to: right, out: 1 },
      { along: 'y', fixed: left, from: top, to: bottom, out: -1 },
      { along: 'y', fixed: right, from: top, to: bottom, out: 1 },
    ] as const
    const medians: number[] = []
    let worst = { fg: '', bg: '' }
    for (const side of sides) {
      const length = side.to - side.from
      const points: number[] = []
      let sample = { fg: '', bg: '' }
      for (let t = side.from + length / 4; t <= side.to - length / 4; t += 2) {
        const point = (depth: number) =>
          side.along === 'x'
            ? ([t, side.fixed - side.out * depth] as const)
            : ([side.fixed - side.out * depth, t] as const)
        const [bx, by] = point(-6)
        if (!inside(bx, by)) continue
        const background = at(bx, by)
        const bgLuminance = luminance(background)
        let best = 1
        let bestPixel = background
        for (let depth = -3; depth <= 2; depth++) {
          const [x, y] = point(depth)
          if (!inside(x, y)) continue
          const pixel = at(x, y)
          const r = ratio(luminance(pixel), bgLuminance)
          if (r > best) {
            best = r
            bestPixel = pixel
          }
        }
        points.push(best)
        sample = { fg: hex(bestPixel), bg: hex(background) }
      }
      if (!points.length) continue
      points.sort((a, b) => a - b)
      const median = points[Math.floor(points.length / 2)]!
      medians.push(Math.floor(median * 100) / 100)
      if (median < 3) worst = sample
    }
    const passing = medians.filter((m) => m >= 3).length
    if (passing < Math.min(3, medians.length) || !medians.length)
      failures.push({ control, ratios: medians, ...worst })
  }
  return failures
}

/**
 * The samples and a photograph of one and the same layout. A late render (another history
 * page, a resized body) may move the card between collecting the samples and taking the
 * photograph, and then a text is measured over whatever moved under its old place (the
 * Activity title over the avatar's green, #37e08f): so the samples are collected again after
 * the photograph, and both are taken again until nothing moved.
 */
async function photographed<sample>(
  page: Page,
  collect: () => sample[],
  place: (sample: sample) => unknown,
  photograph: () => Promise<Buffer>,
): Promise<{ png: Buffer; samples: sample[] }> {
  const where = (samples: sample[]) => JSON.stringify(samples.map(place))
  for (let attempt = 1; ; attempt++) {
    const samples = await page.evaluate(collect)
    const png = await photograph()
    const moved = where(await page.evaluate(collect)) !== where(samples)
    if (!moved) return { png, samples }
    if (attempt === 5) throw new Error('The view kept moving while it was photographed.')
    await settled(page)
  }
}

type Box = { x: number; y: number; width: number; height: number }

/**
 * The part of the window to photograph: the dialog and 8 px around it (a boundary's background
 * is read 6 px outside a control), in whole pixels. Smaller photographs are cheaper to take,
 * send and decode than the whole window.
 */
async function dialogRegion(page: Page): Promise<Box> {
  const card = await page.locator('gangway-modal [role="dialog"]').boundingBox()
  const viewport = page.viewportSize()!
  if (!card) return { x: 0, y: 0, ...viewport }
  const x = Math.max(0, Math.floor(card.x - 8))
  const y = Math.max(0, Math.floor(card.y - 8))
  return {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(card.x + card.width + 8)) - x,
    height: Math.min(viewport.height, Math.ceil(card.y + card.height + 8)) - y,
  }
}

/** A box in the window, as a box in a photograph of `region`. */
const within = (region: Box, box: Box): Box => ({
  ...box,
  x: box.x - region.x,
  y: box.y - region.y,
})

/** Every control boundary of the shown view, against the background around it, unfocused. */
async function boundaryContrastFailures(page: Page, blank: Page): Promise<string[]> {
  let region: Box = { x: 0, y: 0, width: 0, height: 0 }
  const { png, samples } = await photographed(
    page,
    collectBoundaries,
    (sample) => sample.frame,
    async () => {
      // Measured unfocused: a focused field's ring is its focus indicator, not its boundary.
      const refocus = await page.evaluateHandle(() => {
        const active = document.querySelector('gangway-modal')?.shadowRoot?.activeElement
        if (!(active instanceof HTMLElement) || !active.matches('input, textarea, select'))
          return () => undefined
        active.blur()
        return () => active.focus({ preventScroll: true })
      })
      await settled(page)
      region = await dialogRegion(page)
      const png = await page.screenshot({ clip: region, animations: 'disabled', caret: 'hide' })
      await refocus.evaluate((undo) => undo())
      return png
    },
  )
  if (!samples.length) return []
  const failures = await blank.evaluate(measureBoundaries, [
    png.toString('base64'),
    samples.map((sample) => ({ ...sample, frame: within(region, sample.frame) })),
  ] as const)
  return failures.map(
    (failure) =>
      `boundary of ${failure.control}: sides at ${failure.ratios.join(', ')}:1 (${failure.fg} on ${failure.bg}; needs 3:1 on three sides)`,
  )
}

/** Every visible text of the shown view, measured against its rendered background. */
async function textContrastFailures(page: Page, blank: Page): Promise<Failure[]> {
  let region: Box = { x: 0, y: 0, width: 0, height: 0 }
  const { png, samples } = await photographed(
    page,
    collectText,
    // Where, not how: the colour comes back through a transition once the text is shown again.
    (sample) => [sample.text, sample.rects],
    async () => {
      region = await dialogRegion(page)
      const showText = await addModalCss(page, hideText)
      const png = await page.screenshot({ clip: region, animations: 'disabled', caret: 'hide' })
      await showText()
      return png
    },
  )
  expect(samples.length).toBeGreaterThan(0)
  const inRegion = samples.map((sample) => ({
    ...sample,
    rects: sample.rects.map((rect) => within(region, rect)),
  }))
  return blank.evaluate(measure, [png.toString('base64'), inRegion] as const)
}

test.describe.configure({ timeout: 180_000 })

for (const theme of a11yThemes)
  test(`every text and control boundary of every main view has WCAG contrast on its rendered background (${theme.name})`, async ({
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
      for (const failure of await boundaryContrastFailures(shown, blank))
        failures.push(`${view}: ${failure}`)
    })
    expect(views).toBe(11)
    expect(failures).toEqual([])
  })
