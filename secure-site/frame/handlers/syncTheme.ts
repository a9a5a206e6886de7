import type { Handler } from './handler.js'

/** SYNC_THEME: the host's mode, accent and radius, where plainly a colour or a length. */
export const syncTheme: Handler<'SYNC_THEME'> = async ({ themeMode, themeVariables }) => {
  const root = document.documentElement
  root.classList.toggle('dark', themeMode === 'dark')
  // CSSOM (allowed under style-src 'self'), and only values that are plainly a colour or a
  // length: nothing from the host reaches a url() or another property.
  const accent = themeVariables?.accent
  if (accent && /^(#[0-9a-fA-F]{3,8}|(rgb|hsl)a?\([\d\s.,%/]{1,60}\))$/.test(accent))
    root.style.setProperty('--accent', accent)
  const radius = themeVariables?.borderRadius
  if (radius && /^\d{1,3}(\.\d{1,2})?(px|rem|em)$/.test(radius))
    root.style.setProperty('--radius', radius)
  return undefined
}
