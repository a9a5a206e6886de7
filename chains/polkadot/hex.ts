/** Bytes as 0x hex. */
export function toHex(bytes: Uint8Array): `0x${string}` {
  let hex = '0x'
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex as `0x${string}`
}

/** 0x hex (whole bytes) as bytes; throws on anything else. */
export function fromHex(hex: string): Uint8Array {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new Error('expected 0x hex of whole bytes')
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16)
  return bytes
}

/** Joins byte arrays. */
export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** SCALE compact encoding of a non-negative integer. */
export function encodeCompact(value: bigint | number): Uint8Array {
  const n = BigInt(value)
  if (n < 0n) throw new RangeError('compact: negative')
  if (n < 1n << 6n) return Uint8Array.of(Number(n << 2n))
  if (n < 1n << 14n) return leBytes((n << 2n) | 1n, 2)
  if (n < 1n << 30n) return leBytes((n << 2n) | 2n, 4)
  const bytes: number[] = []
  for (let rest = n; rest > 0n; rest >>= 8n) bytes.push(Number(rest & 0xffn))
  return Uint8Array.of(((bytes.length - 4) << 2) | 3, ...bytes)
}

/** Reads a SCALE compact at `offset`; returns the value and the offset after it. */
export function decodeCompact(bytes: Uint8Array, offset: number): [bigint, number] {
  const first = bytes[offset]
  if (first === undefined) throw new RangeError('compact: out of data')
  const mode = first & 3
  if (mode === 0) return [BigInt(first >> 2), offset + 1]
  if (mode === 1) return [readLe(bytes, { offset, length: 2 }) >> 2n, offset + 2]
  if (mode === 2) return [readLe(bytes, { offset, length: 4 }) >> 2n, offset + 4]
  const length = (first >> 2) + 4
  return [readLe(bytes, { offset: offset + 1, length }), offset + 1 + length]
}

/** A little-endian unsigned integer of `length` bytes. */
export function leBytes(value: bigint | number, length: number): Uint8Array {
  const out = new Uint8Array(length)
  let rest = BigInt(value)
  for (let i = 0; i < length; i++) {
    out[i] = Number(rest & 0xffn)
    rest >>= 8n
  }
  if (rest !== 0n) throw new RangeError(`does not fit in ${length} bytes`)
  return out
}

/** Reads a little-endian unsigned integer; throws when the data is too short. */
export function readLe(
  bytes: Uint8Array,
  { offset, length }: { offset: number; length: number },
): bigint {
  if (offset + length > bytes.length) throw new RangeError('out of data')
  let value = 0n
  for (let i = length - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[offset + i]!)
  return value
}
