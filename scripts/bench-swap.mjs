// `npm run bench`: swap quote latency on a local anvil with the official Uniswap V2 contracts —
// the on-chain source's one Multicall3 eth_call per quote (every candidate route and its
// pools' reserves) versus one eth_call per route and per pool. Round trips are counted at a
// proxy in front of the node. A script, not a test: it prints numbers and asserts nothing.
import { register } from 'tsx/esm/api'

register()
const { startAnvil, deployFixtures } = await import('../test/support/anvil.ts')
const { startRpcProxy } = await import('../test/support/rpcProxy.ts')
const { deployUniswapV2 } = await import('../test/support/uniswapV2.ts')
const { createOnchainSource } = await import('../plugins/swap/sources/createOnchainSource.ts')
const { nativeTokenAddress } = await import('../plugins/swap/constants.ts')
const { createHttp } = await import('../kernel/http.ts')
const { createPublicClient, http, parseAbi } = await import('viem')

const runs = 7
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const node = await startAnvil()
const proxy = await startRpcProxy(node.rpcUrl)
try {
  const fixtures = await deployFixtures(node.rpcUrl)
  const uniswap = await deployUniswapV2(node.rpcUrl, fixtures)
  const client = createPublicClient({ transport: http(proxy.url, { batch: false }) })
  const source = createOnchainSource(
    { deployments: { 31337: uniswap.deployment } },
    {
      getClient: async () => client,
      http: createHttp({ fetch, setTimeout, clearTimeout, now: Date.now }),
      now: Date.now,
    },
  )
  const routerAbi = parseAbi([
    'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
  ])
  const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)'])
  const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
  const cases = [
    {
      name: 'ETH → USDC (direct)',
      from: nativeTokenAddress,
      to: fixtures.usdc,
      amount: 10n ** 18n,
    },
    { name: 'USDC → DAI (via WETH)', from: fixtures.usdc, to: fixtures.dai, amount: 10n ** 8n },
  ]
  const rows = []
  for (const { name, from, to, amount } of cases) {
    const gangway = { ms: [], trips: [] }
    for (let run = 0; run < runs; run++) {
      proxy.reset()
      const started = performance.now()
      await source.getQuote({ chainId: 31337, from, to, amount, userAddress: fixtures.owner })
      gangway.ms.push(performance.now() - started)
      gangway.trips.push(proxy.roundTrips)
    }
    // Baseline: each candidate route's getAmountsOut, then each pool's address and reserves.
    const start = from === nativeTokenAddress ? uniswap.weth : from
    const paths = [[start, to]]
    if (start !== uniswap.weth && to !== uniswap.weth) paths.push([start, uniswap.weth, to])
    const naive = { ms: [], trips: [] }
    for (let run = 0; run < runs; run++) {
      proxy.reset()
      const started = performance.now()
      await Promise.all(
        paths.map(async (path) => {
          await client
            .readContract({
              address: uniswap.router,
              abi: routerAbi,
              functionName: 'getAmountsOut',
              args: [amount, path],
            })
            .catch(() => undefined)
          for (let i = 0; i + 1 < path.length; i++) {
            const pair = await client.readContract({
              address: uniswap.factory,
              abi: factoryAbi,
              functionName: 'getPair',
              args: [path[i], path[i + 1]],
            })
            await client
              .readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' })
              .catch(() => undefined)
          }
        }),
      )
      naive.ms.push(performance.now() - started)
      naive.trips.push(proxy.roundTrips)
    }
    rows.push({ name, gangway, naive })
  }
  console.log(`\nswap quotes from Uniswap V2 on anvil (median of ${runs} runs)\n`)
  console.log(
    'route                  | Gangway: round trips      ms | per call: round trips      ms',
  )
  for (const { name, gangway, naive } of rows)
    console.log(
      `${name.padEnd(22)} | ${String(median(gangway.trips)).padStart(20)} ${median(gangway.ms).toFixed(1).padStart(7)} | ${String(median(naive.trips)).padStart(20)} ${median(naive.ms).toFixed(1).padStart(7)}`,
    )
} finally {
  await proxy.stop()
  await node.stop()
}
