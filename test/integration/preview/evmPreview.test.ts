// Issue 33 on anvil: what a request will do, before anyone signs. This anvil (1.7.1) serves
// eth_simulateV1, so the full path runs here; the fallback (eth_call + eth_estimateGas + decoding)
// runs against the same node behind a transport that refuses eth_simulateV1, as an RPC
// without it does.
import {
  type Abi,
  type Address,
  createClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  MethodNotFoundRpcError,
  maxUint256,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvil as anvilNetwork, eip155 } from '../../../chains/eip155/index.js'
import {
  createKernel,
  definePlugin,
  type PluginPreviewWarning,
  previewRequest,
  type TransactionPreview,
} from '../../../kernel/index.js'
import { previewEvmRequest } from '../../../plugins/preview/index.js'
import {
  type Anvil,
  deployFixtures,
  type Fixtures,
  startAnvil,
  testPrivateKeys,
} from '../../support/anvil.js'
import hostileArtifact from '../../support/contracts/artifacts/HostileToken.json' with {
  type: 'json',
}
import collectionArtifact from '../../support/contracts/artifacts/PreviewCollection.json' with {
  type: 'json',
}
import { memoryStorage } from '../../support/fakeChain.js'
import { waitForReceipt } from '../../support/receipt.js'
import {
  type DemoSwap,
  deploy,
  deployDemoSwap,
  uniswapTestClient,
} from '../../support/uniswapV2.js'

let node: Anvil
let fixtures: Fixtures
let swap: DemoSwap
let hostile: Address
let collection: Address
const owner = privateKeyToAccount(testPrivateKeys[0]).address
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const spender = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as Address
const permit2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3' as Address

beforeAll(async () => {
  node = await startAnvil()
  fixtures = await deployFixtures(node.rpcUrl)
  swap = await deployDemoSwap(node.rpcUrl)
  hostile = await deploy(node.rpcUrl, hostileArtifact as never, [])
  collection = await deploy(node.rpcUrl, collectionArtifact as never, [])
  const client = uniswapTestClient(node.rpcUrl)
  const hash = await client.writeContract({
    address: collection,
    abi: collectionArtifact.abi as Abi,
    functionName: 'mint',
    args: [owner, 7n],
    chain: null,
  })
  await waitForReceipt(client, { hash })
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

function kernelPreview(request: { method: string; params: unknown }): Promise<TransactionPreview> {
  const kernel = createKernel(
    {
      chains: [eip155({ networks: [anvilNetwork], rpcUrls: { 31337: [node.rpcUrl] } })],
      storage: memoryStorage(),
    },
    { env: { isBrowser: false } },
  )
  return previewRequest(kernel, { caipNetworkId: 'eip155:31337', from: owner, request })
}

const sendTransaction = (tx: { to: Address; data?: Hex; value?: bigint }) =>
  kernelPreview({
    method: 'eth_sendTransaction',
    params: [
      {
        from: owner,
        to: tx.to,
        data: tx.data,
        value: tx.value === undefined ? undefined : `0x${tx.value.toString(16)}`,
      },
    ],
  })

const transferData = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
const approveData = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [to, amount] })

/** The same node, except that eth_simulateV1 is "method not found", as on an RPC without it. */
function clientWithoutSimulate() {
  const transport = http(node.rpcUrl)({})
  return createClient({
    transport: custom({
      async request({ method, params }) {
        if (method === 'eth_simulateV1')
          throw new MethodNotFoundRpcError(new Error('the method eth_simulateV1 does not exist'))
        return transport.request({ method, params } as never)
      },
    }),
  })
}

