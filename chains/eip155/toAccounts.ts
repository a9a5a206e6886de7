import { type Account, InvalidWalletDataError, quoteUntrusted } from 'gangway/kernel'
import { getAddress } from 'viem'

const addressPattern = /^0x[0-9a-fA-F]{40}$/

/**
 * A wallet's address list (EIP-1193 `eth_accounts`) as kernel accounts, EIP-55 checksummed.
 * The list is untrusted: anything but 20-byte hex addresses refuses the whole answer, so a
 * wallet cannot slip a second identity or markup in beside a real address.
 *
 * @throws InvalidWalletDataError
 * @example
 * toAccounts(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'])
 */
export function toAccounts(addresses: unknown): Account[] {
  if (!Array.isArray(addresses))
    throw new InvalidWalletDataError('The wallet answered eth_accounts with something not a list.')
  const seen = new Set<string>()
  const accounts: Account[] = []
  for (const address of addresses) {
    if (typeof address !== 'string' || !addressPattern.test(address))
      throw new InvalidWalletDataError(
        `${quoteUntrusted(address)} is not an EVM address (0x and 40 hex digits).`,
      )
    const checksummed = getAddress(address.toLowerCase())
    if (seen.has(checksummed)) continue
    seen.add(checksummed)
    accounts.push({ namespace: 'eip155', address: checksummed, type: 'eoa' })
  }
  return accounts
}
