// The URL checks are the kernel's, so plugins (views or not) use the same ones.
export { safeImageUrl, safeLinkUrl } from 'gangway/kernel'

/** Strips what could end a CSS declaration or rule; theme values are text, never CSS. */
export function cssValue(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return undefined
  const cleaned = value.replace(/[;{}<>\\@]|\/\*|\*\//g, '').trim()
  if (!cleaned || /url\s*\(|expression\s*\(/i.test(cleaned)) return undefined
  return cleaned.slice(0, 200)
}
