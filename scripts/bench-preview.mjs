// `npm run bench`: issue 33's budget — a transaction preview on the local chain ready within
// 300 ms of the request. `previewRequest(kernel, …)` through the eip155 adapter's own transport
// on anvil (eth_simulateV1, the tokens' symbol and decimals, the fee), for the requests a visitor
// meets: an ERC-20 transfer, an unlimited approve, a swap through the demo's Uniswap V2 pool
// (as Swap's preview step sends it), an EIP-5792 batch and a Permit2 signature. The first
// preview of the page also loads the adapter and the preview toolkit (`import()`), so it is
// reported on its own. Round trips are counted at a proxy in front of the node. A script, not a
// test: it prints the figures against the budget and asserts nothing.
import { register } from 'tsx/esm/api'

register()
const { startAnvil, deployFixtures } = await import('../test/support/anvil.ts')
const { startRpcProxy } = await import('../test/support/rpcProxy.ts')
const { deployDemoSwap } = await import('../test/support/uniswapV2.ts')
const { memoryStorage } = await import('../test/support/fakeChain.ts')
const { anvil, eip155 } = await import('../chains/eip155/index.ts')
const { createKernel, previewRequest } = await import('../kernel/index.ts')
const { encodeFunctionData, erc20Abi, maxUint256, parseAbi, parseEther, toHex } = await import(
  'viem'
)

const budget = 300
const runs = 15
const sorted = (values) => [...values].sort((a, b) => a - b)
const median = (values) => sorted(values)[Math.floor(values.length / 2)]
const worst = (values) => sorted(values).at(-1)

const node = await startAnvil()
const proxy = await startRpcProxy(node.rpcUrl)
try {
  const fixtures = await deployFixtures(node.rpcUrl)
  const demo = await deployDemoSwap(node.rpcUrl)
  const owner = fixtures.owner
  const spender = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  const gold = demo.tokens[0].address
  const router = demo.deployment.router
  const kernel = createKernel(
    {
      chains: [eip155({ networks: [anvil], rpcUrls: { 31337: [proxy.url] } })],
      storage: memoryStorage(),
      logLevel: 'silent',
    },
    { env: { isBrowser: false } },
  )
  const send = (tx) => ({
    method: 'eth_sendTransaction',
    params: [{ from: owner, ...tx, value: tx.value === undefined ? undefined : toHex(tx.value) }],
  })
  const swapData = encodeFunctionData({
    abi: parseAbi([
      'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
    ]),
    functionName: 'swapExactETHForTokens',
    args: [0n, [demo.deployment.wrappedNative.address, gold], owner, 2n ** 40n],
  })
  const cases = [
    {
      name: 'ERC-20 transfer',
      request: send({
        to: fixtures.usdc,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [spender, 5_000_000n],
        }),
      }),
    },
    {
      name: 'unlimited approve',
      request: send({
        to: fixtures.usdc,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [spender, maxUint256],
        }),
      }),
    },
    {
      name: 'Uniswap V2 swap ETH → GOLD',
      request: send({ to: router, data: swapData, value: parseEther('0.1') }),
    },
    {
      name: 'EIP-5792 batch (2 calls)',
      request: {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: toHex(31337),
            from: owner,
            calls: [
              {
                to: fixtures.usdc,
                data: encodeFunctionData({
                  abi: erc20Abi,
                  functionName: 'approve',
                  args: [router, 1_000_000n],
                }),
              },
              { to: router, data: swapData, value: toHex(parseEther('0.01')) },
            ],
          },
        ],
      },
    },
    {
      name: 'Permit2 PermitSingle (sign)',
      request: {
        method: 'eth_signTypedData_v4',
        params: [
          owner,
          JSON.stringify({
            types: {
              EIP712Domain: [
                { name: 'name', type: 'string' },
                { name: 'chainId', type: 'uint256' },
                { name: 'verifyingContract', type: 'address' },
              ],
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
            domain: {
              name: 'Permit2',
              chainId: 31337,
              verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
            },
            message: {
              details: {
                token: fixtures.usdc,
                amount: '1000000',
                expiration: '1900000000',
                nonce: '0',
              },
              spender,
              sigDeadline: '1900000000',
            },
          }),
        ],
      },
    },
  ]
  const preview = (request) =>
    previewRequest(kernel, { caipNetworkId: 'eip155:31337', from: owner, request })

  // The page's first preview: the eip155 adapter and the preview toolkit load with it.
  proxy.reset()
  let started = performance.now()
  const first = await preview(cases[0].request)
  const cold = { ms: performance.now() - started, trips: proxy.roundTrips }
  if (first.confidence !== 'simulated') throw new Error(`first preview: ${first.confidence}`)

  const rows = []
  for (const { name, request } of cases) {
    const ms = []
    const trips = []
    let confidence = ''
    for (let run = 0; run < runs; run++) {
      proxy.reset()
      started = performance.now()
      const result = await preview(request)
      ms.push(performance.now() - started)
      trips.push(proxy.roundTrips)
      confidence = result.confidence
    }
    rows.push({ name, ms, trips, confidence })
  }
  kernel.destroy()

  console.log(
    `\ntransaction previews on anvil, request → preview ready (budget ${budget} ms; median and worst of ${runs} runs)\n`,
  )
  console.log(
    'request                        | confidence | round trips | median ms | worst ms | within budget',
  )
  const line = (name, confidence, trips, med, max) =>
    console.log(
      `${name.padEnd(30)} | ${confidence.padEnd(10)} | ${String(trips).padStart(11)} | ${med.toFixed(1).padStart(9)} | ${max.toFixed(1).padStart(8)} | ${max <= budget ? 'yes' : 'NO'}`,
    )
  line('first preview (loads toolkit)', 'simulated', cold.trips, cold.ms, cold.ms)
  for (const { name, ms, trips, confidence } of rows)
    line(name, confidence, median(trips), median(ms), worst(ms))
} finally {
  await proxy.stop()
  await node.stop()
}
