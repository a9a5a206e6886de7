import { contrastRatio, type Rgb } from './contrastRatio.js'

/** `top` painted over the opaque `bottom` (alpha compositing). */
export function composite(top: Rgb, bottom: Rgb): Rgb {
  const a = top.alpha
  const blend = (t: number, b: number) => t * a + b * (1 - a)
  return {
    r: blend(top.r, bottom.r),
    g: blend(top.g, bottom.g),
    b: blend(top.b, bottom.b),
    alpha: 1,
  }
}

/** `#rrggbb` of an opaque colour. */
export function toHex(colour: Rgb): string {
  const byte = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0')
  return `#${byte(colour.r)}${byte(colour.g)}${byte(colour.b)}`
}

export type EnsureContrastParameters = {
  /** The colour to keep as close to as possible (opaque). */
  colour: Rgb
  /** Every opaque colour it must stand out from. */
  against: readonly Rgb[]
  /** The least contrast ratio against each, e.g. 4.5 for text, 3 for a focus ring. */
  ratio: number
  /** What to move towards when it is not enough: the mode's text colour. */
  towards: Rgb
}

/**
 * The colour itself when it has `ratio` against every surface, else the least mix of it with
 * `towards` that has (measured by WCAG relative luminance in steps of 1 %), else `towards`.
 *
 * @example
 * ensureContrast({ colour: yellow, against: [white], ratio: 4.5, towards: nearBlack })
 */
export function ensureContrast(parameters: EnsureContrastParameters): Rgb {
  const { colour, against, ratio, towards } = parameters
  for (let step = 0; step <= 100; step++) {
    const t = step / 100
    const mixed: Rgb = {
      r: Math.round(colour.r + (towards.r - colour.r) * t),
      g: Math.round(colour.g + (towards.g - colour.g) * t),
      b: Math.round(colour.b + (towards.b - colour.b) * t),
      alpha: 1,
    }
    if (against.every((surface) => contrastRatio(mixed, surface) >= ratio)) return mixed
  }
  return towards
}
