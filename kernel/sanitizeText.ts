/**
 * Control characters (C0, DEL, C1), bidirectional overrides, embeddings, isolates and marks,
 * and line/paragraph separators: none of them belongs in a wallet name or a token symbol, and
 * a right-to-left override makes `\u202EDSU<b>` read as `<b>USD`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const unsafeText = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g

/**
 * Text a wallet, a directory or a token contract supplies, made safe to show as text: unsafe
 * characters removed, whitespace trimmed, at most `maxLength` characters (whole code points).
 * The one sanitiser for untrusted display text; it never makes text into HTML.
 *
 * @param text - The untrusted value (anything; non-strings become '').
 * @param maxLength - Longest result, in code points. Default 64.
 * @returns The cleaned text, possibly empty.
 * @example
 * sanitizeText('\u202EDSU<b>') // 'DSU<b>' (shown as text, in logical order)
 */
export function sanitizeText(text: unknown, maxLength = 64): string {
  if (typeof text !== 'string') return ''
  const clean = text.replace(unsafeText, '').trim()
  const points = [...clean]
  return points.length > maxLength ? points.slice(0, maxLength).join('').trim() : clean
}
