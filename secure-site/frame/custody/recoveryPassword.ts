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

/** What remakes a password's recovery key: Argon2id's costs and salt (base64url, 16 bytes). */
export type PasswordParams = { kdf: 'argon2id'; t: number; m: number; p: number; salt: string }

/**
 * What remakes a passkey's recovery key (`recoveryPasskey.ts`): the credential to ask for and
 * the per-user salt its PRF evaluates (base64url, 32 bytes), then HKDF-SHA-256.
 */
export type PasskeyParams = { kdf: 'hkdf-sha256'; credentialId: string; salt: string }

/** The encrypted recovery share as the server stores it (it has no key to open it). */
export type RecoveryEnvelope = (
  | { kind: 'password'; params: PasswordParams & { nonce: string } }
  | { kind: 'prf'; params: PasskeyParams & { nonce: string } }
) & {
  /** base64url: AES-256-GCM of the share, bound to the chain and address (`params.nonce`). */
  ciphertext: string
}

/**
 * A recovery key (from the recovery password, or from a passkey's PRF), with the parameters
 * that remake it, and its check: 32 bytes derived apart from the key, which the server
 * compares before it releases the recovery ciphertext (it opens nothing).
 */
export type RecoveryKey = {
  key: CryptoKey
  /** base64url, 32 bytes. */
  check: string
} & ({ kind: 'password'; params: PasswordParams } | { kind: 'prf'; params: PasskeyParams })

/**
 * Stretches the recovery password with Argon2id (`recoveryArgon2Params` and a fresh salt,
 * or the costs and salt of an existing envelope) into an AES-256-GCM key. Done once per
 * share set: one derivation serves both chains.
 */
export async function deriveRecoveryKey(
  password: string,
  from: { t: number; m: number; p: number; salt?: string | undefined } = recoveryArgon2Params,
): Promise<RecoveryKey> {
  const salt = from.salt ?? toBase64Url(crypto.getRandomValues(new Uint8Array(16)))
  const { t, m, p } = from
  // The costs come back from the server: a changed row must not make the frame hang or
  // derive a trivial key.
  const within = (value: number, min: number, max: number) =>
    Number.isInteger(value) && value >= min && value <= max
  if (!within(t, 1, 10) || !within(m, 64, 262_144) || !within(p, 1, 4))
    throw new CustodyError('RECOVERY_COSTS_REFUSED', `Refusing Argon2id costs t=${t} m=${m} p=${p}`)
  return {
    ...(await passwordKey(password, fromBase64Url(salt), { t, m, p })),
    kind: 'password',
    params: { kdf: 'argon2id', t, m, p, salt },
  }
}

/**
 * Encrypts a recovery share under a recovery key (AES-256-GCM, a fresh nonce); the chain
 * and address are the additional data, so a ciphertext cannot be moved to another account.
 */
export async function sealRecoveryShare(parameters: {
  share: Uint8Array
  recoveryKey: RecoveryKey
  /** The account the share is bound to: its chain and address. */
  chain: string
  address: string
}): Promise<RecoveryEnvelope> {
  const { share, recoveryKey, chain, address } = parameters
  const nonce = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: nonce, additionalData: boundTo(chain, address) },
      recoveryKey.key,
      bufferSource(share),
    ),
  )
  const sealed = { nonce: toBase64Url(nonce) }
  const text = toBase64Url(ciphertext)
  return recoveryKey.kind === 'prf'
    ? { kind: 'prf', params: { ...recoveryKey.params, ...sealed }, ciphertext: text }
    : { kind: 'password', params: { ...recoveryKey.params, ...sealed }, ciphertext: text }
}

/**
 * Opens a recovery share with its recovery key. The wrong key (a wrong password, another
 * passkey), or a ciphertext changed or moved to another chain or address, throws
 * RECOVERY_PASSWORD_WRONG.
 */
export async function openRecoveryShare(parameters: {
  envelope: RecoveryEnvelope
  /** The recovery key (`RecoveryKey['key']`). */
  key: CryptoKey
  /** The account the share is bound to: its chain and address. */
  chain: string
  address: string
}): Promise<Uint8Array> {
  const { envelope, key, chain, address } = parameters
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: fromBase64Url(envelope.params.nonce),
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

/** The password `encryptRecoveryShare` encrypts under, the account it binds, and the costs. */
export type EncryptRecoveryShareParameters = {
  /** The recovery password. */
  password: string
  /** The account the share is bound to: its chain and address. */
  chain: string
  address: string
  /** Argon2id's costs; default `recoveryArgon2Params` (a test passes cheap ones). */
  costs?: { t: number; m: number; p: number } | undefined
}

/** Encrypts one recovery share under a password (`deriveRecoveryKey`, then `sealRecoveryShare`). */
export async function encryptRecoveryShare(
  share: Uint8Array,
  { password, chain, address, costs = recoveryArgon2Params }: EncryptRecoveryShareParameters,
): Promise<RecoveryEnvelope> {
  return sealRecoveryShare({
    share,
    recoveryKey: await deriveRecoveryKey(password, costs),
    chain,
    address,
  })
}

/** Opens one recovery share with the password; a wrong one throws RECOVERY_PASSWORD_WRONG. */
export async function decryptRecoveryShare(
  envelope: RecoveryEnvelope,
  { password, chain, address }: { password: string; chain: string; address: string },
): Promise<Uint8Array> {
  if (envelope.kind !== 'password')
    throw new CustodyError('RECOVERY_FACTOR_MISMATCH', 'This recovery share is opened by a passkey')
  const { key } = await deriveRecoveryKey(password, envelope.params)
  return openRecoveryShare({ envelope, key, chain, address })
}

async function passwordKey(
  password: string,
  salt: Uint8Array,
  { t, m, p }: { t: number; m: number; p: number },
): Promise<{ key: CryptoKey; check: string }> {
  const raw = await argon2idAsync(password.normalize('NFKC'), salt, { t, m, p, dkLen: 32 })
  const labelled = new Uint8Array(checkLabel.length + raw.length)
  try {
    labelled.set(checkLabel)
    labelled.set(raw, checkLabel.length)
    const check = new Uint8Array(await crypto.subtle.digest('SHA-256', bufferSource(labelled)))
    return {
      key: await crypto.subtle.importKey('raw', bufferSource(raw), 'AES-GCM', false, [
        'encrypt',
        'decrypt',
      ]),
      check: toBase64Url(check),
    }
  } finally {
    zero(raw, labelled)
  }
}

const checkLabel = new TextEncoder().encode('gangway-recovery-check:')

function boundTo(chain: string, address: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`gangway-recovery:${chain}:${address}`)
}
