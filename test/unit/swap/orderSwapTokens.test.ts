import { describe, expect, it } from 'vitest'
import { orderSwapTokens } from '../../../plugins/swap/orderSwapTokens.js'

describe('orderSwapTokens', () => {
  it('lists the suggested symbols first, the popular next, the rest in catalogue order', () => {
    const tokens = ['LINK', 'wbtc', 'UNI', 'USDC', 'ARB', 'ETH', 'AAVE'].map((symbol) => ({
      symbol,
    }))
    expect(orderSwapTokens(tokens).map((token) => token.symbol)).toEqual([
      'ETH',
      'USDC',
      'wbtc',
      'ARB',
      'LINK',
      'UNI',
      'AAVE',
    ])
  })
})
