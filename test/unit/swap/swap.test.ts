import { describe, expect, it } from 'vitest'
import { eip155, mainnet } from '../../../chains/eip155/index.js'
import type { InvalidOptionsError } from '../../../kernel/index.js'
import {
  GasPriceNotSupportedError,
  SwapNetworkNotSupportedError,
  SwapRevertedError,
} from '../../../plugins/swap/errors.js'
import {
  defaultSlippage,
  hosted,
  isNativeToken,
  nativeTokenAddress,
  onchain,
  swap,
  swapChainIds,
  zeroEx,
} from '../../../plugins/swap/index.js'
import { swapMessages } from '../../../plugins/swap/messages.js'
import {
  maximumSold,
  maximumSpent,
  minimumReceived,
} from '../../../plugins/swap/minimumReceived.js'
import { uniswapV2Deployments } from '../../../plugins/swap/sources/uniswapV2Deployments.js'
import { uniswapV3Deployments } from '../../../plugins/swap/sources/uniswapV3Deployments.js'
import { getSwapSources } from '../../../plugins/swap/swapSources.js'
import { startKernel } from '../kernel/support.js'

describe('SPEC §9 swap constants', () => {
  it('has a slippage tolerance of 1 %', () => {
    expect(defaultSlippage).toBe(1)
  })

  it('offers swaps on the SPEC §9 networks', () => {
    expect(swapChainIds).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
  })

  it('lists Uniswap V2 only on swap networks', () => {
    for (const chainId of Object.keys(uniswapV2Deployments))
      expect(swapChainIds).toContain(Number(chainId))
  })

  it('lists Uniswap V3 only on swap networks, with the wrapped native token V2 uses there', () => {
    for (const [chainId, deployment] of Object.entries(uniswapV3Deployments)) {
      expect(swapChainIds).toContain(Number(chainId))
      const v2 = uniswapV2Deployments[Number(chainId)]
      if (v2) expect(deployment.wrappedNative).toEqual(v2.wrappedNative)
    }
  })

  it('knows the native-coin placeholder in any case', () => {
    expect(isNativeToken(nativeTokenAddress.toLowerCase())).toBe(true)
    expect(isNativeToken('0x0000000000000000000000000000000000000000')).toBe(false)
  })
})

describe('SPEC §8 swap messages', () => {
  it("says 'Network not supported for Swaps' and 'Network not supported for Gas Price'", () => {
    expect(new SwapNetworkNotSupportedError(5).shortMessage).toBe('Network not supported for Swaps')
    expect(new GasPriceNotSupportedError(5).shortMessage).toBe(
      'Network not supported for Gas Price',
    )
    expect(swapMessages.en['Swap.unsupported']).toBe('Network not supported for Swaps')
    expect(swapMessages.en['Swap.noGasPrice']).toBe('Network not supported for Gas Price')
  })

  it('explains a revert on the minimum output as a moved price', () => {
    const error = new SwapRevertedError('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT')
    expect(error.belowMinimum).toBe(true)
    expect(error.shortMessage).toBe(
      'The price moved beyond your slippage. Get a fresh quote and try again.',
    )
    expect(new SwapRevertedError('TransferHelper: TRANSFER_FROM_FAILED').belowMinimum).toBe(false)
  })
})

describe('minimum received', () => {
  it('takes the slippage off, rounding down, in basis points', () => {
    expect(minimumReceived(10_000n, 1)).toBe(9_900n)
    expect(minimumReceived(999n, 0.5)).toBe(994n)
    expect(minimumReceived(5n, 0)).toBe(5n)
  })

  it("adds the slippage to an exact output's input, rounding up", () => {
    expect(maximumSold(10_000n, 1)).toBe(10_100n)
    expect(maximumSold(999n, 0.5)).toBe(1_004n)
    expect(maximumSpent({ kind: 'exactIn', amountIn: 999n }, 0.5)).toBe(999n)
    expect(maximumSpent({ kind: 'exactOut', amountIn: 999n }, 0.5)).toBe(1_004n)
  })

  it('refuses a slippage outside 0–50 %', () => {
    expect(() => minimumReceived(1n, 60)).toThrow('outside 0–50 %')
    expect(() => minimumReceived(1n, -1)).toThrow('outside 0–50 %')
    expect(() => minimumReceived(1n, Number.NaN)).toThrow('outside 0–50 %')
  })
})

describe('swap()', () => {
  it("adds 'Swap' on Account for eip155, second in SPEC §9's wallet-feature order", () => {
    const plugin = swap()
    expect(plugin.name).toBe('swap')
    expect(plugin.requires).toEqual(['eip155'])
    expect(plugin.entries).toEqual([
      {
        where: 'account',
        label: 'swap',
        view: 'Swap',
        order: 20,
        icon: 'swap',
        namespaces: ['eip155'],
      },
    ])
    expect(Object.keys(plugin.views ?? {})).toEqual(['Swap'])
  })

  it('uses the on-chain source by default, and ignores falsy sources', () => {
    const kernel = startKernel({
      chains: [eip155({ networks: [mainnet] })],
      plugins: [swap({ sources: [false, null, undefined] })],
    })
    expect(getSwapSources(kernel).map((source) => source.name)).toEqual(['onchain'])
    const other = startKernel({
      chains: [eip155({ networks: [mainnet] })],
      plugins: [swap({ sources: [onchain(), 0, hosted({ url: 'https://swap.example' })] })],
    })
    expect(getSwapSources(other).map((source) => source.name)).toEqual(['onchain', 'hosted'])
  })

  it('checks its options with the one options helper: sources only, each name once', () => {
    const refusal = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        return error as InvalidOptionsError
      }
      return expect.unreachable('expected a refusal')
    }
    const notASource = refusal(() => swap({ sources: [{ name: 'x' } as never] }))
    expect(notASource.name).toBe('InvalidOptionsError')
    expect(notASource.shortMessage).toBe('[swap] Invalid options.')
    expect(notASource.issues).toEqual([
      'sources.0: expected a quote source (onchain(), hosted(…), aggregator(…)) or a falsy value',
    ])
    expect(refusal(() => swap({ sources: [onchain(), onchain()] })).issues).toEqual([
      'sources: two sources have the same name',
    ])
    expect(refusal(() => swap({ slippage: 2 } as never)).issues).toEqual([
      'unknown option slippage',
    ])
    expect(refusal(() => hosted({ url: 'swap.example' })).shortMessage).toBe(
      '[swap.hosted] Invalid options.',
    )
    const noKey = refusal(() => zeroEx({ apiKey: ' ' }))
    expect(noKey.shortMessage).toBe('[swap.0x] Invalid options.')
    expect(noKey.issues).toEqual(['apiKey: expected the host’s 0x API key'])
    expect(zeroEx({ apiKey: 'key' }).name).toBe('0x')
  })
})
