import { type WrappedNativeToken, wrappedNativeTokens } from './wrappedNativeTokens.js'

/** A Uniswap V2 (or fork) deployment on one chain: what the on-chain source reads. */
export type UniswapV2Deployment = {
  /** UniswapV2Router02. */
  router: string
  factory: string
  /** The pair contract's creation-code hash, to derive pair addresses without a call. */
  pairInitCodeHash: `0x${string}`
  /** The wrapped native token the router trades (WETH9 and its kind). */
  wrappedNative: WrappedNativeToken
}

/** The official Uniswap V2 pair creation-code hash (every chain Uniswap Labs deployed to). */
export const uniswapV2PairInitCodeHash =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

/**
 * Uniswap V2 on the SPEC §9 swap networks where Uniswap Labs deployed it
 * (docs.uniswap.org/contracts/v2/reference/smart-contracts/v2-deployments). The other swap
 * networks (zkSync, Gnosis, Fantom, Kaia, Aurora) have no official deployment: a host
 * passes its own through `onchain({ deployments })`.
 */
export const uniswapV2Deployments: Readonly<Record<number, UniswapV2Deployment>> = {
  1: {
    router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
    factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
    pairInitCodeHash: uniswapV2PairInitCodeHash,
    wrappedNative: wrappedNativeTokens[1],
  },
  10: {
    router: '0x4A7b5Da61326A6379179b40d00F57E5bbDC962c2',
    factory: '0x0c3c1c532F1e39EdF36BE9Fe0bE1410313E074Bf',
    pairInitCodeHash: uniswapV2PairInitCodeHash,
    wrappedNative: wrappedNativeTokens[10],
  },
  56: {
    router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6',
    pairInitCodeHash: uniswapV2PairInitCodeHash,
    wrappedNative: wrappedNativeTokens[56],
  },
  137: {
    router: '0xedf6066a2b290C185783862C7F4776A2C8077AD1',
    factory: '0x9e5A52f57b3038F1B8EeE45F28b3C1967e22799C',
    pairInitCodeHash: uniswapV2PairInitCodeHash,
    wrappedNative: wrappedNativeTokens[137],
  },
  8453: {
    router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6',
    pairInitCodeHash: uniswapV2PairInitCodeHash,
    wrappedNative: wrappedNativeTokens[8453],
  },
  42161: {
    router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    factory: '0xf1D7CC64Fb4452F05c498126312eBE29f30Fbcf9',
    pairInitCodeHash: uniswapV2PairInitCodeHash,
    wrappedNative: wrappedNativeTokens[42161],
  },
  43114: {
    router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    factory: '0x9e5A52f57b3038F1B8EeE45F28b3C1967e22799C',
    pairInitCodeHash: uniswapV2PairInitCodeHash,
    wrappedNative: wrappedNativeTokens[43114],
  },
}
