/** Bytes as base64url without padding (what the custody API carries). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Reads base64url (with or without padding) into bytes. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/**
 * Overwrites secret bytes with zeros. JavaScript gives no guarantee that no copy remains
 * (strings, the engine's own buffers), so this narrows how long a secret lives, no more.
 */
export function zero(...secrets: (Uint8Array | undefined)[]): void {
  for (const secret of secrets) secret?.fill(0)
}

/**
 * The same bytes typed for WebCrypto (which takes no SharedArrayBuffer): no copy when they
 * already sit in an ArrayBuffer, so a secret is not duplicated.
 */
export function bufferSource(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes)
}
