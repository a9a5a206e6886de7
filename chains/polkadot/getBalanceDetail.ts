import type { Network } from 'gangway/kernel'
import { getBalance } from './getBalance.js'
import { getRuntime, peekRuntime } from './getRuntime.js'
import { knownExistentialDeposit } from './knownExistentialDeposits.js'
import type { PolkadotBalance, PolkadotBalanceDetail, PolkadotContext } from './types.js'

/**
 * What a keep-alive transfer can move (pallet-balances' `reducible_balance` with `Preserve`):
 * free − max(frozen − reserved, existential deposit), never below 0.
 */
export function spendableBalance(balance: PolkadotBalance, existentialDeposit: bigint): bigint {
  const locked = balance.frozen > balance.reserved ? balance.frozen - balance.reserved : 0n
  const untouchable = locked > existentialDeposit ? locked : existentialDeposit
  return balance.free > untouchable ? balance.free - untouchable : 0n
}

/**
 * An address's balance with its parts and what Send can move: the balance (`System.Account`)
 * and the runtime's existential deposit, which a `transfer_keep_alive` leaves in the account:
 * for the networks Gangway ships, known without the metadata (one `state_getStorage` in all),
 * else read from it. When the runtime cannot be read (metadata this plugin cannot use), the existential deposit
 * is unknown and `spendable` is the transferable part; such a network cannot send anyway.
 *
 * @throws BalanceUnavailableError ('Token Balance Unavailable')
 * @example
 * const { free, reserved, frozen, spendable } = await getBalanceDetail(context, { address, network })
 */
export async function getBalanceDetail(
  context: PolkadotContext,
  parameters: { address: string; network: Network },
): Promise<PolkadotBalanceDetail> {
  const network = context.getNetwork(parameters.network.caipNetworkId)
  // The runtime as last read, else the deposit Gangway ships for the network: one storage read,
  // no metadata. Only other networks read their metadata for it.
  const known =
    peekRuntime(context, network)?.existentialDeposit ?? knownExistentialDeposit(network)
  const [balance, existentialDeposit] = await Promise.all([
    getBalance(context, parameters),
    known ??
      getRuntime(context, network).then(
        (runtime) => runtime.existentialDeposit,
        (error: unknown) => {
          context.kernel.log.debug('[polkadot] the existential deposit is unknown', error)
          return undefined
        },
      ),
  ])
  return {
    ...balance,
    existentialDeposit,
    spendable:
      existentialDeposit === undefined
        ? balance.transferable
        : spendableBalance(balance, existentialDeposit),
  }
}