describe('EVM transaction preview on anvil (eth_simulateV1)', () => {
  it('this anvil serves eth_simulateV1', async () => {
    const response = await fetch(node.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_simulateV1',
        params: [
          { blockStateCalls: [{ calls: [{ from: owner, to: bob, value: '0x1' }] }] },
          'latest',
        ],
      }),
    })
    const body = (await response.json()) as { result?: unknown; error?: unknown }
    expect(body.error).toBeUndefined()
    expect(Array.isArray(body.result)).toBe(true)
  })

  it('an ERC-20 transfer: you send 5 USDC (symbol and decimals from the chain), a fee, simulated', async () => {
    const preview = await sendTransaction({
      to: fixtures.usdc,
      data: transferData(bob, 5_000_000n),
    })
    expect(preview.confidence).toBe('simulated')
    expect(preview.send).toEqual([
      expect.objectContaining({
        amount: 5_000_000n,
        counterparty: bob,
        asset: expect.objectContaining({ kind: 'token', symbol: 'USDC', decimals: 6, flags: [] }),
      }),
    ])
    expect(preview.receive).toEqual([])
    expect(preview.failure).toBeUndefined()
    expect(preview.fee?.amount).toBeGreaterThan(0n)
    expect(preview.fee?.asset).toMatchObject({ kind: 'native', symbol: 'ETH', decimals: 18 })
    expect(preview.actions[0]).toMatchObject({
      functionName: 'transfer(address,uint256)',
      to: fixtures.usdc,
    })
  })

  it('a native transfer: you send 0.5 ETH', async () => {
    const preview = await sendTransaction({ to: bob, value: parseEther('0.5') })
    expect(preview.send).toEqual([
      expect.objectContaining({
        amount: parseEther('0.5'),
        asset: expect.objectContaining({ kind: 'native', symbol: 'ETH' }),
      }),
    ])
  })

  it('a limited approve is an allowance of exactly that amount, with no warning', async () => {
    const preview = await sendTransaction({
      to: fixtures.usdc,
      data: approveData(spender, 25_000_000n),
    })
    expect(preview.allow).toEqual([
      expect.objectContaining({
        spender,
        amount: 25_000_000n,
        unlimited: false,
        scope: 'amount',
        via: 'approve',
        asset: expect.objectContaining({ symbol: 'USDC' }),
      }),
    ])
    expect(preview.warnings).toEqual([])
    expect(preview.send).toEqual([])
  })

  it('an unlimited approve is flagged unlimited and warned about', async () => {
    const preview = await sendTransaction({
      to: fixtures.dai,
      data: approveData(spender, maxUint256),
    })
    expect(preview.allow[0]).toMatchObject({ spender, unlimited: true })
    expect(preview.warnings).toEqual([
      expect.objectContaining({ kind: 'unlimitedApproval', spender }),
    ])
  })

  it('an approve above the whole supply is unlimited too', async () => {
    const preview = await sendTransaction({
      to: fixtures.usdc,
      data: approveData(spender, 2_000_000n * 10n ** 6n),
    })
    expect(preview.allow[0]).toMatchObject({ unlimited: true })
  })

  it('setApprovalForAll on a collection: you allow all of it, warned', async () => {
    const data = encodeFunctionData({
      abi: parseAbi(['function setApprovalForAll(address,bool)']),
      functionName: 'setApprovalForAll',
      args: [spender, true],
    })
    const preview = await sendTransaction({ to: collection, data })
    expect(preview.allow).toEqual([
      expect.objectContaining({
        scope: 'all',
        spender,
        via: 'setApprovalForAll',
        asset: expect.objectContaining({ kind: 'nft', symbol: 'PAPE' }),
      }),
    ])
    expect(preview.warnings).toEqual([expect.objectContaining({ kind: 'approvalForAll', spender })])
    expect(preview.failure).toBeUndefined()
  })

  it('an NFT transfer: you send PAPE #7', async () => {
    const data = encodeFunctionData({
      abi: parseAbi(['function safeTransferFrom(address,address,uint256)']),
      functionName: 'safeTransferFrom',
      args: [owner, bob, 7n],
    })
    const preview = await sendTransaction({ to: collection, data })
    expect(preview.confidence).toBe('simulated')
    expect(preview.send).toEqual([
      expect.objectContaining({
        amount: 1n,
        counterparty: bob,
        asset: expect.objectContaining({ kind: 'nft', tokenId: 7n, symbol: 'PAPE' }),
      }),
    ])
  })

  it('a reverting call: this will fail, with the contract’s reason', async () => {
    const preview = await sendTransaction({
      to: fixtures.usdc,
      data: transferData(bob, 10n ** 30n),
    })
    expect(preview.failure).toEqual({ reason: 'ERC20: transfer amount exceeds balance' })
    expect(preview.warnings[0]).toEqual({
      kind: 'willFail',
      reason: 'ERC20: transfer amount exceeds balance',
    })
  })

  it('an EIP-5792 batch: approve then transferFrom-free swap, both previewed in order', async () => {
    const preview = await kernelPreview({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: owner,
          calls: [
            { to: fixtures.usdc, data: approveData(spender, maxUint256) },
            { to: fixtures.dai, data: transferData(bob, 10n ** 18n) },
            { to: bob, value: '0x2386f26fc10000' },
          ],
        },
      ],
    })
    expect(preview.confidence).toBe('simulated')
    expect(preview.actions).toHaveLength(3)
    expect(preview.allow[0]).toMatchObject({
      unlimited: true,
      asset: expect.objectContaining({ symbol: 'USDC' }),
    })
    const sent = preview.send.map((c) => [c.asset.symbol, c.amount])
    expect(sent).toEqual(
      expect.arrayContaining([
        ['DAI', 10n ** 18n],
        ['ETH', 10n ** 16n],
      ]),
    )
  })

  it("an ERC-4337 user operation: the account's batch is read from its callData and simulated from the account", async () => {
    const accountAbi = parseAbi([
      'function executeBatch((address target, uint256 value, bytes data)[] calls)',
    ])
    const userOperation = (extra: Record<string, unknown> = {}) => ({
      sender: owner,
      nonce: '0x0',
      callData: encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeBatch',
        args: [
          [
            { target: fixtures.usdc, value: 0n, data: transferData(bob, 5_000_000n) },
            { target: fixtures.usdc, value: 0n, data: approveData(spender, maxUint256) },
          ],
        ],
      }),
      callGasLimit: '0x30000',
      verificationGasLimit: '0x20000',
      preVerificationGas: '0x5000',
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x1',
      signature: '0x',
      ...extra,
    })
    const entryPoint = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
    const preview = await kernelPreview({
      method: 'eth_sendUserOperation',
      params: [userOperation(), entryPoint],
    })
    expect(preview.confidence).toBe('simulated')
    expect(preview.send).toEqual([
      expect.objectContaining({
        amount: 5_000_000n,
        counterparty: bob,
        asset: expect.objectContaining({ symbol: 'USDC', decimals: 6 }),
      }),
    ])
    expect(preview.allow[0]).toMatchObject({ spender, unlimited: true })
    expect(preview.warnings.map((w) => w.kind)).toContain('unlimitedApproval')
    // The operation's own limits price it: (call + verification + pre-verification) gas × 1 gwei.
    expect(preview.fee?.amount).toBe((0x30000n + 0x20000n + 0x5000n) * 1_000_000_000n)
    // A paymaster pays: no fee for the visitor.
    const sponsored = await kernelPreview({
      method: 'eth_sendUserOperation',
      params: [userOperation({ paymaster: spender }), entryPoint],
    })
    expect(sponsored.fee).toBeUndefined()
    expect(sponsored.send).toHaveLength(1)
    // An account encoding Gangway does not know: unknown, its raw operation one tap away.
    const foreign = await kernelPreview({
      method: 'eth_sendUserOperation',
      params: [userOperation({ callData: '0xdeadbeef' }), entryPoint],
    })
    expect(foreign.confidence).toBe('unknown')
    expect(foreign.actions[0]?.raw).toContain('0xdeadbeef')
  })

  it('a Uniswap V2 swap: you send ETH, you receive GOLD within the quote, as the chain then pays', async () => {
    const routerAbi = parseAbi([
      'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
      'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
    ])
    const gold = swap.tokens.find((t) => t.symbol === 'GOLD')!.address
    const path = [swap.deployment.wrappedNative.address as Address, gold]
    const client = uniswapTestClient(node.rpcUrl)
    const amountIn = parseEther('0.01')
    const quoted = (
      await client.readContract({
        address: swap.deployment.router as Address,
        abi: routerAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, path],
      })
    )[1]!
    const minimum = (quoted * 995n) / 1000n
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [minimum, path, owner, 2n ** 40n],
    })
    const preview = await sendTransaction({
      to: swap.deployment.router as Address,
      data,
      value: amountIn,
    })
    expect(preview.confidence).toBe('simulated')
    expect(preview.send).toEqual([
      expect.objectContaining({
        amount: amountIn,
        asset: expect.objectContaining({ kind: 'native' }),
      }),
    ])
    const received = preview.receive.find((c) => c.asset.symbol === 'GOLD')!
    expect(received.amount).toBeGreaterThanOrEqual(minimum)
    const before = await client.readContract({
      address: gold,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
    const hash = await client.sendTransaction({
      to: swap.deployment.router as Address,
      data,
      value: amountIn,
      chain: null,
    })
    await waitForReceipt(client, { hash })
    const after = await client.readContract({
      address: gold,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
    expect(after - before).toBe(received.amount)
  })

  it('Permit2 PermitSingle typed data: spender may take up to N of your USDC until the expiration', async () => {
    const expiration = 1_900_000_000
    const preview = await kernelPreview({
      method: 'eth_signTypedData_v4',
      params: [
        owner,
        JSON.stringify({
          domain: { name: 'Permit2', chainId: 31337, verifyingContract: permit2 },
          types: {
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
          },
          primaryType: 'PermitSingle',
          message: {
            details: {
              token: fixtures.usdc,
              amount: '1000000',
              expiration: String(expiration),
              nonce: '0',
            },
            spender,
            sigDeadline: '1900000000',
          },
        }),
      ],
    })
    expect(preview.confidence).toBe('decoded')
    expect(preview.allow).toEqual([
      expect.objectContaining({
        spender,
        amount: 1_000_000n,
        expiresAt: expiration,
        via: 'permit2',
        unlimited: false,
        asset: expect.objectContaining({ symbol: 'USDC', decimals: 6 }),
      }),
    ])
    expect(preview.fee).toBeUndefined()
  })

  it('a hostile token stays inert and labelled: markup removed, reverting symbol and absurd decimals flagged', async () => {
    const preview = await sendTransaction({ to: hostile, data: transferData(bob, 10n) })
    const asset = preview.send[0]!.asset
    expect(asset.symbol).toBeUndefined()
    expect(asset.decimals).toBeUndefined()
    expect(asset.name).toBe('img src=x onerror=alert(1)Tether')
    expect(asset.flags).toEqual(
      expect.arrayContaining(['symbolUnreadable', 'symbolAltered', 'decimalsAbsurd']),
    )
    expect(preview.send[0]!.amount).toBe(10n)
    expect(preview.warnings).toEqual([expect.objectContaining({ kind: 'untrustedAsset' })])
  })
})

