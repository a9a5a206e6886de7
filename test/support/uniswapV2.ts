// Deploys the official Uniswap V2 contracts (npm @uniswap/v2-core and @uniswap/v2-periphery
// build artifacts: factory, Router02, WETH9) on anvil and seeds pools. Node only.

import factoryArtifact from '@uniswap/v2-core/build/UniswapV2Factory.json' with { type: 'json' }
import deflatingArtifact from '@uniswap/v2-periphery/build/DeflatingERC20.json' with {
  type: 'json',
}
import routerArtifact from '@uniswap/v2-periphery/build/UniswapV2Router02.json' with {
  type: 'json',
}
import wethArtifact from '@uniswap/v2-periphery/build/WETH9.json' with { type: 'json' }
import {
  type Abi,
  type Address,
  createTestClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  publicActions,
  walletActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployToken, type Fixtures, testPrivateKeys } from './anvil.js'
import testTokenArtifact from './contracts/artifacts/TestToken.json' with { type: 'json' }
import { waitForReceipt } from './receipt.js'

const routerAbi = routerArtifact.abi as Abi

export type UniswapV2Fixtures = {
  factory: Address
  router: Address
  weth: Address
  /** 'Gold' (GOLD), 18 decimals: only paired with DAI (a direct token–token pool). */
  gold: Address
  /** Uniswap's own DeflatingERC20 (burns 1 % of every transfer), paired with WETH. */
  deflating: Address
  routerAbi: Abi
  /** What `onchain({ deployments })` takes for this chain. */
  deployment: {
    router: Address
    factory: Address
    pairInitCodeHash: Hex
    wrappedNative: { address: Address; name: string; symbol: string; decimals: number }
  }
}

export function uniswapTestClient(rpcUrl: string, privateKey: Hex = testPrivateKeys[0]) {
  return createTestClient({
    mode: 'anvil',
    account: privateKeyToAccount(privateKey),
    transport: http(rpcUrl),
    pollingInterval: 20,
  })
    .extend(publicActions)
    .extend(walletActions)
}

/** Deploys an artifact (`abi` and `bytecode`) from a test account; resolves to its address. */
export async function deploy(
  rpcUrl: string,
  artifact: { abi: unknown; bytecode: string },
  args: unknown[],
  privateKey: Hex = testPrivateKeys[0],
) {
  const client = uniswapTestClient(rpcUrl, privateKey)
  const hash = await client.deployContract({
    abi: artifact.abi as Abi,
    bytecode: `0x${artifact.bytecode.replace(/^0x/, '')}` as Hex,
    args,
    chain: null,
  })
  const receipt = await waitForReceipt(client, { hash })
  if (!receipt.contractAddress) throw new Error('deployment failed')
  return receipt.contractAddress
}

/**
 * Deploys WETH9, UniswapV2Factory and UniswapV2Router02 and seeds three pools at 1 ETH =
 * 2000 USDC = 2000 DAI, 1 GOLD = 10 DAI: WETH/USDC, WETH/DAI and DAI/GOLD — so USDC → DAI
 * has no direct pool and goes through WETH — plus WETH/DEFLATING (a fee-on-transfer token).
 */
