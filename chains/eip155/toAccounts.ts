import type { Account } from 'gangway/kernel'
import { getAddress } from 'viem'

/**
 * A wallet's address list (EIP-1193 `eth_accounts`) as kernel accounts, EIP-55 checksummed.
 *
 * @example
 * toAccounts(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'])
 */
export function toAccounts(addresses: unknown): Account[] {
  if (!Array.isArray(addresses)) return []
  return addresses
    .filter((address): address is string => typeof address === 'string')
    .map((address) => ({ namespace: 'eip155', address: getAddress(address), type: 'eoa' }))
}
