import { combine, split } from 'shamir-secret-sharing'
import { CustodyError } from './custodyError.js'

/**
 * One key's three shares (2-of-3): the device share stays in this browser, the auth share
 * goes to the server, the recovery share leaves only encrypted.
 */
export type KeyShares = { device: Uint8Array; auth: Uint8Array; recovery: Uint8Array }

/**
 * Splits a 32-byte secret 2-of-3 with `shamir-secret-sharing` (any two shares rebuild it,
 * one alone says nothing about it). The caller zeroes `secret` and the shares it no longer needs.
 */
export async function splitKey(secret: Uint8Array): Promise<KeyShares> {
  const [device, auth, recovery] = await split(secret, 3, 2)
  if (!device || !auth || !recovery)
    throw new CustodyError('SHARES_NOT_MADE', 'shamir-secret-sharing gave fewer than 3 shares')
  return { device, auth, recovery }
}

/**
 * Rebuilds a secret from two distinct shares. Fewer than two throws SHARES_INSUFFICIENT.
 * Two shares of different keys give some other value, never an error: the caller checks the
 * result against the known address (`rebuildKey`).
 */
export async function combineShares(shares: readonly Uint8Array[]): Promise<Uint8Array> {
  const distinct = shares.filter(
    (share, index) => shares.findIndex((other) => sameBytes(other, share)) === index,
  )
  if (distinct.length < 2) {
    throw new CustodyError(
      'SHARES_INSUFFICIENT',
      'Two different shares are needed to rebuild the key',
    )
  }
  return combine([...distinct])
}

/**
 * Rebuilds a secret from two shares and checks it against the account's address
 * (`addressOf`); a mismatch (a stale or foreign share) zeroes the result and throws
 * SHARES_MISMATCH.
 */
export async function rebuildKey(parameters: {
  /** Two of the key's three shares. */
  shares: readonly Uint8Array[]
  /** The account's address: what the rebuilt key must give. */
  expectedAddress: string
  /** The address of a secret, on the key's chain. */
  addressOf: (secret: Uint8Array) => string
}): Promise<Uint8Array> {
  const { shares, expectedAddress, addressOf } = parameters
  const secret = await combineShares(shares)
  let address: string | undefined
  try {
    address = addressOf(secret)
  } catch {
    address = undefined
  }
  if (address?.toLowerCase() !== expectedAddress.toLowerCase()) {
    secret.fill(0)
    throw new CustodyError(
      'SHARES_MISMATCH',
      "The shares do not rebuild this account's key (a stale or foreign share)",
    )
  }
  return secret
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
