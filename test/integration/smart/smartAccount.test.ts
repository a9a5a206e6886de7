// ERC-4337 on anvil: EntryPoint v0.8 and SimpleAccountFactory from the npm artifacts, the
// local bundler (test/support/bundler.ts), and the frame's SimpleAccount through viem's
// bundler client, owned by a key as the embedded key owns it.
import {
  type Address,
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
} from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { anvil as anvilChain } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Anvil, Fixtures } from '../../support/anvil.js'
import type { Bundler } from '../../support/bundler.js'
import { type AccountAbstraction, sponsorAccount } from '../../support/bundlerContracts.js'
import { toSimpleAccount } from '../../support/bundlerSimpleAccount.js'
import { waitForReceipt } from '../../support/receipt.js'
import { fund as fundOn, newOwner, startSmartChain } from '../../support/smartTestbed.js'

let node: Anvil
let fixtures: Fixtures
let aa: AccountAbstraction
let bundler: Bundler

beforeAll(async () => {
  ;({ node, fixtures, aa, bundler } = await startSmartChain({ tokens: true, paymaster: true }))
})
afterAll(async () => {
  await bundler?.stop()
  await node?.stop()
})

const chain = () => ({ ...anvilChain, rpcUrls: { default: { http: [node.rpcUrl] } } })
const publicClient = () =>
  createPublicClient({ chain: chain(), transport: http(node.rpcUrl), pollingInterval: 20 })

async function smartAccount() {
  return toSimpleAccount({
    client: publicClient(),
    owner: newOwner(),
    factory: aa.factory,
    entryPoint: aa.entryPoint,
  })
}

function bundlerClient(
  account: Awaited<ReturnType<typeof smartAccount>>,
  options: { sponsored?: boolean } = {},
) {
  return createBundlerClient({
    account,
    client: publicClient(),
    transport: http(bundler.url),
    pollingInterval: 20,
    ...(options.sponsored
      ? { paymaster: createPaymasterClient({ transport: http(bundler.paymasterUrl) }) }
      : {}),
  })
}

const fund = (address: Address, ether?: string) => fundOn(node.rpcUrl, address, ether)

async function usdcTo(address: Address, amount: bigint) {
  const owner = createTestClient({
    mode: 'anvil',
    account: fixtures.owner,
    transport: http(node.rpcUrl),
  })
  await owner.impersonateAccount({ address: fixtures.owner })
  const { createWalletClient } = await import('viem')
  const wallet = createWalletClient({ account: fixtures.owner, transport: http(node.rpcUrl) })
  const hash = await wallet.writeContract({
    address: fixtures.usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [address, amount],
    chain: null,
  })
  await waitForReceipt(publicClient(), { hash })
}

describe('smart account (ERC-4337 v0.8)', () => {
  it('has a counterfactual address that stays the same when its first user operation deploys it', async () => {
    const account = await smartAccount()
    const before = account.address
    expect(await publicClient().getCode({ address: before })).toBeUndefined()
    await fund(before)
    const client = bundlerClient(account)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const hash = await client.sendUserOperation({
      calls: [{ to: recipient, value: parseEther('0.1') }],
    })
    const receipt = await client.waitForUserOperationReceipt({ hash, pollingInterval: 20 })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(before)
    expect(await publicClient().getCode({ address: before })).not.toBeUndefined()
    expect(await publicClient().getBalance({ address: recipient })).toBe(parseEther('0.1'))
    // The same owner and salt give the same address after deployment.
    const again = await toSimpleAccount({
      client: publicClient(),
      owner: { ...newOwner(), address: account.owner.address },
      factory: aa.factory,
      entryPoint: aa.entryPoint,
    })
    expect(again.address).toBe(before)
    expect(await again.isDeployed()).toBe(true)
    const byHash = await client.getUserOperation({ hash })
    expect(byHash.transactionHash).toBe(receipt.receipt.transactionHash)
  })

  it('sends a batch of two calls as one user operation in one handleOps transaction', async () => {
    const account = await smartAccount()
    await fund(account.address)
    await usdcTo(account.address, 5_000_000n)
    const client = bundlerClient(account)
    const [a, b] = [generatePrivateKey(), generatePrivateKey()].map(
      (key) => privateKeyToAccount(key).address,
    ) as [Address, Address]
    const bundlesBefore = bundler.bundles.length
    const hash = await client.sendUserOperation({
      calls: [
        { to: a, value: parseEther('0.01') },
        {
          to: fixtures.usdc,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [b, 2_000_000n],
          }),
        },
      ],
    })
    const receipt = await client.waitForUserOperationReceipt({ hash, pollingInterval: 20 })
    expect(receipt.success).toBe(true)
    expect(bundler.bundles.length).toBe(bundlesBefore + 1)
    expect(await publicClient().getBalance({ address: a })).toBe(parseEther('0.01'))
    expect(
      await publicClient().readContract({
        address: fixtures.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [b],
      }),
    ).toBe(2_000_000n)
  })

  it('is atomic: when one call of a batch reverts, neither call takes effect', async () => {
    const account = await smartAccount()
    await fund(account.address)
    await usdcTo(account.address, 1_000_000n)
    const client = bundlerClient(account)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const calls = [
      { to: recipient, value: parseEther('0.01') },
      // More USDC than the account holds: the token reverts.
      {
        to: fixtures.usdc,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [recipient, 9_000_000n],
        }),
      },
    ] as const
    // The bundler's estimate refuses a batch that would revert…
    await expect(client.estimateUserOperationGas({ calls })).rejects.toThrow(/reverted/)
    // …and given its gas, the EntryPoint runs it as one operation that reverts as a whole.
    const hash = await client.sendUserOperation({
      calls,
      callGasLimit: 300_000n,
      verificationGasLimit: 500_000n,
      preVerificationGas: 60_000n,
    })
    const receipt = await client.waitForUserOperationReceipt({ hash, pollingInterval: 20 })
    expect(receipt.success).toBe(false)
    expect(await publicClient().getBalance({ address: recipient })).toBe(0n)
    expect(
      await publicClient().readContract({
        address: fixtures.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    ).toBe(1_000_000n)
  })

  it('leaves the balance untouched when a paymaster sponsors the operation', async () => {
    const account = await smartAccount()
    await fund(account.address)
    await sponsorAccount(node.rpcUrl, aa.paymaster, account.address)
    const before = await publicClient().getBalance({ address: account.address })
    const client = bundlerClient(account, { sponsored: true })
    const hash = await client.sendUserOperation({
      calls: [
        {
          to: fixtures.usdc,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account.address],
          }),
        },
      ],
    })
    const receipt = await client.waitForUserOperationReceipt({ hash, pollingInterval: 20 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(aa.paymaster.toLowerCase())
    expect(await publicClient().getBalance({ address: account.address })).toBe(before)
  })

  it('refuses, with the EntryPoint reason, an operation the paymaster does not sponsor or a bad signature', async () => {
    const account = await smartAccount()
    await fund(account.address)
    const client = bundlerClient(account, { sponsored: true })
    await expect(
      client.sendUserOperation({ calls: [{ to: account.address, value: 0n }] }),
    ).rejects.toThrow(/AA34/)
    // A signature by another key: AA24.
    const impostor = await toSimpleAccount({
      client: publicClient(),
      owner: { ...newOwner(), address: account.owner.address },
      factory: aa.factory,
      entryPoint: aa.entryPoint,
    })
    await expect(
      bundlerClient(impostor).sendUserOperation({ calls: [{ to: account.address, value: 0n }] }),
    ).rejects.toThrow(/AA24/)
  })
})
