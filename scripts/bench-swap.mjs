// `npm run bench`: swap quote latency on a local anvil with the official Uniswap V2 and V3
// contracts — the on-chain source's one Multicall3 eth_call per quote (every candidate V2
// route and its pools' reserves, every V3 route at every fee tier and its pools' prices)
// versus one eth_call per route and per pool. Round trips are counted at a
// proxy in front of the node. A script, not a test: it prints numbers and asserts nothing.
import { register } from 'tsx/esm/api'

register()
const { startAnvil, deployFixtures } = await import('../test/support/anvil.ts')
const { startRpcProxy } = await import('../test/support/rpcProxy.ts')
const { deployUniswapV2 } = await import('../test/support/uniswapV2.ts')
const { deployUniswapV3 } = await import('../test/support/uniswapV3.ts')
const { encodeV3Path, listV3Routes, v3PoolAddress } = await import(
  '../plugins/swap/sources/uniswapV3.ts'
)
const { uniswapV3PoolAbi, uniswapV3QuoterAbi } = await import('../plugins/swap/sources/abis.ts')
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
  const v3 = await deployUniswapV3(node.rpcUrl, fixtures, uniswap)
  const client = createPublicClient({ transport: http(proxy.url, { batch: false }) })
  const context = {
    getClient: async () => client,
    http: createHttp({ fetch, setTimeout, clearTimeout, now: Date.now }),
    now: Date.now,
  }
  const source = createOnchainSource({ deployments: { 31337: uniswap.deployment } }, context)
  const both = createOnchainSource(
    { deployments: { 31337: uniswap.deployment }, v3Deployments: { 31337: v3.deployment } },
    context,
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
  const measure = async (quote, read) => {
    const gangway = { ms: [], trips: [] }
    for (let run = 0; run < runs; run++) {
      proxy.reset()
      const started = performance.now()
      await quote()
      gangway.ms.push(performance.now() - started)
      gangway.trips.push(proxy.roundTrips)
    }
    const naive = { ms: [], trips: [] }
    for (let run = 0; run < runs; run++) {
      proxy.reset()
      const started = performance.now()
      await read()
      naive.ms.push(performance.now() - started)
      naive.trips.push(proxy.roundTrips)
    }
    return { gangway, naive }
  }
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
  // V2 and V3 together: the V2 reads above plus QuoterV2 at every fee tier and each pool's slot0.
  for (const { name, from, to, amount } of cases) {
    const start = from === nativeTokenAddress ? uniswap.weth : from
    const routes = listV3Routes(v3.deployment, start, to, uniswap.weth)
    const pools = new Set(
      routes.flatMap((route) =>
        route.fees.map((fee, i) =>
          v3PoolAddress(v3.deployment, route.tokens[i], route.tokens[i + 1], fee),
        ),
      ),
    )
    const paths = [[start, to]]
    if (start !== uniswap.weth && to !== uniswap.weth) paths.push([start, uniswap.weth, to])
    const ignore = () => undefined
    const result = await measure(
      () => both.getQuote({ chainId: 31337, from, to, amount, userAddress: fixtures.owner }),
      () =>
        Promise.all([
          ...paths.map((path) =>
            client
              .readContract({
                address: uniswap.router,
                abi: routerAbi,
                functionName: 'getAmountsOut',
                args: [amount, path],
              })
              .catch(ignore),
          ),
          ...routes.map((route) =>
            client
              .readContract({
                address: v3.quoter,
                abi: uniswapV3QuoterAbi,
                functionName: 'quoteExactInput',
                args: [encodeV3Path(route, false), amount],
              })
              .catch(ignore),
          ),
          ...[...pools].map((pool) =>
            client
              .readContract({ address: pool, abi: uniswapV3PoolAbi, functionName: 'slot0' })
              .catch(ignore),
          ),
        ]),
    )
    rows.push({ name: `${name} V2+V3`, ...result })
  }
  console.log(`\nswap quotes from Uniswap V2 and V3 on anvil (median of ${runs} runs)\n`)
  console.log(
    'route                        | Gangway: round trips      ms | per call: round trips      ms',
  )
  for (const { name, gangway, naive } of rows)
    console.log(
      `${name.padEnd(28)} | ${String(median(gangway.trips)).padStart(20)} ${median(gangway.ms).toFixed(1).padStart(7)} | ${String(median(naive.trips)).padStart(20)} ${median(naive.ms).toFixed(1).padStart(7)}`,
    )
} finally {
  await proxy.stop()
  await node.stop()
}
