import type { UnifiedMetadata } from '@polkadot-api/substrate-bindings'
import { decodeCompact, readLe, toHex } from './hex.js'

type Lookup = UnifiedMetadata['lookup']

/** A decoded enum value: the variant's name and its fields (`undefined` when it has none). */
export type ScaleVariant = { type: string; value: unknown }

const primitiveLength: Record<string, number> = {
  bool: 1,
  u8: 1,
  i8: 1,
  u16: 2,
  i16: 2,
  char: 4,
  u32: 4,
  i32: 4,
  u64: 8,
  i64: 8,
  u128: 16,
  i128: 16,
  u256: 32,
  i256: 32,
}

const byId = (lookup: Lookup, id: number) => {
  const entry = lookup[id]?.id === id ? lookup[id] : lookup.find((candidate) => candidate.id === id)
  if (!entry) throw new RangeError(`the metadata has no type ${id}`)
  return entry
}

/**
 * Decodes a value of the metadata's type `id` at `offset`, for reading what a node answers
 * (events): composites with named fields become objects, one unnamed field its value, several
 * an array; enums `{ type, value }`; byte arrays hex; integers bigint (u8–u32 numbers).
 *
 * @returns The value and the offset after it.
 * @throws RangeError when the bytes run out or the type is unknown (a hostile node).
 */
export function decodeScale(
  lookup: Lookup,
  {
    id,
    bytes,
    offset,
    depth = 0,
  }: { id: number; bytes: Uint8Array; offset: number; depth?: number },
): [unknown, number] {
  if (depth > 64) throw new RangeError('types nest too deep')
  const { def } = byId(lookup, id)
  const next = (type: number, at: number) =>
    decodeScale(lookup, { id: type, bytes, offset: at, depth: depth + 1 })
  const fields = (list: readonly { name?: string | undefined; type: number }[], at: number) => {
    const values: unknown[] = []
    let cursor = at
    for (const field of list) {
      const [value, after] = next(field.type, cursor)
      values.push(value)
      cursor = after
    }
    if (list.length === 0) return [undefined, cursor] as const
    if (list.every((field) => field.name))
      return [Object.fromEntries(list.map((field, i) => [field.name, values[i]])), cursor] as const
    return [list.length === 1 ? values[0] : values, cursor] as const
  }
  switch (def.tag) {
    case 'composite':
      return fields(def.value, offset) as [unknown, number]
    case 'variant': {
      const index = bytes[offset]
      const variant = def.value.find((candidate) => candidate.index === index)
      if (!variant) throw new RangeError(`no variant ${index} in type ${id}`)
      const [value, after] = fields(variant.fields, offset + 1)
      return [{ type: variant.name, value } satisfies ScaleVariant, after]
    }
    case 'sequence':
    case 'array': {
      const [count, start] =
        def.tag === 'sequence'
          ? (([n, at]) => [Number(n), at])(decodeCompact(bytes, offset))
          : [def.value.len, offset]
      const item = def.tag === 'sequence' ? def.value : def.value.type
      const inner = byId(lookup, item).def
      if (inner.tag === 'primitive' && inner.value.tag === 'u8') {
        if (start + count > bytes.length) throw new RangeError('out of data')
        return [toHex(bytes.subarray(start, start + count)), start + count]
      }
      const values: unknown[] = []
      let cursor = start
      for (let i = 0; i < count; i++) {
        const [value, after] = next(item, cursor)
        values.push(value)
        cursor = after
      }
      return [values, cursor]
    }
    case 'tuple': {
      const values: unknown[] = []
      let cursor = offset
      for (const type of def.value) {
        const [value, after] = next(type, cursor)
        values.push(value)
        cursor = after
      }
      return [values, cursor]
    }
    case 'compact':
      return decodeCompact(bytes, offset)
    case 'primitive': {
      const tag = def.value.tag
      if (tag === 'str') {
        const [length, start] = decodeCompact(bytes, offset)
        const end = start + Number(length)
        if (end > bytes.length) throw new RangeError('out of data')
        return [new TextDecoder().decode(bytes.subarray(start, end)), end]
      }
      const length = primitiveLength[tag]!
      if (offset + length > bytes.length) throw new RangeError('out of data')
      const value = readLe(bytes, { offset, length })
      if (tag === 'bool') return [value !== 0n, offset + 1]
      return [length <= 4 && tag.startsWith('u') ? Number(value) : value, offset + length]
    }
    case 'bitSequence': {
      // Bits packed in the store type's words: skip them (events of transfers carry none).
      const [bits, start] = decodeCompact(bytes, offset)
      const store = byId(lookup, def.value.bitStoreType).def
      const word = store.tag === 'primitive' ? (primitiveLength[store.value.tag] ?? 1) : 1
      const end = start + Math.ceil(Number(bits) / (word * 8)) * word
      if (end > bytes.length) throw new RangeError('out of data')
      return [undefined, end]
    }
  }
}
