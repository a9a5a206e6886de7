const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A random alphanumeric nonce (EIP-4361 asks for at least 8) from `crypto.getRandomValues`.
 *
 * @param length - Characters, at least 8 (default 16, about 95 bits).
 * @returns The nonce.
 * @example
 * createNonce() // 'x3Yt0QmB9cLw2ZfK'
 */
export function createNonce(length = 16): string {
  if (!Number.isInteger(length) || length < 8)
    throw new RangeError('A nonce needs at least 8 characters.')
  let nonce = ''
  // 62 does not divide 256: drop bytes ≥ 248 so every character is equally likely.
  while (nonce.length < length) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length * 2))
    for (const byte of bytes) if (byte < 248 && nonce.length < length) nonce += alphabet[byte % 62]
  }
  return nonce
}
