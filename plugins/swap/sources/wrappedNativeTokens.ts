/** A chain's wrapped native token (WETH9 and its kind), which the DEX routers trade. */
export type WrappedNativeToken = { address: string; name: string; symbol: string; decimals: number }

const weth = (address: string): WrappedNativeToken => ({
  address,
  name: 'Wrapped Ether',
  symbol: 'WETH',
  decimals: 18,
})

/** The wrapped native token of each chain the built-in deployment tables cover. */
export const wrappedNativeTokens = {
  1: weth('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'),
  10: weth('0x4200000000000000000000000000000000000006'),
  56: {
    address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
    name: 'Wrapped BNB',
    symbol: 'WBNB',
    decimals: 18,
  },
  137: {
    address: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
    name: 'Wrapped POL',
    symbol: 'WPOL',
    decimals: 18,
  },
  8453: weth('0x4200000000000000000000000000000000000006'),
  42161: weth('0x82aF49447D8a07e3bd95BD0d56f35241523fBab1'),
  43114: {
    address: '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7',
    name: 'Wrapped AVAX',
    symbol: 'WAVAX',
    decimals: 18,
  },
} as const satisfies Readonly<Record<number, WrappedNativeToken>>
