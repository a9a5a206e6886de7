import type { Kernel, TokenBalance } from 'gangway/kernel'
import { formatUnits } from 'gangway/kernel'
import { formatAmount } from 'gangway/ui'
import { useEffect, useState } from 'react'
import { isNativeToken } from '../../constants.js'
import type { SwapService } from '../../createSwapService.js'
import type { SwapToken } from '../../types.js'
import { sameToken } from '../components/TokenPicker.js'

/** A balance as the form uses it: the amount, and "1.5 GOLD" for the visitor. */
export type ShownBalance = { value: bigint; text: string }

/** Parameters of {@link useTokenBalance}. */
export type UseTokenBalanceParameters = {
  kernel: Kernel
  service: SwapService
  chainId: number | undefined
  owner: string | undefined
  /** The account's balances on the chain (the modal's list). */
  balances: readonly TokenBalance[]
  /** The pair: a token outside the account's list has its balance read from the chain. */
  from: SwapToken | undefined
  to: SwapToken | undefined
}

/**
 * The owner's balance of either side of the pair: from the account's list, else read from
 * the chain (a token picked from the catalogue). `readAgain` reads them again (after a swap).
 */
export function useTokenBalance(parameters: UseTokenBalanceParameters) {
  const { kernel, service, chainId, owner, balances, from, to } = parameters
  const locale = kernel.options.locale
  const [read, setRead] = useState<Readonly<Record<string, bigint>>>({})
  const [reads, setReads] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` reads again after a swap
  useEffect(() => {
    if (chainId === undefined || !owner) return
    let live = true
    for (const token of [from, to]) {
      if (!token) continue
      void service.getBalance({ chainId, token: token.address, owner }).then(
        (value) =>
          live && setRead((current) => ({ ...current, [token.address.toLowerCase()]: value })),
        (error: unknown) => kernel.log.debug('[swap] balance read failed', error),
      )
    }
    return () => {
      live = false
    }
  }, [kernel, service, chainId, owner, from, to, reads])

  const balanceOf = (token: SwapToken | undefined): ShownBalance | undefined => {
    if (!token) return undefined
    const listed = balances.find((balance) =>
      isNativeToken(token.address) ? !balance.address : sameToken(balance.address, token.address),
    )
    if (listed)
      return {
        value: listed.value,
        text: `${formatAmount(listed.formatted, { decimals: 4, locale })} ${listed.symbol}`,
      }
    const value = read[token.address.toLowerCase()]
    return value === undefined
      ? undefined
      : {
          value,
          text: `${formatAmount(formatUnits(value, token.decimals), { decimals: 4, locale })} ${token.symbol}`,
        }
  }

  return { balanceOf, readAgain: () => setReads((n) => n + 1) }
}
