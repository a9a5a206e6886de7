// @vitest-environment happy-dom
// Issue 33, Swap's preview step on anvil with the demo's own Uniswap V2 pools (ETH/GOLD,
// GOLD/SILVER): the swap service builds the transaction, the preview service simulates it on
// the kernel's RPC, and the same transaction is then sent through a connected test wallet.
import { type Address, encodeFunctionData, erc20Abi, maxUint256, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { previewRequest } from '../../../kernel/index.js'
import { createSwapService } from '../../../plugins/swap/createSwapService.js'
import { nativeTokenAddress, onchain } from '../../../plugins/swap/index.js'
import { minimumReceived } from '../../../plugins/swap/minimumReceived.js'
import { swapPreviewTarget } from '../../../plugins/swap/swapPreviewTarget.js'
import type { QuoteSourceDefinition } from '../../../plugins/swap/types.js'
import { type Anvil, deployFixtures, startAnvil, testPrivateKeys } from '../../support/anvil.js'
import { waitForReceipt } from '../../support/receipt.js'
import { connectTestKernel } from '../../support/swapTestbed.js'
import { type DemoSwap, deployDemoSwap, uniswapTestClient } from '../../support/uniswapV2.js'

let node: Anvil
let demo: DemoSwap
let gold: Address
let silver: Address
const cleanups: (() => void)[] = []
const slippage = 1

beforeAll(async () => {
  node = await startAnvil()
  // Multicall3 and the usual tokens, as the demo chain has them.
  await deployFixtures(node.rpcUrl)
  demo = await deployDemoSwap(node.rpcUrl)
  gold = demo.tokens[0]!.address
  silver = demo.tokens[1]!.address
}, 60_000)
afterAll(async () => {
  await node?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function setup() {
  const { kernel, connectorId } = await connectTestKernel({ walletRpcUrl: node.rpcUrl, cleanups })
  const service = createSwapService(kernel, [onchain({ deployments: { 31337: demo.deployment } })])
  const owner = privateKeyToAccount(testPrivateKeys[0]).address
  return { kernel, service, owner, connectorId }
}

const balanceOf = (token: Address, owner: Address) =>
  uniswapTestClient(node.rpcUrl).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

const allowanceOf = (token: Address, owner: Address, spender: Address) =>
  uniswapTestClient(node.rpcUrl).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  })

describe("Swap's preview step (issue 33)", () => {
  it('ETH → GOLD: you send the ETH, you receive GOLD within the slippage of the quote, and that is what arrives', async () => {
    const { kernel, service, owner, connectorId } = await setup()
    const quote = await service.getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: gold,
      amount: parseEther('0.5'),
      userAddress: owner,
    })
    const transaction = await service.buildSwap({ quote, owner, slippage })
    const preview = await previewRequest(
      kernel,
      swapPreviewTarget({ chainId: 31337, owner, transaction }),
    )
    expect(preview.confidence).toBe('simulated')
    expect(preview.failure).toBeUndefined()
    expect(preview.warnings).toEqual([])
    expect(preview.send).toEqual([
      expect.objectContaining({
        amount: parseEther('0.5'),
        asset: expect.objectContaining({ kind: 'native', symbol: 'ETH' }),
      }),
    ])
    expect(preview.receive).toHaveLength(1)
    const received = preview.receive[0]!
    // Symbol and decimals from the GOLD contract itself.
    expect(received.asset).toMatchObject({ kind: 'token', symbol: 'GOLD', decimals: 18 })
    expect(received.asset.address?.toLowerCase()).toBe(gold.toLowerCase())
    expect(received.amount).toBeGreaterThanOrEqual(minimumReceived(quote.amountOut, slippage))
    expect(received.amount).toBeLessThanOrEqual(quote.amountOut)
    expect(preview.fee?.amount).toBeGreaterThan(0n)

    const before = await balanceOf(gold, owner)
    await service.swap({ quote, owner, connectorId, slippage, transaction })
    const arrived = (await balanceOf(gold, owner)) - before
    expect(arrived).toBeGreaterThanOrEqual(minimumReceived(quote.amountOut, slippage))
    // Nothing moved the pool in between: the simulation is exactly what the chain paid.
    expect(arrived).toBe(received.amount)
  })

  it('GOLD → SILVER after the exact approval: you send GOLD, you receive SILVER (6 decimals), no allowance granted', async () => {
    const { kernel, service, owner, connectorId } = await setup()
    const quote = await service.getQuote({
      chainId: 31337,
      from: gold,
      to: silver,
      amount: parseEther('10'),
      userAddress: owner,
    })
    await service.approve({ quote, owner, connectorId, slippage })
    const transaction = await service.buildSwap({ quote, owner, slippage })
    const preview = await previewRequest(
      kernel,
      swapPreviewTarget({ chainId: 31337, owner, transaction }),
    )
    expect(preview.confidence).toBe('simulated')
    expect(preview.send).toEqual([
      expect.objectContaining({
        amount: parseEther('10'),
        asset: expect.objectContaining({ symbol: 'GOLD', decimals: 18 }),
      }),
    ])
    const received = preview.receive.find((change) => change.asset.symbol === 'SILVER')!
    expect(received.asset.decimals).toBe(6)
    expect(received.amount).toBeGreaterThanOrEqual(minimumReceived(quote.amountOut, slippage))
    expect(preview.allow).toEqual([])
    const before = await balanceOf(silver, owner)
    await service.swap({ quote, owner, connectorId, slippage, transaction })
    expect((await balanceOf(silver, owner)) - before).toBe(received.amount)
  })

  it("GOLD → SILVER's approval step: you allow the router exactly what the swap may spend, nothing moves, and that approval is what is sent", async () => {
    const { kernel, service, owner, connectorId } = await setup()
    const quote = await service.getQuote({
      chainId: 31337,
      from: gold,
      to: silver,
      amount: parseEther('25'),
      userAddress: owner,
    })
    expect(await service.getMissingAllowance({ quote, owner, slippage })).toBeGreaterThan(0n)
    const transaction = await service.buildApprove({ quote, owner, slippage })
    const preview = await previewRequest(
      kernel,
      swapPreviewTarget({ chainId: 31337, owner, transaction }),
    )
    expect(preview.confidence).toBe('simulated')
    expect(preview.failure).toBeUndefined()
    expect(preview.send).toEqual([])
    expect(preview.receive).toEqual([])
    expect(preview.warnings).toEqual([])
    expect(preview.allow).toEqual([
      expect.objectContaining({
        spender: expect.stringMatching(new RegExp(`^${demo.deployment.router}$`, 'i')),
        scope: 'amount',
        amount: parseEther('25'),
        unlimited: false,
        via: 'approve',
        asset: expect.objectContaining({ symbol: 'GOLD', decimals: 18 }),
      }),
    ])
    await service.approve({ quote, owner, connectorId, slippage, transaction })
    expect(await allowanceOf(gold, owner, demo.deployment.router as Address)).toBe(
      preview.allow[0]!.amount,
    )
    expect(await service.getMissingAllowance({ quote, owner, slippage })).toBe(0n)
  })

  it('a source that builds an unlimited approval: the approval step flags it as unlimited', async () => {
    const { kernel, owner } = await setup()
    const source = onchain({ deployments: { 31337: demo.deployment } })
    // A source (a hosted API, say) that asks for everything instead of the exact amount.
    const greedy: QuoteSourceDefinition = {
      name: source.name,
      load: async (context) => {
        const loaded = await source.load(context)
        return {
          ...loaded,
          buildApprove: async (parameters) => ({
            ...(await loaded.buildApprove(parameters)),
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [parameters.spender as Address, maxUint256],
            }),
          }),
        }
      },
    }
    const service = createSwapService(kernel, [greedy])
    const quote = await service.getQuote({
      chainId: 31337,
      from: silver,
      to: gold,
      amount: 5_000_000n,
      userAddress: owner,
    })
    const transaction = await service.buildApprove({ quote, owner, slippage })
    const preview = await previewRequest(
      kernel,
      swapPreviewTarget({ chainId: 31337, owner, transaction }),
    )
    expect(preview.allow).toEqual([
      expect.objectContaining({
        unlimited: true,
        asset: expect.objectContaining({ symbol: 'SILVER' }),
      }),
    ])
    expect(preview.warnings).toEqual([
      expect.objectContaining({
        kind: 'unlimitedApproval',
        asset: expect.objectContaining({ symbol: 'SILVER' }),
      }),
    ])
  })

  it('a pool that moved past the slippage after the quote: the preview says the swap will fail, with the router’s reason, and nothing is sent', async () => {
    const { kernel, service, owner } = await setup()
    const quote = await service.getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: gold,
      amount: parseEther('0.5'),
      userAddress: owner,
    })
    const transaction = await service.buildSwap({ quote, owner, slippage })
    // Someone else (the pools' provider) buys GOLD with 5 ETH between the quote and the preview.
    const other = uniswapTestClient(node.rpcUrl, testPrivateKeys[1])
    const hash = await other.writeContract({
      address: demo.deployment.router as Address,
      abi: [
        {
          type: 'function',
          name: 'swapExactETHForTokens',
          stateMutability: 'payable',
          inputs: [
            { name: 'amountOutMin', type: 'uint256' },
            { name: 'path', type: 'address[]' },
            { name: 'to', type: 'address' },
            { name: 'deadline', type: 'uint256' },
          ],
          outputs: [{ name: 'amounts', type: 'uint256[]' }],
        },
      ],
      functionName: 'swapExactETHForTokens',
      args: [
        0n,
        [demo.deployment.wrappedNative.address as Address, gold],
        other.account.address,
        2n ** 40n,
      ],
      value: parseEther('5'),
      chain: null,
    })
    await waitForReceipt(other, { hash })
    const before = await balanceOf(gold, owner)
    const preview = await previewRequest(
      kernel,
      swapPreviewTarget({ chainId: 31337, owner, transaction }),
    )
    expect(preview.failure?.reason).toContain('INSUFFICIENT_OUTPUT_AMOUNT')
    expect(preview.warnings[0]).toEqual({
      kind: 'willFail',
      reason: expect.stringContaining('INSUFFICIENT_OUTPUT_AMOUNT'),
    })
    expect(await balanceOf(gold, owner)).toBe(before)
  })

  it('the target is the eth_sendTransaction the wallet receives, value and gas as hex quantities', () => {
    const target = swapPreviewTarget({
      chainId: 8453,
      owner: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      transaction: {
        to: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
        data: '0x7ff36ab5',
        value: 10n ** 18n,
        gas: 200_000n,
      },
    })
    expect(target).toEqual({
      caipNetworkId: 'eip155:8453',
      from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      request: {
        method: 'eth_sendTransaction',
        params: [
          {
            from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
            to: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
            data: '0x7ff36ab5',
            value: '0xde0b6b3a7640000',
            gas: '0x30d40',
          },
        ],
      },
    })
  })
})
