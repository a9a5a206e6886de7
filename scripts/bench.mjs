// `npm run bench`: balances for 1, 20 and 200 tokens against a local anvil — Gangway's one
// Multicall3 eth_call versus one eth_call per token. Round trips are counted at a proxy in
// front of the node. A script, not a test: it prints numbers and asserts nothing.
import { register } from 'tsx/esm/api'

register()
const { startAnvil, deployFixtures, deployToken } = await import('../test/support/anvil.ts')
const { startRpcProxy } = await import('../test/support/rpcProxy.ts')
const { eip155, anvil } = await import('../chains/eip155/index.ts')
const { createKernel } = await import('../kernel/index.ts')
const { createPublicClient, erc20Abi, http } = await import('viem')

function memory() {
  const map = new Map()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

const runs = 5
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const node = await startAnvil()
const proxy = await startRpcProxy(node.rpcUrl)
try {
  const fixtures = await deployFixtures(node.rpcUrl)
  process.stdout.write('deploying 200 tokens… ')
  const tokens = [fixtures.usdc, fixtures.dai]
  while (tokens.length < 200)
    tokens.push(
      await deployToken(node.rpcUrl, {
        name: `Token ${tokens.length}`,
        symbol: `T${tokens.length}`,
        decimals: 18,
      }),
    )
  console.log('done')

  const rows = []
  for (const count of [1, 20, 200]) {
    const list = tokens.slice(0, count).map((address, i) => ({
      address,
      name: `Token ${i}`,
      symbol: `T${i}`,
      decimals: i === 0 ? 6 : 18,
    }))

    // Gangway: a fresh instance per run, so the 30 s cache never answers.
    const gangway = { ms: [], trips: [], calls: [] }
    for (let run = 0; run < runs; run++) {
      const kernel = createKernel(
        {
          chains: [
            eip155({ networks: [anvil], rpcUrls: { 31337: [proxy.url] }, tokens: { 31337: list } }),
          ],
          storage: memory(),
          logLevel: 'silent',
        },
        { env: { isBrowser: false } },
      )
      const adapter = await kernel.chains.load('eip155')
      adapter.getPublicClient(anvil) // create the client outside the timing
      proxy.reset()
      const started = performance.now()
      const balances = await adapter.getBalances({ address: fixtures.owner, network: anvil })
      gangway.ms.push(performance.now() - started)
      gangway.trips.push(proxy.roundTrips)
      gangway.calls.push(proxy.count('eth_call'))
      if (balances.length !== count + 1) throw new Error(`expected ${count + 1} balances`)
      kernel.destroy()
    }

    // Baseline: eth_getBalance + one eth_call per token, no batching, all in parallel.
    const client = createPublicClient({ transport: http(proxy.url, { batch: false }) })
    const naive = { ms: [], trips: [], calls: [] }
    for (let run = 0; run < runs; run++) {
      proxy.reset()
      const started = performance.now()
      await Promise.all([
        client.getBalance({ address: fixtures.owner }),
        ...list.map((token) =>
          client.readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [fixtures.owner],
          }),
        ),
      ])
      naive.ms.push(performance.now() - started)
      naive.trips.push(proxy.roundTrips)
      naive.calls.push(proxy.count('eth_call'))
    }
    rows.push({ count, gangway, naive })
  }

  console.log(`\nbalances of native + N ERC-20 tokens on anvil (median of ${runs} runs)\n`)
  console.log(
    'tokens | Gangway: round trips  eth_calls      ms | per token: round trips  eth_calls      ms',
  )
  for (const { count, gangway, naive } of rows)
    console.log(
      `${String(count).padStart(6)} | ${String(median(gangway.trips)).padStart(20)} ${String(median(gangway.calls)).padStart(10)} ${median(gangway.ms).toFixed(1).padStart(7)} | ${String(median(naive.trips)).padStart(22)} ${String(median(naive.calls)).padStart(10)} ${median(naive.ms).toFixed(1).padStart(7)}`,
    )
} finally {
  await proxy.stop()
  await node.stop()
}
