import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'
import { SecureSiteError } from './errors.js'

const ivLength = 12
const tagLength = 16

/** MASTER_KEY and the keys derived from it, each for one purpose. */
export type MasterKey = {
  /** Wraps (encrypts) users' data keys. */
  readonly wrapKey: Uint8Array
  /** HMAC key for one-time codes, so a leaked table does not give codes away. */
  readonly codeKey: Uint8Array
  /** A public fingerprint stored beside wrapped keys, to name the key a row needs. */
  readonly id: string
}

/**
 * Derives the working keys from the 32-byte MASTER_KEY (HKDF-SHA-256, one label each).
 *
 * @example
 * const masterKey = deriveMasterKey(randomBytes(32))
 */
export function deriveMasterKey(secret: Uint8Array): MasterKey {
  const derive = (label: string) =>
    new Uint8Array(
      hkdfSync('sha256', secret, new Uint8Array(0), `gangway secure-site ${label}`, 32),
    )
  return {
    wrapKey: derive('data-key wrap'),
    codeKey: derive('one-time codes'),
    id: createHash('sha256').update(derive('key id')).digest('hex').slice(0, 16),
  }
}

/** What `seal` encrypts, and the context it binds. */
export type SealParameters = {
  /** The bytes to encrypt. */
  plaintext: Uint8Array
  /** Associated data (`eip155:<user id>`): the blob opens only with the same context. */
  context: string
}

/**
 * AES-256-GCM encryption; the result is iv ‖ ciphertext ‖ tag. `context` is bound as
 * associated data, so a blob moved to another row or field does not decrypt.
 *
 * @example
 * const sealed = seal(dataKey, { plaintext, context: `eip155:${userId}` })
 */
export function seal(key: Uint8Array, { plaintext, context }: SealParameters): Uint8Array {
  const iv = randomBytes(ivLength)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return new Uint8Array(Buffer.concat([iv, ciphertext, cipher.getAuthTag()]))
}

/** What `open` decrypts, and the context it was sealed with. */
export type OpenParameters = {
  /** What `seal` returned: iv ‖ ciphertext ‖ tag. */
  sealed: Uint8Array
  /** The associated data `seal` bound. */
  context: string
}

/**
 * Reverses `seal`. Throws when the key, the context or a single byte is wrong (GCM's tag).
 *
 * @example
 * const plaintext = open(dataKey, { sealed, context: `eip155:${userId}` })
 */
export function open(key: Uint8Array, { sealed, context }: OpenParameters): Uint8Array {
  if (sealed.length < ivLength + tagLength)
    throw new SecureSiteError('SEALED_VALUE_INVALID', 'The sealed value is too short')
  const iv = sealed.subarray(0, ivLength)
  const tag = sealed.subarray(sealed.length - tagLength)
  const decipher = createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAAD(Buffer.from(context, 'utf8'))
  decipher.setAuthTag(tag)
  const body = sealed.subarray(ivLength, sealed.length - tagLength)
  return new Uint8Array(Buffer.concat([decipher.update(body), decipher.final()]))
}
