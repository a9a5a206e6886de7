// The frame's registry of well-known chains (issue 31): written out (viem's definitions are too
// heavy for the frame page), and each must say what viem says.
import * as chains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { findNetwork, wellKnownNetworks } from '../../../secure-site/frame/networks.js'

type Defined = { id: number; name: string; nativeCurrency: { symbol: string; decimals: number } }
const viemChains = Object.values(chains as Record<string, unknown>).filter(
  (chain): chain is Defined =>
    typeof chain === 'object' && chain !== null && 'id' in chain && 'nativeCurrency' in chain,
)

describe("the frame's well-known networks", () => {
  it.each([...wellKnownNetworks])('chain %s is written out as viem defines it', (id, unit) => {
    const defined = viemChains
      .filter((chain) => chain.id === Number(id))
      .map(({ name, nativeCurrency }) => ({
        name,
        symbol: nativeCurrency.symbol,
        decimals: nativeCurrency.decimals,
      }))
    expect(defined).toContainEqual(unit)
  })

  it('names Ethereum, its testnets and the local development chain', () => {
    expect(wellKnownNetworks.get(1)).toEqual({ name: 'Ethereum', symbol: 'ETH', decimals: 18 })
    expect(wellKnownNetworks.get(11155111)?.name).toBe('Sepolia')
    expect(wellKnownNetworks.get(31337)).toEqual({ name: 'Anvil', symbol: 'ETH', decimals: 18 })
  })

  it("lets the site's settings name a chain, and knows nothing else", () => {
    const own = { chainId: 777, name: 'Own', nativeCurrency: { symbol: 'OWN', decimals: 8 } }
    expect(findNetwork(777, [own])).toEqual({ name: 'Own', symbol: 'OWN', decimals: 8 })
    expect(findNetwork(777, [{ chainId: 777 }])).toBeUndefined()
    expect(findNetwork(999_999, [])).toBeUndefined()
  })
})