describe('EVM transaction preview where the RPC lacks eth_simulateV1 (fallback)', () => {
  it('decodes an ERC-20 transfer, prices it with eth_estimateGas, confidence decoded', async () => {
    const preview = await previewEvmRequest(clientWithoutSimulate(), {
      from: owner,
      request: {
        method: 'eth_sendTransaction',
        params: [{ to: fixtures.usdc, data: transferData(bob, 5_000_000n) }],
      },
    })
    expect(preview.confidence).toBe('decoded')
    expect(preview.send).toEqual([
      expect.objectContaining({
        amount: 5_000_000n,
        asset: expect.objectContaining({ symbol: 'USDC', decimals: 6 }),
      }),
    ])
    expect(preview.fee?.amount).toBeGreaterThan(0n)
  })

  it('says a reverting call will fail, with its reason from eth_call', async () => {
    const preview = await previewEvmRequest(clientWithoutSimulate(), {
      from: owner,
      request: {
        method: 'eth_sendTransaction',
        params: [{ to: fixtures.usdc, data: transferData(bob, 10n ** 30n) }],
      },
    })
    expect(preview.failure?.reason).toBe('ERC20: transfer amount exceeds balance')
    expect(preview.fee).toBeUndefined()
  })

  it('an unknown call keeps its raw data and confidence unknown', async () => {
    const preview = await previewEvmRequest(clientWithoutSimulate(), {
      from: owner,
      request: { method: 'eth_sendTransaction', params: [{ to: bob, data: '0xdeadbeef01' }] },
    })
    expect(preview.confidence).toBe('unknown')
    expect(preview.actions[0]).toMatchObject({ functionName: '0xdeadbeef', raw: '0xdeadbeef01' })
  })
})

