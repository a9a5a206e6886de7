// The embedded wallet's approval simulates too (issue 33): the frame's own eth_simulateV1
// reading, against anvil (1.7.1 serves it), as the approval calls it.
import { type Address, encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nativeAddress, simulate } from '../../../secure-site/frame/simulate.js'
import { simulationRows } from '../../../secure-site/frame/simulationRows.js'
import {
  type Anvil,
  deployFixtures,
  type Fixtures,
  startAnvil,
  testPrivateKeys,
} from '../../support/anvil.js'

let node: Anvil
let fixtures: Fixtures
const owner = privateKeyToAccount(testPrivateKeys[0]).address
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const ether = { name: 'Anvil', symbol: 'ETH', decimals: 18 }

beforeAll(async () => {
  node = await startAnvil()
  fixtures = await deployFixtures(node.rpcUrl)
}, 60_000)
afterAll(() => node?.stop())

const transfer = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, amount] })

describe('the frame’s simulation', () => {
  it('sums what leaves and arrives per asset: the coin, a token', async () => {
    const simulation = await simulate({
      rpcUrl: node.rpcUrl,
      account: owner,
      calls: [
        { to: bob, value: parseEther('1') },
        { to: fixtures.usdc, data: transfer(1_500_000n) },
      ],
    })
    expect(simulation).toEqual({
      ok: true,
      changes: [
        { kind: 'amount', asset: nativeAddress, amount: -parseEther('1') },
        { kind: 'amount', asset: fixtures.usdc.toLowerCase(), amount: -1_500_000n },
      ],
    })
  })

  it('words it for the visitor, with the token’s own symbol and decimals', async () => {
    const { rows, warnings } = await simulationRows({
      rpcUrl: node.rpcUrl,
      account: owner,
      calls: [{ to: fixtures.usdc, data: transfer(1_500_000n) }],
      network: ether,
    })
    expect(rows).toEqual([['youSend', `1.5 USDC · ${fixtures.usdc.toLowerCase()}`]])
    expect(warnings).toEqual([])
  })

  it('says a call will fail, and why', async () => {
    const { rows, warnings } = await simulationRows({
      rpcUrl: node.rpcUrl,
      account: bob,
      calls: [{ to: fixtures.usdc, data: transfer(1n) }],
      network: ether,
    })
    expect(rows).toEqual([])
    expect(warnings).toEqual([expect.stringMatching(/^This will fail: .+/)])
  })

  it('an approval moves nothing now: said so', async () => {
    const { rows } = await simulationRows({
      rpcUrl: node.rpcUrl,
      account: owner,
      calls: [
        {
          to: fixtures.usdc,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [bob, 1n] }),
        },
      ],
      network: ether,
    })
    expect(rows).toEqual([['simulation', 'No change to your assets']])
  })

  it('an RPC without eth_simulateV1 (or none answering): not simulated, never guessed', async () => {
    const { rows } = await simulationRows({
      rpcUrl: 'http://127.0.0.1:9/',
      account: owner,
      calls: [{ to: bob, value: 1n }],
      network: ether,
    })
    expect(rows).toEqual([['simulation', expect.stringMatching(/^Not simulated/)]])
  })
})
