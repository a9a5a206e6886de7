// Session keys on chain (issue 18, ERC-7715's enforcement): GangwayAccount lets a key the
// owner granted sign user operations for one target and function, within a spend limit,
// until an expiry. The EntryPoint (through the local bundler) refuses anything else.
import {
  type Address,
  concat,
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  parseEther,
  toFunctionSelector,
} from 'viem'
import {
  formatUserOperationRequest,
  getUserOperationTypedData,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import accountArtifact from '../../../secure-site/contracts/artifacts/GangwayAccount.json' with {
  type: 'json',
}
import { encodeCalls, type SmartCall } from '../../../secure-site/frame/smart/accountCalls.js'
import { describeSmartRequest } from '../../../secure-site/frame/smart/describeSmartRequest.js'
import { jsonRpc } from '../../../secure-site/frame/smart/jsonRpc.js'
import type { SmartAccounts } from '../../../secure-site/frame/smart/smartAccounts.js'
import type { Anvil, Fixtures } from '../../support/anvil.js'
import type { Bundler } from '../../support/bundler.js'
import type { AccountAbstraction } from '../../support/bundlerContracts.js'
import {
  giveUsdc as giveUsdcOn,
  newEmbeddedAccounts,
  startSmartChain,
} from '../../support/smartTestbed.js'

let node: Anvil
let fixtures: Fixtures
let aa: AccountAbstraction
let bundler: Bundler

beforeAll(async () => {
  ;({ node, fixtures, aa, bundler } = await startSmartChain({ tokens: true }))
})
afterAll(async () => {
  await bundler?.stop()
  await node?.stop()
})

const chain = () => createPublicClient({ transport: http(node.rpcUrl), pollingInterval: 20 })
const testClient = () => createTestClient({ mode: 'anvil', transport: http(node.rpcUrl) })
const transferSelector = toFunctionSelector('transfer(address,uint256)')

async function ownerAccount(): Promise<{ accounts: SmartAccounts; address: Address }> {
  const accounts = newEmbeddedAccounts({ node, aa, bundler })
  const address = await accounts.address(node.chainId)
  await testClient().setBalance({ address, value: parseEther('1') })
  return { accounts, address }
}

async function ownerCalls(accounts: SmartAccounts, calls: SmartCall[]) {
  const hash = await accounts.sendCalls(node.chainId, calls)
  await accounts.waitForTransaction(node.chainId, hash)
}

const grant = (
  account: Address,
  session: { key: Address; target: Address; selector: Hex; spendLimit: bigint; validUntil: number },
): SmartCall => ({
  to: account,
  data: encodeFunctionData({
    abi: accountArtifact.abi,
    functionName: 'grantSession',
    args: [session.key, session.target, session.selector, session.spendLimit, session.validUntil],
  }),
})

/** What a dapp does with its granted key: one execute() user operation, signed by the key. */
async function sendAsSession(account: Address, key: PrivateKeyAccount, call: SmartCall) {
  const nonce = await chain().readContract({
    address: aa.entryPoint,
    abi: aa.abis.entryPoint,
    functionName: 'getNonce',
    args: [account, 0n],
  })
  const fees = await chain().estimateFeesPerGas()
  let operation: UserOperation<'0.8'> = {
    sender: account,
    nonce: nonce as bigint,
    callData: encodeCalls([call]),
    callGasLimit: 0n,
    verificationGasLimit: 0n,
    preVerificationGas: 0n,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    signature: '0x',
  }
  const gas = await jsonRpc<Record<string, Hex>>(bundler.url, {
    method: 'eth_estimateUserOperationGas',
    params: [formatUserOperationRequest(operation), aa.entryPoint],
  })
  operation = {
    ...operation,
    callGasLimit: BigInt(gas.callGasLimit as Hex),
    verificationGasLimit: BigInt(gas.verificationGasLimit as Hex),
    preVerificationGas: BigInt(gas.preVerificationGas as Hex),
  }
  const signature = await key.signTypedData(
    getUserOperationTypedData({
      chainId: node.chainId,
      entryPointAddress: aa.entryPoint,
      userOperation: operation,
    }),
  )
  const hash = await jsonRpc<Hex>(bundler.url, {
    method: 'eth_sendUserOperation',
    params: [
      formatUserOperationRequest({
        ...operation,
        signature: concat(['0x01', key.address, signature]),
      }),
      aa.entryPoint,
    ],
  })
  const receipt = await jsonRpc<{ success: boolean } | null>(bundler.url, {
    method: 'eth_getUserOperationReceipt',
    params: [hash],
  })
  return receipt
}

const giveUsdc = (to: Address, amount: bigint) =>
  giveUsdcOn({ rpcUrl: node.rpcUrl, usdc: fixtures.usdc }, to, amount)

const usdcTransfer = (to: Address, amount: bigint): SmartCall => ({
  to: fixtures.usdc,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
})
const now = async () => Number((await chain().getBlock()).timestamp)

describe('session keys (on-chain enforcement)', () => {
  it('lets a granted key call only the granted function of the granted contract', async () => {
    const { accounts, address } = await ownerAccount()
    await giveUsdc(address, 5_000_000n)
    const key = privateKeyToAccount(generatePrivateKey())
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await ownerCalls(accounts, [
      grant(address, {
        key: key.address,
        target: fixtures.usdc,
        selector: transferSelector,
        spendLimit: 0n,
        validUntil: (await now()) + 3600,
      }),
    ])
    expect((await sendAsSession(address, key, usdcTransfer(recipient, 1_000_000n)))?.success).toBe(
      true,
    )
    expect(
      await chain().readContract({
        address: fixtures.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(1_000_000n)
    // Another function of the same contract, another contract, another key: refused.
    const approve = {
      to: fixtures.usdc,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [recipient, 1n],
      }),
    }
    await expect(sendAsSession(address, key, approve)).rejects.toThrow(/AA24/)
    await expect(
      sendAsSession(address, key, { ...usdcTransfer(recipient, 0n), to: fixtures.dai }),
    ).rejects.toThrow(/AA24/)
    const stranger = privateKeyToAccount(generatePrivateKey())
    await expect(sendAsSession(address, stranger, usdcTransfer(recipient, 1n))).rejects.toThrow(
      /AA24/,
    )
    // Granting itself more is not among what it may call.
    await expect(
      sendAsSession(
        address,
        key,
        grant(address, {
          key: key.address,
          target: recipient,
          selector: '0x00000000',
          spendLimit: parseEther('1'),
          validUntil: (await now()) + 3600,
        }),
      ),
    ).rejects.toThrow(/AA24/)
  })

  it('holds a key to its spend limit', async () => {
    const { accounts, address } = await ownerAccount()
    const key = privateKeyToAccount(generatePrivateKey())
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await ownerCalls(accounts, [
      grant(address, {
        key: key.address,
        target: recipient,
        selector: '0x00000000',
        spendLimit: parseEther('0.1'),
        validUntil: (await now()) + 3600,
      }),
    ])
    expect(
      (await sendAsSession(address, key, { to: recipient, value: parseEther('0.06') }))?.success,
    ).toBe(true)
    await expect(
      sendAsSession(address, key, { to: recipient, value: parseEther('0.06') }),
    ).rejects.toThrow(/AA24/)
    expect(await chain().getBalance({ address: recipient })).toBe(parseEther('0.06'))
  })

  it('refuses a key after its expiry and after the owner revoked it', async () => {
    const { accounts, address } = await ownerAccount()
    await giveUsdc(address, 5_000_000n)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const expiring = privateKeyToAccount(generatePrivateKey())
    const revoked = privateKeyToAccount(generatePrivateKey())
    const validUntil = (await now()) + 600
    await ownerCalls(accounts, [
      grant(address, {
        key: expiring.address,
        target: fixtures.usdc,
        selector: transferSelector,
        spendLimit: 0n,
        validUntil,
      }),
      grant(address, {
        key: revoked.address,
        target: fixtures.usdc,
        selector: transferSelector,
        spendLimit: 0n,
        validUntil: validUntil + 7200,
      }),
    ])
    expect((await sendAsSession(address, revoked, usdcTransfer(recipient, 1n)))?.success).toBe(true)
    await ownerCalls(accounts, [
      {
        to: address,
        data: encodeFunctionData({
          abi: accountArtifact.abi,
          functionName: 'revokeSession',
          args: [revoked.address],
        }),
      },
    ])
    await expect(sendAsSession(address, revoked, usdcTransfer(recipient, 1n))).rejects.toThrow(
      /AA24/,
    )
    await testClient().increaseTime({ seconds: 601 })
    await testClient().mine({ blocks: 1 })
    await expect(sendAsSession(address, expiring, usdcTransfer(recipient, 1n))).rejects.toThrow(
      /AA22/,
    )
  })

  it('grants and revokes through the frame: ERC-7715 wallet_grantPermissions / wallet_revokePermissions', async () => {
    const { accounts, address } = await ownerAccount()
    await giveUsdc(address, 5_000_000n)
    const key = privateKeyToAccount(generatePrivateKey())
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const describe7715 = (method: string, params: unknown) =>
      describeSmartRequest({
        request: { method, params },
        address,
        chainId: node.chainId,
        accounts,
        sponsored: false,
      })
    const expiry = Math.floor(Date.now() / 1000) + 3600
    const request = {
      chainId: `0x${node.chainId.toString(16)}`,
      address,
      expiry,
      signer: { type: 'key', data: { id: key.address } },
      permissions: [
        { type: 'contract-call', data: { address: fixtures.usdc, selector: transferSelector } },
      ],
    }
    // What the visitor reads before approving.
    const granting = await describe7715('wallet_grantPermissions', [request])
    expect(granting?.title).toBe('grantPermissions')
    expect(granting?.rows).toContainEqual(['sessionKey', key.address])
    expect(granting?.rows).toContainEqual(['to', fixtures.usdc])
    expect(granting?.rows).toContainEqual(['call', 'transfer(address,uint256)'])
    // Out of reach: no expiry, a far expiry, two permissions, an unknown type.
    for (const bad of [
      { ...request, expiry: 0 },
      { ...request, expiry: expiry + 60 * 86_400 },
      { ...request, permissions: [...request.permissions, ...request.permissions] },
      { ...request, permissions: [{ type: 'erc20-token-transfer', data: {} }] },
    ])
      await expect(describe7715('wallet_grantPermissions', [bad])).rejects.toThrow(
        'Invalid request parameters',
      )
    const granted = (await granting?.run(async () => undefined)) as { context: Address }
    expect(granted.context).toBe(key.address)
    // What Account lists: the session as the account holds it on chain.
    const listed = await accounts.sessions(node.chainId, await now())
    expect(listed).toEqual([
      {
        key: key.address,
        target: getAddress(fixtures.usdc),
        selector: transferSelector,
        spendLimit: 0n,
        spent: 0n,
        validUntil: expiry,
      },
    ])
    // The dapp uses it without a prompt: its key signs, the account checks on chain.
    expect((await sendAsSession(address, key, usdcTransfer(recipient, 7n)))?.success).toBe(true)

    const revoking = await describe7715('wallet_revokePermissions', [
      { permissionsContext: granted.context },
    ])
    expect(revoking?.title).toBe('revokePermissions')
    await revoking?.run(async () => undefined)
    await expect(sendAsSession(address, key, usdcTransfer(recipient, 7n))).rejects.toThrow(/AA24/)
    expect(await accounts.sessions(node.chainId, await now())).toEqual([])
  })

  it('lists only the sessions still in force: not revoked ones, not expired ones', async () => {
    const { accounts, address } = await ownerAccount()
    // Undeployed: nothing granted yet, and no logs to read.
    expect(await accounts.sessions(node.chainId, await now())).toEqual([])
    const [kept, revoked, expiring] = [0, 1, 2].map(() =>
      privateKeyToAccount(generatePrivateKey()),
    ) as [PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount]
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const start = await now()
    await ownerCalls(
      accounts,
      [kept, revoked, expiring].map((key, index) =>
        grant(address, {
          key: key.address,
          target: recipient,
          selector: '0x00000000',
          spendLimit: parseEther('0.1'),
          validUntil: start + (index === 2 ? 600 : 7200),
        }),
      ),
    )
    expect((await sendAsSession(address, kept, { to: recipient, value: 5n }))?.success).toBe(true)
    await ownerCalls(accounts, [
      {
        to: address,
        data: encodeFunctionData({
          abi: accountArtifact.abi,
          functionName: 'revokeSession',
          args: [revoked.address],
        }),
      },
    ])
    const listed = await accounts.sessions(node.chainId, start + 601)
    expect(listed.map((session) => [session.key, session.spent])).toEqual([[kept.address, 5n]])
  })
})