export async function deployUniswapV2(
  rpcUrl: string,
  fixtures: Pick<Fixtures, 'usdc' | 'dai' | 'owner'>,
): Promise<UniswapV2Fixtures> {
  const client = uniswapTestClient(rpcUrl)
  const weth = await deploy(rpcUrl, wethArtifact, [])
  const factory = await deploy(rpcUrl, factoryArtifact, [fixtures.owner])
  const router = await deploy(rpcUrl, routerArtifact, [factory, weth])
  const gold = await deployToken(rpcUrl, { name: 'Gold', symbol: 'GOLD', decimals: 18 })
  const deflating = await deploy(rpcUrl, deflatingArtifact, [parseEther('1000000')])
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  type Write = {
    address: Address
    abi: Abi
    functionName: string
    args: readonly unknown[]
    value?: bigint
    chain: null
  }
  const send = async (request: Write) => {
    const hash = await client.writeContract(request as Parameters<typeof client.writeContract>[0])
    const receipt = await waitForReceipt(client, { hash })
    if (receipt.status !== 'success') throw new Error(`${request.functionName} reverted`)
  }
  for (const token of [fixtures.usdc, fixtures.dai, gold, deflating])
    await send({
      address: token,
      abi: erc20Abi as Abi,
      functionName: 'approve',
      args: [router, maxUint256],
      chain: null,
    })
  const addLiquidityEth = (token: Address, amount: bigint, eth: bigint) =>
    send({
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidityETH',
      args: [token, amount, 0n, 0n, fixtures.owner, deadline],
      value: eth,
      chain: null,
    })
  await addLiquidityEth(fixtures.usdc, parseUnits('200000', 6), parseEther('100'))
  await addLiquidityEth(fixtures.dai, parseEther('200000'), parseEther('100'))
  await addLiquidityEth(deflating, parseEther('10000'), parseEther('10'))
  await send({
    address: router,
    abi: routerAbi,
    functionName: 'addLiquidity',
    args: [
      fixtures.dai,
      gold,
      parseEther('100000'),
      parseEther('10000'),
      0n,
      0n,
      fixtures.owner,
      deadline,
    ],
    chain: null,
  })
  // The owner swaps in the tests: leave no allowance behind, so approvals start from zero.
  for (const token of [fixtures.usdc, fixtures.dai, gold, deflating])
    await send({
      address: token,
      abi: erc20Abi as Abi,
      functionName: 'approve',
      args: [router, 0n],
      chain: null,
    })
  return {
    factory,
    router,
    weth,
    gold,
    deflating,
    routerAbi,
    deployment: {
      router,
      factory,
      pairInitCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
      wrappedNative: { address: weth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 },
    },
  }
}

export type DemoSwap = {
  deployment: UniswapV2Fixtures['deployment']
  /** GOLD (18 decimals) and SILVER (6), held by the liquidity provider only. */
  tokens: { address: Address; name: string; symbol: string; decimals: number }[]
  /** 'Bronze' (BRONZE): an ERC-20 in no list and no pool, for pasted-address searches. */
  unlisted: Address
}

/**
 * The demo's and browser tests' exchange: Uniswap V2 deployed by anvil's second account with
 * its own tokens, pools ETH/GOLD (1 ETH = 2000 GOLD) and GOLD/SILVER (1:1), so the demo
 * wallet (the first account) keeps exactly the balances the other tests expect.
 */
export async function deployDemoSwap(rpcUrl: string): Promise<DemoSwap> {
  const key = testPrivateKeys[1]
  const client = uniswapTestClient(rpcUrl, key)
  const provider = client.account.address
  const weth = await deploy(rpcUrl, wethArtifact, [], key)
  const factory = await deploy(rpcUrl, factoryArtifact, [provider], key)
  const router = await deploy(rpcUrl, routerArtifact, [factory, weth], key)
  const gold = await deploy(
    rpcUrl,
    testTokenArtifact,
    ['Gold', 'GOLD', 18, parseEther('1000000')],
    key,
  )
  const silver = await deploy(
    rpcUrl,
    testTokenArtifact,
    ['Silver', 'SILVER', 6, parseUnits('1000000', 6)],
    key,
  )
  const unlisted = await deploy(
    rpcUrl,
    testTokenArtifact,
    ['Bronze', 'BRONZE', 18, parseEther('1000')],
    key,
  )
  const write = async (request: {
    address: Address
    abi: Abi
    functionName: string
    args: readonly unknown[]
    value?: bigint
  }) => {
    const hash = await client.writeContract({ ...request, chain: null } as Parameters<
      typeof client.writeContract
    >[0])
    await waitForReceipt(client, { hash })
  }
  for (const token of [gold, silver])
    await write({
      address: token,
      abi: erc20Abi as Abi,
      functionName: 'approve',
      args: [router, maxUint256],
    })
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  await write({
    address: router,
    abi: routerAbi,
    functionName: 'addLiquidityETH',
    args: [gold, parseEther('100000'), 0n, 0n, provider, deadline],
    value: parseEther('50'),
  })
  await write({
    address: router,
    abi: routerAbi,
    functionName: 'addLiquidity',
    args: [gold, silver, parseEther('50000'), parseUnits('50000', 6), 0n, 0n, provider, deadline],
  })
  return {
    deployment: {
      router,
      factory,
      pairInitCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
      wrappedNative: { address: weth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 },
    },
    tokens: [
      { address: gold, name: 'Gold', symbol: 'GOLD', decimals: 18 },
      { address: silver, name: 'Silver', symbol: 'SILVER', decimals: 6 },
    ],
    unlisted,
  }
}
