import type { Kernel } from 'gangway/kernel'
import { adjustAccent } from './colour/accentTokens.js'
import type { Rgb } from './colour/contrastRatio.js'
import { parseColour } from './colour/parseColour.js'
import {
  defaultAccentTokens,
  defaults,
  hasOwnAccent,
  palettes,
  type ThemeState,
  themeSheetCss,
  themeVariables,
} from './palettes.js'

export type { ThemeState } from './palettes.js'

/**
 * A CSS colour as sRGB: parsed when it is hex, rgb() or hsl(); otherwise (a name, oklch()…)
 * painted on a 1×1 canvas and read back, in a browser.
 */
function readColour(text: string): Rgb | undefined {
  const parsed = parseColour(text)
  if (parsed || typeof document === 'undefined') return parsed
  try {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
    if (!context) return undefined
    context.fillStyle = '#010203'
    context.fillStyle = text
    // An invalid colour leaves the previous one in place.
    if (context.fillStyle === '#010203') return undefined
    context.fillRect(0, 0, 1, 1)
    const [r = 0, g = 0, b = 0, a = 255] = context.getImageData(0, 0, 1, 1).data
    return { r, g, b, alpha: a / 255 }
  } catch {
    return undefined
  }
}

const surfacesOf = (palette: (typeof palettes)[keyof typeof palettes]) => ({
  bg: parseColour(palette.bg)!,
  'bg-2': parseColour(palette['bg-2'])!,
  fg: parseColour(palette.fg)!,
})

/**
 * The theme as CSS text for `selector` (`:host` in the shadow root, a class in the page):
 * custom properties only, so it lives in a constructable stylesheet and never needs a
 * style attribute. Values are sanitised: a theme variable cannot inject rules.
 * A host accent's companions are computed per mode (`adjustAccent`; the default accent's are
 * precomputed); when it needed a change, `onAccentAdjusted` hears it in words naming the option.
 */
export function themeCss(
  theme: ThemeState,
  parameters: {
    /** The rule's selector: `:host` in the shadow root, a class in the page. */
    selector: string
    /** Hears, in words naming the option, that a host accent was adjusted. */
    onAccentAdjusted?: ((message: string) => void) | undefined
  },
): string {
  const { selector, onAccentAdjusted } = parameters
  const custom = themeVariables(theme)
  if (!hasOwnAccent(custom))
    return themeSheetCss(selector, theme, custom, (mode) => defaultAccentTokens[mode])
  const accent = readColour(custom.accent ?? '') ?? parseColour(defaults.accent!)!
  const changes = new Set<string>()
  const css = themeSheetCss(selector, theme, custom, (mode) => {
    const adjusted = adjustAccent(accent, surfacesOf(palettes[mode]))
    for (const change of adjusted.changes) changes.add(`${mode}: ${change}`)
    return adjusted.tokens
  })
  if (changes.size && theme.variables.accent !== undefined)
    onAccentAdjusted?.(
      `theme.variables.accent ${JSON.stringify(custom.accent)} falls short of WCAG 2.2 contrast; adjusted (${[...changes].join('; ')}).`,
    )
  return css
}

const warned = new WeakMap<Kernel, Set<string>>()

/**
 * Where `themeCss` reports an adjusted host accent: one console warning per instance and
 * message (the modal and the page button both build the theme). A console warning even at the
 * default log level, `error`: the host set a colour that fails WCAG and should hear it once;
 * `logLevel: 'silent'` still silences it.
 */
export function warnAccentOnce(kernel: Kernel): (message: string) => void {
  return (message) => {
    const seen = warned.get(kernel) ?? new Set<string>()
    warned.set(kernel, seen)
    if (seen.has(message) || kernel.options.logLevel === 'silent') return
    seen.add(message)
    console.warn(`[gangway] ${message}`)
  }
}
