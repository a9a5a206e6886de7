import type { Account } from 'gangway/kernel'
import type { WalletAccount } from './types.js'

/**
 * The wallet's Solana accounts as Gangway accounts (accounts of other chains are left out).
 *
 * @example
 * toAccounts(wallet.accounts) // [{ namespace: 'solana', address: '7xKX…', type: 'eoa' }]
 */
export function toAccounts(accounts: readonly WalletAccount[] | undefined): Account[] {
  return (accounts ?? [])
    .filter(
      (account) =>
        typeof account.address === 'string' &&
        (!account.chains?.length || account.chains.some((chain) => chain.startsWith('solana:'))),
    )
    .map((account) => ({ namespace: 'solana', address: account.address, type: 'eoa' }))
}
