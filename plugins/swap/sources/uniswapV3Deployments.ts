import { type WrappedNativeToken, wrappedNativeTokens } from './wrappedNativeTokens.js'

/** A Uniswap V3 (or exact fork) deployment on one chain: what the on-chain source reads. */
export type UniswapV3Deployment = {
  /** QuoterV2: prices every fee tier and route in one multicall. */
  quoter: string
  /** The router swaps are sent to (and approvals are for). */
  router: string
  /**
   * `SwapRouter02` (swap-router-contracts: no deadline in the swap parameters, a deadline
   * multicall instead) or `SwapRouter` (v3-periphery's original router).
   */
  routerVersion: 'SwapRouter02' | 'SwapRouter'
  /** UniswapV3Factory, to derive pool addresses without a call (price impact). */
  factory: string
  /** The pool creation-code hash the factory deploys with. */
  poolInitCodeHash: `0x${string}`
  /** The fee tiers tried on every hop, in hundredths of a basis point. Default 500, 3000, 10000. */
  feeTiers?: readonly number[] | undefined
  /** The wrapped native token the router trades (WETH9 and its kind). */
  wrappedNative: WrappedNativeToken
}

/** The official Uniswap V3 pool creation-code hash (v3-core 1.0.0, every EVM chain above). */
export const uniswapV3PoolInitCodeHash =
  '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54'

/** Fee tiers tried when a deployment names none: 0.05 %, 0.3 % and 1 %. */
export const defaultFeeTiers: readonly number[] = [500, 3000, 10000]

const canonical = {
  quoter: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  router: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45',
  routerVersion: 'SwapRouter02',
  factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  poolInitCodeHash: uniswapV3PoolInitCodeHash,
} as const

/**
 * Uniswap V3 on the SPEC §9 swap networks, from docs.uniswap.org/contracts/v3/reference/deployments
 * (QuoterV2 and SwapRouter02). zkSync's pools use another creation scheme and are left out;
 * a host adds its own through `onchain({ v3Deployments })`.
 */
export const uniswapV3Deployments: Readonly<Record<number, UniswapV3Deployment>> = {
  1: { ...canonical, wrappedNative: wrappedNativeTokens[1] },
  10: { ...canonical, wrappedNative: wrappedNativeTokens[10] },
  42161: { ...canonical, wrappedNative: wrappedNativeTokens[42161] },
  137: {
    ...canonical,
    wrappedNative: wrappedNativeTokens[137],
  },
  8453: {
    ...canonical,
    quoter: '0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a',
    router: '0x2626664c2603336E57B271c5C0b26F421741e481',
    factory: '0x33128a8fC17869897dcE68Ed026d694621f6FDfD',
    wrappedNative: wrappedNativeTokens[8453],
  },
  56: {
    ...canonical,
    quoter: '0x78D78E420Da98ad378D7799bE8f4AF69033EB077',
    router: '0xB971eF87ede563556b2ED4b1C0b0019111Dd85d2',
    factory: '0xdB1d10011AD0Ff90774D0C6Bb92e5C5c8b4461F7',
    wrappedNative: wrappedNativeTokens[56],
  },
  43114: {
    ...canonical,
    quoter: '0xbe0F5544EC67e9B3b2D979aaA43f18Fd87E6257F',
    router: '0xbb00FF08d01D300023C629E8fFfFcb65A5a578cE',
    factory: '0x740b1c1de25031C31FF4fC9A62f554A55cdC1baD',
    wrappedNative: wrappedNativeTokens[43114],
  },
}
