// Deploys the official Uniswap V3 contracts (npm @uniswap/v3-core, @uniswap/v3-periphery and
// @uniswap/swap-router-contracts artifacts: factory, NonfungiblePositionManager, QuoterV2,
// SwapRouter and SwapRouter02) on anvil beside a Uniswap V2 deployment, sharing its WETH,
// and seeds full-range pools. Node only.

import routerO2Artifact from '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json' with {
  type: 'json',
}
import factoryArtifact from '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json' with {
  type: 'json',
}
import quoterArtifact from '@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json' with {
  type: 'json',
}
import positionManagerArtifact from '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json' with {
  type: 'json',
}
import routerArtifact from '@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json' with {
  type: 'json',
}
import {
  type Abi,
  type Address,
  erc20Abi,
  type Hex,
  maxUint256,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import type { Fixtures } from './anvil.js'
import { waitForReceipt } from './receipt.js'
import { deploy, type UniswapV2Fixtures, uniswapTestClient } from './uniswapV2.js'

export const quoterV2Abi = quoterArtifact.abi as Abi

export type UniswapV3Fixtures = {
  factory: Address
  quoter: Address
  /** v3-periphery's SwapRouter. */
  swapRouter: Address
  /** swap-router-contracts' SwapRouter02. */
  swapRouter02: Address
  /** What `onchain({ v3Deployments })` takes for this chain (SwapRouter02). */
  deployment: {
    quoter: Address
    router: Address
    routerVersion: 'SwapRouter02' | 'SwapRouter'
    factory: Address
    poolInitCodeHash: Hex
    wrappedNative: { address: Address; name: string; symbol: string; decimals: number }
  }
}

/** The integer square root (Newton), for sqrtPriceX96. */
function sqrt(value: bigint): bigint {
  if (value < 2n) return value
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + value / x) / 2n
  }
  return x
}

const tickSpacing: Record<number, number> = { 500: 10, 3000: 60, 10000: 200 }

/**
 * Deploys Uniswap V3 on the V2 fixtures' WETH and seeds two full-range pools:
 * WETH/USDC at 0.05 % priced 1 ETH = 2100 USDC (better than V2's 2000 for selling ETH,
 * worse for buying it) and USDC/GOLD at 0.3 %, 1 GOLD = 10 USDC (no V2 pool at all).
 */
export async function deployUniswapV3(
  rpcUrl: string,
  fixtures: Pick<Fixtures, 'usdc' | 'owner'>,
  v2: Pick<UniswapV2Fixtures, 'weth' | 'gold' | 'factory'>,
): Promise<UniswapV3Fixtures> {
  const client = uniswapTestClient(rpcUrl)
  const factory = await deploy(rpcUrl, factoryArtifact, [])
  // The token descriptor only renders NFT metadata: no swap reads it.
  const positionManager = await deploy(rpcUrl, positionManagerArtifact, [
    factory,
    v2.weth,
    zeroAddress,
  ])
  const quoter = await deploy(rpcUrl, quoterArtifact, [factory, v2.weth])
  const swapRouter = await deploy(rpcUrl, routerArtifact, [factory, v2.weth])
  const swapRouter02 = await deploy(rpcUrl, routerO2Artifact, [
    v2.factory,
    factory,
    positionManager,
    v2.weth,
  ])
  const managerAbi = positionManagerArtifact.abi as Abi
  const send = async (request: {
    address: Address
    abi: Abi
    functionName: string
    args: readonly unknown[]
    value?: bigint
  }) => {
    const hash = await client.writeContract({
      ...request,
      chain: null,
    } as Parameters<typeof client.writeContract>[0])
    const receipt = await waitForReceipt(client, { hash })
    if (receipt.status !== 'success') throw new Error(`${request.functionName} reverted`)
  }
  await send({
    address: v2.weth,
    abi: [
      { type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [], outputs: [] },
    ],
    functionName: 'deposit',
    args: [],
    value: parseEther('50'),
  })
  for (const token of [v2.weth, fixtures.usdc, v2.gold])
    await send({
      address: token,
      abi: erc20Abi as Abi,
      functionName: 'approve',
      args: [positionManager, maxUint256],
    })
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  const addPool = async (a: Address, amountA: bigint, b: Address, amountB: bigint, fee: number) => {
    const [token0, amount0, token1, amount1] =
      a.toLowerCase() < b.toLowerCase() ? [a, amountA, b, amountB] : [b, amountB, a, amountA]
    // The price is token1 per token0 in smallest units, as sqrt(price) · 2⁹⁶.
    const sqrtPriceX96 = sqrt((amount1 << 192n) / amount0)
    await send({
      address: positionManager,
      abi: managerAbi,
      functionName: 'createAndInitializePoolIfNecessary',
      args: [token0, token1, fee, sqrtPriceX96],
    })
    const spacing = tickSpacing[fee]!
    const edge = Math.floor(887272 / spacing) * spacing
    await send({
      address: positionManager,
      abi: managerAbi,
      functionName: 'mint',
      args: [
        {
          token0,
          token1,
          fee,
          tickLower: -edge,
          tickUpper: edge,
          amount0Desired: amount0,
          amount1Desired: amount1,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: fixtures.owner,
          deadline,
        },
      ],
    })
  }
  await addPool(v2.weth, parseEther('50'), fixtures.usdc, parseUnits('105000', 6), 500)
  await addPool(fixtures.usdc, parseUnits('100000', 6), v2.gold, parseEther('10000'), 3000)
  return {
    factory,
    quoter,
    swapRouter,
    swapRouter02,
    deployment: {
      quoter,
      router: swapRouter02,
      routerVersion: 'SwapRouter02',
      factory,
      poolInitCodeHash: '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54',
      wrappedNative: { address: v2.weth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 },
    },
  }
}
