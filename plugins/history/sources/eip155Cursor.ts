/** Cursor of the next page: the newest block it covers and the head the first page saw. */
export function encodeCursor(upper: bigint, head: bigint): string {
  return `${upper}:${head}`
}

/** The cursor's blocks, or undefined when it is not one `encodeCursor` made. */
export function decodeCursor(cursor: string): { upper: bigint; head: bigint } | undefined {
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(cursor)
  if (!match) return undefined
  const upper = BigInt(match[1]!)
  const head = BigInt(match[2]!)
  return upper <= head ? { upper, head } : undefined
}
