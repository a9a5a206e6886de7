import type { Connection, Kernel } from 'gangway/kernel'
import { type BalanceSnapshot, useBalances } from 'gangway/ui'
import { useEffect } from 'react'
import { getSendState, updateSend } from '../../sendToken.js'
import { tokenKey } from '../format.js'

/**
 * The account's balances on the active network, kept in the form (SPEC §3: the balances, the
 * native balance in dollars and the last failure time); a chosen token follows its fresh balance.
 */
export function useSendBalances(
  kernel: Kernel,
  connection: Connection | undefined,
): BalanceSnapshot {
  const balances = useBalances(kernel, connection)
  useEffect(() => {
    if (balances.status === 'ready') {
      const native = balances.native
      updateSend(kernel, {
        tokenBalances: balances.balances,
        networkBalanceInUSD:
          native?.price === undefined
            ? undefined
            : (Number(native.formatted) * native.price).toFixed(2),
      })
      const current = getSendState(kernel).token
      const fresh = current && balances.balances.find((b) => tokenKey(b) === tokenKey(current))
      if (fresh && fresh.value !== current.value) updateSend(kernel, { token: fresh })
    } else if (balances.status === 'error') updateSend(kernel, { lastRetry: kernel.env.now() })
  }, [kernel, balances])
  return balances
}