describe("plugins' own checks (issue 33: a plugin may add warnings)", () => {
  /** A kernel on anvil with `plugins`; its timers wait for the test to fire them. */
  function kernelWith(plugins: ReturnType<typeof definePlugin>[]) {
    const timers: { delay: number; fire: () => void }[] = []
    const kernel = createKernel(
      {
        chains: [eip155({ networks: [anvilNetwork], rpcUrls: { 31337: [node.rpcUrl] } })],
        plugins,
        storage: memoryStorage(),
        logLevel: 'silent',
      },
      {
        env: {
          isBrowser: false,
          setTimeout: (fire: () => void, delay: number) => timers.push({ delay, fire }),
          clearTimeout: () => undefined,
        },
      },
    )
    return { kernel, timers }
  }
  const transfer = {
    method: 'eth_sendTransaction',
    params: [{ from: owner, to: fixtures?.usdc, data: transferData(bob, 5_000_000n) }],
  }
  const check = (name: string, answer: () => unknown) =>
    definePlugin({ name, previewWarnings: answer as () => readonly PluginPreviewWarning[] })

  it('a danger goes first after a failure, a caution last, each named after its plugin; the check sees the preview', async () => {
    let seen: TransactionPreview | undefined
    const { kernel } = kernelWith([
      check('scamList', () => [
        { level: 'caution', message: 'First time you send to this address.' },
      ]),
      definePlugin({
        name: 'securityService',
        async previewWarnings({ preview, from }) {
          seen = preview
          return from === owner
            ? [{ level: 'danger', message: 'This token is a known drainer.' }]
            : []
        },
      }),
    ])
    const preview = await previewRequest(kernel, {
      caipNetworkId: 'eip155:31337',
      from: owner,
      request: {
        ...transfer,
        params: [{ from: owner, to: fixtures.usdc, data: approveData(spender, maxUint256) }],
      },
    })
    expect(seen?.allow).toHaveLength(1)
    expect(preview.warnings).toEqual([
      {
        kind: 'plugin',
        plugin: 'securityService',
        level: 'danger',
        message: 'This token is a known drainer.',
      },
      expect.objectContaining({ kind: 'unlimitedApproval' }),
      {
        kind: 'plugin',
        plugin: 'scamList',
        level: 'caution',
        message: 'First time you send to this address.',
      },
    ])
  })

  it('a hostile check: direction and control characters removed, text cut, a forged plugin name and an unknown level ignored, garbage dropped', async () => {
    const { kernel } = kernelWith([
      check('hostile', () => [
        {
          level: 'apocalyptic',
          message: '<img src=x onerror=alert(1)>\u202eevil',
          plugin: 'gangway',
        },
        { level: 'danger', message: 'x'.repeat(5000) },
        { level: 'danger' },
        null,
        'not a warning',
      ]),
      check('notAList', () => 'everything is fine'),
    ])
    const preview = await previewRequest(kernel, {
      caipNetworkId: 'eip155:31337',
      from: owner,
      request: {
        ...transfer,
        params: [{ from: owner, to: fixtures.usdc, data: transferData(bob, 1n) }],
      },
    })
    const added = preview.warnings.filter((w) => w.kind === 'plugin')
    expect(added).toHaveLength(2)
    expect(added.every((w) => w.kind === 'plugin' && w.plugin === 'hostile')).toBe(true)
    const [long, cleaned] = added as Extract<(typeof added)[number], { kind: 'plugin' }>[]
    expect(long?.level).toBe('danger')
    expect([...(long?.message ?? '')].length).toBe(300)
    expect(cleaned?.level).toBe('caution')
    // The direction override is gone; the markup stays inert text (views render it as text).
    expect(cleaned?.message).toBe('<img src=x onerror=alert(1)>evil')
  })

  it('a check that fails or never answers is left out after 3 s, and the preview still comes', async () => {
    const { kernel, timers } = kernelWith([
      check('broken', () => {
        throw new Error('the service is down')
      }),
      check('stuck', () => new Promise(() => undefined)),
      check('fine', () => [{ level: 'caution', message: 'ok' }]),
    ])
    const pending = previewRequest(kernel, {
      caipNetworkId: 'eip155:31337',
      from: owner,
      request: {
        ...transfer,
        params: [{ from: owner, to: fixtures.usdc, data: transferData(bob, 1n) }],
      },
    })
    // The stuck check holds the preview until its timer fires.
    await expect.poll(() => timers.some((t) => t.delay === 3_000)).toBe(true)
    for (const timer of timers.filter((t) => t.delay === 3_000)) timer.fire()
    const preview = await pending
    expect(preview.confidence).toBe('simulated')
    expect(preview.warnings).toEqual([
      { kind: 'plugin', plugin: 'fine', level: 'caution', message: 'ok' },
    ])
  })
})
