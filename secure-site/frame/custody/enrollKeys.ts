import { toBase64Url, zero } from './bytes.js'
import type { CustodyChain } from './deviceShareStore.js'
import { addressesOf, generateKeys } from './generateKeys.js'
import {
  deriveRecoveryKey,
  type RecoveryEnvelope,
  type RecoveryKey,
  sealRecoveryShare,
} from './recoveryPassword.js'
import { splitKey } from './shares.js'

/**
 * What `POST /api/v1/custody/enroll` (and `/custody/rotate`) takes: per chain, and the
 * recovery password's check (base64url).
 */
export type ShareSetBody = Record<
  CustodyChain,
  { address: string; authShare: string; recovery: RecoveryEnvelope }
> & { recoveryCheck: string }

/**
 * A new account's keys, made and split in the frame: the body for the server (addresses,
 * auth shares, recovery shares encrypted under the password's or the passkey's key) and the device shares for this
 * browser's store. The whole keys are zeroed before this returns.
 */
export async function enrollKeys({
  password,
  argon2Params,
  recoveryKey: chosen,
}: {
  password: string
  /** Tests pass cheaper Argon2id costs; the frame uses `recoveryArgon2Params`. */
  argon2Params?: { t: number; m: number; p: number } | undefined
  /** A recovery key made already (a passkey's): `password` is then not used. */
  recoveryKey?: RecoveryKey | undefined
}): Promise<{ body: ShareSetBody; deviceShares: Record<CustodyChain, Uint8Array> }> {
  const secrets = generateKeys()
  try {
    const addresses = addressesOf(secrets)
    const recoveryKey = chosen ?? (await deriveRecoveryKey(password, argon2Params))
    return await splitForServer({ secrets, addresses, recoveryKey })
  } finally {
    zero(secrets.eip155, secrets.solana)
  }
}

/**
 * Splits whole keys 2-of-3 into the server's share set and this device's shares (enrollment,
 * and the re-split after a recovery), the recovery shares sealed under one recovery key.
 * The auth and recovery shares are zeroed once encoded.
 */
export async function splitForServer(parameters: {
  /** The whole keys. */
  secrets: Record<CustodyChain, Uint8Array>
  /** Their addresses (the recovery shares are bound to them). */
  addresses: Record<CustodyChain, string>
  /** The recovery password's or passkey's key, which seals the recovery shares. */
  recoveryKey: RecoveryKey
}): Promise<{ body: ShareSetBody; deviceShares: Record<CustodyChain, Uint8Array> }> {
  const { secrets, addresses, recoveryKey } = parameters
  const body = { recoveryCheck: recoveryKey.check } as ShareSetBody
  const deviceShares = {} as Record<CustodyChain, Uint8Array>
  for (const chain of ['eip155', 'solana'] as const) {
    const shares = await splitKey(secrets[chain])
    const address = addresses[chain]
    try {
      body[chain] = {
        address,
        authShare: toBase64Url(shares.auth),
        recovery: await sealRecoveryShare({ share: shares.recovery, recoveryKey, chain, address }),
      }
      deviceShares[chain] = shares.device
    } finally {
      zero(shares.auth, shares.recovery)
    }
  }
  return { body, deviceShares }
}
