import { argon2idAsync } from '@noble/hashes/argon2'
import { bufferSource, fromBase64Url, toBase64Url, zero } from './bytes.js'
import { CustodyError } from './custodyError.js'

/**
 * Argon2id's cost for the recovery password: 12 MiB, 3 passes, 1 lane (one of OWASP's
 * equivalent password-storage settings). @noble/hashes (pure JS) takes about 0.5 s on this
 * project's 2-core test machine, and about 1-2 s on a mid-range phone; the derivation yields
 * to the event loop so the page stays responsive.
 */
export const recoveryArgon2Params = { t: 3, m: 12_288, p: 1 } as const

/** The encrypted recovery share as the server stores it (it has no key to open it). */
export type RecoveryEnvelope = {
  kind: 'password'
  params: {
    kdf: 'argon2id'
    t: number
    m: number
    p: number
    /** base64url, 16 bytes. */
    salt: string
    /** base64url, AES-GCM's 12-byte nonce. */
    nonce: string
  }
  /** base64url: AES-256-GCM of the share, bound to the chain and address. */
  ciphertext: string
}

/**
 * Encrypts a recovery share under a password: Argon2id (`recoveryArgon2Params`, a fresh
 * salt) stretches it into an AES-256-GCM key; the chain and address are the additional data,
 * so a ciphertext cannot be moved to another account.
 */
export async function encryptRecoveryShare(
  share: Uint8Array,
  { password, chain, address }: { password: string; chain: string; address: string },
  params: { t: number; m: number; p: number } = recoveryArgon2Params,
): Promise<RecoveryEnvelope> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const nonce = crypto.getRandomValues(new Uint8Array(12))
  const key = await passwordKey(password, salt, params)
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: nonce, additionalData: boundTo(chain, address) },
      key,
      bufferSource(share),
    ),
  )
  return {
    kind: 'password',
    params: { kdf: 'argon2id', ...params, salt: toBase64Url(salt), nonce: toBase64Url(nonce) },
    ciphertext: toBase64Url(ciphertext),
  }
}

/**
 * Opens a recovery share with the password. A wrong password (or a ciphertext moved to
 * another chain or address) throws RECOVERY_PASSWORD_WRONG.
 */
export async function decryptRecoveryShare(
  envelope: RecoveryEnvelope,
  { password, chain, address }: { password: string; chain: string; address: string },
): Promise<Uint8Array> {
  const { params } = envelope
  const key = await passwordKey(password, fromBase64Url(params.salt), params)
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: fromBase64Url(params.nonce),
          additionalData: boundTo(chain, address),
        },
        key,
        fromBase64Url(envelope.ciphertext),
      ),
    )
  } catch (error) {
    throw new CustodyError(
      'RECOVERY_PASSWORD_WRONG',
      'The recovery password is wrong: the recovery share did not open',
      { cause: error },
    )
  }
}

async function passwordKey(
  password: string,
  salt: Uint8Array,
  { t, m, p }: { t: number; m: number; p: number },
): Promise<CryptoKey> {
  const raw = await argon2idAsync(password.normalize('NFKC'), salt, { t, m, p, dkLen: 32 })
  try {
    return await crypto.subtle.importKey('raw', bufferSource(raw), 'AES-GCM', false, [
      'encrypt',
      'decrypt',
    ])
  } finally {
    zero(raw)
  }
}

function boundTo(chain: string, address: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`gangway-recovery:${chain}:${address}`)
}
