import type { Rgb } from './contrastRatio.js'

const number = String.raw`\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|deg|turn|rad|grad)?\s*`
const functional = new RegExp(
  `^(rgba?|hsla?)\\(${number}[,\\s]${number}[,\\s]${number}(?:[,/]${number})?\\)$`,
  'i',
)

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value))

function hue(value: number, unit: string | undefined): number {
  const degrees =
    unit === 'turn'
      ? value * 360
      : unit === 'rad'
        ? (value * 180) / Math.PI
        : unit === 'grad'
          ? value * 0.9
          : value
  return ((degrees % 360) + 360) % 360
}

function fromHsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return [f(0) * 255, f(8) * 255, f(4) * 255]
}

/**
 * Reads a CSS colour in hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), `rgb()`/`rgba()` or
 * `hsl()`/`hsla()` (comma or space syntax). Other notations (names, `oklch()`…) need a
 * browser to resolve: `undefined` here.
 */
export function parseColour(text: string): Rgb | undefined {
  const value = text.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1]
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex
    const byte = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16)
    return { r: byte(0), g: byte(1), b: byte(2), alpha: full.length === 8 ? byte(3) / 255 : 1 }
  }
  const match = functional.exec(value)
  if (!match) return undefined
  const [, name, v1, u1, v2, u2, v3, u3, v4, u4] = match
  const alpha = v4 === undefined ? 1 : clamp(Number(v4) / (u4 === '%' ? 100 : 1), 1)
  if (name?.startsWith('rgb')) {
    const byte = (v: string | undefined, unit: string | undefined) =>
      clamp(unit === '%' ? (Number(v) * 255) / 100 : Number(v), 255)
    return { r: byte(v1, u1), g: byte(v2, u2), b: byte(v3, u3), alpha }
  }
  const [r, g, b] = fromHsl(
    hue(Number(v1), u1),
    clamp(Number(v2) / 100, 1),
    clamp(Number(v3) / 100, 1),
  )
  return { r, g, b, alpha }
}
