// Issue 33 on anvil: a permit (EIP-2612 Permit, Permit2 PermitSingle/PermitBatch, a Seaport
// order) to a spender the visitor never used is warned about. "Never used" is what the host's
// RPC can tell in one read (plugins/preview/readNewSpenders.ts): no allowance from the signer on
// the token (EIP-2612), Permit2's allowance amount and nonce both 0, no ERC-20 allowance or
// isApprovedForAll to the operator of a Seaport order.
//
// Permit2 is Uniswap's own, compiled from its source (test/support/permit2): the states under
// test are made by its real `approve` and `permit`. Stand-in code replaces it only for the
// hostile cases (a Permit2 that reverts, answers garbage or is absent).
import {
  type Address,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvil as anvilNetwork, eip155 } from '../../../chains/eip155/index.js'
import { createKernel, previewRequest, type TransactionPreview } from '../../../kernel/index.js'
import {
  type Anvil,
  deployFixtures,
  type Fixtures,
  startAnvil,
  testPrivateKeys,
} from '../../support/anvil.js'
import collectionArtifact from '../../support/contracts/artifacts/PreviewCollection.json' with {
  type: 'json',
}
import { memoryStorage } from '../../support/fakeChain.js'
import { installPermit2, permit2Abi } from '../../support/permit2/installPermit2.js'
import { waitForReceipt } from '../../support/receipt.js'
import { deploy, uniswapTestClient } from '../../support/uniswapV2.js'

let node: Anvil
let fixtures: Fixtures
let collection: Address
const owner = privateKeyToAccount(testPrivateKeys[0]).address
const permit2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3' as Address
const seaport = '0x0000000000000068F116a894984e2DB1123eB395' as Address
const stranger = getAddress('0x90f79bf6eb2c4f837365e785d4a04e0a7c7b5f0e')
const known = getAddress('0x15d34aaf54267db7d7c367839aaf71a00a2c6a65')
// Anvil's seventh account: a spender the visitor gives a Permit2 permit, then spends it to 0.
const permitted = getAddress('0x976ea74026e726554db657fa54763abd0c3a0aa9')

