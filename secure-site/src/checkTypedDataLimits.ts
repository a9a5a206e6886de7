/**
 * How large EIP-712 typed data may be. Real typed data (permits, orders, user operations,
 * Seaport's bulk orders) nests a few levels and weighs a few KiB; these bounds leave a wide
 * margin while keeping viem's recursive encoder (and the frame's display) off hostile input
 * that would exhaust the stack.
 */
export const typedDataLimits = { depth: 32, bytes: 64 * 1024 } as const

/**
 * Checks typed data (a JSON string or the parsed value) against {@link typedDataLimits}
 * before anything recursive reads it. Plain code, no Node APIs: the server's signRequest and
 * the frame page both use it.
 *
 * @param value - `eth_signTypedData_v4`'s typed data as the request carries it.
 * @returns What is wrong, for an INVALID_PARAMS message, or `undefined` when within bounds
 *   (text that is not JSON is left to the caller's parser).
 *
 * @example
 * checkTypedDataLimits('{"types":{}}') // undefined
 */
export function checkTypedDataLimits(value: unknown): string | undefined {
  const tooLarge = `typed data larger than ${typedDataLimits.bytes / 1024} KiB`
  let data = value
  if (typeof value === 'string') {
    if (new TextEncoder().encode(value).length > typedDataLimits.bytes) return tooLarge
    try {
      data = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  // Iterative, and stopping at the bound: the walk itself must not recurse into what it guards
  // against (a cyclic value from a structured clone counts as too deep).
  const pending: [unknown, number][] = [[data, 1]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next
    if (typeof node !== 'object' || node === null) continue
    if (depth > typedDataLimits.depth)
      return `typed data nested deeper than ${typedDataLimits.depth} levels`
    for (const child of Object.values(node)) pending.push([child, depth + 1])
  }
  if (typeof value === 'string') return undefined
  let text: string
  try {
    text = JSON.stringify(data) ?? ''
  } catch {
    return 'typed data is not JSON'
  }
  return new TextEncoder().encode(text).length > typedDataLimits.bytes ? tooLarge : undefined
}
