import { type Account, InvalidWalletDataError, quoteUntrusted } from 'gangway/kernel'
import { normalizeAddress } from './normalizeAddress.js'
import type { WalletAddress } from './types.js'

const taprootPattern = /^(bc|tb|bcrt)1p/i

/**
 * A wallet's addresses as kernel accounts, payment first (SPEC §6: bip122 accounts are
 * `payment` by default). A wallet that does not say which address is which gets the common
 * layout: taproot addresses beside a non-taproot one hold ordinals.
 *
 * Addresses are untrusted: one that is no bitcoin address refuses the whole answer; bech32
 * ones are lowercased so one wallet has one identity.
 *
 * @throws InvalidWalletDataError
 * @example
 * toAccounts([{ address: 'bc1p…', purpose: 'ordinals' }, { address: 'bc1q…', purpose: 'payment' }])
 * // [{ type: 'payment', address: 'bc1q…' }, { type: 'ordinal', address: 'bc1p…' }]
 */
export function toAccounts(reported: readonly WalletAddress[]): Account[] {
  if (!Array.isArray(reported))
    throw new InvalidWalletDataError('The wallet answered with something not a list of addresses.')
  const addresses = reported.map((entry) => {
    const address = normalizeAddress((entry as WalletAddress | null)?.address)
    if (!address)
      throw new InvalidWalletDataError(
        `${quoteUntrusted((entry as WalletAddress | null)?.address)} is not a bitcoin address.`,
      )
    return { ...entry, address }
  })
  const mixed =
    addresses.some((a) => taprootPattern.test(a.address)) &&
    addresses.some((a) => !taprootPattern.test(a.address))
  const seen = new Set<string>()
  const accounts: Account[] = []
  for (const entry of addresses) {
    if (seen.has(entry.address)) continue
    seen.add(entry.address)
    const purpose =
      entry.purpose ?? (mixed && taprootPattern.test(entry.address) ? 'ordinals' : 'payment')
    accounts.push({
      namespace: 'bip122',
      address: entry.address,
      type: purpose === 'ordinals' ? 'ordinal' : 'payment',
      ...(entry.publicKey ? { publicKey: entry.publicKey } : {}),
      ...(entry.path ? { path: entry.path } : {}),
    })
  }
  return [
    ...accounts.filter((a) => a.type === 'payment'),
    ...accounts.filter((a) => a.type !== 'payment'),
  ]
}