beforeAll(async () => {
  node = await startAnvil()
  fixtures = await deployFixtures(node.rpcUrl)
  await installPermit2(node.rpcUrl)
  collection = await deploy(node.rpcUrl, collectionArtifact as never, [])
  const client = uniswapTestClient(node.rpcUrl)
  for (const request of [
    // The visitor has used `known` before: it holds an allowance of their USDC.
    { address: fixtures.usdc, abi: erc20Abi, functionName: 'approve', args: [known, 5n] },
    {
      address: collection,
      abi: collectionArtifact.abi,
      functionName: 'mint',
      args: [owner, 7n],
    },
  ]) {
    const hash = await client.writeContract({ ...request, chain: null } as never)
    await waitForReceipt(client, { hash })
  }
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

function preview(typedData: unknown): Promise<TransactionPreview> {
  const kernel = createKernel(
    {
      chains: [eip155({ networks: [anvilNetwork], rpcUrls: { 31337: [node.rpcUrl] } })],
      storage: memoryStorage(),
    },
    { env: { isBrowser: false } },
  )
  return previewRequest(kernel, {
    caipNetworkId: 'eip155:31337',
    from: owner,
    request: { method: 'eth_signTypedData_v4', params: [owner, JSON.stringify(typedData)] },
  })
}

const eip2612 = (spender: Address, value: string, token: Address = fixtures.usdc) => ({
  domain: { name: 'USD Coin', version: '1', chainId: 31337, verifyingContract: token },
  primaryType: 'Permit',
  message: { owner, spender, value, nonce: '0', deadline: '1900000000' },
})

const details = (token: Address) => ({
  token,
  amount: '1000000',
  expiration: '1900000000',
  nonce: '0',
})
const permitSingle = (spender: Address) => ({
  domain: { name: 'Permit2', chainId: 31337, verifyingContract: permit2 },
  primaryType: 'PermitSingle',
  message: { details: details(fixtures.usdc), spender, sigDeadline: '1900000000' },
})
const permitBatch = (spender: Address) => ({
  domain: { name: 'Permit2', chainId: 31337, verifyingContract: permit2 },
  primaryType: 'PermitBatch',
  message: {
    details: [details(fixtures.usdc), details(fixtures.dai)],
    spender,
    sigDeadline: '1900000000',
  },
})

/** A Seaport listing of PAPE #7 for 1 ETH. */
const listing = (conduitKey: Hex = `0x${'00'.repeat(32)}`) => ({
  domain: { name: 'Seaport', version: '1.6', chainId: 31337, verifyingContract: seaport },
  primaryType: 'OrderComponents',
  message: {
    offerer: owner,
    zone: '0x0000000000000000000000000000000000000000',
    offer: [
      {
        itemType: '2',
        token: collection,
        identifierOrCriteria: '7',
        startAmount: '1',
        endAmount: '1',
      },
    ],
    consideration: [
      {
        itemType: '0',
        token: '0x0000000000000000000000000000000000000000',
        identifierOrCriteria: '0',
        startAmount: '1000000000000000000',
        endAmount: '1000000000000000000',
        recipient: owner,
      },
    ],
    orderType: '0',
    startTime: '1700000000',
    endTime: '1900000000',
    zoneHash: `0x${'00'.repeat(32)}`,
    salt: '1',
    conduitKey,
    counter: '0',
  },
})

const setPermit2 = (bytecode: Hex) =>
  createTestClient({ mode: 'anvil', transport: http(node.rpcUrl) }).setCode({
    address: permit2,
    bytecode,
  })

/** The visitor's own call to Permit2 (from anvil's first account, the owner). */
async function callPermit2(functionName: 'approve' | 'permit', args: readonly unknown[]) {
  const client = uniswapTestClient(node.rpcUrl)
  const hash = await client.writeContract({
    address: permit2,
    abi: permit2Abi,
    functionName,
    args,
    chain: null,
  } as never)
  const receipt = await waitForReceipt(client, { hash })
  expect(receipt.status).toBe('success')
}

const permit2Types = {
  PermitDetails: [
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint160' },
    { name: 'expiration', type: 'uint48' },
    { name: 'nonce', type: 'uint48' },
  ],
  PermitSingle: [
    { name: 'details', type: 'PermitDetails' },
    { name: 'spender', type: 'address' },
    { name: 'sigDeadline', type: 'uint256' },
  ],
} as const

const newSpenders = (result: TransactionPreview) =>
  result.warnings.filter((warning) => warning.kind === 'newSpender')

describe('a permit to a spender the visitor never used (issue 33)', () => {
  it('EIP-2612: a spender with no allowance of the token is new, warned after the unlimited warning', async () => {
    const result = await preview(eip2612(stranger, maxUint256.toString()))
    expect(result.warnings.map((w) => w.kind)).toEqual(['unlimitedApproval', 'newSpender'])
    expect(newSpenders(result)).toEqual([
      {
        kind: 'newSpender',
        spender: stranger,
        asset: expect.objectContaining({ symbol: 'USDC', address: fixtures.usdc }),
      },
    ])
  })

  it('EIP-2612: a spender the visitor already allowed is not new', async () => {
    const result = await preview(eip2612(known, '1000000'))
    expect(result.allow).toHaveLength(1)
    expect(result.warnings).toEqual([])
  })

  it('Permit2 (the real contract): new until the visitor allows the spender there; a used permit keeps it known once its allowance is back to 0', async () => {
    expect(newSpenders(await preview(permitSingle(stranger)))).toEqual([
      expect.objectContaining({ kind: 'newSpender', spender: stranger }),
    ])
    // A standing allowance, granted by the visitor's own Permit2 `approve`.
    await callPermit2('approve', [fixtures.usdc, stranger, 9n, 1_900_000_000])
    expect(newSpenders(await preview(permitSingle(permitted)))).toHaveLength(1)
    expect(newSpenders(await preview(permitSingle(stranger)))).toEqual([])
    // A signed PermitSingle, verified and used by Permit2 (nonce 0 → 1), then its allowance set
    // back to 0: the nonce still shows the spender was used.
    const single = {
      details: { token: fixtures.usdc, amount: 1_000_000n, expiration: 1_900_000_000, nonce: 0 },
      spender: permitted,
      sigDeadline: 1_900_000_000n,
    }
    const signature = await privateKeyToAccount(testPrivateKeys[0]).signTypedData({
      domain: { name: 'Permit2', chainId: 31337, verifyingContract: permit2 },
      types: permit2Types,
      primaryType: 'PermitSingle',
      message: single,
    })
    await callPermit2('permit', [owner, single, signature])
    await callPermit2('approve', [fixtures.usdc, permitted, 0n, 1_900_000_000])
    const client = uniswapTestClient(node.rpcUrl)
    const [amount, , nonce] = (await client.readContract({
      address: permit2,
      abi: permit2Abi,
      functionName: 'allowance',
      args: [owner, fixtures.usdc, permitted],
    })) as readonly [bigint, number, number]
    expect([amount, nonce]).toEqual([0n, 1])
    expect(newSpenders(await preview(permitSingle(permitted)))).toEqual([])
  })

  it('Permit2 PermitBatch: one warning per spender, not per token', async () => {
    const result = await preview(permitBatch(known))
    expect(result.allow).toHaveLength(2)
    expect(newSpenders(result)).toHaveLength(1)
  })

  it('hostile answers show no permission: a Permit2 that reverts, answers garbage or is absent, and a "token" with no code, all read as new', async () => {
    await setPermit2('0x60006000fd')
    expect(newSpenders(await preview(permitSingle(stranger)))).toHaveLength(1)
    await setPermit2('0x600160005360016000f3')
    expect(newSpenders(await preview(permitSingle(stranger)))).toHaveLength(1)
    await setPermit2('0x')
    expect(newSpenders(await preview(permitSingle(stranger)))).toHaveLength(1)
    const result = await preview(eip2612(known, '1', stranger))
    expect(newSpenders(result)).toEqual([expect.objectContaining({ spender: known })])
    // A spender whose checksum is wrong (mixed case, one letter flipped) is read, not thrown on.
    const flipped =
      `0x${stranger.slice(2).replace(/[a-fA-F]/, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()))}` as Address
    expect(flipped.toLowerCase()).toBe(stranger.toLowerCase())
    expect(flipped).not.toBe(stranger)
    const miscased = await preview(eip2612(flipped, '1'))
    expect(newSpenders(miscased)).toHaveLength(1)
    await installPermit2(node.rpcUrl)
  })

  it('Seaport: a listing through Seaport itself is new until the visitor approved Seaport for the collection; an unknown conduit reads as new', async () => {
    const before = await preview(listing())
    expect(newSpenders(before)).toEqual([
      expect.objectContaining({ kind: 'newSpender', spender: seaport }),
    ])
    const client = uniswapTestClient(node.rpcUrl)
    const hash = await client.writeContract({
      address: collection,
      abi: collectionArtifact.abi,
      functionName: 'setApprovalForAll',
      args: [seaport, true],
      chain: null,
    } as never)
    await waitForReceipt(client, { hash })
    expect(newSpenders(await preview(listing()))).toEqual([])
    // OpenSea's conduit key: no ConduitController on this chain names its conduit.
    expect(
      newSpenders(
        await preview(
          listing('0x0000007b02230091a7ed01230072f7006a004d60a8d4e71d599b8104250f0000'),
        ),
      ),
    ).toHaveLength(1)
    // A conduit key that is no bytes32 names no conduit, and breaks nothing.
    expect(newSpenders(await preview(listing('0x1234')))).toHaveLength(1)
  })

  it('only permits: an approve transaction to a stranger gets its own warnings, not this one', async () => {
    const kernel = createKernel(
      {
        chains: [eip155({ networks: [anvilNetwork], rpcUrls: { 31337: [node.rpcUrl] } })],
        storage: memoryStorage(),
      },
      { env: { isBrowser: false } },
    )
    const result = await previewRequest(kernel, {
      caipNetworkId: 'eip155:31337',
      from: owner,
      request: {
        method: 'eth_sendTransaction',
        params: [
          {
            from: owner,
            to: fixtures.usdc,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [stranger, 10n],
            }),
          },
        ],
      },
    })
    expect(result.allow).toHaveLength(1)
    expect(newSpenders(result)).toEqual([])
  })
})
