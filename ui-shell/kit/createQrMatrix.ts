/** Error-correction codewords per block and block count, level M, versions 1–40 (ISO 18004). */
const eccPerBlock = [
  0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28,
  28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
]
const blockCount = [
  0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25,
  26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
]
/**
 * The largest version: 2,331 bytes at level M. An address needs version 3 or 4; a
 * WalletConnect URI with its methods, or a host's own, can pass version 10's 213 bytes.
 */
export const maxQrVersion = 40

/** A QR code: `size` × `size` modules, `true` = dark, row by row. */
export type QrMatrix = { size: number; version: number; modules: readonly (readonly boolean[])[] }

const bit = (value: number, index: number) => ((value >>> index) & 1) !== 0

function gfMultiply(x: number, y: number): number {
  let z = 0
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d)
    z ^= ((y >>> i) & 1) * x
  }
  return z
}

function reedSolomon(data: readonly number[], degree: number): number[] {
  const divisor = new Array<number>(degree).fill(0)
  divisor[degree - 1] = 1
  let root = 1
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      divisor[j] = gfMultiply(divisor[j]!, root) ^ (j + 1 < degree ? divisor[j + 1]! : 0)
    }
    root = gfMultiply(root, 0x02)
  }
  const remainder = new Array<number>(degree).fill(0)
  for (const byte of data) {
    const factor = byte ^ remainder.shift()!
    remainder.push(0)
    for (let i = 0; i < degree; i++) remainder[i]! ^= gfMultiply(divisor[i]!, factor)
  }
  return remainder
}

const alignmentPositions = (version: number, size: number): number[] => {
  if (version === 1) return []
  const count = Math.floor(version / 7) + 2
  // Even spacing from the far edge (version 32's 26 included, which rounding up would miss).
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2
  const result = [6]
  for (let position = size - 7; result.length < count; position -= step)
    result.splice(1, 0, position)
  return result
}

const rawDataModules = (version: number): number => {
  let result = (16 * version + 128) * version + 64
  if (version >= 2) {
    const count = Math.floor(version / 7) + 2
    result -= (25 * count - 10) * count - 55
    if (version >= 7) result -= 36
  }
  return result
}

const maskFunctions: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]

/**
 * Encodes text as a QR code (byte mode, UTF-8, error correction level M, the smallest
 * version that fits, the mask with the lowest penalty), after ISO/IEC 18004.
 *
 * @param text - At most 2,331 UTF-8 bytes (version 40).
 * @returns The module matrix, without the quiet zone.
 * @throws RangeError when the text does not fit.
 * @example
 * createQrMatrix('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266').size // 29
 */
