import { createHash, randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base58 } from '@scure/base'
import { type Address, bytesToHex, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { type MasterKey, open, seal } from './envelope.js'
import { KeyDecryptionError, SecureSiteError } from './errors.js'

/** A user's two private keys, in memory only while one request needs them. */
export type UserSecrets = {
  /** secp256k1 private key. */
  readonly eip155: Hex
  /** ed25519 seed (32 bytes); the public key is the solana address. */
  readonly solanaSeed: Uint8Array
}

/**
 * What one signature needs (`signRequest`): the key of the request's chain and its address.
 * `openSigningSecrets` fills one chain only; the frame (CUSTODY=shares) passes both secrets
 * and no address, which `signRequest` then derives.
 */
export type SigningSecrets = {
  readonly eip155?: Hex
  readonly eip155Address?: Address
  readonly solanaSeed?: Uint8Array
  readonly solanaAddress?: string
}

/** The `user_keys` row as stored: addresses in the clear, secrets sealed. */
export type StoredUserKeys = {
  readonly eip155Address: string
  readonly solanaAddress: string
  readonly masterKeyId: string
  readonly wrappedDataKey: Uint8Array
  readonly eip155Secret: Uint8Array
  readonly solanaSecret: Uint8Array
}

/** A new user's keys, with the addresses that follow from them. */
export type NewUserSecrets = UserSecrets & {
  readonly eip155Address: Address
  readonly solanaAddress: string
}

/**
 * New random keys for a new user, with their addresses (@noble/curves, the OS's randomness).
 * Not node's `generateKeyPairSync('ed25519')` (a fifth of the CPU): on Node 20 exporting its
 * key as JWK deadlocks when a garbage collection during the export finalizes the key's
 * generation job (the job's destructor waits on the key's mutex, which the export holds);
 * it hung an instance in issue 34's bench, and a loop of such exports hangs within seconds.
 * Its DER encoding does not hang but costs what @noble/curves does.
 */
export function generateUserSecrets(): NewUserSecrets {
  const eip155 = bytesToHex(secp256k1.utils.randomPrivateKey())
  const solanaSeed = ed25519.utils.randomPrivateKey()
  return {
    eip155,
    eip155Address: privateKeyToAddress(eip155),
    solanaSeed,
    solanaAddress: solanaAddressOf(solanaSeed),
  }
}

/** The solana address (base58 public key) of an ed25519 seed. */
export function solanaAddressOf(seed: Uint8Array): string {
  return base58.encode(ed25519.getPublicKey(seed))
}

/** Whose keys `sealUserSecrets` seals, and the keys. */
export type SealUserSecretsParameters = {
  /** The user the sealed blobs are bound to. */
  userId: string
  /** The new keys, with their addresses (`generateUserSecrets`). */
  secrets: NewUserSecrets
}

/**
 * Envelope-encrypts a new user's keys (`generateUserSecrets`, which derived their addresses):
 * a fresh data key seals each secret, MASTER_KEY wraps the data key. The user id is bound into
 * every blob, so rows cannot be swapped.
 *
 * @example
 * const stored = sealUserSecrets(masterKey, { userId, secrets: generateUserSecrets() })
 */
export function sealUserSecrets(
  masterKey: MasterKey,
  { userId, secrets }: SealUserSecretsParameters,
): StoredUserKeys {
  const dataKey = randomBytes(32)
  try {
    return {
      eip155Address: secrets.eip155Address,
      solanaAddress: secrets.solanaAddress,
      masterKeyId: masterKey.id,
      wrappedDataKey: seal(masterKey.wrapKey, {
        plaintext: dataKey,
        context: `data-key:${userId}`,
      }),
      eip155Secret: seal(dataKey, {
        plaintext: hexBytes(secrets.eip155),
        context: `eip155:${userId}`,
      }),
      solanaSecret: seal(dataKey, { plaintext: secrets.solanaSeed, context: `solana:${userId}` }),
    }
  } finally {
    dataKey.fill(0)
  }
}

// The cause inside a KeyDecryptionError: the key opened, but to another address.
const addressMismatch = () =>
  new SecureSiteError('KEY_ADDRESS_MISMATCH', 'A decrypted key does not match its stored address')

/** Whose keys `openUserSecrets` opens, and their row. */
export type OpenUserSecretsParameters = {
  /** The user the sealed blobs are bound to. */
  userId: string
  /** The user's `user_keys` row (`readStoredKeys`). */
  stored: StoredUserKeys
}

/** The user's data key, unwrapped by MASTER_KEY; the caller zeroes it when done. */
function openDataKey(
  masterKey: MasterKey,
  { userId, stored }: OpenUserSecretsParameters,
): Uint8Array {
  if (stored.masterKeyId !== masterKey.id) {
    throw new KeyDecryptionError(
      `The data key of user ${userId} is wrapped by master key ${stored.masterKeyId}, but MASTER_KEY is ${masterKey.id}.`,
    )
  }
  try {
    return open(masterKey.wrapKey, {
      sealed: stored.wrappedDataKey,
      context: `data-key:${userId}`,
    })
  } catch (error) {
    throw new KeyDecryptionError(`The data key of user ${userId} does not unwrap.`, error)
  }
}

/**
 * Decrypts a user's keys. Throws KeyDecryptionError (never returns wrong keys) when a
 * byte was changed or MASTER_KEY is not the one that wrapped the data key.
 *
 * @example
 * const secrets = openUserSecrets(masterKey, { userId, stored: await readStoredKeys(database, userId) })
 */
export function openUserSecrets(
  masterKey: MasterKey,
  { userId, stored }: OpenUserSecretsParameters,
): UserSecrets {
  const dataKey = openDataKey(masterKey, { userId, stored })
  try {
    const eip155 = bytesToHex(
      open(dataKey, { sealed: stored.eip155Secret, context: `eip155:${userId}` }),
    )
    const solanaSeed = open(dataKey, { sealed: stored.solanaSecret, context: `solana:${userId}` })
    // Decryption proves integrity of the blobs; this proves they belong to the stored addresses.
    if (
      privateKeyToAddress(eip155) !== stored.eip155Address ||
      solanaAddressOf(solanaSeed) !== stored.solanaAddress
    ) {
      throw addressMismatch()
    }
    return { eip155, solanaSeed }
  } catch (error) {
    throw new KeyDecryptionError(`A key of user ${userId} does not decrypt.`, error)
  } finally {
    dataKey.fill(0)
  }
}

/**
 * Addresses already proven to follow from a sealed key, by a digest of everything that
 * determines the decrypted key (master key id, user, chain, wrapped data key, sealed key)
 * and the stored address. Public data only: no key, sealed or open, is kept.
 */
const provenAddresses = new Map<string, true>()
const provenAddressesLimit = 50_000

function provenAddressKey(
  masterKey: MasterKey,
  { userId, stored, chain }: OpenUserSecretsParameters & { chain: 'eip155' | 'solana' },
): string {
  const hash = createHash('sha256')
  for (const part of [masterKey.id, userId, chain]) hash.update(`${part}\u0000`)
  hash.update(stored.wrappedDataKey)
  hash.update(chain === 'eip155' ? stored.eip155Secret : stored.solanaSecret)
  hash.update(`\u0000${chain === 'eip155' ? stored.eip155Address : stored.solanaAddress}`)
  return hash.digest('base64')
}

function rememberProvenAddress(key: string): void {
  if (provenAddresses.size >= provenAddressesLimit) {
    // The oldest entry (a Map keeps insertion order): at worst, one more derivation later.
    const oldest = provenAddresses.keys().next()
    if (!oldest.done) provenAddresses.delete(oldest.value)
  }
  provenAddresses.set(key, true)
}

/** Whose key `openSigningSecrets` opens, its row, and the chain of the request. */
export type OpenSigningSecretsParameters = OpenUserSecretsParameters & {
  /** The signature request's namespace: only that chain's key is decrypted. */
  namespace: string
}

/**
 * Decrypts only the key one request needs (`namespace` of the signature request) and pairs it
 * with its stored address. The address is derived from the key and compared the first time
 * this process opens that sealed key; after that the proof is remembered (public data only),
 * since the same sealed bytes under the same master key always open to the same key.
 * Any other namespace decrypts nothing (`signRequest` refuses it). Throws KeyDecryptionError
 * like `openUserSecrets`.
 *
 * @example
 * const secrets = openSigningSecrets(masterKey, { userId, stored, namespace: 'eip155' })
 */
export function openSigningSecrets(
  masterKey: MasterKey,
  { userId, stored, namespace }: OpenSigningSecretsParameters,
): SigningSecrets {
  if (namespace !== 'eip155' && namespace !== 'solana') return {}
  const dataKey = openDataKey(masterKey, { userId, stored })
  try {
    const proof = provenAddressKey(masterKey, { userId, stored, chain: namespace })
    const proven = provenAddresses.has(proof)
    if (namespace === 'eip155') {
      const eip155 = bytesToHex(
        open(dataKey, { sealed: stored.eip155Secret, context: `eip155:${userId}` }),
      )
      if (!proven) {
        if (privateKeyToAddress(eip155) !== stored.eip155Address) {
          throw addressMismatch()
        }
        rememberProvenAddress(proof)
      }
      return { eip155, eip155Address: stored.eip155Address as Address }
    }
    const solanaSeed = open(dataKey, { sealed: stored.solanaSecret, context: `solana:${userId}` })
    if (!proven) {
      if (solanaAddressOf(solanaSeed) !== stored.solanaAddress) {
        solanaSeed.fill(0)
        throw addressMismatch()
      }
      rememberProvenAddress(proof)
    }
    return { solanaSeed, solanaAddress: stored.solanaAddress }
  } catch (error) {
    throw new KeyDecryptionError(`A key of user ${userId} does not decrypt.`, error)
  } finally {
    dataKey.fill(0)
  }
}

/** Whose data key `rewrapDataKey` re-wraps, and the master keys it moves between. */
export type RewrapDataKeyParameters = {
  /** The user the wrapped data key is bound to. */
  userId: string
  /** The master key that wraps it now. */
  oldKey: MasterKey
  /** The master key that wraps it after. */
  newKey: MasterKey
}

/**
 * Re-wraps a data key under a new master key; the sealed secrets stay as they are.
 *
 * @example
 * const wrapped = rewrapDataKey(stored.wrappedDataKey, { userId, oldKey, newKey })
 */
export function rewrapDataKey(
  wrappedDataKey: Uint8Array,
  { userId, oldKey, newKey }: RewrapDataKeyParameters,
): Uint8Array {
  let dataKey: Uint8Array
  try {
    dataKey = open(oldKey.wrapKey, { sealed: wrappedDataKey, context: `data-key:${userId}` })
  } catch (error) {
    throw new KeyDecryptionError(`The data key of user ${userId} does not unwrap.`, error)
  }
  try {
    return seal(newKey.wrapKey, { plaintext: dataKey, context: `data-key:${userId}` })
  } finally {
    dataKey.fill(0)
  }
}

function hexBytes(hex: Hex): Uint8Array {
  return new Uint8Array(Buffer.from(hex.slice(2), 'hex'))
}
