// The frame's smart-account code (secure-site/frame/smart) against anvil, the local bundler
// and paymaster: what wallet_sendCalls, eth_sendTransaction and wallet_getCallsStatus do in
// the frame, with the owner key signing as the secure site signs for the embedded key.
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSmartAccounts,
  type SmartAccountNetwork,
} from '../../../secure-site/frame/smart/smartAccounts.js'
import type { Anvil, Fixtures } from '../../support/anvil.js'
import type { Bundler } from '../../support/bundler.js'
import { type AccountAbstraction, sponsorAccount } from '../../support/bundlerContracts.js'
import { toSimpleAccount } from '../../support/bundlerSimpleAccount.js'
import {
  fund as fundOn,
  giveUsdc as giveUsdcOn,
  newOwner,
  startSmartChain,
} from '../../support/smartTestbed.js'

let node: Anvil
let fixtures: Fixtures
let aa: AccountAbstraction
let bundler: Bundler
let network: SmartAccountNetwork

beforeAll(async () => {
  ;({ node, fixtures, aa, bundler } = await startSmartChain({ tokens: true, paymaster: true }))
  network = {
    chainId: node.chainId,
    rpcUrl: node.rpcUrl,
    bundlerUrl: bundler.url,
    entryPoint: aa.entryPoint,
    factory: aa.factory,
  }
})
afterAll(async () => {
  await bundler?.stop()
  await node?.stop()
})

const publicClient = () => createPublicClient({ transport: http(node.rpcUrl), pollingInterval: 20 })

function accountsFor(owner = newOwner(), options: { sponsored?: boolean } = {}) {
  return createSmartAccounts({
    networks: [options.sponsored ? { ...network, paymasterUrl: bundler.paymasterUrl } : network],
    owner,
    pollingInterval: 20,
  })
}

const fund = (address: Address, ether?: string) => fundOn(node.rpcUrl, address, ether)

const usdcBalance = (address: Address) =>
  publicClient().readContract({
    address: fixtures.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

const giveUsdc = (to: Address, amount: bigint) =>
  giveUsdcOn({ rpcUrl: node.rpcUrl, usdc: fixtures.usdc }, to, amount)

const transferUsdc = (to: Address, amount: bigint) => ({
  to: fixtures.usdc,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
})

describe("the frame's smart accounts", () => {
  it('computes the same counterfactual address as the factory and viem, and keeps it once deployed', async () => {
    const owner = newOwner()
    const accounts = accountsFor(owner)
    const address = await accounts.address(node.chainId)
    const viemAccount = await toSimpleAccount({
      client: publicClient() as never,
      owner,
      factory: aa.factory,
      entryPoint: aa.entryPoint,
    })
    expect(address).toBe(viemAccount.address)
    expect(await accounts.isDeployed(node.chainId)).toBe(false)
    await fund(address)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const hash = await accounts.sendCalls(node.chainId, [
      { to: recipient, value: parseEther('0.2') },
    ])
    const transactionHash = await accounts.waitForTransaction(node.chainId, hash)
    const receipt = await publicClient().getTransactionReceipt({ hash: transactionHash })
    expect(receipt.to?.toLowerCase()).toBe(aa.entryPoint.toLowerCase())
    expect(await accounts.isDeployed(node.chainId)).toBe(true)
    expect(await accountsFor(owner).address(node.chainId)).toBe(address)
    expect(await publicClient().getBalance({ address: recipient })).toBe(parseEther('0.2'))
  })

  it('sends wallet_sendCalls as one atomic user operation and reports its status (EIP-5792)', async () => {
    const accounts = accountsFor()
    const address = await accounts.address(node.chainId)
    await fund(address)
    await giveUsdc(address, 3_000_000n)
    const [a, b] = [generatePrivateKey(), generatePrivateKey()].map(
      (key) => privateKeyToAccount(key).address,
    ) as [Address, Address]
    const before = bundler.bundles.length
    const id = await accounts.sendCalls(node.chainId, [
      { to: a, value: parseEther('0.05') },
      transferUsdc(b, 1_000_000n),
    ])
    await accounts.waitForTransaction(node.chainId, id)
    expect(bundler.bundles.length).toBe(before + 1)
    const status = await accounts.callsStatus(node.chainId, id)
    expect(status).toMatchObject({ version: '2.0.0', id, status: 200, atomic: true })
    expect(status.chainId).toBe(`0x${node.chainId.toString(16)}`)
    expect(status.receipts?.[0]?.status).toBe('0x1')
    expect(status.receipts?.[0]?.logs.length).toBeGreaterThan(0)
    expect(await usdcBalance(b)).toBe(1_000_000n)
    expect(await publicClient().getBalance({ address: a })).toBe(parseEther('0.05'))
    // An unknown id is pending (100), not an error.
    const unknown = `0x${'ab'.repeat(32)}` as Hex
    expect((await accounts.callsStatus(node.chainId, unknown)).status).toBe(100)
  })

  it('refuses a batch with a reverting call before anything is sent, and nothing moves', async () => {
    const accounts = accountsFor()
    const address = await accounts.address(node.chainId)
    await fund(address)
    await giveUsdc(address, 1_000_000n)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const before = bundler.bundles.length
    await expect(
      accounts.sendCalls(node.chainId, [
        { to: recipient, value: parseEther('0.01') },
        transferUsdc(recipient, 5_000_000n),
      ]),
    ).rejects.toThrow(/reverted/)
    expect(bundler.bundles.length).toBe(before)
    expect(await publicClient().getBalance({ address: recipient })).toBe(0n)
    expect(await usdcBalance(address)).toBe(1_000_000n)
  })

  it('lets the paymaster pay: the account balance stays as it was', async () => {
    const accounts = accountsFor(newOwner(), { sponsored: true })
    const address = await accounts.address(node.chainId)
    await fund(address, '0.5')
    await sponsorAccount(node.rpcUrl, aa.paymaster, address)
    const before = await publicClient().getBalance({ address })
    const hash = await accounts.sendCalls(node.chainId, [
      {
        to: fixtures.usdc,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'totalSupply' }),
      },
    ])
    await accounts.waitForTransaction(node.chainId, hash)
    expect((await accounts.callsStatus(node.chainId, hash)).status).toBe(200)
    expect(await publicClient().getBalance({ address })).toBe(before)
    expect(accounts.capabilities()).toEqual({
      [`0x${node.chainId.toString(16)}`]: {
        atomic: { status: 'supported' },
        paymasterService: { supported: true },
      },
    })
  })

  it("passes the EntryPoint's refusal on (an account that cannot pay: AA21)", async () => {
    const accounts = accountsFor()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await expect(accounts.sendCalls(node.chainId, [{ to: recipient, value: 0n }])).rejects.toThrow(
      /AA21/,
    )
  })
})
