import { type Account, InvalidWalletDataError, quoteUntrusted } from 'gangway/kernel'
import type { WalletAccount } from './types.js'
import { validateAddress } from './validateAddress.js'

/**
 * The wallet's Solana accounts as Gangway accounts (accounts of other chains are left out).
 * The list is untrusted: a Solana account that is not a 32-byte base58 key (markup, a
 * `evil:…` CAIP fragment, right-to-left text) refuses the whole answer.
 *
 * @throws InvalidWalletDataError
 * @example
 * toAccounts(wallet.accounts) // [{ namespace: 'solana', address: '7xKX…', type: 'eoa' }]
 */
export function toAccounts(accounts: readonly WalletAccount[] | undefined): Account[] {
  const result: Account[] = []
  for (const account of accounts ?? []) {
    const chains: unknown = account?.chains
    if (
      Array.isArray(chains) &&
      chains.length &&
      !chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))
    )
      continue
    const address: unknown = account?.address
    if (typeof address !== 'string' || !validateAddress(address))
      throw new InvalidWalletDataError(
        `${quoteUntrusted(address)} is not a Solana address (32 to 44 base58 characters).`,
      )
    if (!result.some((known) => known.address === address))
      result.push({ namespace: 'solana', address, type: 'eoa' })
  }
  return result
}
