import type { Kernel, TokenBalance } from 'gangway/kernel'
import { useEffect, useMemo, useState } from 'react'
import { nativeTokenAddress } from '../../constants.js'
import type { SwapService } from '../../createSwapService.js'
import type { SwapArguments } from '../../swap.js'
import type { SwapToken } from '../../types.js'
import { type Side, sameToken } from '../components/TokenPicker.js'

/** Parameters of {@link useSwapTokens}. */
export type UseSwapTokensParameters = {
  kernel: Kernel
  service: SwapService
  /** The connected EVM chain; `undefined` when none is. */
  chainId: number | undefined
  /** What the view was opened with (`open({ view: 'Swap', data })`). */
  opened: SwapArguments
  /** The account's balances on the chain. */
  balances: readonly TokenBalance[]
}

/**
 * The tokens of the Swap form: whether a source serves the network and its token list (once
 * per network), the account's own tokens (listed first: what the visitor can pay with), the
 * pair — picked from the opening arguments once known, the native coin to pay by default, and
 * started again on another network — and which side's list is open.
 */
export function useSwapTokens(parameters: UseSwapTokensParameters) {
  const { kernel, service, chainId, opened, balances } = parameters
  const [supported, setSupported] = useState<boolean>()
  const [catalogue, setCatalogue] = useState<readonly SwapToken[]>([])
  const [from, setFrom] = useState<SwapToken>()
  const [to, setTo] = useState<SwapToken>()
  const [picking, setPicking] = useState<Side>()

  const owned = useMemo<readonly SwapToken[]>(
    () =>
      balances
        .filter((balance) => !balance.address || balance.value > 0n)
        .map((balance) => ({
          address: balance.address ?? nativeTokenAddress,
          name: balance.name,
          symbol: balance.symbol,
          decimals: balance.decimals,
          logoUri: balance.iconUrl,
          verified: true,
        })),
    [balances],
  )

  // Tokens belong to a network: another network starts the pair again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the network changes
  useEffect(() => {
    setFrom(undefined)
    setTo(undefined)
    setPicking(undefined)
  }, [chainId])

  // Which network, which tokens: once per network.
  useEffect(() => {
    setSupported(undefined)
    setCatalogue([])
    if (chainId === undefined) return
    let live = true
    void service.supportsChain(chainId).then(
      async (yes) => {
        if (!live) return
        setSupported(yes)
        if (!yes) return
        const tokens = await service.getTokens(chainId).catch((error: unknown) => {
          kernel.log.warn('[swap] token list failed', error)
          return []
        })
        if (live) setCatalogue(tokens)
      },
      (error: unknown) => {
        kernel.log.warn('[swap] sources failed to load', error)
        if (live) setSupported(false)
      },
    )
    return () => {
      live = false
    }
  }, [kernel, service, chainId])

  // The opening arguments pick the tokens once the catalogue is known.
  useEffect(() => {
    const all = [...owned, ...catalogue]
    const find = (address: string | undefined) =>
      address ? all.find((token) => sameToken(token.address, address)) : undefined
    setFrom((current) => current ?? find(opened.from) ?? find(nativeTokenAddress))
    setTo((current) => current ?? find(opened.to))
  }, [owned, catalogue, opened.from, opened.to])

  return { supported, catalogue, owned, from, to, setFrom, setTo, picking, setPicking }
}
