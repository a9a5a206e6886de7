/** An sRGB colour: red, green and blue in 0–255, alpha in 0–1. */
export type Rgb = { r: number; g: number; b: number; alpha: number }

const channel = (value: number) => {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG 2.2 relative luminance of an opaque colour (0 = black, 1 = white). */
export function relativeLuminance(colour: Rgb): number {
  return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b)
}

/**
 * The WCAG 2.2 contrast ratio of two opaque colours, from 1 (same) to 21 (black on white).
 * 1.4.3 asks 4.5 for text (3 for large text); 1.4.11 asks 3 for UI components and focus rings.
 *
 * @example
 * contrastRatio(parseColour('#767676')!, parseColour('#fff')!) // 4.54
 */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const x = relativeLuminance(a)
  const y = relativeLuminance(b)
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
}
