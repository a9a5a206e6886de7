import type { Kernel, ThemeMode } from 'gangway/kernel'
import { adjustAccent } from './colour/accentTokens.js'
import type { Rgb } from './colour/contrastRatio.js'
import { parseColour } from './colour/parseColour.js'
import { cssValue } from './security.js'

/**
 * The colours of each mode; custom properties every Gangway surface reads. Every text colour
 * has 4.5:1 against bg, bg-2 and the 16–20 % tints it sits on (test/unit/ui/contrast.test.ts
 * checks each pair); the accent's companions (`accent-fg`, `accent-text`, `focus`) are
 * computed from the accent in `themeCss`.
 */
const palettes = {
  light: {
    bg: '#ffffff',
    'bg-2': '#f4f5f7',
    'bg-3': '#e9ebef',
    fg: '#14161a',
    'fg-2': '#5b6270',
    'fg-3': '#6b707c',
    border: 'rgba(20, 22, 26, 0.08)',
    'border-strong': '#7e828b',
    overlay: 'rgba(12, 14, 20, 0.42)',
    shadow: '0 24px 64px -12px rgba(16, 24, 40, 0.28), 0 2px 6px rgba(16, 24, 40, 0.08)',
    success: '#0c6f37',
    error: '#ac363a',
    'error-bg': 'rgba(172, 54, 58, 0.1)',
    warning: '#825616',
  },
  dark: {
    bg: '#17181c',
    'bg-2': '#222328',
    'bg-3': '#2d2f35',
    fg: '#f2f3f5',
    'fg-2': '#a6abb5',
    'fg-3': '#8a8f99',
    border: 'rgba(255, 255, 255, 0.08)',
    'border-strong': '#7a7e87',
    overlay: 'rgba(0, 0, 0, 0.6)',
    shadow: '0 24px 64px -12px rgba(0, 0, 0, 0.7), 0 0 0 1px rgba(255, 255, 255, 0.06)',
    success: '#3dd68c',
    error: '#ff6e74',
    'error-bg': 'rgba(255, 110, 116, 0.14)',
    warning: '#f5a524',
  },
} as const

/** Host-settable variables (`ThemeVariables`) and the custom property each becomes. */
const variableNames: Readonly<Record<string, string>> = {
  accent: 'accent',
  fontFamily: 'font-family',
  fontSize: 'font-size',
  borderRadius: 'radius',
  zIndex: 'z-index',
  qrColor: 'qr-color',
  qrBackground: 'qr-background',
}

const defaults: Readonly<Record<string, string>> = {
  accent: '#3f5efb',
  'font-family':
    'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "DejaVu Sans", sans-serif',
  'font-size': '16px',
  radius: '20px',
  'z-index': '999',
  'qr-color': '#14161a',
  'qr-background': '#ffffff',
}

export type ThemeState = {
  mode: ThemeMode
  variables: Readonly<Record<string, string | number | undefined>>
}

const block = (entries: Readonly<Record<string, string>>) =>
  Object.entries(entries)
    .map(([name, value]) => `--gw-${name}: ${value};`)
    .join(' ')

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
 * The accent's companions are computed per mode (`adjustAccent`); when a host's accent
 * needed a change, `onAccentAdjusted` hears it in words naming the option.
 */
export function themeCss(
  selector: string,
  theme: ThemeState,
  onAccentAdjusted?: (message: string) => void,
): string {
  const custom: Record<string, string> = { ...defaults }
  for (const [key, value] of Object.entries(theme.variables)) {
    const name = variableNames[key]
    const clean = cssValue(value)
    if (name && clean) custom[name] = clean
  }
  const accent = readColour(custom.accent ?? '') ?? parseColour(defaults.accent!)!
  const shown = theme.mode === 'system' ? (['light', 'dark'] as const) : [theme.mode]
  const changes = new Set<string>()
  // Only the modes this theme shows: the page button builds its sheet at mount.
  const [first, dark] = shown.map((mode) => {
    const adjusted = adjustAccent(accent, surfacesOf(palettes[mode]))
    for (const change of adjusted.changes) changes.add(`${mode}: ${change}`)
    return `${selector} { color-scheme: ${mode}; ${block({ ...palettes[mode], ...adjusted.tokens })} }`
  })
  if (changes.size && theme.variables.accent !== undefined)
    onAccentAdjusted?.(
      `theme.variables.accent ${JSON.stringify(custom.accent)} falls short of WCAG 2.2 contrast; adjusted (${[...changes].join('; ')}).`,
    )
  const base = `${selector} { ${block(custom)} }`
  return dark
    ? `${base}\n${first}\n@media (prefers-color-scheme: dark) { ${dark} }`
    : `${base}\n${first}`
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

/** A stylesheet that works under a strict CSP: constructable where supported. */
export type Sheet = { replace(css: string): void; attach(root: Document | ShadowRoot): () => void }

export function createSheet(css = ''): Sheet {
  const constructable =
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    typeof document !== 'undefined' &&
    'adoptedStyleSheets' in document
  if (constructable) {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    return {
      replace: (next) => sheet.replaceSync(next),
      attach(root) {
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
        return () => {
          root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet)
        }
      },
    }
  }
  // Old engines and test DOMs: a <style> element (needs style-src to allow it).
  const elements = new Set<HTMLStyleElement>()
  let text = css
  return {
    replace(next) {
      text = next
      for (const element of elements) element.textContent = next
    },
    attach(root) {
      const element = document.createElement('style')
      element.textContent = text
      const parent = root instanceof Document ? root.head : root
      parent.appendChild(element)
      elements.add(element)
      return () => {
        element.remove()
        elements.delete(element)
      }
    },
  }
}
