import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { createQrMatrix, type QrMatrix } from '../../../ui-shell/kit/createQrMatrix.js'

/** Reads the 15 format bits around the top-left finder (ISO 18004 §7.9), most significant first. */
function formatBits(modules: readonly (readonly boolean[])[]): number {
  const cells: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ]
  // Bit i of the format word sits at cells[i] (x, y).
  return cells.reduce((word, [x, y], i) => word | (modules[y]![x] ? 1 << i : 0), 0)
}
function formatBitsCopy(modules: readonly (readonly boolean[])[], size: number): number {
  let word = 0
  for (let i = 0; i < 8; i++) if (modules[8]![size - 1 - i]) word |= 1 << i
  for (let i = 8; i < 15; i++) if (modules[size - 15 + i]![8]) word |= 1 << i
  return word
}
const bchValid = (word: number) => {
  let remainder = word ^ 0x5412
  for (let i = 14; i >= 10; i--) if ((remainder >>> i) & 1) remainder ^= 0x537 << (i - 10)
  return remainder === 0
}

describe('QR codes for Receive', () => {
  it.each([
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 3],
    ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 4],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 3],
    ['x'.repeat(150), 8],
    ['y'.repeat(213), 10],
  ])('encodes %s in the smallest version that fits, level M', (text, version) => {
    const { size, version: actual, modules } = createQrMatrix(text)
    expect(actual).toBe(version)
    expect(size).toBe(version * 4 + 17)
    expect(modules).toHaveLength(size)
    // Finder patterns: a dark ring, a light ring, a dark 3×3 centre, in three corners.
    for (const [cx, cy] of [
      [3, 3],
      [size - 4, 3],
      [3, size - 4],
    ] as const)
      for (let d = -3; d <= 3; d++) {
        expect(modules[cy - 3]![cx + d]).toBe(true)
        expect(modules[cy + d]![cx - 2]).toBe(Math.abs(d) === 3)
        expect(modules[cy]![cx + (d > 0 ? 1 : d < 0 ? -1 : 0)]).toBe(true)
      }
    // The format information is a valid BCH word for level M (00), in both copies.
    const word = formatBits(modules)
    expect(bchValid(word)).toBe(true)
    expect((word ^ 0x5412) >>> 13).toBe(0)
    expect(formatBitsCopy(modules, size)).toBe(word)
    // The dark module.
    expect(modules[size - 8]![8]).toBe(true)
  })

  it('refuses text longer than version 40 holds', () => {
    expect(createQrMatrix('z'.repeat(2331)).version).toBe(40)
    expect(() => createQrMatrix('z'.repeat(2332))).toThrow(RangeError)
  })

  // A reader that is not ours (jsQR) reads each version back: the block tables, alignment
  // patterns (version 32's uneven spacing) and version information beyond version 10.
  it.each([
    [1, 'a'],
    [10, 'y'.repeat(213)],
    [11, 'wc:'.padEnd(240, 'b')],
    // Each at its version's full capacity (ISO 18004 table 7, level M, bytes).
    [16, 'x'.repeat(450)],
    [25, `${'ü'.repeat(498)}a`],
    [32, 'q'.repeat(1538)],
    [40, 'z'.repeat(2331)],
  ])('version %i reads back as the text it encodes', (version, text) => {
    const matrix = createQrMatrix(text)
    expect(matrix.version).toBe(version)
    const { data, width } = toImage(matrix)
    expect(jsQR(data, width, width)?.data).toBe(text)
  })
})

/** The matrix as an RGBA image: 2 pixels a module, the 4-module quiet zone around it. */
function toImage({ size, modules }: QrMatrix): { data: Uint8ClampedArray; width: number } {
  const scale = 2
  const width = (size + 8) * scale
  const data = new Uint8ClampedArray(width * width * 4).fill(255)
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      if (!modules[y]![x]) continue
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const offset = (((y + 4) * scale + dy) * width + (x + 4) * scale + dx) * 4
          data.fill(0, offset, offset + 3)
        }
    }
  return { data, width }
}
