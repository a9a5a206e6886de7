import { ExistentialDepositError, InsufficientFundsError } from './errors.js'
import { spendableBalance } from './getBalanceDetail.js'
import type { PolkadotBalance } from './types.js'

/**
 * Refuses a keep-alive transfer the sender cannot make, before any wallet is asked: the balance
 * could pay the amount and the fee but would keep less than the existential deposit
 * (ExistentialDepositError, which names the deposit and the most that can go), or it cannot pay
 * them at all (InsufficientFundsError).
 *
 * @throws ExistentialDepositError, InsufficientFundsError
 * @example
 * checkFunds({ balance, existentialDeposit: 10n ** 10n, amount, fee, currency: network.nativeCurrency })
 */
export function checkFunds(parameters: {
  balance: PolkadotBalance
  existentialDeposit: bigint
  amount: bigint
  fee: bigint
  currency: { symbol: string; decimals: number }
}): void {
  const { balance, existentialDeposit, amount, fee, currency } = parameters
  const needed = amount + fee
  const available = spendableBalance(balance, existentialDeposit)
  if (needed <= available) return
  // Enough to pay, not enough to also keep the deposit: say so, rather than 'insufficient'.
  if (needed <= balance.transferable)
    throw new ExistentialDepositError({
      maximum: available > fee ? available - fee : 0n,
      existentialDeposit,
      currency,
    })
  throw new InsufficientFundsError({ needed, available })
}
