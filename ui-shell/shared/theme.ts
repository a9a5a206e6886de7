import type { ThemeMode } from 'gangway/kernel'
import { cssValue } from './security.js'

/** The colours of each mode; custom properties every Gangway surface reads. */
const palettes = {
  light: {
    bg: '#ffffff',
    'bg-2': '#f4f5f7',
    'bg-3': '#e9ebef',
    fg: '#14161a',
    'fg-2': '#5b6270',
    'fg-3': '#8a91a0',
    border: 'rgba(20, 22, 26, 0.08)',
    'border-strong': 'rgba(20, 22, 26, 0.14)',
    overlay: 'rgba(12, 14, 20, 0.42)',
    shadow: '0 24px 64px -12px rgba(16, 24, 40, 0.28), 0 2px 6px rgba(16, 24, 40, 0.08)',
    success: '#12a150',
    error: '#e5484d',
    'error-bg': 'rgba(229, 72, 77, 0.1)',
    'accent-fg': '#ffffff',
  },
  dark: {
    bg: '#17181c',
    'bg-2': '#222328',
    'bg-3': '#2d2f35',
    fg: '#f2f3f5',
    'fg-2': '#a6abb5',
    'fg-3': '#7c818c',
    border: 'rgba(255, 255, 255, 0.08)',
    'border-strong': 'rgba(255, 255, 255, 0.16)',
    overlay: 'rgba(0, 0, 0, 0.6)',
    shadow: '0 24px 64px -12px rgba(0, 0, 0, 0.7), 0 0 0 1px rgba(255, 255, 255, 0.06)',
    success: '#3dd68c',
    error: '#ff6369',
    'error-bg': 'rgba(255, 99, 105, 0.14)',
    'accent-fg': '#ffffff',
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
 * The theme as CSS text for `selector` (`:host` in the shadow root, a class in the page):
 * custom properties only, so it lives in a constructable stylesheet and never needs a
 * style attribute. Values are sanitised: a theme variable cannot inject rules.
 */
export function themeCss(selector: string, theme: ThemeState): string {
  const custom: Record<string, string> = { ...defaults }
  for (const [key, value] of Object.entries(theme.variables)) {
    const name = variableNames[key]
    const clean = cssValue(value)
    if (name && clean) custom[name] = clean
  }
  const base = `${selector} { ${block(custom)} }`
  const light = `${selector} { color-scheme: light; ${block(palettes.light)} }`
  const dark = `${selector} { color-scheme: dark; ${block(palettes.dark)} }`
  if (theme.mode === 'light') return `${base}\n${light}`
  if (theme.mode === 'dark') return `${base}\n${dark}`
  return `${base}\n${light}\n@media (prefers-color-scheme: dark) { ${dark} }`
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
