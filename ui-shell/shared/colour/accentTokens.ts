import { contrastRatio, type Rgb } from './contrastRatio.js'
import { composite, ensureContrast, toHex } from './ensureContrast.js'

/** The surfaces of one mode an accent is drawn on and its text colour. */
export type AccentSurfaces = { bg: Rgb; 'bg-2': Rgb; fg: Rgb }

export type AccentTokens = {
  /** Text and icons on an accent-filled button: white unless white is below 4.5:1. */
  'accent-fg': string
  /** The accent as text or a meaningful icon on the modal's surfaces (≥ 4.5:1). */
  'accent-text': string
  /** The focus ring: the accent unless it is below 4.5:1 against the surfaces (1.4.11 asks 3:1). */
  focus: string
}

export type AccentAdjustment = {
  tokens: AccentTokens
  /** Each change a host should hear about, in words (empty when the accent works as it is). */
  changes: string[]
}

const white: Rgb = { r: 255, g: 255, b: 255, alpha: 1 }
const black: Rgb = { r: 0, g: 0, b: 0, alpha: 1 }
const nearBlack: Rgb = { r: 0x14, g: 0x16, b: 0x1a, alpha: 1 }
const round = (ratio: number) => Math.floor(ratio * 100) / 100

/**
 * The colours derived from the accent for one mode, each computed from WCAG relative
 * luminance so that text on the accent has 4.5:1, accent text on the surfaces (and on the
 * 20 % accent tints that tags and chips use) has 4.5:1, and the focus ring has 4.5:1 (3:1 needed).
 *
 * @param accent - The accent (an alpha below 1 is painted over the mode's background).
 * @param surfaces - The mode's background, second background and text colour.
 * @returns The tokens, and what had to change from the accent as given.
 * @example
 * adjustAccent(parseColour('#ffd400')!, light).tokens['accent-fg'] // '#14161a'
 */
export function adjustAccent(accent: Rgb, surfaces: AccentSurfaces): AccentAdjustment {
  const { bg, fg } = surfaces
  const solid = composite(accent, bg)
  const changes: string[] = []
  const onAccent = contrastRatio(white, solid)
  let accentFg = white
  if (onAccent < 4.5) {
    accentFg = contrastRatio(nearBlack, solid) >= 4.5 ? nearBlack : black
    changes.push(
      `white text on it is ${round(onAccent)}:1 (below 4.5:1), so buttons use ${toHex(accentFg)} text`,
    )
  }
  const plain = [bg, surfaces['bg-2']]
  const tinted = plain.map((surface) => composite({ ...solid, alpha: 0.2 }, surface))
  const text = ensureContrast({
    colour: solid,
    against: [...plain, ...tinted],
    ratio: 4.5,
    towards: fg,
  })
  // 1.4.11 asks 3:1 of the ring; drawn at 4.5:1 so that its anti-aliased edges on small round
  // controls still differ by 3:1 (2.4.13's area). Only a real shortfall is worth a warning.
  const focus = ensureContrast({ colour: solid, against: plain, ratio: 4.5, towards: fg })
  const worst = Math.min(...plain.map((surface) => contrastRatio(solid, surface)))
  if (worst < 3) {
    changes.push(
      `as a focus ring it is ${round(worst)}:1 against the background (below 3:1), so rings use ${toHex(focus)}`,
    )
  }
  return {
    tokens: { 'accent-fg': toHex(accentFg), 'accent-text': toHex(text), focus: toHex(focus) },
    changes,
  }
}
