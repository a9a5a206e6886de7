/** A Uniswap V2 (or fork) deployment on one chain: what the on-chain source reads. */
export type UniswapV2Deployment = {
  /** UniswapV2Router02. */
  router: string
  factory: string
  /** The pair contract's creation-code hash, to derive pair addresses without a call. */
  pairInitCodeHash: `0x${string}`
  /** The wrapped native token the router trades (WETH9 and its kind). */
  wrappedNative: { address: string; name: string; symbol: string; decimals: number }
}

/** The official Uniswap V2 pair creation-code hash (every chain Uniswap Labs deployed to). */
export const uniswapV2PairInitCodeHash =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

const weth = (address: string) => ({ address, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 })

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
    wrappedNative: weth('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'),
  },
  10: {
    router: '0x4A7b5Da61326A6379179b40d00F57E5bbDC962c2',
    factory: '0x0c3c1c532F1e39EdF36BE9Fe0bE1410313E074Bf',
    pairInitCodeHash: uniswapV2PairInitCodeHash,
    wrappedNative: weth('0x4200000000000000000000000000000000000006'),
  },
  56: {
    router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6',
    pairInitCodeHash: uniswapV2PairInitCodeHash,
    wrappedNative: {
      address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
      name: 'Wrapped BNB',
      symbol: 'WBNB',
      decimals: 18,
    },
  },
  137: {
    router: '0xedf6066a2b290C185783862C7F4776A2C8077AD1',
    factory: '0x9e5A52f57b3038F1B8EeE45F28b3C1967e22799C',
    pairInitCodeHash: uniswapV2PairInitCodeHash,
    wrappedNative: {
      address: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
      name: 'Wrapped POL',
      symbol: 'WPOL',
      decimals: 18,
    },
  },
  8453: {
    router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6',
    pairInitCodeHash: uniswapV2PairInitCodeHash,
    wrappedNative: weth('0x4200000000000000000000000000000000000006'),
  },
  42161: {
    router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    factory: '0xf1D7CC64Fb4452F05c498126312eBE29f30Fbcf9',
    pairInitCodeHash: uniswapV2PairInitCodeHash,
    wrappedNative: weth('0x82aF49447D8a07e3bd95BD0d56f35241523fBab1'),
  },
  43114: {
    router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    factory: '0x9e5A52f57b3038F1B8EeE45F28b3C1967e22799C',
    pairInitCodeHash: uniswapV2PairInitCodeHash,
    wrappedNative: {
      address: '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7',
      name: 'Wrapped AVAX',
      symbol: 'WAVAX',
      decimals: 18,
    },
  },
}
