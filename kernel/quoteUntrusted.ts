/**
 * A value a wallet (or any untrusted source) supplied, quoted for an error message. It never
 * converts an object to text: a hostile object's `toString` may be missing (`{ toString: 0 }`
 * makes `String(value)` throw a TypeError), throw, or run code, and the parser would then fail
 * with that instead of its own typed error.
 *
 * @param value - What was received.
 * @param maxLength - Characters of text kept (default 60).
 * @returns `"text"` for text and other primitives, else `an object`, `a list` or `a function`.
 * @example
 * throw new InvalidWalletDataError(`${quoteUntrusted(address)} is not an EVM address.`)
 */
export function quoteUntrusted(value: unknown, maxLength = 60): string {
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object' && value !== null) return 'an object'
  if (typeof value === 'function') return 'a function'
  // String() of a primitive (a symbol included) cannot throw or run code.
  return `"${String(value).slice(0, maxLength)}"`
}