export function createQrMatrix(text: string): QrMatrix {
  const bytes = [...new TextEncoder().encode(text)]
  let version = 1
  let capacity = 0
  for (; version <= maxQrVersion; version++) {
    capacity =
      Math.floor(rawDataModules(version) / 8) - eccPerBlock[version]! * blockCount[version]!
    const countBits = version < 10 ? 8 : 16
    if (4 + countBits + bytes.length * 8 <= capacity * 8) break
  }
  if (version > maxQrVersion) throw new RangeError('The text is too long for a QR code here.')

  // Data: mode 0100, length, bytes, terminator, byte padding, pad codewords.
  const bits: number[] = []
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1)
  }
  push(0b0100, 4)
  push(bytes.length, version < 10 ? 8 : 16)
  for (const byte of bytes) push(byte, 8)
  push(0, Math.min(4, capacity * 8 - bits.length))
  push(0, (8 - (bits.length % 8)) % 8)
  const data: number[] = []
  for (let i = 0; i < bits.length; i += 8)
    data.push(Number.parseInt(bits.slice(i, i + 8).join(''), 2))
  for (let pad = 0xec; data.length < capacity; pad ^= 0xec ^ 0x11) data.push(pad)

  // Blocks with their error correction, interleaved.
  const blocks = blockCount[version]!
  const eccLength = eccPerBlock[version]!
  const rawCodewords = Math.floor(rawDataModules(version) / 8)
  const shortBlocks = blocks - (rawCodewords % blocks)
  const shortLength = Math.floor(rawCodewords / blocks)
  const split: number[][] = []
  for (let i = 0, k = 0; i < blocks; i++) {
    const chunk = data.slice(k, k + shortLength - eccLength + (i < shortBlocks ? 0 : 1))
    k += chunk.length
    const ecc = reedSolomon(chunk, eccLength)
    if (i < shortBlocks) chunk.push(0)
    split.push([...chunk, ...ecc])
  }
  const codewords: number[] = []
  for (let i = 0; i < split[0]!.length; i++)
    split.forEach((block, j) => {
      if (i !== shortLength - eccLength || j >= shortBlocks) codewords.push(block[i]!)
    })

  const size = version * 4 + 17
  const modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  const fixed = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  const set = (x: number, y: number, dark: boolean) => {
    modules[y]![x] = dark
    fixed[y]![x] = true
  }

  // Function patterns: timing, finders, alignment, version.
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0)
    set(i, 6, i % 2 === 0)
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const)
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const distance = Math.max(Math.abs(dx), Math.abs(dy))
        const x = cx + dx
        const y = cy + dy
        if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, distance !== 2 && distance !== 4)
      }
  const positions = alignmentPositions(version, size)
  const last = positions.length - 1
  for (const [i, px] of positions.entries())
    for (const [j, py] of positions.entries()) {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) continue
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++)
          set(px + dx, py + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1)
    }
  const drawFormat = (mask: number) => {
    // Level M is 00.
    const value = mask
    let remainder = value
    for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537)
    const format = ((value << 10) | remainder) ^ 0x5412
    for (let i = 0; i <= 5; i++) set(8, i, bit(format, i))
    set(8, 7, bit(format, 6))
    set(8, 8, bit(format, 7))
    set(7, 8, bit(format, 8))
    for (let i = 9; i < 15; i++) set(14 - i, 8, bit(format, i))
    for (let i = 0; i < 8; i++) set(size - 1 - i, 8, bit(format, i))
    for (let i = 8; i < 15; i++) set(8, size - 15 + i, bit(format, i))
    set(8, size - 8, true)
  }
  drawFormat(0)
  if (version >= 7) {
    let remainder = version
    for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25)
    const value = (version << 12) | remainder
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3)
      const b = Math.floor(i / 3)
      set(a, b, bit(value, i))
      set(b, a, bit(value, i))
    }
  }

  // Codewords in the zigzag order, right to left in column pairs.
  let index = 0
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vertical = 0; vertical < size; vertical++)
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const upward = ((right + 1) & 2) === 0
        const y = upward ? size - 1 - vertical : vertical
        if (fixed[y]![x] || index >= codewords.length * 8) continue
        modules[y]![x] = bit(codewords[index >>> 3]!, 7 - (index & 7))
        index++
      }
  }

  const applyMask = (mask: number) => {
    const test = maskFunctions[mask]!
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++)
        if (!fixed[y]![x] && test(x, y)) modules[y]![x] = !modules[y]![x]
  }
  let best = 0
  let bestPenalty = Number.POSITIVE_INFINITY
  for (let mask = 0; mask < 8; mask++) {
    applyMask(mask)
    drawFormat(mask)
    const score = penalty(modules, size)
    if (score < bestPenalty) {
      best = mask
      bestPenalty = score
    }
    applyMask(mask)
  }
  applyMask(best)
  drawFormat(best)
  return { size, version, modules }
}

/** ISO 18004 §7.8.3 penalty: runs, 2×2 blocks, finder look-alikes, dark/light balance. */
function penalty(modules: readonly (readonly boolean[])[], size: number): number {
  let result = 0
  const line = (get: (i: number) => boolean) => {
    let color = false
    let run = 0
    const history = [0, 0, 0, 0, 0, 0, 0]
    const addHistory = (length: number) => {
      history.pop()
      history.unshift(history[0] === 0 ? length + size : length)
    }
    const finders = () => {
      const n = history[1]!
      const core =
        n > 0 && history[2] === n && history[3] === n * 3 && history[4] === n && history[5] === n
      return (
        (core && history[0]! >= n * 4 && history[6]! >= n ? 1 : 0) +
        (core && history[6]! >= n * 4 && history[0]! >= n ? 1 : 0)
      )
    }
    for (let i = 0; i < size; i++) {
      if (get(i) === color) {
        run++
        if (run === 5) result += 3
        else if (run > 5) result++
      } else {
        addHistory(run)
        if (!color) result += finders() * 40
        color = get(i)
        run = 1
      }
    }
    if (color) {
      addHistory(run)
      run = 0
    }
    addHistory(run + size)
    result += finders() * 40
  }
  for (let y = 0; y < size; y++) line((x) => modules[y]![x]!)
  for (let x = 0; x < size; x++) line((y) => modules[y]![x]!)
  let dark = 0
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const color = modules[y]![x]!
      if (color) dark++
      if (
        x < size - 1 &&
        y < size - 1 &&
        color === modules[y]![x + 1] &&
        color === modules[y + 1]![x] &&
        color === modules[y + 1]![x + 1]
      )
        result += 3
    }
  const total = size * size
  result += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10
  return result
}
