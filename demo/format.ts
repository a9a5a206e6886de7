// Text the demo page shows: hex for personal_sign, and long hashes shortened.

/** UTF-8 text as 0x-prefixed hex, as personal_sign takes it. */
export function toHex(text: string): string {
  return `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** `value` cut to its first `head` and last `tail` characters when it is longer. */
export function short(value: string, head = 10, tail = 8) {
  return value.length > head + tail ? `${value.slice(0, head)}…${value.slice(-tail)}` : value
}
