import type { ThemeMode } from 'gangway/kernel'
import type { AccentTokens } from './colour/accentTokens.js'
import { cssValue } from './security.js'

/**
 * The colours of each mode; custom properties every Gangway surface reads. Every text colour
 * has 4.5:1 against bg, bg-2 and the 16–20 % tints it sits on (test/unit/ui/contrast.test.ts
 * checks each pair); the accent's companions (`accent-fg`, `accent-text`, `focus`) are
 * computed from the accent (`themeCss` in theme.ts), or precomputed for the default one.
 */
export const palettes = {
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

export const defaults: Readonly<Record<string, string>> = {
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

export const block = (entries: Readonly<Record<string, string>>) =>
  Object.entries(entries)
    .map(([name, value]) => `--gw-${name}: ${value};`)
    .join(' ')

/**
 * `adjustAccent`'s tokens for the default accent in each mode: a theme without an accent of
 * its own needs no colour arithmetic, so the page button does not carry it before first paint
 * (test/unit/ui/contrast.test.ts checks that they are what `adjustAccent` computes).
 */
export const defaultAccentTokens: Readonly<Record<'light' | 'dark', AccentTokens>> = {
  light: { 'accent-fg': '#ffffff', 'accent-text': '#3750d0', focus: '#3f5efb' },
  dark: { 'accent-fg': '#ffffff', 'accent-text': '#7c91f9', focus: '#6880fa' },
}

/** The host's theme variables as custom properties (sanitised: a value cannot inject rules). */
export function themeVariables(theme: ThemeState): Record<string, string> {
  const custom: Record<string, string> = { ...defaults }
  for (const [key, value] of Object.entries(theme.variables)) {
    const name = variableNames[key]
    const clean = cssValue(value)
    if (name && clean) custom[name] = clean
  }
  return custom
}

/** Whether the accent is the host's own, whose companions must be computed. */
export const hasOwnAccent = (custom: Readonly<Record<string, string>>): boolean =>
  custom.accent !== defaults.accent

/**
 * The theme as CSS text for `selector`, given each shown mode's accent companions: custom
 * properties only, so it lives in a constructable stylesheet and never needs a style
 * attribute.
 * Positional, unlike the public API: an internal function on the first bundle's path, where a
 * parameters object costs every page bytes (issue 38's rewrite added ~0.12 KiB gzip to the
 * minimum host).
 */
export function themeSheetCss(
  selector: string,
  theme: ThemeState,
  custom: Readonly<Record<string, string>>,
  tokensFor: (mode: 'light' | 'dark') => AccentTokens,
): string {
  const shown = theme.mode === 'system' ? (['light', 'dark'] as const) : [theme.mode]
  // Only the modes this theme shows: the page button builds its sheet at mount.
  const [first, dark] = shown.map(
    (mode) =>
      `${selector} { color-scheme: ${mode}; ${block({ ...palettes[mode], ...tokensFor(mode) })} }`,
  )
  const base = `${selector} { ${block(custom)} }`
  return dark
    ? `${base}\n${first}\n@media (prefers-color-scheme: dark) { ${dark} }`
    : `${base}\n${first}`
}
